import type { Queryable } from '../../db/types';

/** The SQL of saving an exchange-rate window (./exchangeRateSave.ts holds the checks). */

/** The currencies among the two codes: their status and whether one is the base. */
export function currenciesOfPair(q: Queryable, fromCode: string, toCode: string) {
  return q.query<{ code: string; is_base: boolean; status: string }>('select code, is_base, status from currencies where code in ($1, $2)', [fromCode, toCode]);
}

/** Locks the currency row: one pair's windows are added one at a time. */
export async function lockCurrency(tx: Queryable, code: string): Promise<void> {
  await tx.query('select code from currencies where code = $1 for update', [code]);
}

/** A window of the pair and kind that overlaps [validFrom, validTo], if any. */
export async function overlappingWindow(
  tx: Queryable,
  w: { fromCode: string; toCode: string; kind: string; validFrom: string; validTo: string },
): Promise<{ valid_from: unknown; valid_to: unknown } | undefined> {
  const [clash] = await tx.query<{ valid_from: unknown; valid_to: unknown }>(
    `select valid_from, valid_to from exchange_rates where from_code = $1 and to_code = $2 and kind = $3 and valid_from <= $5::date and valid_to >= $4::date limit 1`,
    [w.fromCode, w.toCode, w.kind, w.validFrom, w.validTo],
  );
  return clash;
}

/** Adds a window; answers its id. */
export async function insertExchangeRate(
  tx: Queryable,
  r: { FromCode: string; ToCode: string; Kind: string; Rate: string; ValidFrom: string; ValidTo: string; Source: string },
  createdBy: string | number,
): Promise<string> {
  const [made] = await tx.query<{ id: string }>(
    `insert into exchange_rates (from_code, to_code, kind, rate, valid_from, valid_to, source, created_by) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [r.FromCode, r.ToCode, r.Kind, r.Rate, r.ValidFrom, r.ValidTo, r.Source, createdBy],
  );
  return made!.id;
}
