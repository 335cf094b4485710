import type { Queryable } from '../../db/types';
import { dayOf } from './repository';

/** The customers' guarantees (operations.md §11.1): a limit per company, what the released applications use of it. */

const GUARANTEE_USED = `coalesce((select sum(a.oap_guarantee_used) from bl_applications a
  where a.company_id = g.company_id and a.oap_use_guarantee and a.oap_status = 7), 0)`;

export const guaranteeListBase = `select g.id::int as "Id", g.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  g.gua_limit / 100.0 as "GUA_LIMIT", g.gua_valid_from as "GUA_VALID_FROM", g.gua_valid_to as "GUA_VALID_TO", g.gua_status as "GUA_STATUS",
  ${GUARANTEE_USED} / 100.0 as "UsedCny", (g.gua_limit - ${GUARANTEE_USED}) / 100.0 as "AvailableCny",
  coalesce(e.name, '') as "ApprovedBy", g.gua_remark as "GUA_REMARK", g.updated_at as "UpdatedAt", g.version as "Version"
  from guarantee_limits g join company_directory c on c.id = g.company_id left join employee_directory e on e.id = g.gua_approved_by`;

export interface GuaranteeFacts {
  id: number;
  limitMinor: number;
  usedMinor: number;
  validFrom: string;
  validTo: string;
  status: 'ACTIVE' | 'SUSPENDED';
}

export async function guaranteeOfCompany(q: Queryable, companyId: number): Promise<GuaranteeFacts | null> {
  const [r] = await q.query<{
    id: string;
    gua_limit: string;
    used: string;
    gua_valid_from: unknown;
    gua_valid_to: unknown;
    gua_status: 'ACTIVE' | 'SUSPENDED';
  }>(`select g.id, g.gua_limit, ${GUARANTEE_USED} as used, g.gua_valid_from, g.gua_valid_to, g.gua_status from guarantee_limits g where g.company_id = $1`, [
    companyId,
  ]);
  return r
    ? {
        id: Number(r.id),
        limitMinor: Number(r.gua_limit),
        usedMinor: Number(r.used),
        validFrom: dayOf(r.gua_valid_from),
        validTo: dayOf(r.gua_valid_to),
        status: r.gua_status,
      }
    : null;
}

export async function lockGuarantee(tx: Queryable, id: number): Promise<{ companyId: number; version: number; status: string } | undefined> {
  const [r] = await tx.query<{ company_id: string; version: number; gua_status: string }>(
    'select company_id, version, gua_status from guarantee_limits where id = $1 for update',
    [id],
  );
  return r && { companyId: Number(r.company_id), version: r.version, status: r.gua_status };
}

export async function guaranteeIdOfCompany(q: Queryable, companyId: number): Promise<number | undefined> {
  const [r] = await q.query<{ id: string }>('select id from guarantee_limits where company_id = $1', [companyId]);
  return r ? Number(r.id) : undefined;
}

export async function insertGuarantee(
  tx: Queryable,
  g: { companyId: number; limitMinor: number; from: string; to: string; remark: string },
  actorId: string,
): Promise<{ id: number; version: number }> {
  const [r] = await tx.query<{ id: string; version: number }>(
    `insert into guarantee_limits (company_id, gua_limit, gua_valid_from, gua_valid_to, gua_remark, gua_approved_by) values ($1, $2, $3, $4, $5, $6) returning id, version`,
    [g.companyId, g.limitMinor, g.from, g.to, g.remark, actorId],
  );
  return { id: Number(r!.id), version: r!.version };
}

export async function updateGuarantee(
  tx: Queryable,
  id: number,
  g: { limitMinor: number; from: string; to: string; remark: string },
  actorId: string,
): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update guarantee_limits set gua_limit = $2, gua_valid_from = $3, gua_valid_to = $4, gua_remark = $5, gua_approved_by = $6, version = version + 1, updated_at = now()
      where id = $1 returning version`,
    [id, g.limitMinor, g.from, g.to, g.remark, actorId],
  );
  return r!.version;
}

export async function setGuaranteeStatus(tx: Queryable, id: number, status: 'ACTIVE' | 'SUSPENDED'): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    'update guarantee_limits set gua_status = $2, version = version + 1, updated_at = now() where id = $1 returning version',
    [id, status],
  );
  return r!.version;
}

/** The B/Ls released under a company's guarantee (their booking, to ask billing what each still owes). */
export async function releasedUnderGuarantee(q: Queryable, companyId: number): Promise<{ id: number; cgoId: string; used: number }[]> {
  const rows = await q.query<{ id: string; oap_cgo_id: string; oap_guarantee_used: string }>(
    'select id, oap_cgo_id, oap_guarantee_used from bl_applications where company_id = $1 and oap_use_guarantee and oap_status = 7',
    [companyId],
  );
  return rows.map((r) => ({ id: Number(r.id), cgoId: r.oap_cgo_id, used: Number(r.oap_guarantee_used) }));
}

export async function setGuaranteeUsed(q: Queryable, id: number, usedMinor: number): Promise<void> {
  await q.query('update bl_applications set oap_guarantee_used = $2 where id = $1 and oap_guarantee_used <> $2', [id, usedMinor]);
}
