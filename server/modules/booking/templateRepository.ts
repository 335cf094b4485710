import type { BookingTemplate, PartyTemplate, TemplateBody } from '../../../src/contract/booking/templates';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

/** The booking and party templates' SQL (templateService.ts holds the rules): always the actor's company's rows. */

export type TemplateTable = 'booking_templates' | 'party_templates';

const iso = (v: unknown) => new Date(v as string).toISOString();

/** The version of one of the company's templates, locked for the save or delete; undefined when the company has none by that id. */
export async function lockTemplateVersion(tx: Queryable, table: TemplateTable, companyId: string, id: number): Promise<number | undefined> {
  const [cur] = await tx.query<{ version: number }>(`select version from ${table} where id = $1 and company_id = $2 for update`, [id, companyId]);
  return cur?.version;
}

/** Whether another of the company's booking templates has the name (compared without case). */
export async function bookingTemplateNameTaken(q: Queryable, companyId: string, name: string, id: number | undefined): Promise<boolean> {
  return (
    (
      await q.query('select 1 from booking_templates where company_id = $1 and lower(name) = lower($2) and id is distinct from $3::bigint', [
        companyId,
        name,
        id ?? null,
      ])
    ).length > 0
  );
}

/** Whether another of the company's parties of the role has the name (compared without case). */
export async function partyTemplateNameTaken(q: Queryable, companyId: string, role: string, name: string, id: number | undefined): Promise<boolean> {
  return (
    (
      await q.query('select 1 from party_templates where company_id = $1 and role = $2 and lower(name) = lower($3) and id is distinct from $4::bigint', [
        companyId,
        role,
        name,
        id ?? null,
      ])
    ).length > 0
  );
}

/** A new row of the actor's company with `columns`; its id and version. */
export async function insertTemplate(
  tx: Queryable,
  table: TemplateTable,
  actor: Actor,
  columns: Record<string, unknown>,
): Promise<{ id: number; version: number }> {
  const names = Object.keys(columns);
  const [row] = await tx.query<{ id: number; version: number }>(
    `insert into ${table} (company_id, created_by, updated_by, ${names.join(', ')}) values ($1, $2, $2, ${names.map((_, i) => `$${i + 3}`).join(', ')})
       returning id::int, version`,
    [actor.companyId, actor.id, ...Object.values(columns)],
  );
  return row!;
}

/** The row rewritten with `columns` (its version moves on); its new version. */
export async function updateTemplate(tx: Queryable, table: TemplateTable, actor: Actor, id: number, columns: Record<string, unknown>): Promise<number> {
  const names = Object.keys(columns);
  const [row] = await tx.query<{ version: number }>(
    `update ${table} set ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, updated_by = $2, updated_at = now(), version = version + 1
      where id = $1 returning version`,
    [id, actor.id, ...Object.values(columns)],
  );
  return row!.version;
}

export async function deleteTemplateRow(tx: Queryable, table: TemplateTable, id: number): Promise<void> {
  await tx.query(`delete from ${table} where id = $1`, [id]);
}

/** One of the company's booking templates, or undefined. */
export async function bookingTemplate(q: Queryable, actor: Actor, id: number): Promise<BookingTemplate | undefined> {
  const [t] = await q.query<{ id: number; name: string; body: TemplateBody; updated_by: string | null; updated_at: unknown; version: number }>(
    `select t.id::int, t.name, t.body, e.name as updated_by, t.updated_at, t.version
       from booking_templates t left join employee_directory e on e.id = t.updated_by where t.id = $1 and t.company_id = $2`,
    [id, actor.companyId],
  );
  return t && { Id: t.id, Name: t.name, Body: t.body, UpdatedBy: t.updated_by ?? '', UpdatedAt: iso(t.updated_at), Version: t.version };
}

/** The party template's columns as the wire names them (the list reads the same). */
const PARTY_COLUMNS = `t.id::int as "Id", t.role as "Role", t.name as "Name", t.address as "Address", t.contact as "Contact", t.phone as "Phone",
  t.email as "Email", t.tax_id as "TaxId", t.country_code as "CountryCode", t.bl_text as "BlText", t.updated_at as "UpdatedAt", t.version as "Version"`;

/** One of the company's party templates, or undefined. */
export async function partyTemplate(q: Queryable, actor: Actor, id: number): Promise<PartyTemplate | undefined> {
  const [t] = await q.query<PartyTemplate>(`select ${PARTY_COLUMNS} from party_templates t where t.id = $1 and t.company_id = $2`, [id, actor.companyId]);
  return t && { ...t, UpdatedAt: iso(t.UpdatedAt) };
}

/** The booking templates list's base: the company's own templates only, whoever asks (staff too: a staff member's templates are the platform's). */
export const bookingTemplateListBase = (actor: Actor) => ({
  sql: `select t.id::int as "Id", t.name as "Name", coalesce(t.body ->> 'CarrierCode', '') as "CarrierCode",
                   coalesce(t.body ->> 'PolCode', '') as "PolCode", coalesce(t.body ->> 'PodCode', '') as "PodCode",
                   coalesce((select string_agg((e ->> 'ContainerClass') || '×' || (e ->> 'Units'), ' ') from jsonb_array_elements(coalesce(t.body -> 'Equipment', '[]')) e), '') as "Equipment",
                   coalesce(t.body ->> 'Commodity', '') as "Commodity", t.updated_at as "UpdatedAt", t.version as "Version"
              from booking_templates t where t.company_id = $1`,
  params: [actor.companyId],
});

/** The party templates list's base: the company's own. */
export const partyTemplateListBase = (actor: Actor) => ({
  sql: `select ${PARTY_COLUMNS} from party_templates t where t.company_id = $1`,
  params: [actor.companyId],
});
