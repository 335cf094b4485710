import { addDays } from '../refdata/public';
import { fromMinor, percentOf, toBasisPoints, toMinor } from '../money/amounts';

/**
 * A batch increase (GRI/PSS) on one published version (commercial.md §2.1 RateBatch, R2.9): the new
 * prices of the classes it reaches (an amount per class, or a percentage of the cost, half-up in
 * minor units), and where the new version sits. An effective day on or before the window's first
 * day reprices the whole window (UPDATE: the new version replaces the old); a day inside the window
 * splits it (SPLIT: the old version ends the day before, the new one starts that day). A list price
 * (the public tier's guide) moves by the same amount or percentage, so the public price follows
 * the market. Pure: the plan's preview and the apply compute the same thing.
 */

export interface PricedVersion {
  ValidFrom: string;
  ValidTo: string;
  Prices: readonly { ContainerClass: string; Cost: string; ListPrice?: string | null }[];
}

export interface IncreaseChange {
  Amounts?: Readonly<Record<string, string>>;
  Pct?: string;
  EffectiveFrom: string;
}

export type IncreaseProblem =
  | { Code: 'ENDS_BEFORE'; ValidTo: string }
  | { Code: 'NO_CLASS' }
  | { Code: 'NOT_POSITIVE'; ContainerClass: string; Cost: string }
  | { Code: 'BAD_AMOUNT'; ContainerClass: string };

export interface IncreasePlan {
  Action: 'UPDATE' | 'SPLIT';
  /** SPLIT: the old version's new last day. */
  OldValidTo?: string;
  ValidFrom: string;
  ValidTo: string;
  Prices: { ContainerClass: string; Cost: string; ListPrice: string | null }[];
  /** The classes whose cost moved. */
  Changed: string[];
}

/** The plan for one version, or why it cannot take the change. `classes`: the filter's classes (all when empty). */
export function planIncrease(
  rate: PricedVersion,
  change: IncreaseChange,
  classes: readonly string[],
  digits: number,
): { ok: true; plan: IncreasePlan } | { ok: false; problem: IncreaseProblem } {
  if (rate.ValidTo < change.EffectiveFrom) return { ok: false, problem: { Code: 'ENDS_BEFORE', ValidTo: rate.ValidTo } };
  const pct = change.Pct !== undefined ? toBasisPoints(change.Pct) : undefined;
  const reached = (c: string) => (!classes.length || classes.includes(c)) && (pct !== undefined || change.Amounts?.[c] !== undefined);
  if (!rate.Prices.some((p) => reached(p.ContainerClass))) return { ok: false, problem: { Code: 'NO_CLASS' } };

  const moved = (minor: number, cls: string): number | undefined => {
    if (pct !== undefined) return minor + percentOf(minor, pct);
    const delta = toMinor(change.Amounts![cls]!, digits);
    return delta === undefined ? undefined : minor + delta;
  };
  const prices: IncreasePlan['Prices'] = [];
  const changed: string[] = [];
  for (const p of rate.Prices) {
    const cost = toMinor(p.Cost, digits)!;
    const list = p.ListPrice ? toMinor(p.ListPrice, digits) : undefined;
    if (!reached(p.ContainerClass)) {
      prices.push({ ContainerClass: p.ContainerClass, Cost: p.Cost, ListPrice: p.ListPrice ?? null });
      continue;
    }
    const next = moved(cost, p.ContainerClass);
    if (next === undefined) return { ok: false, problem: { Code: 'BAD_AMOUNT', ContainerClass: p.ContainerClass } };
    if (next <= 0) return { ok: false, problem: { Code: 'NOT_POSITIVE', ContainerClass: p.ContainerClass, Cost: fromMinor(next, digits) } };
    const nextList = list === undefined ? undefined : moved(list, p.ContainerClass);
    prices.push({
      ContainerClass: p.ContainerClass,
      Cost: fromMinor(next, digits),
      ListPrice: nextList !== undefined && nextList > 0 ? fromMinor(nextList, digits) : null,
    });
    if (next !== cost) changed.push(p.ContainerClass);
  }
  const split = change.EffectiveFrom > rate.ValidFrom;
  return {
    ok: true,
    plan: {
      Action: split ? 'SPLIT' : 'UPDATE',
      ...(split ? { OldValidTo: addDays(change.EffectiveFrom, -1) } : {}),
      ValidFrom: split ? change.EffectiveFrom : rate.ValidFrom,
      ValidTo: rate.ValidTo,
      Prices: prices,
      Changed: changed,
    },
  };
}

const PROBLEM_WORDS = {
  zh: {
    ENDS_BEFORE: (p: { ValidTo: string }) => `运价在生效日之前已结束（${p.ValidTo}）`,
    NO_CLASS: () => '运价没有要调整的箱型',
    NOT_POSITIVE: (p: { ContainerClass: string; Cost: string }) => `${p.ContainerClass} 调整后底价为 ${p.Cost}，必须大于 0`,
    BAD_AMOUNT: (p: { ContainerClass: string }) => `${p.ContainerClass} 的调整金额与币种的小数位不符`,
  },
  en: {
    ENDS_BEFORE: (p: { ValidTo: string }) => `the rate ends before the effective day (${p.ValidTo})`,
    NO_CLASS: () => 'the rate prices none of the classes to change',
    NOT_POSITIVE: (p: { ContainerClass: string; Cost: string }) => `the ${p.ContainerClass} cost would be ${p.Cost}; it must stay above 0`,
    BAD_AMOUNT: (p: { ContainerClass: string }) => `the ${p.ContainerClass} amount has more decimals than the currency`,
  },
};

/** A problem in words, for the batch's row report. */
export function increaseProblemText(p: IncreaseProblem, lang: 'zh' | 'en'): string {
  const words = PROBLEM_WORDS[lang];
  switch (p.Code) {
    case 'ENDS_BEFORE':
      return words.ENDS_BEFORE(p);
    case 'NO_CLASS':
      return words.NO_CLASS();
    case 'NOT_POSITIVE':
      return words.NOT_POSITIVE(p);
    case 'BAD_AMOUNT':
      return words.BAD_AMOUNT(p);
  }
}
