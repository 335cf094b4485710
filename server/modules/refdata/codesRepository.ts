import type { Queryable } from '../../db/types';

/**
 * Reference data as other modules read it (issue 46: refdata owns ports, carriers, container types
 * and the rest; other modules call these through public.ts, never SQL on the tables). Each takes the
 * codes of a whole list or sheet at once, so a caller never asks row by row.
 */

/** The active ports, carriers and container classes among those a sheet names. */
export async function activeReferenceCodes(
  q: Queryable,
  named: { ports: readonly string[]; carriers: readonly string[]; classes: readonly string[] },
): Promise<{ ports: Set<string>; carriers: Set<string>; classes: Set<string> }> {
  const p = await q.query<{ code: string }>(`select code from ports where code = any($1::text[]) and status = 'ACTIVE'`, [named.ports]);
  const c = await q.query<{ code: string }>(`select code from carriers where code = any($1::text[]) and status = 'ACTIVE'`, [named.carriers]);
  const k = await q.query<{ name: string }>(`select name from container_types where name = any($1::text[]) and status = 'ACTIVE'`, [named.classes]);
  return { ports: new Set(p.map((x) => x.code)), carriers: new Set(c.map((x) => x.code)), classes: new Set(k.map((x) => x.name)) };
}

/** Where each code a pricing rule's Match may name is looked up (a POL or POD may be a port group). */
const MATCH_LOOKUPS = {
  CarrierCode: 'select 1 from carriers where code = $1',
  PolCode: 'select 1 from ports where code = $1 union select 1 from ports where port_group = $1',
  PodCode: 'select 1 from ports where code = $1 union select 1 from ports where port_group = $1',
  TradeLaneCode: 'select 1 from trade_lanes where code = $1',
  ContainerClass: 'select 1 from container_types where name = $1',
} as const;
export type MatchField = keyof typeof MATCH_LOOKUPS;
export const MATCH_FIELDS = Object.keys(MATCH_LOOKUPS) as MatchField[];

/** Whether a pricing rule's Match names a known code of that field. */
export async function matchCodeExists(q: Queryable, field: MatchField, value: string): Promise<boolean> {
  return (await q.query(MATCH_LOOKUPS[field], [value])).length > 0;
}

/** The day's book rate of each currency into CNY (a daily rate where no monthly one is kept). */
export async function cnyRatesOn(q: Queryable, day: string): Promise<Map<string, number>> {
  const fx = await q.query<{ from_code: string; rate: string }>(
    `select distinct on (from_code) from_code, rate::text from exchange_rates
      where to_code = 'CNY' and valid_from <= $1::date and valid_to >= $1::date order by from_code, (kind = 'MONTHLY_BOOK') desc`,
    [day],
  );
  return new Map(fx.map((f): [string, number] => [f.from_code, Number(f.rate)]));
}

/** Fee codes an all-in rate already includes (the surcharge-type dictionary), and every fee code's name. */
export async function feeFacts(q: Queryable): Promise<{ includedInAllIn: Set<string>; names: Map<string, string> }> {
  const rows = await q.query<{ code: string; name_zh: string; name_en: string; all_in: boolean | null }>(
    `select f.code, f.name_zh, f.name_en, t.included_in_all_in as all_in from fee_codes f left join surcharge_types t on t.fee_code = f.code`,
  );
  return {
    includedInAllIn: new Set(rows.filter((r) => r.all_in).map((r) => r.code)),
    names: new Map(rows.map((r) => [r.code, `${r.name_zh} ${r.name_en}`])),
  };
}

/** A booking code (约号) with what a booking's check reads and the contract number it stands for. */
export async function bookCodeOf(q: Queryable, code: string) {
  const [row] = await q.query<{
    code: string;
    carrierCode: string;
    status: string;
    validFrom: string;
    validTo: string;
    tradeLaneCodes: string[];
    allowedCompanyIds: string[];
    contractNo: string;
  }>(
    `select code, carrier_code as "carrierCode", status, valid_from::text as "validFrom", valid_to::text as "validTo",
            trade_lane_codes as "tradeLaneCodes", allowed_company_ids::text[] as "allowedCompanyIds", contract_no as "contractNo"
       from book_codes where code = $1`,
    [code],
  );
  return row;
}
