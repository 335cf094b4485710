import type { OfferFilter } from '../../../domain/pricing/sharing';
import { FILTER_WORDS } from './words';

/**
 * An offer's mark-up amounts and filter as a person reads and types them: "40HQ:80, *:60" (a class
 * and its amount, "*" for any other class), and the filter's named lists in one line.
 */

type ClassAmount = { ContainerClass: string; Amount: string };

export const amountsText = (amounts: readonly ClassAmount[]) => amounts.map((a) => `${a.ContainerClass}:${a.Amount}`).join(', ');

/** The amounts typed, or undefined when a part is not "<class>:<amount>". */
export function amountsOf(text: string): ClassAmount[] | undefined {
  const parts = text
    .split(/[,，;；\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: ClassAmount[] = [];
  for (const p of parts) {
    const m = /^(\*|[0-9A-Za-z]{2,6})[:：=](\d+(?:\.\d+)?)$/.exec(p);
    if (!m) return undefined;
    out.push({ ContainerClass: m[1]!.toUpperCase(), Amount: m[2]! });
  }
  return parts.length ? out : undefined;
}

export const filterText = (filter: OfferFilter, lang: 'zh' | 'en') =>
  (Object.keys(FILTER_WORDS) as (keyof OfferFilter)[])
    .filter((k) => filter[k].length)
    .map((k) => `${FILTER_WORDS[k][lang]} ${filter[k].join('/')}`)
    .join('；');
