import type { Queryable } from '../../db/types';
import { houseBillsOfCompanyCode } from '../houseBill/public';
import { type ExceptionScope, type RuleRow, ruleQuery } from '../../platform/tower/rules';

/**
 * The B/L applications' reads of other tables (operations.md §11.1): companies, the first departure,
 * the demo's house B/Ls, the control tower's blocked applications; and the date shapes every
 * repository of the module answers in. Each entity's own statements are in its repository
 * (applicationRepository.ts, guaranteeRepository.ts, receiverRepository.ts …); the services hold the rules.
 */

/** A timestamp as ISO text (null stays null). */
export const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
/** A date column as its day, YYYY-MM-DD ('' when none). */
export const dayOf = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v.slice(0, 10) : (v as Date).toISOString().slice(0, 10));

export async function companyNames(q: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await q.query<{ id: string; name: string }>('select id, name_zh as name from company_directory where id = any($1::bigint[])', [ids]);
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

/** The customer companies, by name (the pages' pickers). */
export async function customerCompanies(q: Queryable): Promise<{ Id: number; Code: string; Name: string }[]> {
  return q.query(
    `select id::int as "Id", code as "Code", name_zh as "Name" from company_directory where kind = 'customer' and status <> 'disabled' order by name_zh limit 500`,
  );
}

/** A customer company (the companies an application, guarantee or receiver may belong to). */
export async function customerExists(q: Queryable, companyId: number): Promise<boolean> {
  const [r] = await q.query(`select 1 from company_directory where id = $1 and kind = 'customer'`, [companyId]);
  return !!r;
}

/** The first LOAD or DEPA actual of a booking (or its B/L), not retracted. */
export async function firstDeparture(q: Queryable, cgoId: string, hblNo: string): Promise<{ code: string; at: string; place: string } | null> {
  const [r] = await q.query<{ evt_code: string; evt_at: unknown; evt_location: string }>(
    `select evt_code, evt_at, evt_location from tracking_event_facts
      where evt_code in ('LOAD', 'DEPA') and evt_classifier = 'ACT' and not evt_retracted and evt_retracts is null
        and (evt_cgo_id = $1 or ($2 <> '' and evt_hbl_no = $2))
      order by evt_at limit 1`,
    [cgoId, hblNo],
  );
  return r ? { code: r.evt_code, at: iso(r.evt_at) ?? '', place: r.evt_location } : null;
}

/** A customer's house B/Ls (the houseBill module's), for the demo's applications only. */
export const demoHbls = (q: Queryable, companyCode: string): Promise<{ id: number; status: number }[]> => houseBillsOfCompanyCode(q, companyCode);

// ── the control tower ────────────────────────────────────────────────────────────────────────

/** BL_BLOCKED (§12.1): every blocked application, with the B/L and why (the last run's rules that blocked). */
export function blockedApplicationRows(q: Queryable, scope: ExceptionScope): Promise<BlockedRow[]> {
  return ruleQuery<BlockedRow>(
    q,
    `select a.company_id::text as company_id, 'blApplication' as doc_type, a.id::text as doc_id, a.oap_no as ref, null::timestamptz as due_at,
            a.oap_hbl_no as hbl_no,
            coalesce((select string_agg(x.rsk_message_zh, '；' order by x.id) from bl_risk_results x
                       where x.oap_id = a.id and x.rsk_result = 'BLOCK' and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = a.id)), '') as why_zh,
            coalesce((select string_agg(x.rsk_message_en, '; ' order by x.id) from bl_risk_results x
                       where x.oap_id = a.id and x.rsk_result = 'BLOCK' and x.rsk_run = (select max(rsk_run) from bl_risk_results where oap_id = a.id)), '') as why_en
       from bl_applications a where a.oap_status = 4 and ($1::bigint is null or a.company_id = $1) order by a.id`,
    scope,
  );
}
export type BlockedRow = RuleRow & { hbl_no: string; why_zh: string; why_en: string };
