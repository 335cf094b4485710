import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** The customers' receivers (operations.md §11.1): who may take a released B/L, and the facts the risk check reads of one. */

export const AUTH_STATE = `case when a.id is null then 'NONE' when a.aad_status = 'VERIFIED' and a.aad_expires_at < now() then 'EXPIRED' else a.aad_status end`;

export const receiverListBase = `select r.id::int as "Id", r.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  r.rcv_name as "RCV_NAME", r.rcv_phone as "RCV_PHONE", r.rcv_province as "RCV_PROVINCE", r.rcv_city as "RCV_CITY",
  r.rcv_district as "RCV_DISTRICT", r.rcv_address as "RCV_ADDRESS", r.rcv_postcode as "RCV_POSTCODE", r.rcv_default as "RCV_DEFAULT",
  r.rcv_auth_address_id::int as "RCV_AUTH_ADDRESS_ID", ${AUTH_STATE} as "AuthStatus", a.aad_expires_at as "AuthExpiresAt", r.version as "Version"
  from bl_receivers r join company_directory c on c.id = r.company_id left join auth_addresses a on a.id = r.rcv_auth_address_id
  where not r.deleted`;

export interface ReceiverFields {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  isDefault: boolean;
  authAddressId: number | null;
}

export async function lockReceiver(tx: Queryable, id: number): Promise<{ companyId: number; version: number } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number }>('select company_id, version from bl_receivers where id = $1 and not deleted for update', [
    id,
  ]);
  return r && { companyId: Number(r.company_id), version: r.version };
}

export async function insertReceiver(tx: Queryable, companyId: number, f: ReceiverFields): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into bl_receivers (company_id, rcv_name, rcv_phone, rcv_province, rcv_city, rcv_district, rcv_address, rcv_postcode, rcv_default, rcv_auth_address_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id, version`,
    [companyId, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode, f.isDefault, f.authAddressId],
  );
  return { id: Number(r!.id), version: r!.version };
}

export async function updateReceiver(tx: Queryable, id: number, f: ReceiverFields): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update bl_receivers set rcv_name = $2, rcv_phone = $3, rcv_province = $4, rcv_city = $5, rcv_district = $6, rcv_address = $7, rcv_postcode = $8,
       rcv_default = $9, rcv_auth_address_id = $10, version = version + 1, updated_at = now() where id = $1 returning version`,
    [id, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode, f.isDefault, f.authAddressId],
  );
  return r!.version;
}

/** One default receiver per company: the others lose the mark. */
export async function clearOtherDefaults(tx: Queryable, companyId: number, keep: number): Promise<void> {
  await tx.query('update bl_receivers set rcv_default = false where company_id = $1 and id <> $2 and rcv_default', [companyId, keep]);
}

export async function deleteReceiverRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('update bl_receivers set deleted = true, version = version + 1 where id = $1', [id]);
}

/** The receiver the risk check reads (R6): its company, name, and its authenticated address. */
export async function receiverFacts(
  q: Queryable,
  id: number,
): Promise<{ companyId: number; name: string; auth: null | { status: string; expiresAt: string; method: string } } | undefined> {
  const [r] = await q.query<{
    company_id: string;
    rcv_name: string;
    aad_id: string | null;
    aad_status: string;
    aad_expires_at: unknown;
    aad_method: string | null;
  }>(
    `select r.company_id, r.rcv_name, a.id as aad_id, a.aad_status, a.aad_expires_at, a.aad_method
       from bl_receivers r left join auth_addresses a on a.id = r.rcv_auth_address_id and a.company_id = r.company_id
      where r.id = $1 and not r.deleted`,
    [id],
  );
  if (!r) return undefined;
  return {
    companyId: Number(r.company_id),
    name: r.rcv_name,
    auth: r.aad_id && r.aad_status !== 'PENDING' ? { status: r.aad_status, expiresAt: iso(r.aad_expires_at) ?? '', method: r.aad_method ?? '' } : null,
  };
}
