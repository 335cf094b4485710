import type { LclRateWire, LclSaveInput } from '../../../src/contract/rates/lclCalls';
import type { LclSurcharge } from '../../../src/domain/pricing/lcl';
import type { Queryable } from '../../db/types';
import { portsOf } from '../refdata/public';

/**
 * The LCL rate store's SQL (commercial.md §4.1; migration 040): one row per version under a rate
 * number, its events appended. Amounts and dates are read as text.
 */

const COLUMNS = `r.id::int as "Id", r.rate_no as "RateNo", r.version as "Version", r.revision as "Revision", r.status as "Status",
  (r.status = 'PUBLISHED' and r.valid_to < (now() at time zone 'Asia/Shanghai')::date) as "Expired",
  r.co_loader_name as "CoLoaderName", r.pol_code as "PolCode", r.via_code as "ViaCode", r.pod_code as "PodCode", r.currency as "Currency",
  r.rate_per_rt::text as "RatePerRt", r.breaks as "Breaks", r.min_rt::text as "MinRt", r.kg_per_rt as "KgPerRt", r.rt_rounding::text as "RtRounding",
  r.cut_off_weekdays as "CutOffWeekdays", r.etd_weekdays as "EtdWeekdays", r.transit_days as "TransitDays", r.max_piece_kg as "MaxPieceKg",
  r.max_piece_length_cm as "MaxPieceLengthCm", r.dg_accepted as "DgAccepted", r.valid_from::text as "ValidFrom", r.valid_to::text as "ValidTo",
  r.remarks as "Remarks", r.internal_remarks as "InternalRemarks", pol.name_zh as "PolName", pod.name_zh as "PodName", r.updated_at as "UpdatedAt"`;
export const LCL_FROM = 'from lcl_rates r join port_directory pol on pol.code = r.pol_code join port_directory pod on pod.code = r.pod_code';

export interface StoredLcl extends LclRateWire {
  OwnerCompanyId: string;
  SupersedesId: number | null;
}
type Row = Omit<StoredLcl, 'UpdatedAt'> & { UpdatedAt: unknown };

/** The list's base query (the owner's versions), as the pages read it. */
export const lclListSql = `select ${COLUMNS} ${LCL_FROM} where r.owner_company_id = $1`;

const present = (r: Row): StoredLcl => ({
  ...r,
  CutOffWeekdays: r.CutOffWeekdays.map(Number),
  EtdWeekdays: r.EtdWeekdays.map(Number),
  RtRounding: String(Number(r.RtRounding)),
  MinRt: String(Number(r.MinRt)),
  UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
});

export async function readLcl(q: Queryable, where: { ids: readonly number[] } | { rateNo: string }, lock = false): Promise<StoredLcl[]> {
  const rows = await q.query<Row>(
    `select ${COLUMNS}, r.owner_company_id::text as "OwnerCompanyId", r.supersedes_id::int as "SupersedesId" ${LCL_FROM}
      where ${'ids' in where ? 'r.id = any($1::bigint[])' : 'r.rate_no = $1'} order by r.version ${lock ? 'for update of r' : ''}`,
    ['ids' in where ? where.ids : where.rateNo],
  );
  return rows.map(present);
}

const WRITTEN = [
  ['co_loader_name', (i: LclSaveInput) => i.CoLoaderName.trim()],
  ['pol_code', (i) => i.PolCode],
  ['via_code', (i) => i.ViaCode || null],
  ['pod_code', (i) => i.PodCode],
  ['currency', (i) => i.Currency],
  ['rate_per_rt', (i) => i.RatePerRt],
  ['breaks', (i) => JSON.stringify(i.Breaks)],
  ['min_rt', (i) => i.MinRt],
  ['kg_per_rt', (i) => i.KgPerRt ?? 1000],
  ['rt_rounding', (i) => i.RtRounding ?? '0.01'],
  ['cut_off_weekdays', (i) => [...new Set(i.CutOffWeekdays ?? [])].sort()],
  ['etd_weekdays', (i) => [...new Set(i.EtdWeekdays ?? [])].sort()],
  ['transit_days', (i) => i.TransitDays ?? null],
  ['max_piece_kg', (i) => i.MaxPieceKg ?? null],
  ['max_piece_length_cm', (i) => i.MaxPieceLengthCm ?? null],
  ['dg_accepted', (i) => i.DgAccepted ?? false],
  ['valid_from', (i) => i.ValidFrom],
  ['valid_to', (i) => i.ValidTo],
  ['remarks', (i) => i.Remarks ?? ''],
  ['internal_remarks', (i) => i.InternalRemarks ?? ''],
] as const satisfies readonly (readonly [string, (i: LclSaveInput) => unknown])[];

