import type { OpportunitySaveInput } from '../../../src/contract/crm/opportunityCalls';
import type { Stage } from '../../../src/domain/crm/opportunityStages';
import type { Queryable } from '../../db/types';

/** The opportunities' changes (crm_opportunities) and the lists they pick from (crm_dicts STAGE, LOST_REASON). */

/** The company's STAGE and LOST_REASON entries in use, in order; a stage without its own rate takes the seeded one's by code (stagesOf). */
export async function listedStages(q: Queryable, companyId: string) {
  const rows = await q.query<{ kind: string; code: string; zh: string; en: string; rate: number | null }>(
    `select kind, code, name_zh as zh, name_en as en, win_rate as rate from crm_dicts
      where owner_company_id = $1 and kind in ('STAGE', 'LOST_REASON') and enabled order by sort, id`,
    [companyId],
  );
  const named = (r: (typeof rows)[number]) => ({ code: r.code, name: { zh: r.zh, en: r.en } });
  return {
    stages: rows.filter((r) => r.kind === 'STAGE').map((r) => ({ ...named(r), rate: r.rate })),
    reasons: rows.filter((r) => r.kind === 'LOST_REASON').map(named),
  };
}

export interface OppValues extends OpportunitySaveInput {
  amountMinor: number;
  currency: string;
}

const COLS = [
  'name',
  'lanes',
  'carrier_pref',
  'container_mix',
  'est_teu_per_month',
  'amount_minor',
  'currency',
  'expected_close_on',
  'contact_id',
  'competitor',
  'remarks',
] as const;
const valuesOf = (b: OppValues) => [
  b.Name.trim(),
  JSON.stringify(b.Lanes ?? []),
  b.CarrierPref ?? '',
  b.ContainerMix ?? '',
  b.EstTeuPerMonth ?? null,
  b.amountMinor,
  b.currency,
  b.ExpectedCloseDate ?? null,
  b.ContactId ?? null,
  b.Competitor ?? '',
  b.Remarks ?? '',
];

export async function insertOpp(q: Queryable, companyId: string, by: string, b: OppValues, stage: Stage): Promise<number> {
  const [r] = await q.query<{ id: number }>(
    `insert into crm_opportunities (owner_company_id, customer_id, owner_employee_id, created_by, stage_code, win_rate, ${COLS.join(', ')})
     values ($1, $2, $3, $3, $4, $5, ${COLS.map((_, i) => `$${i + 6}`).join(', ')}) returning id::int`,
    [companyId, b.CustomerId, by, stage.code, stage.rate, ...valuesOf(b)],
  );
  return r!.id;
}

/** The edit, if the version is still the one read: the new version, else null (STALE). */
export async function updateOpp(q: Queryable, id: number, version: number, b: OppValues): Promise<number | null> {
  const [r] = await q.query<{ version: number }>(
    `update crm_opportunities set ${COLS.map((c, i) => `${c} = $${i + 3}`).join(', ')}, version = version + 1
      where id = $1 and version = $2 returning version`,
    [id, version, ...valuesOf(b)],
  );
  return r?.version ?? null;
}

export interface StageChange {
  stage: Stage;
  closedOn: string | null;
  failureReason?: string | null;
  competitor?: string;
  quoteId?: number | null;
  remarks?: string;
}

/** A stage change (a move, a win, a loss, a reopening), if the version is still the one read. */
export async function setStage(q: Queryable, id: number, version: number, c: StageChange): Promise<number | null> {
  const [r] = await q.query<{ version: number }>(
    `update crm_opportunities set stage_code = $3, win_rate = $4, actual_close_on = $5::date, failure_reason = $6,
            competitor = coalesce($7, competitor), won_quote_id = $8, remarks = coalesce($9, remarks), version = version + 1
      where id = $1 and version = $2 returning version`,
    [id, version, c.stage.code, c.stage.rate, c.closedOn, c.failureReason ?? null, c.competitor ?? null, c.quoteId ?? null, c.remarks ?? null],
  );
  return r?.version ?? null;
}

export async function markOppDeleted(q: Queryable, id: number, by: string | null) {
  await q.query(
    `update crm_opportunities set deleted_at = case when $2::bigint is null then null else now() end, deleted_by = $2, version = version + 1 where id = $1`,
    [id, by],
  );
}

export async function purgeOpp(q: Queryable, id: number) {
  await q.query(`delete from crm_opportunities where id = $1`, [id]);
}

/** Whether the contact is one of the customer's (live). */
export async function contactOfCustomer(q: Queryable, contactId: number, customerId: number): Promise<boolean> {
  const r = await q.query(`select 1 from crm_contacts where id = $1 and customer_id = $2 and deleted_at is null`, [contactId, customerId]);
  return r.length > 0;
}
