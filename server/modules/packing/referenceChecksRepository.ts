import type { Queryable } from '../../db/types';
import { carriersOf, portsOf } from '../refdata/public';

/** The companies and codes a packing list may name: a trucker (an active provider), a customer, a carrier, a port. */

/** A company that may be named as a trucker: an active provider. */
export async function isActiveProvider(q: Queryable, companyId: number): Promise<boolean> {
  const [r] = await q.query("select 1 from company_directory where id = $1 and kind = 'provider' and status = 'active'", [companyId]);
  return Boolean(r);
}

/** A customer company staff may apply for (a universal packing list). */
export async function isCustomer(q: Queryable, companyId: number): Promise<boolean> {
  const [r] = await q.query("select 1 from company_directory where id = $1 and kind = 'customer'", [companyId]);
  return Boolean(r);
}

// a carrier or a port of the reference lists, any status: reference data's (issue 46)
export const knownCarrier = async (q: Queryable, code: string) => (await carriersOf(q, [code])).length > 0;
export const knownPort = async (q: Queryable, code: string) => (await portsOf(q, [code])).length > 0;