export async function insertLcl(
  q: Queryable,
  input: LclSaveInput,
  v: { rateNo: string; version: number; supersedesId: number | null; ownerCompanyId: string; actorId: string },
): Promise<{ id: number; revision: number }> {
  const [row] = await q.query<{ id: number; revision: number }>(
    `insert into lcl_rates (rate_no, version, supersedes_id, owner_company_id, created_by, ${WRITTEN.map(([c]) => c).join(', ')})
     values ($1, $2, $3, $4, $5, ${WRITTEN.map((_, i) => `$${i + 6}`).join(', ')}) returning id::int, revision`,
    [v.rateNo, v.version, v.supersedesId, v.ownerCompanyId, v.actorId, ...WRITTEN.map(([, f]) => f(input))],
  );
  return row!;
}

export async function updateLclDraft(q: Queryable, id: number, input: LclSaveInput): Promise<number> {
  const [row] = await q.query<{ revision: number }>(
    `update lcl_rates set ${WRITTEN.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, revision = revision + 1, updated_at = now()
      where id = $1 returning revision`,
    [id, ...WRITTEN.map(([, f]) => f(input))],
  );
  return row!.revision;
}

export async function setLclStatus(q: Queryable, id: number, status: string): Promise<void> {
  await q.query('update lcl_rates set status = $2, revision = revision + 1, updated_at = now() where id = $1', [id, status]);
}

export async function lclEvent(q: Queryable, rateId: number, actorId: string, type: string, detail: Record<string, unknown> = {}): Promise<void> {
  await q.query('insert into lcl_rate_events (rate_id, actor_id, type, detail) values ($1, $2, $3, $4::jsonb)', [
    rateId,
    actorId,
    type,
    JSON.stringify(detail),
  ]);
}

export async function nextLclRateNo(q: Queryable, today: string): Promise<string> {
  const [row] = await q.query<{ n: string }>(`select nextval('lcl_rate_no_seq')::text as n`);
  return `LCL${today.slice(2, 4)}${today.slice(5, 7)}${row!.n.padStart(6, '0')}`;
}

/** The published versions of the same key (owner, co-loader, POL, via, POD) sharing a day with this window, other rate numbers. */
export async function lclCollisions(q: Queryable, r: StoredLcl): Promise<{ RateNo: string; ValidFrom: string; ValidTo: string }[]> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [
    `lcl|${r.OwnerCompanyId}|${r.CoLoaderName.toLowerCase()}|${r.PolCode}|${r.ViaCode ?? ''}|${r.PodCode}`,
  ]);
  return q.query(
    `select rate_no as "RateNo", valid_from::text as "ValidFrom", valid_to::text as "ValidTo" from lcl_rates
      where status = 'PUBLISHED' and rate_no <> $1 and owner_company_id = $2 and lower(co_loader_name) = lower($3) and pol_code = $4
        and via_code is not distinct from $5 and pod_code = $6 and valid_from <= $8::date and $7::date <= valid_to`,
    [r.RateNo, r.OwnerCompanyId, r.CoLoaderName, r.PolCode, r.ViaCode, r.PodCode, r.ValidFrom, r.ValidTo],
  );
}

/** The active ports among `codes`. */
export async function activePortCodes(q: Queryable, codes: string[]): Promise<Set<string>> {
  return new Set((await portsOf(q, codes)).filter((p) => p.status === 'ACTIVE').map((p) => p.code));
}

/** The ids of the desk's published, visible LCL rates on the lane valid on the day. */
export async function publishedLclIds(q: Queryable, companyId: string, pol: string, pod: string, day: string): Promise<number[]> {
  const ids = await q.query<{ id: number }>(
    `select id::int from lcl_rates where owner_company_id = $1 and status = 'PUBLISHED' and visible and pol_code = $2 and pod_code = $3
        and valid_from <= $4::date and valid_to >= $4::date`,
    [companyId, pol, pod, day],
  );
  return ids.map((r) => r.id);
}

/** A co-load surcharge with what it is bound to (null: any). */
export interface LclSurchargeRow extends LclSurcharge {
  co_loader_name: string | null;
  pol_code: string | null;
  pod_code: string | null;
}

/** The desk's active co-load surcharges valid on the day whose POL and POD (when bound) are the lane's. */
export function lclSurchargesOn(q: Queryable, companyId: string, day: string, pol: string, pod: string) {
  return q.query<LclSurchargeRow>(
    `select fee_code as "FeeCode", basis as "Basis", amount::text as "Amount", currency as "Currency", min_amount::text as "Min", max_amount::text as "Max",
            side as "Side", co_loader_name, pol_code, pod_code
       from lcl_surcharges where owner_company_id = $1 and active and valid_from <= $2::date and valid_to >= $2::date
        and (pol_code is null or pol_code = $3) and (pod_code is null or pod_code = $4)`,
    [companyId, day, pol, pod],
  );
}

/** The day's book rate of each currency into CNY: reference data's exchange rates (issue 46). */
export { cnyRatesOn } from '../refdata/public';
