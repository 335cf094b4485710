/**
 * A booking link from a price (issue 32): "订舱" on a rate row or a quote opens the booking form with
 * the priced equipment — every class and quantity — and the price it was made from (the search and
 * its rate, or the quote and its chosen option's rate). The rates screens write the link, the
 * booking form reads it; both go through these helpers so the format is one.
 */

/** A link's query (URLSearchParams in the browser). */
type Params = { get(name: string): string | null };

export interface LinkLine {
  ContainerClass: string;
  Qty: number;
}

/** The `eq` parameter: "40HQ*2,20GP*1". */
export const equipmentParam = (lines: readonly LinkLine[]) =>
  lines
    .filter((l) => l.Qty > 0)
    .map((l) => `${l.ContainerClass}*${l.Qty}`)
    .join(',');

/** The equipment a link carries (`eq`, or the older `type` and `units` of one line), or undefined when it names none. */
export function equipmentOfLink(p: Params): { ContainerClass: string; Units: number }[] | undefined {
  const eq = (p.get('eq') ?? '')
    .split(',')
    .map((part: string) => part.split('*'))
    .flatMap(([cls, qty]: string[]) => {
      const units = Number(qty);
      return cls?.trim() && Number.isInteger(units) && units > 0 ? [{ ContainerClass: cls.trim().toUpperCase(), Units: Math.min(units, 999) }] : [];
    });
  if (eq.length) return eq;
  const type = p.get('type');
  return type ? [{ ContainerClass: type, Units: Number(p.get('units')) || 1 }] : undefined;
}

/** The price a booking is made on, as the wire names it. */
export interface PriceLink {
  RateId?: number | null;
  SearchId?: number | null;
  QuoteId?: number | null;
}

/** The price a link names (a rate row's search and rate, or a quote and its option's rate), or undefined. */
export function priceLinkOf(p: Params): PriceLink | undefined {
  const n = (k: string) => (Number(p.get(k)) > 0 ? Number(p.get(k)) : undefined);
  const link = { RateId: n('rate'), SearchId: n('search'), QuoteId: n('quote') };
  return link.RateId || link.QuoteId ? link : undefined;
}

const samePrice = (a: PriceLink, b: PriceLink) =>
  (a.RateId ?? null) === (b.RateId ?? null) && (a.SearchId ?? null) === (b.SearchId ?? null) && (a.QuoteId ?? null) === (b.QuoteId ?? null);

/**
 * What the new-booking form starts from when it opens: the form kept in this browser, the link's
 * price, or — when a kept form was begun on another price (or none) and a link names one — ask the
 * person ("继续保留的草稿 / 从此报价开始"), so neither the kept typing nor the link's price is lost silently.
 */
export function draftChoice(kept: PriceLink | null | undefined, link: PriceLink | undefined): 'kept' | 'link' | 'ask' {
  if (!link) return 'kept';
  if (!kept) return 'link';
  return samePrice(kept, link) ? 'kept' : 'ask';
}
