import type { SftTemplate, SftTemplateRow } from '../../../src/contract/manifestSetup/calls';
import type { PartyBlock } from '../../../src/contract/manifestSetup/party';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

/** The SFT templates' SQL (sftService.ts holds the rules). Staff read every company's; anyone else their own. */

const iso = (v: unknown) => new Date(v as string).toISOString();

/** `$n` is the actor's company, and whether the actor is platform staff: the scope of every read. */
const scope = (companyParam: number, platformParam: number) => `($${platformParam}::boolean or t.company_id = $${companyParam}::bigint)`;
const scopeValues = (actor: Actor) => [actor.companyId, actor.companyKind === 'platform'];

const FROM = 'manifest_sft_templates t join company_directory co on co.id = t.company_id left join employee_directory e on e.id = t.updated_by';

export function sftListBase(actor: Actor): { sql: string; params: unknown[] } {
  return {
    sql: `select t.id::int as "Id", t.company_id::int as "CompanyId", co.name_zh as "CompanyName", t.sft_name as "SFT_NAME", t.sft_scope as "SFT_SCOPE",
            coalesce(t.shipper ->> 'NAME', '') as "ShipperName", coalesce(t.shipper ->> 'CODE', '') as "ShipperCode",
            coalesce(t.consignee ->> 'NAME', '') as "ConsigneeName", coalesce(t.consignee ->> 'CODE', '') as "ConsigneeCode",
            coalesce(t.notify ->> 'NAME', '') as "NotifyName", coalesce(e.name, '') as "UpdatedBy", t.updated_at as "UpdatedAt", t.version as "Version"
          from ${FROM} where ${scope(1, 2)}`,
    params: scopeValues(actor),
  };
}

export async function readSftTemplate(q: Queryable, actor: Actor, id: number): Promise<SftTemplate | undefined> {
  const [row] = await q.query<SftTemplate>(
    `select t.id::int as "Id", t.company_id::int as "CompanyId", co.name_zh as "CompanyName", t.sft_name as "SFT_NAME", t.sft_scope as "SFT_SCOPE",
            t.shipper as "Shipper", t.consignee as "Consignee", t.notify as "Notify", coalesce(e.name, '') as "UpdatedBy",
            t.updated_at as "UpdatedAt", t.version as "Version"
       from ${FROM} where t.id = $3 and ${scope(1, 2)}`,
    [...scopeValues(actor), id],
  );
  return row && { ...row, UpdatedAt: iso(row.UpdatedAt) };
}

/** The row locked for a save or delete when the actor may see it: its company and version. */
export async function lockSftTemplate(tx: Queryable, actor: Actor, id: number): Promise<{ companyId: number; version: number; name: string } | undefined> {
  const [row] = await tx.query<{ company_id: string; version: number; sft_name: string }>(
    `select t.company_id, t.version, t.sft_name from manifest_sft_templates t where t.id = $3 and ${scope(1, 2)} for update`,
    [...scopeValues(actor), id],
  );
  return row && { companyId: Number(row.company_id), version: row.version, name: row.sft_name };
}

export async function sftNameTaken(q: Queryable, companyId: number, name: string, id: number | undefined): Promise<boolean> {
  const rows = await q.query('select 1 from manifest_sft_templates where company_id = $1 and lower(sft_name) = lower($2) and id is distinct from $3::bigint', [
    companyId,
    name,
    id ?? null,
  ]);
  return rows.length > 0;
}

export async function companyExists(q: Queryable, companyId: number): Promise<boolean> {
  return (await q.query('select 1 from company_directory where id = $1', [companyId])).length > 0;
}

export interface SftColumns {
  name: string;
  scope: string;
  shipper: PartyBlock;
  consignee: PartyBlock;
  notify: PartyBlock;
}

export async function insertSftTemplate(tx: Queryable, companyId: number, by: string | null, c: SftColumns): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `insert into manifest_sft_templates (company_id, sft_name, sft_scope, shipper, consignee, notify, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $7) returning id::int, version`,
    [companyId, c.name, c.scope, JSON.stringify(c.shipper), JSON.stringify(c.consignee), JSON.stringify(c.notify), by],
  );
  return row!;
}

export async function updateSftTemplate(tx: Queryable, id: number, by: string, c: SftColumns): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update manifest_sft_templates set sft_name = $2, sft_scope = $3, shipper = $4, consignee = $5, notify = $6, updated_by = $7,
            updated_at = now(), version = version + 1
      where id = $1 returning version`,
    [id, c.name, c.scope, JSON.stringify(c.shipper), JSON.stringify(c.consignee), JSON.stringify(c.notify), by],
  );
  return row!.version;
}

export async function deleteSftTemplateRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from manifest_sft_templates where id = $1', [id]);
}

export type { SftTemplateRow };
