import { Button, Callout, HTMLTable, Spinner } from '@blueprintjs/core';
import type { QuickSailing } from '../../contract/booking/quickCalls';
import { localDateTime } from '../../domain/refdata/localTimes';
import { todayInShanghai } from '../../domain/refdata/exchangeRates';
import { addDays } from '../../domain/refdata/sailings';
import { useWords } from '../../i18n/words';
import { type SailingsQuery, useSailings } from './api/spaces';
import { readySpaceWords } from './words';

/** How far ahead the publish form offers sailings: space is sold for the coming weeks. */
const DAYS_AHEAD = 60;

/**
 * The schedule's direct sailings of the lane typed on the publish form (ReadySpace/Sailings): each
 * with its vessel, voyage, ETD and cut-offs on the POL's clock; "use" fills the form from it, so the
 * vessel and voyage are the schedule's and its cut-offs come with them.
 */
export function SailingPick(props: { pol: string; pod: string; carrier: string; picked: number | null; onPick(s: QuickSailing): void }) {
  const w = useWords(readySpaceWords);
  const lane = /^[A-Z]{5}$/.test(props.pol) && /^[A-Z]{5}$/.test(props.pod);
  const from = addDays(todayInShanghai(), 1);
  const query: SailingsQuery = {
    PolCode: props.pol,
    PodCode: props.pod,
    ...(/^[A-Z0-9]{2,10}$/.test(props.carrier) ? { CarrierCode: props.carrier } : {}),
    From: from,
    To: addDays(from, DAYS_AHEAD),
  };
  const sailings = useSailings(query, lane);
  if (!lane) return <Callout icon="info-sign">{w.pickSailingHint}</Callout>;
  if (sailings.isPending) return <Spinner size={20} />;
  if (sailings.isError) return <Callout intent="danger">{(sailings.error as Error).message}</Callout>;
  if (!sailings.data.length) return <Callout intent="warning">{w.noSailings}</Callout>;
  const cutOff = (s: QuickSailing, code: string) => {
    const c = s.CutOffs.find((x) => x.Code === code);
    return c ? localDateTime(c.DateTime, s.PolZone) : '';
  };
  return (
    <div className="ready-space-sailings" data-testid="sailing-pick" style={{ maxHeight: 280, overflowY: 'auto' }}>
      <HTMLTable compact striped interactive>
        <thead>
          <tr>
            <th>{w.carrier}</th>
            <th>{w.vessel}</th>
            <th>{w.voyage}</th>
            <th>{w.etd}</th>
            <th>{w.dco}</th>
            <th>{w.fco}</th>
            <th>{w.eta}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {sailings.data.map((s) => (
            <tr key={s.CallId} data-call={s.CallId} className={s.CallId === props.picked ? 'ready-space-sailing--picked' : undefined}>
              <td>{s.CarrierCode}</td>
              <td>{s.Vessel}</td>
              <td>{s.Voyage}</td>
              <td>{localDateTime(s.Etd, s.PolZone).slice(0, 10)}</td>
              <td>{cutOff(s, 'DCO')}</td>
              <td>{cutOff(s, 'FCO')}</td>
              <td>
                {localDateTime(s.Eta, s.PolZone).slice(0, 10)} ({w.transitDays(s.TransitDays)})
              </td>
              <td>
                {s.CallId === props.picked ? (
                  <span className="bp6-text-muted">{w.sailingPicked}</span>
                ) : (
                  <Button size="small" text={w.pickThis} aria-label={`${w.pickThis} ${s.Vessel} ${s.Voyage}`} onClick={() => props.onPick(s)} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
