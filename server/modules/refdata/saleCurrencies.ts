import { saleCurrencyFault } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';
import { activeCurrencies } from './saleCurrenciesRepository';

/**
 * The currencies among `codes` a price may be in, with their digits: money one sells in by the
 * domain's rule (saleCurrencyFault: never XXX, XTS, gold or a fund code, even one someone added to
 * the table) and enabled in the currencies table. The one check of ready space and the FCL and LCL
 * rate saves and imports (issue 32: only ready space refused XXX by name).
 */
export async function saleCurrencies(q: Queryable, codes: readonly string[]): Promise<Map<string, number>> {
  const money = [...new Set(codes)].filter((c) => !saleCurrencyFault(c));
  if (!money.length) return new Map();
  const rows = await activeCurrencies(q, money);
  return new Map(rows.map((r) => [r.code, Number(r.digits)]));
}
