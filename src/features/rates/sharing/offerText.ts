import type { OfferFilter } from '../../../domain/pricing/sharing';
import { FILTER_WORDS } from './words';

/**
 * An offer's mark-up amounts and filter as a person reads and types them: "40HQ:80, *:60" (a class
 * and its amount, "*" for any other class), and the filter's named lists in one line.
 */

export const amountsText = (amounts: Record<string, string>) =>
  Object.entries(amounts)
    .map(([cls, amount]) => `${cls}:${amount}`)
    .join(', ');

/** The amounts typed, or undefined when a part is not "<class>:<amount>". */
export function amountsOf(text: string): Record<string, string> | undefined {
  const parts = text
    .split(/[,，;；\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Record<string, string> = {};
  for (const p of parts) {
    const m = /^(\*|[0-9A-Za-z]{2,6})[:：=](\d+(?:\.\d+)?)$/.exec(p);
    if (!m) return undefined;
    out[m[1]!.toUpperCase()] = m[2]!;
  }
  return parts.length ? out : undefined;
}

export const filterText = (filter: OfferFilter, lang: 'zh' | 'en') =>
  (Object.keys(FILTER_WORDS) as (keyof OfferFilter)[])
    .filter((k) => filter[k].length)
    .map((k) => `${FILTER_WORDS[k][lang]} ${filter[k].join('/')}`)
    .join('；');
