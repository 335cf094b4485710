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
import { instant, placesOf } from '../refdata/public';
import { type Asker, searchRates } from '../rates/public';
import { no } from '../../platform/refusal';
import { directSailings } from './referenceRepository';

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
  const rows = await directSailings(db, pols, pods, from, to, carrier);
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
