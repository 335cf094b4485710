import type { RateSearchRow } from '../../../src/contract/rates/searchCalls';
import { priceShipment, type ShipmentPrice } from '../../../src/domain/pricing/engine';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { currencyDigits, currentRules, feeFacts, type Level, levelById, levelOfCompany, platformCompanyId, rulesAt } from './pricingRepository';
import { readRates, type StoredRate } from './repository';
import { type LoggedSearch, loggedSearch, logSearch } from './searchRepository';
import { asSubscriberRate } from './sharedPool';
import { rateToPrice, ruleRefs, searchRow, totalsWire } from './searchRow';
import { no } from '../../platform/refusal';

/**
 * The price of what a booking books (R6.7, issue 32): its container classes and quantities priced by
 * the one engine on the rate version and the rule versions of the search (or the quote's search) it
 * came from — the same search's day, level and shared-rate mark-up — whatever equipment that search
 * was asked for. Rules the search used are found as they were then (the latest version saved by the
 * search's moment), so a class the search did not price is priced as it would have been. Without a
 * search of this customer showing the rate, the rate is priced now at the customer's level. The
 * answer is sell side only; the freeze logs it like a search when it is not the search's own input.
 */

export interface BookedLine {
  ContainerClass: string;
  Qty: number;
}

export interface BookedPriceAsk {
  /** The booking's customer company. */
  companyId: string;
  rateId: number;
  /** The search the price came from (a rate row's, or a quote's). */
  searchId: number | null;
  lines: readonly BookedLine[];
  /** The booking's lane and departure: the rate version must be for them. */
  carrierCode: string;
  polCode: string;
  podCode: string;
  etd: string;
  /** A quote's price stands until the quote's validity: its rate version need not be published still. */
  quoted: boolean;
}

export interface BookedPrice {
  rate: StoredRate;
  price: ShipmentPrice;
  /** The sell shape (no cost, margin, floor or trace). */
  row: RateSearchRow;
  /** The search whose versions priced it, when there was one. */
  search: { id: number; log: LoggedSearch } | null;
  /** The booked lines are exactly what that search priced: nothing new to log. */
  asSearched: boolean;
  day: string;
  level: Level | undefined;
  owner: string;
}

/** The booked equipment as pricing lines: one per class, units added up, empty lines left out, in the order first named. */
export function bookedLines(equipment: readonly { ContainerClass: string; Units: number }[]): BookedLine[] {
  const byClass = new Map<string, number>();
  for (const e of equipment) {
    const cls = e.ContainerClass.trim().toUpperCase();
    if (cls && e.Units > 0) byClass.set(cls, (byClass.get(cls) ?? 0) + e.Units);
  }
  return [...byClass].map(([ContainerClass, Qty]) => ({ ContainerClass, Qty }));
}

const sameLines = (a: readonly BookedLine[], b: readonly BookedLine[]) => {
  const key = (l: readonly BookedLine[]) =>
    l
      .filter((x) => x.Qty > 0)
      .map((x) => `${x.ContainerClass.trim().toUpperCase()}×${x.Qty}`)
      .sort()
      .join();
  return key(a) === key(b);
};

