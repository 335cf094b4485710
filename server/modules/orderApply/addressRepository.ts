import type { Queryable } from '../../db/types';
import { AUTH_STATE } from './receiverRepository';

/** The authenticated addresses (operations.md §11.1): saved, verified, revoked. */

export const addressListBase = `select a.id::int as "Id", a.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  a.aad_name as "AAD_NAME", a.aad_phone as "AAD_PHONE", a.aad_province as "AAD_PROVINCE", a.aad_city as "AAD_CITY", a.aad_district as "AAD_DISTRICT",
  a.aad_address as "AAD_ADDRESS", a.aad_postcode as "AAD_POSTCODE", coalesce(a.aad_method, '') as "AAD_METHOD", a.aad_note as "AAD_NOTE",
  coalesce(e.name, '') as "VerifiedBy", a.aad_verified_at as "AAD_VERIFIED_AT", a.aad_expires_at as "AAD_EXPIRES_AT",
  ${AUTH_STATE} as "AAD_STATUS", a.version as "Version"
  from auth_addresses a join company_directory c on c.id = a.company_id left join employee_directory e on e.id = a.aad_verified_by`;

export interface AddressFields {
  name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
}

export async function lockAddress(tx: Queryable, id: number): Promise<{ companyId: number; version: number; phone: string; status: string } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number; aad_phone: string; aad_status: string }>(
    'select company_id, version, aad_phone, aad_status from auth_addresses where id = $1 for update',
    [id],
  );
  return r && { companyId: Number(r.company_id), version: r.version, phone: r.aad_phone, status: r.aad_status };
}

export async function addressCompany(q: Queryable, id: number): Promise<{ companyId: number; phone: string } | undefined> {
  const [r] = await q.query<{ company_id: string; aad_phone: string }>('select company_id, aad_phone from auth_addresses where id = $1', [id]);
  return r && { companyId: Number(r.company_id), phone: r.aad_phone };
}

export async function insertAddress(tx: Queryable, companyId: number, f: AddressFields): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into auth_addresses (company_id, aad_name, aad_phone, aad_province, aad_city, aad_district, aad_address, aad_postcode)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id, version`,
    [companyId, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode],
  );
  return { id: Number(r!.id), version: r!.version };
}

/** An edited address is a new one to verify: its verification is cleared. */
export async function updateAddress(tx: Queryable, id: number, f: AddressFields): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update auth_addresses set aad_name = $2, aad_phone = $3, aad_province = $4, aad_city = $5, aad_district = $6, aad_address = $7, aad_postcode = $8,
       aad_status = 'PENDING', aad_method = null, aad_verified_by = null, aad_verified_at = null, aad_expires_at = null, version = version + 1
      where id = $1 returning version`,
    [id, f.name, f.phone, f.province, f.city, f.district, f.address, f.postcode],
  );
  return r!.version;
}

export async function markVerified(tx: Queryable, id: number, v: { method: string; note: string; actorId: string; expiresAt: string }): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update auth_addresses set aad_status = 'VERIFIED', aad_method = $2, aad_note = $3, aad_verified_by = $4, aad_verified_at = now(), aad_expires_at = $5,
       version = version + 1 where id = $1 returning version`,
    [id, v.method, v.note, v.actorId, v.expiresAt],
  );
  return r!.version;
}

export async function markRevoked(tx: Queryable, id: number): Promise<number> {
  const [r] = await tx.query<{ version: number }>(`update auth_addresses set aad_status = 'REVOKED', version = version + 1 where id = $1 returning version`, [
    id,
  ]);
  return r!.version;
}
