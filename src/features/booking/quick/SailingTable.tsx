import { Button, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import type { QuickSailing, QuickSearchAnswer } from '../../../contract/booking/quickCalls';
import type { RateSearchRow } from '../../../contract/rates/searchCalls';
import { localDateTime } from '../../../domain/refdata/localTimes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { usePageKeys } from '../../../lib/pageKeys';
import { quickWords, STANDING_WORDS } from './words';

/** A sailing's cut-off of that code on the POL's clock ('—' when it has none). */
const cut = (s: QuickSailing, code: string) => {
  const c = s.CutOffs.find((x) => x.Code === code);
  return c ? localDateTime(c.DateTime, s.PolZone) : '—';
};

/** The week's sailings with their cut-offs on the POL's clock, where each stands, and the carrier's best price; j/k and Enter work it. */
export function SailingTable(props: { answer: QuickSearchAnswer; action: string; onBook(s: QuickSailing, rate: RateSearchRow | undefined): void }) {
  const lang = useLanguage();
  const w = useWords(quickWords);
  const { answer } = props;
  const [at, setAt] = useState(0);
  const rateOf = (s: QuickSailing) => answer.Rates.find((r) => r.RateId === s.BestRateId);
  const n = answer.Sailings.length;
  const down = () => setAt((i) => Math.min(n - 1, i + 1));
  const up = () => setAt((i) => Math.max(0, i - 1));
  usePageKeys({
    j: down,
    arrowdown: down,
    k: up,
    arrowup: up,
    enter: () => {
      const s = answer.Sailings[at];
      if (!s || s.Standing === 'CLOSED') return false;
      props.onBook(s, rateOf(s));
    },
  });
  if (!answer.Sailings.length) return <NonIdealState icon="calendar" description={w.noSailings} />;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the sailings are worked from the keyboard as a whole (j/k, Enter), like the desk queue
    <section tabIndex={0} aria-label={w.keys} data-testid="quick-sailings">
      <p className="bp6-text-muted">{w.keys}</p>
      <HTMLTable compact striped interactive aria-label={w.sailings}>
        <thead>
          <tr>
            <th>{w.etdPort}</th>
            <th>{w.carrier}</th>
            <th>
              {w.vessel} / {w.voyage}
            </th>
            <th>{w.eta}</th>
            <th>{w.transitDays}</th>
            <th>{w.dco}</th>
            <th>{w.fco}</th>
            <th>{w.bestPrice}</th>
            <th aria-label={props.action} />
          </tr>
        </thead>
        <tbody>
          {answer.Sailings.map((s, i) => {
            const rate = rateOf(s);
            return (
              <tr key={s.CallId} aria-selected={i === at} className={i === at ? 'bp6-intent-primary' : undefined} onClick={() => setAt(i)}>
                <td>
                  {localDateTime(s.Etd, s.PolZone)} <span className="bp6-text-muted">({s.PolZone})</span>
                  <br />
                  <Tag minimal intent={s.Standing === 'OPEN' ? 'success' : s.Standing === 'CLOSED' ? 'danger' : 'warning'}>
                    {STANDING_WORDS[s.Standing][lang]}
                  </Tag>
                  {s.Standing === 'NOT_OPEN' && s.BookingOpenAt ? <div>{w.bookingOpens(localDateTime(s.BookingOpenAt, s.PolZone))}</div> : null}
                </td>
                <td>
                  {s.CarrierName}
                  {!s.OnlineBookable ? <div className="bp6-text-muted">{w.notOnline}</div> : null}
                </td>
                <td>
                  {s.Vessel} / {s.Voyage}
                  {s.Service ? <div className="bp6-text-muted">{s.Service}</div> : null}
                </td>
                <td>{localDateTime(s.Eta, s.PolZone).slice(0, 10)}</td>
                <td>{s.TransitDays}</td>
                <td>{cut(s, 'DCO')}</td>
                <td>{cut(s, 'FCO')}</td>
                <td>{rate ? rate.Totals.map((t) => `${t.Currency} ${t.Amount}`).join(' + ') : <span className="bp6-text-muted">{w.noPrice}</span>}</td>
                <td>
                  <Button small intent="primary" text={props.action} disabled={s.Standing === 'CLOSED'} onClick={() => props.onBook(s, rate)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}
