import type { QuickSailing, QuickSearchAnswer, QuickSearchInput } from '../../../src/contract/booking/quickCalls';
import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { DEFAULT_LEAD_HOURS } from '../../../src/domain/booking/check';
import { sailingStanding } from '../../../src/domain/booking/sailing';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { instant, LOCAL_ETD_DAY, placesOf } from '../refdata/public';
import { type Asker, searchRates } from '../rates/public';
import { no } from '../../platform/refusal';

type Lang = 'zh' | 'en';

/** Monday of the ISO week a calendar day falls in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * Quick booking (commercial.md §6.4 Home and DcSearch): the week's prices through the rate search
 * itself (the same levels, rules and search log a booking's price is frozen from, R6.7), and the
 * direct sailings of that week from the vessel calls, each with where it stands for a booking now.
 */
export async function quickSearch(
  db: Db,
  actor: Actor,
  viewCost: boolean,
  input: QuickSearchInput,
  today: string,
  now: string,
  lang: Lang,
): Promise<Outcome<QuickSearchAnswer>> {
  if (!isCalendarDate(input.WeekOf))
    return no('INVALID', `WeekOf ${input.WeekOf} is no calendar date.`, `日期 ${input.WeekOf} 不存在。`, [{ Path: '/WeekOf', Message: 'is no calendar date' }]);
  const monday = mondayOf(input.WeekOf);
  const weekEnd = addDays(monday, 6);
  if (weekEnd < today)
    return no('PAST_WEEK', 'That week is over: pick this week or a later one.', '这一周已经过去，请选择本周或以后。', [
      { Path: '/WeekOf', Message: 'is past' },
    ]);
  const day = monday > today ? monday : today;
  const asker: Asker = { kind: 'STAFF', actor, viewCost };
  const carrier = input.CarrierCode ? normaliseCode(input.CarrierCode) : null;
  const prices = await searchRates(
    db,
    asker,
    { PolCode: input.PolCode, PodCode: input.PodCode, Lines: input.Lines, Date: day, CarrierCode: carrier, CustomerCompanyId: input.CustomerCompanyId ?? null },
    today,
    lang,
  );
  if (!prices.ok) return prices;
  const sailings = await weekSailings(db, normaliseCode(input.PolCode), normaliseCode(input.PodCode), day, weekEnd, carrier, now);
  const best = cheapestByCarrier(prices.value.Rows);
  return {
    ok: true,
    value: {
      SearchId: prices.value.SearchId,
      Day: day,
      WeekEnd: weekEnd,
      LevelName: prices.value.LevelName,
      Rates: prices.value.Rows,
      Sailings: sailings.map((s) => ({ ...s, BestRateId: best.get(s.CarrierCode) ?? null })),
    },
  };
}

/** Per carrier, the row that prices every asked class at the lowest first total (totals are never added across currencies). */
function cheapestByCarrier(rows: readonly RateSearchRow[]): Map<string, number> {
  const out = new Map<string, { id: number; amount: number }>();
  for (const r of rows) {
    if (r.Unpriced.length || !r.Totals[0]) continue;
    const amount = Number(r.Totals[0].Amount);
    const had = out.get(r.CarrierCode);
    if (!had || amount < had.amount) out.set(r.CarrierCode, { id: r.RateId, amount });
  }
  return new Map([...out].map(([k, v]) => [k, v.id]));
}

interface SailingRow {
  id: string;
  carrier_code: string;
  carrier_name: string;
  service_code: string | null;
  vessel: string;
  voyage: string;
  pol: string;
  pod: string;
  pol_zone: string;
  etd: unknown;
  eta: unknown;
  cut_offs: { Code: string; DateTime: string }[];
  booking_open_at: unknown;
  online_bookable: boolean | null;
  lead_hours: number | null;
}

/** Direct calls POL → POD departing in [from, to] (the POL's calendar), omitted and cancelled calls left out, by ETD (also the ready-space form's sailing picker). */
export async function weekSailings(
  db: Db,
  pol: string,
  pod: string,
  from: string,
  to: string,
  carrier: string | null,
  now: string,
): Promise<Omit<QuickSailing, 'BestRateId'>[]> {
  const [pols, pods] = [await placesOf(db, pol), await placesOf(db, pod)];
  const rows = await db.query<SailingRow>(
    `select c.id::text, c.carrier_code, coalesce(cr.name, c.carrier_code) as carrier_name, c.service_code, v.name as vessel, c.voyage,
            c.port_code as pol, a.port_code as pod, coalesce(nullif(p.time_zone, ''), 'UTC') as pol_zone,
            coalesce(c.atd, c.etd_estimated, c.etd_planned) as etd, coalesce(a.ata, a.eta_estimated, a.eta_planned) as eta,
            c.cut_offs, c.booking_open_at, cfg.online_bookable, cfg.min_lead_hours_before_dco as lead_hours
       from vessel_calls c
       join ports p on p.code = c.port_code
       join vessels v on v.id = c.vessel_id
       left join carriers cr on cr.code = c.carrier_code
       left join booking_carrier_configs cfg on cfg.carrier_code = c.carrier_code
       join lateral (select * from vessel_calls a where a.vessel_id = c.vessel_id and a.voyage = c.voyage and a.seq > c.seq
                        and a.port_code = any($2::text[]) and a.status not in ('OMITTED', 'CANCELLED') order by a.seq limit 1) a on true
      where c.port_code = any($1::text[]) and c.status not in ('OMITTED', 'CANCELLED')
        and ${LOCAL_ETD_DAY} between $3::date and $4::date and ($5::text is null or c.carrier_code = $5)
      order by etd, c.carrier_code limit 200`,
    [pols, pods, from, to, carrier],
  );
  return rows.map((r) => {
    const cutOffs = (r.cut_offs ?? []).map((c) => ({ Code: c.Code, DateTime: instant(c.DateTime) }));
    const bookingOpenAt = r.booking_open_at ? instant(r.booking_open_at) : null;
    const etd = instant(r.etd);
    const eta = instant(r.eta);
    return {
      CallId: Number(r.id),
      CarrierCode: r.carrier_code,
      CarrierName: r.carrier_name,
      Service: r.service_code ?? '',
      Vessel: r.vessel,
      Voyage: r.voyage,
      PolCode: r.pol,
      PodCode: r.pod,
      PolZone: r.pol_zone,
      Etd: etd,
      Eta: eta,
      TransitDays: Math.round((Date.parse(eta) - Date.parse(etd)) / 86_400_000),
      CutOffs: cutOffs,
      BookingOpenAt: bookingOpenAt,
      Standing: sailingStanding(
        { cutOffs: cutOffs.map((c) => ({ code: c.Code, dateTime: c.DateTime })), bookingOpenAt },
        now,
        r.lead_hours ?? DEFAULT_LEAD_HOURS,
      ),
      OnlineBookable: r.online_bookable ?? false,
    };
  });
}
