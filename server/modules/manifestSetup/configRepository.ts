import type { ManifestConfig, ManifestConfigSave } from '../../../src/contract/manifestSetup/calls';
import type { Queryable } from '../../db/types';
import type { ResolvedManifestConfig } from './resolvedTypes';

/** The filing configurations' SQL (configService.ts holds the rules; resolve.ts the resolution). */

const iso = (v: unknown) => new Date(v as string).toISOString();

/** The configuration columns under their wire names (the list, Get and the resolution read them so). */
export const CONFIG_COLUMNS = `c.id::int as "Id", c.company_id::int as "CompanyId", coalesce(co.name_zh, '') as "CompanyName",
  c.mcf_filing as "MCF_FILING", c.mcf_carrier as "MCF_CARRIER", c.mcf_loading_code as "MCF_LOADING_CODE",
  c.mcf_customs_code as "MCF_CUSTOMS_CODE", c.mcf_sender_code as "MCF_SENDER_CODE", c.mcf_channel as "MCF_CHANNEL",
  c.mcf_deadline_hours as "MCF_DEADLINE_HOURS", c.mcf_require_verify as "MCF_REQUIRE_VERIFY", c.mcf_auto_send as "MCF_AUTO_SEND",
  c.mcf_require_si_match as "MCF_REQUIRE_SI_MATCH", c.mcf_require_contact as "MCF_REQUIRE_CONTACT", c.mcf_require_house as "MCF_REQUIRE_HOUSE", c.mcf_enabled as "MCF_ENABLED",
  c.mcf_remark as "MCF_REMARK", coalesce(e.name, '') as "UpdatedBy", c.updated_at as "UpdatedAt", c.version as "Version"`;
const CONFIG_FROM = 'manifest_configs c left join company_directory co on co.id = c.company_id left join employee_directory e on e.id = c.updated_by';

/** The list's base query (server/http/lists.ts wraps it as `t`). */
export const configListBase = `select ${CONFIG_COLUMNS} from ${CONFIG_FROM}`;

export async function mostSpecificConfig(
  q: Queryable,
  k: { companyId: string; filing: string; carrier: string; loadingCode: string },
): Promise<ResolvedManifestConfig | undefined> {
  const [row] = await q.query<ManifestConfig>(
    `select ${CONFIG_COLUMNS} from ${CONFIG_FROM}
      where c.mcf_enabled and c.mcf_filing = $2 and (c.company_id = $1 or c.company_id is null)
        and (c.mcf_carrier = '' or c.mcf_carrier = $3) and (c.mcf_loading_code = '' or c.mcf_loading_code = $4)
      order by (c.company_id is not null) desc, (c.mcf_carrier <> '') desc, (c.mcf_loading_code <> '') desc, c.id
      limit 1`,
    [k.companyId, k.filing, k.carrier, k.loadingCode],
  );
  if (!row) return undefined;
  const { CompanyName: _n, MCF_REMARK: _r, UpdatedBy: _b, UpdatedAt: _a, Version: _v, ...config } = row;
  return { ...config, Source: row.CompanyId === null ? 'platform' : 'company' };
}

export async function readConfig(q: Queryable, id: number): Promise<ManifestConfig | undefined> {
  const [row] = await q.query<ManifestConfig>(`select ${CONFIG_COLUMNS} from ${CONFIG_FROM} where c.id = $1`, [id]);
  return row && { ...row, UpdatedAt: iso(row.UpdatedAt) };
}

/** The row locked for a save or delete: its company and version. */
export async function lockConfig(tx: Queryable, id: number): Promise<{ companyId: number | null; version: number } | undefined> {
  const [row] = await tx.query<{ company_id: string | null; version: number }>('select company_id, version from manifest_configs where id = $1 for update', [
    id,
  ]);
  return row && { companyId: row.company_id === null ? null : Number(row.company_id), version: row.version };
}

/** Another configuration with the same scope (company or platform, filing, carrier, port). */
export async function configScopeTaken(q: Queryable, c: ManifestConfigSave, id: number | undefined): Promise<number | undefined> {
  const [row] = await q.query<{ id: number }>(
    `select id::int from manifest_configs where coalesce(company_id, 0) = coalesce($1::bigint, 0) and mcf_filing = $2
       and mcf_carrier = $3 and mcf_loading_code = $4 and id is distinct from $5::bigint`,
    [c.CompanyId, c.MCF_FILING, c.MCF_CARRIER, c.MCF_LOADING_CODE, id ?? null],
  );
  return row?.id;
}

const configValues = (c: ManifestConfigSave) => [
  c.CompanyId,
  c.MCF_FILING,
  c.MCF_CARRIER,
  c.MCF_LOADING_CODE,
  c.MCF_CUSTOMS_CODE,
  c.MCF_SENDER_CODE,
  c.MCF_CHANNEL,
  c.MCF_DEADLINE_HOURS,
  c.MCF_REQUIRE_VERIFY,
  c.MCF_AUTO_SEND,
  c.MCF_REQUIRE_SI_MATCH,
  c.MCF_REQUIRE_CONTACT,
  c.MCF_ENABLED,
  c.MCF_REMARK,
  c.MCF_REQUIRE_HOUSE,
];

export async function insertConfig(tx: Queryable, c: ManifestConfigSave, by: string | null): Promise<{ id: number; version: number }> {
  const [row] = await tx.query<{ id: number; version: number }>(
    `insert into manifest_configs (company_id, mcf_filing, mcf_carrier, mcf_loading_code, mcf_customs_code, mcf_sender_code, mcf_channel,
       mcf_deadline_hours, mcf_require_verify, mcf_auto_send, mcf_require_si_match, mcf_require_contact, mcf_enabled, mcf_remark, mcf_require_house, created_by, updated_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id::int, version`,
    [...configValues(c), by],
  );
  return row!;
}

export async function updateConfig(tx: Queryable, id: number, c: ManifestConfigSave, by: string): Promise<number> {
  const [row] = await tx.query<{ version: number }>(
    `update manifest_configs set company_id = $1, mcf_filing = $2, mcf_carrier = $3, mcf_loading_code = $4, mcf_customs_code = $5,
       mcf_sender_code = $6, mcf_channel = $7, mcf_deadline_hours = $8, mcf_require_verify = $9, mcf_auto_send = $10,
       mcf_require_si_match = $11, mcf_require_contact = $12, mcf_enabled = $13, mcf_remark = $14, mcf_require_house = $15,
       updated_by = $16, updated_at = now(), version = version + 1
     where id = $17 returning version`,
    [...configValues(c), by, id],
  );
  return row!.version;
}

export async function deleteConfigRow(tx: Queryable, id: number): Promise<void> {
  await tx.query('delete from manifest_configs where id = $1', [id]);
}
