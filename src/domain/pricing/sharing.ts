import { percentOf, toBasisPoints, toMinor } from '../money/amounts';

/**
 * Shared rates (commercial.md §3): what the subscriber's
 * cost of each becomes (R3.1: owner cost + the offer's mark-up, the owner's cost never leaving the
 * owner), and the pool's dedupe (R3.5). Pure: the server decides with it, the offer form checks with it.
 */

export const OFFER_FILTER_KEYS = ['TradeLaneCodes', 'CarrierCodes', 'PolCodes', 'PodCodes', 'RateTypes', 'CargoTypes'] as const;
export type OfferFilter = Record<(typeof OFFER_FILTER_KEYS)[number], string[]>;

/** The class key of a mark-up amount that stands for every class not named. */
export const ANY_CLASS = '*';

export interface OfferMarkup {
  Basis: 'AMOUNT' | 'PERCENT';
  /** AMOUNT: the mark-ups' currency; only rates in it are shared (a mark-up is never converted). */
  Currency: string;
  /** AMOUNT: per container class ("*" for any other class); a class with no amount is not shared. */
  Amounts: Record<string, string>;
  /** PERCENT: of the owner's cost, half-up in minor units. */
  Percent: string;
}

/** An empty filter would share every rate the owner has: refused (as an increase's is). */
export const filterIsEmpty = (f: OfferFilter) => OFFER_FILTER_KEYS.every((k) => !f[k]?.length);

export type MarkupProblem = 'NO_AMOUNT' | 'BAD_AMOUNT' | 'BAD_PERCENT';

/** What is wrong with a mark-up as typed (R: OfferMarkup ≥ 0; at least one class priced). */
export function markupProblems(m: OfferMarkup, digits: number): { key: string; problem: MarkupProblem }[] {
  if (m.Basis === 'PERCENT') {
    const bp = toBasisPoints(m.Percent);
    return bp === undefined || bp < 0 || bp > 10_000 ? [{ key: 'Percent', problem: 'BAD_PERCENT' }] : [];
  }
  const entries = Object.entries(m.Amounts);
  if (!entries.length) return [{ key: 'Amounts', problem: 'NO_AMOUNT' }];
  return entries.flatMap(([cls, amount]) => {
    const minor = toMinor(amount, digits);
    return minor === undefined || minor < 0 ? [{ key: cls, problem: 'BAD_AMOUNT' as const }] : [];
  });
}

/**
 * The subscriber's cost of one class (minor units), or undefined when the offer does not share that
 * class (an AMOUNT mark-up naming neither it nor "*").
 */
export function subscriberCost(ownerCost: number, containerClass: string, markup: OfferMarkup, digits: number): number | undefined {
  if (markup.Basis === 'PERCENT') return ownerCost + percentOf(ownerCost, toBasisPoints(markup.Percent) ?? 0);
  const amount = markup.Amounts[containerClass] ?? markup.Amounts[ANY_CLASS];
  if (amount === undefined) return undefined;
  const minor = toMinor(amount, digits);
  return minor === undefined ? undefined : ownerCost + minor;
}

/** A priced candidate as the dedupe reads it. */
export interface PoolCandidate {
  Id: number;
  CarrierCode: string;
  PolCode: string;
  PodCode: string;
  ViaCode: string | null;
  /** The cost of the asked containers in the rate's currency (the subscriber's cost for a shared rate). */
  Cost: number;
  Currency: string;
  /** The pool source's priority: the lower wins a tie. */
  Priority: number;
}

/**
 * R3.5 LOWEST_PER_CARRIER_LANE: per (carrier, POL, POD, via) and currency, only the lowest cost of the
 * asked containers stays; a tie goes to the source of the higher priority, then the lower id. The
 * ids kept, in the candidates' order.
 */
export function lowestPerCarrierLane(candidates: readonly PoolCandidate[]): Set<number> {
  const best = new Map<string, PoolCandidate>();
  for (const c of candidates) {
    const key = [c.CarrierCode, c.PolCode, c.PodCode, c.ViaCode ?? '', c.Currency].join('|');
    const held = best.get(key);
    if (!held || c.Cost < held.Cost || (c.Cost === held.Cost && (c.Priority < held.Priority || (c.Priority === held.Priority && c.Id < held.Id))))
      best.set(key, c);
  }
  return new Set([...best.values()].map((c) => c.Id));
}
