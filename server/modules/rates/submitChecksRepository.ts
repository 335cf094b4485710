import { activeReferenceCodes, saleCurrencies } from '../refdata/public';
import type { Queryable } from '../../db/types';
import type { StoredRate } from './repository';

/** What a rate's save and submission check (commercial.md §2.1): the published versions a rate's key and window collide with (R2.2, under the key's lock), the known codes, whether an owner's rates wait for a manager. */

/**
 * The published versions that share the rate's key and a day of its window (R2.2), with their
 * classes. The key is compared column by column (nulls as equal), so the index on the lane serves.
 */
export async function publishedSameKey(
  q: Queryable,
  r: StoredRate,
): Promise<{ Id: number; RateNo: string; ValidFrom: string; ValidTo: string; Classes: string[] }[]> {
  return q.query(
    `select x.id::int as "Id", x.rate_no as "RateNo", x.valid_from::text as "ValidFrom", x.valid_to::text as "ValidTo",
            array(select container_class from fcl_rate_prices p where p.rate_id = x.id order by 1) as "Classes"
       from fcl_rates x
      where x.status = 'PUBLISHED' and x.id <> $1 and x.rate_no <> $2
        and x.owner_company_id = $3 and x.rate_type = $4 and x.direction = $5 and x.carrier_code = $6
        and x.service_code is not distinct from $7 and x.pol_code = $8 and x.via_code is not distinct from $9 and x.pod_code = $10
        and x.receipt_type = $11 and x.delivery_type = $12 and x.cargo_type = $13 and upper(x.commodity) = upper($14)
        and upper(coalesce(x.contract_no, '')) = upper(coalesce($15, ''))
        and x.valid_from <= $17::date and $16::date <= x.valid_to`,
    [
      r.Id,
      r.RateNo,
      r.OwnerCompanyId,
      r.RateType,
      r.Direction,
      r.CarrierCode,
      r.ServiceCode ?? null,
      r.PolCode,
      r.ViaCode ?? null,
      r.PodCode,
      r.ReceiptType,
      r.DeliveryType,
      r.CargoType,
      r.Commodity,
      r.ContractNo ?? null,
      r.ValidFrom,
      r.ValidTo,
    ],
  );
}

/** Serialises writers of one rate key for the rest of the transaction (PGlite and PostgreSQL alike). */
export async function lockKey(q: Queryable, key: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** What the check needs to know: active ports, carriers, rate classes, and currencies with their digits. */
export async function knownLists(q: Queryable, codes: { ports: string[]; carrier: string; classes: string[]; currencies: string[] }) {
  // one after another: a transaction's connection answers one statement at a time
  const known = await activeReferenceCodes(q, { ports: codes.ports, carriers: [codes.carrier], classes: codes.classes });
  return { ...known, currencies: await saleCurrencies(q, codes.currencies) };
}

/** Whether the owner's submitted rates wait for a manager (the company setting; on for the platform). */
export async function needsConfirmation(q: Queryable, companyId: string): Promise<boolean> {
  const [row] = await q.query<{ v: boolean }>('select rate_needs_confirmation as v from company_directory where id = $1', [companyId]);
  return row?.v ?? true;
}
