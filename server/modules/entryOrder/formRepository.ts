import type { EntryForm, EntryFormRow, FormUse } from '../../../src/contract/entryOrder/calls';
import type { FormField } from '../../../src/domain/entryOrder/formFields';
import type { EfmStatus } from '../../../src/domain/entryOrder/status';
import type { Queryable } from '../../db/types';

/** The entry forms' SQL (entry_forms, entry_form_uses): SQL only, no rules. */

const iso = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const FORM_HEAD = `f.id::int as "Id", f.efm_name as "EFM_NAME", f.efm_version as "EFM_VERSION", f.company_id::int as "CompanyId",
  coalesce(c.name_zh, '') as "CompanyName", f.efm_status as "EFM_STATUS", f.efm_remarks as "EFM_REMARKS",
  ${iso('f.published_at')} as "PublishedAt", coalesce(pb.name, '') as "PublishedBy", ${iso('f.updated_at')} as "UpdatedAt",
  (select count(*)::int from entry_orders o where o.ent_form_id = f.id) as "Orders", f.version as "VERSION"`;
export const FORM_FROM = `entry_forms f left join company_directory c on c.id = f.company_id left join employee_directory pb on pb.id = f.published_by`;

/** The form list's base: every form for the staff; a customer's employees the published forms it may use (its own and platform-wide). */
export const formListBase = (companyId: string | null) => ({
  sql: `select ${FORM_HEAD}, jsonb_array_length(f.efm_fields)::int as "FieldCount" from ${FORM_FROM}
         where ($1::bigint is null or (f.efm_status = 'PUBLISHED' and (f.company_id is null or f.company_id = $1::bigint)))`,
  params: [companyId],
});
export type FormListRow = EntryFormRow;

export interface StoredForm {
  id: number;
  name: string;
  version: number;
  companyId: string | null;
  status: EfmStatus;
  fields: FormField[];
  rowVersion: number;
}

const STORED = `select id::int, efm_name as name, efm_version as version, company_id::text as "companyId", efm_status as status, efm_fields as fields, version as "rowVersion" from entry_forms`;

export async function lockForm(q: Queryable, id: number): Promise<StoredForm | undefined> {
  const [f] = await q.query<StoredForm>(`${STORED} where id = $1 for update`, [id]);
  return f;
}
export async function storedForm(q: Queryable, id: number): Promise<StoredForm | undefined> {
  const [f] = await q.query<StoredForm>(`${STORED} where id = $1`, [id]);
  return f;
}

export async function readForm(q: Queryable, id: number): Promise<EntryForm | undefined> {
  const [f] = await q.query<EntryForm>(`select ${FORM_HEAD}, f.efm_fields as "EFM_FIELDS" from ${FORM_FROM} where f.id = $1`, [id]);
  return f;
}

/** The name's versions now: its last version number, its draft (if any). */
export async function versionsOfName(q: Queryable, name: string): Promise<{ last: number; draftId: number | null; draftVersion: number | null }> {
  const [r] = await q.query<{ last: number | null; draft_id: number | null; draft_version: number | null }>(
    `select max(efm_version)::int as last, max(id) filter (where efm_status = 'DRAFT')::int as draft_id,
            max(efm_version) filter (where efm_status = 'DRAFT')::int as draft_version
       from entry_forms where efm_name = $1`,
    [name],
  );
  return { last: r?.last ?? 0, draftId: r?.draft_id ?? null, draftVersion: r?.draft_version ?? null };
}

export async function insertForm(
  q: Queryable,
  f: { name: string; version: number; companyId: number | null; fields: readonly FormField[]; remarks: string; by: string },
): Promise<number> {
  const [r] = await q.query<{ id: string }>(
    `insert into entry_forms (efm_name, efm_version, company_id, efm_fields, efm_remarks, created_by) values ($1, $2, $3, $4, $5, $6) returning id`,
    [f.name, f.version, f.companyId, JSON.stringify(f.fields), f.remarks, f.by],
  );
  return Number(r!.id);
}

