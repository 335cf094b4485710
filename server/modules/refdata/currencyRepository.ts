import type { Queryable } from '../../db/types';

/** The SQL of currencies and the rates into the base one (currencyService.ts; a rate's save: exchangeRateSave.ts). */

/** The base currency's code (CNY unless someone made another the base). */
export async function baseCurrency(q: Queryable): Promise<string> {
  return (await q.query<{ code: string }>('select code from currencies where is_base'))[0]?.code ?? 'CNY';
}

/** The enabled currencies with their digits: the base one first, then by code (the pickers' list). */
export function currenciesInUse(q: Queryable) {
  return q.query<{ Code: string; Digits: number; NameZh: string; NameEn: string; IsBase: boolean }>(
    `select code as "Code", digits::int as "Digits", name_zh as "NameZh", name_en as "NameEn", is_base as "IsBase"
       from currencies where status = 'ACTIVE' order by is_base desc, code`,
  );
}

/** The enabled currencies among `codes` (a charge's or a payment's check). */
export async function activeCurrencies(q: Queryable, codes: readonly string[]): Promise<Set<string>> {
  const rows = await q.query<{ code: string }>(`select code from currencies where code = any($1::text[]) and status = 'ACTIVE'`, [codes]);
  return new Set(rows.map((r) => r.code));
}

/** ISO 4217 digits (minor units ↔ decimal text) of every currency, or of those among `codes`, enabled or not. */
export async function currencyDigits(q: Queryable, codes?: readonly string[]): Promise<Map<string, number>> {
  const rows = codes
    ? await q.query<{ code: string; digits: number }>('select code, digits from currencies where code = any($1::text[])', [codes])
    : await q.query<{ code: string; digits: number }>('select code, digits from currencies');
  return new Map(rows.map((r) => [r.code, Number(r.digits)]));
}

/** The rate of a pair and kind whose window holds that day, if any. */
export async function rateOn(q: Queryable, from: string, to: string, kind: string, day: string) {
  return (
    await q.query<{ rate: string; valid_from: unknown; valid_to: unknown; source: string; kind: string }>(
      `select rate::text as rate, valid_from, valid_to, source, kind from exchange_rates
       where from_code = $1 and to_code = $2 and kind = $3 and valid_from <= $4::date and valid_to >= $4::date`,
      [from, to, kind, day],
    )
  )[0];
}
