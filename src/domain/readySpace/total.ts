import { addTo, fromMinor, type Totals, toMinor } from '../money/amounts';

/**
 * What a buyer pays for the classes and quantities chosen, before buying (issue 32): per class its
 * price × quantity in the listing's currency, plus each surcharge by its basis — per container times
 * the containers chosen, per B/L once — in the surcharge's own currency. Currencies are never added
 * together: the answer is one amount per currency, the listing's first. Amounts arrive as the server
 * formats them (a currency's digits: "1850.00", JPY "1850"); each currency is summed in minor units
 * of the most decimals its amounts carry, so no sum carries a binary fraction.
 */

export interface PricedSpace {
  Currency: string;
  Lines: readonly { ContainerClass: string; Price: string }[];
  Surcharges: readonly { Code: string; Amount: string; Currency: string; Per: string }[];
}

export interface CurrencyAmount {
  Currency: string;
  Amount: string;
}

const decimalsOf = (amount: string) => amount.trim().split('.')[1]?.length ?? 0;

/** The total per currency of `qty` (class → containers; classes not listed or below 1 count nothing); empty when nothing is chosen. */
export function totalBeforeBuying(space: PricedSpace, qty: Readonly<Record<string, number>>): CurrencyAmount[] {
  const lines = space.Lines.map((l) => ({ ...l, qty: Math.max(0, Math.floor(qty[l.ContainerClass] ?? 0)) })).filter((l) => l.qty > 0);
  const containers = lines.reduce((n, l) => n + l.qty, 0);
  if (!containers) return [];
  const digits = new Map<string, number>();
  const see = (currency: string, amount: string) => digits.set(currency, Math.max(digits.get(currency) ?? 0, decimalsOf(amount)));
  for (const l of lines) see(space.Currency, l.Price);
  for (const s of space.Surcharges) see(s.Currency, s.Amount);
  const minor = (currency: string, amount: string) => toMinor(amount, digits.get(currency)!) ?? 0;
  let totals: Totals = { [space.Currency]: 0 };
  for (const l of lines) totals = addTo(totals, space.Currency, minor(space.Currency, l.Price) * l.qty);
  for (const s of space.Surcharges) totals = addTo(totals, s.Currency, minor(s.Currency, s.Amount) * (s.Per === 'BL' ? 1 : containers));
  return Object.entries(totals).map(([Currency, m]) => ({ Currency, Amount: fromMinor(m, digits.get(Currency) ?? 0) }));
}