export async function updateFormDraft(
  q: Queryable,
  id: number,
  f: { companyId: number | null; fields: readonly FormField[]; remarks: string },
): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update entry_forms set company_id = $2, efm_fields = $3, efm_remarks = $4, updated_at = now(), version = version + 1 where id = $1 returning version`,
    [id, f.companyId, JSON.stringify(f.fields), f.remarks],
  );
  return r!.version;
}

/** Publishes a draft: the name's published version (if any) retires first (one published a name). */
export async function publishForm(
  q: Queryable,
  id: number,
  name: string,
  by: string,
): Promise<{ version: number; retired: { id: number; version: number }[] }> {
  const retired = await q.query<{ id: number; version: number }>(
    `update entry_forms set efm_status = 'RETIRED', updated_at = now(), version = version + 1
      where efm_name = $1 and efm_status = 'PUBLISHED' returning id::int, efm_version as version`,
    [name],
  );
  const [r] = await q.query<{ version: number }>(
    `update entry_forms set efm_status = 'PUBLISHED', published_at = now(), published_by = $2, updated_at = now(), version = version + 1
      where id = $1 returning version`,
    [id, by],
  );
  return { version: r!.version, retired };
}

export async function retireForm(q: Queryable, id: number): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update entry_forms set efm_status = 'RETIRED', updated_at = now(), version = version + 1 where id = $1 returning version`,
    [id],
  );
  return r!.version;
}

/**
 * The published form an order of this customer and business is entered on: the customer's own use of
 * this transport method, else its use of any method, else the platform-wide uses the same way.
 */
export async function publishedFormFor(q: Queryable, companyId: string | null, direction: string, transport: string): Promise<number | undefined> {
  const [r] = await q.query<{ id: string }>(
    `select f.id from entry_form_uses u join entry_forms f on f.efm_name = u.efm_name and f.efm_status = 'PUBLISHED'
      where u.ent_direction = $2 and (u.company_id = $1::bigint or u.company_id is null)
        and (u.ent_transport_method = $3 or u.ent_transport_method is null)
      order by (u.company_id is null), (u.ent_transport_method is null) limit 1`,
    [companyId, direction, transport],
  );
  return r ? Number(r.id) : undefined;
}

export async function formUses(q: Queryable, companyId: string | null): Promise<FormUse[]> {
  return q.query<FormUse>(
    `select u.id::int as "Id", u.company_id::int as "CompanyId", coalesce(c.name_zh, '') as "CompanyName", u.ent_direction as "ENT_DIRECTION",
            u.ent_transport_method as "ENT_TRANSPORT_METHOD", u.efm_name as "EFM_NAME", f.id::int as "PublishedId", f.efm_version as "PublishedVersion",
            ${iso('u.updated_at')} as "UpdatedAt"
       from entry_form_uses u left join company_directory c on c.id = u.company_id
       left join entry_forms f on f.efm_name = u.efm_name and f.efm_status = 'PUBLISHED'
      where ($1::bigint is null or u.company_id = $1::bigint or u.company_id is null)
      order by u.company_id nulls first, u.ent_direction, u.ent_transport_method nulls first`,
    [companyId],
  );
}

export async function formNameExists(q: Queryable, name: string): Promise<boolean> {
  const [r] = await q.query('select 1 from entry_forms where efm_name = $1 limit 1', [name]);
  return !!r;
}

export async function saveFormUse(
  q: Queryable,
  u: { id?: number; companyId: number | null; direction: string; transport: string | null; name: string; by: string },
): Promise<number | undefined> {
  if (u.id) {
    const [r] = await q.query<{ id: string }>(
      `update entry_form_uses set company_id = $2, ent_direction = $3, ent_transport_method = $4, efm_name = $5, updated_by = $6, updated_at = now()
        where id = $1 returning id`,
      [u.id, u.companyId, u.direction, u.transport, u.name, u.by],
    );
    return r ? Number(r.id) : undefined;
  }
  const [r] = await q.query<{ id: string }>(
    `insert into entry_form_uses (company_id, ent_direction, ent_transport_method, efm_name, updated_by) values ($1, $2, $3, $4, $5)
     on conflict (coalesce(company_id, 0), ent_direction, coalesce(ent_transport_method, ''))
     do update set efm_name = excluded.efm_name, updated_by = excluded.updated_by, updated_at = now() returning id`,
    [u.companyId, u.direction, u.transport, u.name, u.by],
  );
  return Number(r!.id);
}

export async function deleteFormUse(q: Queryable, id: number): Promise<boolean> {
  const r = await q.query('delete from entry_form_uses where id = $1 returning id', [id]);
  return r.length > 0;
}
