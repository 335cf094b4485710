import type { Queryable } from '../../db/types';
import { PORTAL_MEDIA_PREFIX } from '../../../src/contract/portal/module';

/** The SQL of a site's profile (portal_enterprise) and offices (portal_addresses). */

export interface EnterpriseRow {
  company_id: string;
  name_zh: string;
  name_en: string;
  logo_media_id: string | null;
  logo_url: string | null;
  slogan: string;
  intro: string;
  founded: string;
  licences: Record<string, string>;
  contact: Record<string, string>;
  version: number;
}

export async function enterpriseOf(q: Queryable, companyId: string): Promise<EnterpriseRow | undefined> {
  const [row] = await q.query<EnterpriseRow>(
    `select p.*, p.company_id::text as company_id, p.logo_media_id::text as logo_media_id, case when m.sha256 is null then null else $2 || m.sha256 end as logo_url
       from portal_enterprise p left join portal_media m on m.id = p.logo_media_id where p.company_id = $1`,
    [companyId, PORTAL_MEDIA_PREFIX],
  );
  return row;
}

export async function lockEnterprise(q: Queryable, companyId: string): Promise<EnterpriseRow | undefined> {
  await q.query('select 1 from portal_enterprise where company_id = $1 for update', [companyId]);
  return enterpriseOf(q, companyId);
}

export interface EnterpriseFields {
  nameZh: string;
  nameEn: string;
  logoMediaId: number | null;
  slogan: string;
  intro: string;
  founded: string;
  licences: object;
  contact: object;
}

export async function upsertEnterprise(q: Queryable, companyId: string, e: EnterpriseFields): Promise<void> {
  await q.query(
    `insert into portal_enterprise (company_id, name_zh, name_en, logo_media_id, slogan, intro, founded, licences, contact)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (company_id) do update set name_zh = $2, name_en = $3, logo_media_id = $4, slogan = $5, intro = $6, founded = $7,
       licences = $8, contact = $9, version = portal_enterprise.version + 1, updated_at = now()`,
    [companyId, e.nameZh, e.nameEn, e.logoMediaId, e.slogan, e.intro, e.founded, JSON.stringify(e.licences), JSON.stringify(e.contact)],
  );
}

export interface AddressRow {
  id: string;
  company_id: string;
  name_zh: string;
  name_en: string;
  address: string;
  latitude: string | null;
  longitude: string | null;
  phone: string;
  email: string;
  hours: string;
  ord: number;
  head_office: boolean;
}

export function addressesOf(q: Queryable, companyId: string): Promise<AddressRow[]> {
  return q.query<AddressRow>(
    `select *, id::text as id, company_id::text as company_id from portal_addresses where company_id = $1 and not deleted order by head_office desc, ord, portal_addresses.id`,
    [companyId],
  );
}

export async function addressById(q: Queryable, id: number): Promise<AddressRow | undefined> {
  return (await q.query<AddressRow>(`select *, id::text as id, company_id::text as company_id from portal_addresses where id = $1 and not deleted`, [id]))[0];
}

export interface AddressFields {
  nameZh: string;
  nameEn: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  phone: string;
  email: string;
  hours: string;
  order: number;
  headOffice: boolean;
}

const ADDRESS_COLS = ['name_zh', 'name_en', 'address', 'latitude', 'longitude', 'phone', 'email', 'hours', 'ord', 'head_office'] as const;
const valuesOf = (a: AddressFields) => [a.nameZh, a.nameEn, a.address, a.latitude, a.longitude, a.phone, a.email, a.hours, a.order, a.headOffice];

export async function insertAddress(q: Queryable, companyId: string, a: AddressFields): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into portal_addresses (company_id, ${ADDRESS_COLS.join(', ')}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) returning id::text`,
    [companyId, ...valuesOf(a)],
  );
  return row!.id;
}

export async function updateAddress(q: Queryable, id: number, a: AddressFields): Promise<void> {
  await q.query(`update portal_addresses set ${ADDRESS_COLS.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [id, ...valuesOf(a)]);
}

/** One head office a company: another marked so is no longer. */
export async function clearHeadOffice(q: Queryable, companyId: string, except: string): Promise<void> {
  await q.query(`update portal_addresses set head_office = false where company_id = $1 and id <> $2 and head_office`, [companyId, except]);
}

export async function deleteAddress(q: Queryable, id: number): Promise<void> {
  await q.query(`update portal_addresses set deleted = true where id = $1`, [id]);
}
