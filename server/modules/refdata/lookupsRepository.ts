import type { Queryable } from '../../db/types';

/**
 * Reference rows other modules look up by code or id (issue 46: refdata owns them; a reader calls
 * these through public.ts, never SQL on the tables). Each takes the codes of a whole form or page
 * at once and answers any status, so the caller keeps its own rule (active only, or any known).
 */

export interface PortFacts {
  code: string;
  name_zh: string;
  name_en: string;
  /** IANA zone, '' when the port names none */
  time_zone: string;
  /** UN/LOCODE function classifiers (1 port, 2 rail, 3 road, …) */
  functions: string;
  status: string;
}

/** The ports among `codes`: names, clock, functions and status. */
export function portsOf(q: Queryable, codes: readonly string[]): Promise<PortFacts[]> {
  return q.query<PortFacts>('select code, name_zh, name_en, time_zone, functions, status from ports where code = any($1::text[])', [codes]);
}

/** The carriers among `codes`, with their status. */
export function carriersOf(q: Queryable, codes: readonly string[]): Promise<{ code: string; status: string }[]> {
  return q.query<{ code: string; status: string }>('select code, status from carriers where code = any($1::text[])', [codes]);
}

/** The fee codes among `codes`: Chinese name, tax code and rate (as text), status. */
export function feeCodesOf(q: Queryable, codes: readonly string[]) {
  return q.query<{ code: string; name_zh: string; tax_code: string; tax_rate: string; status: string }>(
    'select code, name_zh, tax_code, tax_rate::text, status from fee_codes where code = any($1::text[])',
    [codes],
  );
}

/** Every carrier's, port's and package's code (any status): what a sheet's typed codes are checked against. */
export async function carrierCodes(q: Queryable): Promise<Set<string>> {
  return new Set((await q.query<{ code: string }>('select code from carriers')).map((r) => r.code));
}
export async function portCodes(q: Queryable): Promise<Set<string>> {
  return new Set((await q.query<{ code: string }>('select code from ports')).map((r) => r.code));
}
export async function packageCodes(q: Queryable): Promise<string[]> {
  return (await q.query<{ code: string }>('select code from package_codes')).map((r) => r.code);
}

/** A sailing (a vessel's call at a port) by id: its vessel's name, voyage and cut-offs; undefined when there is none. */
export async function sailingOf(q: Queryable, vesselCallId: number) {
  const [call] = await q.query<{ vessel: string; voyage: string; cut_offs: { code: string; dateTime: string }[] }>(
    'select v.name as vessel, c.voyage, c.cut_offs from vessel_calls c join vessels v on v.id = c.vessel_id where c.id = $1',
    [vesselCallId],
  );
  return call;
}