export async function priceBooked(q: Queryable, ask: BookedPriceAsk): Promise<Outcome<BookedPrice>> {
  const owner = await platformCompanyId(q);
  const log = ask.searchId ? await loggedSearch(q, owner, ask.searchId, ask.companyId) : undefined;
  const entry = log?.shown.find((s) => s.RateId === ask.rateId);
  const day = entry ? log!.day : ask.etd;
  const [stored] = await readRates(q, [ask.rateId], day);
  const notValid = () =>
    no<BookedPrice>(
      'RATE_NOT_VALID',
      'The rate this booking was priced on is no longer valid for its lane and departure date: search the price again.',
      '该订舱所依据的运价对此航线或开船日期已失效：请重新查询运价。',
    );
  if (
    !stored ||
    (!ask.quoted && (stored.Status !== 'PUBLISHED' || !stored.Visible)) ||
    ask.etd < stored.ValidFrom ||
    ask.etd > stored.ValidTo ||
    stored.PolCode !== ask.polCode ||
    stored.PodCode !== ask.podCode ||
    stored.CarrierCode !== ask.carrierCode
  )
    return notValid();
  // a provider's shared rate is priced only as a search showed it (the subscriber's cost), never at the provider's own
  if (!entry && String(stored.OwnerCompanyId) !== owner) return notValid();
  const unpriced = ask.lines.filter((l) => !stored.Prices.some((p) => p.ContainerClass === l.ContainerClass)).map((l) => l.ContainerClass);
  if (unpriced.length)
    return no(
      'CLASS_NOT_PRICED',
      `Rate ${stored.RateNo} has no price for ${unpriced.join(', ')}: change the containers or search the price again.`,
      `运价 ${stored.RateNo} 没有 ${unpriced.join('、')} 的价格：请修改箱型或重新查询运价。`,
    );

  const [digits, fees] = await Promise.all([currencyDigits(q), feeFacts(q)]);
  const rate = entry?.Shared ? asSubscriberRate(stored, entry.Shared, digits) : stored;
  const [rules, sales, level] = entry
    ? await Promise.all([
        currentRules(q, owner, log!.at),
        rulesAt(q, owner, entry.Refs),
        log!.level_id ? levelById(q, owner, Number(log!.level_id)) : undefined,
      ])
    : await Promise.all([currentRules(q, owner), Promise.resolve({ sales: [] }), levelOfCompany(q, owner, ask.companyId)]);
  const grossKg = entry ? log!.lines.GrossKg : null;
  const price = priceShipment(
    rateToPrice(rate, digits),
    { surcharges: rules.surcharges, markups: rules.markups, sales: sales.sales, includedInAllIn: fees.includedInAllIn },
    {
      day,
      level,
      lines: ask.lines,
      facts: grossKg ? { GrossKg: Object.fromEntries(ask.lines.map((l) => [l.ContainerClass, grossKg])) } : {},
      // a negative add-on was allowed when it was saved (only with the override button), so it counts here
      override: sales.sales.length > 0,
    },
  );
  const row = searchRow(rate, price, { digits, feeNames: fees.names, ruleNames: new Map(), staff: false });
  return {
    ok: true,
    value: {
      rate,
      price,
      row,
      search: entry ? { id: ask.searchId!, log: log! } : null,
      asSearched: !!entry && sameLines(ask.lines, log!.lines.Lines),
      day,
      level,
      owner,
    },
  };
}

/**
 * A booked price the search did not show, logged like a search (R2.13) — who, for whom, the lines,
 * the day, level, rate version and rule versions — so the price explain rebuilds it. The log's id.
 */
export async function logBookedPrice(q: Queryable, p: BookedPrice, who: { companyId: string; employeeId: string | null; staff: boolean }): Promise<number> {
  const digits = await currencyDigits(q);
  const via = p.search?.log.shown.find((s) => s.RateId === p.price.RateId)?.Shared;
  const shown = [
    { RateId: p.price.RateId, RateVersion: p.price.RateVersion, Refs: ruleRefs(p.price), Totals: { ...p.price.Totals }, ...(via ? { Shared: via } : {}) },
  ];
  return logSearch(q, {
    owner: p.owner,
    companyId: who.companyId,
    employeeId: who.employeeId,
    visitorKey: null,
    source: who.staff ? 'STAFF' : 'CUSTOMER',
    pol: p.rate.PolCode,
    pod: p.rate.PodCode,
    lines: JSON.stringify({
      Lines: p.price.Classes.map((c) => ({ ContainerClass: c.ContainerClass, Qty: c.Qty })),
      GrossKg: p.search?.log.lines.GrossKg ?? null,
    }),
    day: p.day,
    results: 1,
    minTotals: JSON.stringify(totalsWire(p.price.Totals, digits)),
    shown: JSON.stringify(shown),
    levelId: p.level?.Id ?? null,
  });
}
