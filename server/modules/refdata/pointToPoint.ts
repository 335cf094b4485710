import type { pointToPointCall, PointToPointRoute } from '../../../src/contract/refdata/calls';
import type { FieldError } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import type { MasterOutcome } from './masterRows';

/** A call's local calendar day of departure (its port's zone; UTC where the port has none). */
export const LOCAL_ETD_DAY = `(coalesce(c.etd_estimated, c.etd_planned) at time zone coalesce(nullif(p.time_zone, ''), 'UTC'))::date`;

/** A stored instant as ISO text; '' for none. */
export const instant = (v: unknown) => (v === null || v === undefined || v === '' ? '' : new Date(v as string).toISOString());

type PointToPointQuery = (typeof pointToPointCall.input)['static'];
/** The longest departure window one search may ask for. */
export const MAX_SEARCH_DAYS = 92;
const DAY_MS = 86_400_000;

const classified = (planned: unknown, estimated: unknown, actual: unknown) =>
  actual
    ? { DateTime: instant(actual), Classifier: 'ACT' as const }
    : estimated
      ? { DateTime: instant(estimated), Classifier: 'EST' as const }
      : { DateTime: instant(planned), Classifier: 'PLN' as const };

/**
 * Direct sailings from POL to POD (commercial.md §1.3 Schedule/PointToPoint): a call at the POL
 * departing in the window, and a later call of the same vessel and voyage at the POD (the first such,
 * when a loop calls twice); omitted and cancelled calls are not offered. Sorted by ETD.
 */
export async function pointToPoint(db: Db, q: PointToPointQuery): Promise<MasterOutcome<PointToPointRoute[]>> {
  const pol = normaliseCode(q.PlaceOfReceipt);
  const pod = normaliseCode(q.PlaceOfDelivery);
  const start = q.DepartureStartDate ?? todayInShanghai();
  const end = q.DepartureEndDate ?? (isCalendarDate(start) ? addDays(start, 28) : start);
  const errors: FieldError[] = [];
  for (const [path, value] of [
    ['/PlaceOfReceipt', pol],
    ['/PlaceOfDelivery', pod],
  ] as const)
    if (!/^[A-Z]{2}[A-Z2-9]{3}$/.test(value)) errors.push({ Path: path, Message: 'is no UN/LOCODE' });
  if (!errors.length && pol === pod) errors.push({ Path: '/PlaceOfDelivery', Message: 'is the place of receipt' });
  if (!isCalendarDate(start)) errors.push({ Path: '/DepartureStartDate', Message: 'is no calendar date' });
  if (!isCalendarDate(end)) errors.push({ Path: '/DepartureEndDate', Message: 'is no calendar date' });
  else if (isCalendarDate(start)) {
    if (end < start) errors.push({ Path: '/DepartureEndDate', Message: 'is before DepartureStartDate' });
    else if (Date.parse(end) - Date.parse(start) > MAX_SEARCH_DAYS * DAY_MS)
      errors.push({ Path: '/DepartureEndDate', Message: `is more than ${MAX_SEARCH_DAYS} days after DepartureStartDate` });
  }
  if (errors.length) return { ok: false, status: 400, code: 'INVALID', message: errors.map((e) => `${e.Path.slice(1)} ${e.Message}`).join('; '), errors };
  const rows = await db.query<{
    carrier_code: string;
    service_code: string | null;
    vessel: string;
    imo: string;
    voyage: string;
    pol: string;
    pol_name: string;
    pol_zone: string;
    etd_planned: unknown;
    etd_estimated: unknown;
    atd: unknown;
    cut_offs: { Code: string; DateTime: string }[];
    pod: string;
    pod_name: string;
    pod_zone: string;
    eta_planned: unknown;
    eta_estimated: unknown;
    ata: unknown;
  }>(
    `select * from (
       select distinct on (c.id) c.carrier_code, c.service_code, v.name as vessel, v.imo, c.voyage,
              c.port_code as pol, p.name_zh as pol_name, p.time_zone as pol_zone, c.etd_planned, c.etd_estimated, c.atd, c.cut_offs,
              a.port_code as pod, ap.name_zh as pod_name, ap.time_zone as pod_zone, a.eta_planned, a.eta_estimated, a.ata,
              coalesce(c.atd, c.etd_estimated, c.etd_planned) as etd
         from vessel_calls c
         join ports p on p.code = c.port_code
         join vessels v on v.id = c.vessel_id
         join vessel_calls a on a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq and a.port_code = $2
                            and a.status not in ('OMITTED', 'CANCELLED')
         join ports ap on ap.code = a.port_code
        where c.port_code = $1 and c.status not in ('OMITTED', 'CANCELLED')
          and ${LOCAL_ETD_DAY} between $3::date and $4::date
          and ($5 = '' or c.carrier_code = $5)
        order by c.id, a.seq
     ) x order by x.etd, x.carrier_code, x.vessel limit 200`,
    [pol, pod, start, end, normaliseCode(q.CarrierCode ?? '')],
  );
  return {
    ok: true,
    value: rows.map((r) => {
      const departure = classified(r.etd_planned, r.etd_estimated, r.atd);
      const arrival = classified(r.eta_planned, r.eta_estimated, r.ata);
      return {
        Carrier: r.carrier_code,
        Service: r.service_code ?? '',
        Vessel: r.vessel,
        VesselImo: r.imo,
        Voyage: r.voyage,
        Departure: { Port: r.pol, PortName: r.pol_name, TimeZone: r.pol_zone, ...departure, Etd: departure.DateTime },
        Arrival: { Port: r.pod, PortName: r.pod_name, TimeZone: r.pod_zone, ...arrival, Eta: arrival.DateTime },
        TransitDays: Math.round((Date.parse(arrival.DateTime) - Date.parse(departure.DateTime)) / DAY_MS),
        CutOffTimes: (r.cut_offs ?? []).map((c) => ({ Code: c.Code, DateTime: instant(c.DateTime) })),
      };
    }),
  };
}
