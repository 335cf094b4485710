import { Classes, HTMLTable, Tag } from '@blueprintjs/core';
import type { Static } from '@sinclair/typebox';
import type { pointToPointCall } from '../../../contract/refdata/calls';
import { SEED_CUT_OFF_CODES } from '../../../domain/refdata/seed/cutOffCodes';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { refdataWords } from '../words';
import { zonedTime } from '../zonedTime';
import { scheduleWords } from './words';

const CUT_OFF_NAMES = new Map(SEED_CUT_OFF_CODES.map((c) => [c.code, c]));

/** The sailings found: ETD and ETA on their ports' own clocks with how sure they are, the transhipments and the POL's cut-offs. */
export function PointToPointTable({ rows }: { rows: Static<typeof pointToPointCall.answer> }) {
  const lang = useLanguage();
  const s = useWords(scheduleWords);
  const w = useWords(refdataWords);
  const classifier = (c: 'PLN' | 'EST' | 'ACT') => (c === 'ACT' ? s.actualShort : c === 'EST' ? s.estimatedShort : s.plannedShort);
  return (
    <HTMLTable compact striped className="public-schedules__results" aria-label={s.sailings}>
      <thead>
        <tr>
          <th>{w.carrierCode}</th>
          <th>{w.serviceCode}</th>
          <th>{w.vesselName}</th>
          <th>{w.voyage}</th>
          <th>ETD</th>
          <th>ETA</th>
          <th>{s.transitDays}</th>
          <th>{s.via}</th>
          <th>{w.cutOffs}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.VesselImo}-${r.Voyage}-${r.Departure.Etd}`}>
            <td>{r.Carrier}</td>
            <td>{r.Service}</td>
            <td>{r.Vessel}</td>
            <td>{r.Voyage}</td>
            <td>
              {zonedTime(r.Departure.Etd, r.Departure.TimeZone)} <Tag minimal>{classifier(r.Departure.Classifier)}</Tag>
              {r.Departure.TerminalName && <div className={`${Classes.TEXT_MUTED} public-schedules__terminal`}>{r.Departure.TerminalName}</div>}
            </td>
            <td>
              {zonedTime(r.Arrival.Eta, r.Arrival.TimeZone)} <Tag minimal>{classifier(r.Arrival.Classifier)}</Tag>
              {r.Arrival.TerminalName && <div className={`${Classes.TEXT_MUTED} public-schedules__terminal`}>{r.Arrival.TerminalName}</div>}
            </td>
            <td>{r.TransitDays}</td>
            <td>
              {r.Legs.slice(1).map((leg) => (
                <div key={leg.Voyage + leg.Departure.Port}>
                  {s.viaLeg(
                    leg.Departure.Port,
                    leg.Departure.PortName,
                    `${leg.Carrier} ${leg.Vessel} ${leg.Voyage}`,
                    zonedTime(leg.Departure.Etd, leg.Departure.TimeZone),
                  )}
                </div>
              ))}
              {!r.Transhipments && s.directSailing}
            </td>
            <td className="public-schedules__cutoffs">
              {r.CutOffTimes.map((c) => (
                <div key={c.Code}>
                  {CUT_OFF_NAMES.get(c.Code)?.[lang] ?? c.Code} ({c.Code}) {zonedTime(c.DateTime, r.Departure.TimeZone)}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
