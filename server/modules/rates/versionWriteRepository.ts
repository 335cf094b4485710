import type { FclRateDraftInput } from '../../../src/contract/rates/calls';
import type { Queryable } from '../../db/types';

/**
 * New rate versions written set-based: numbers, version rows, their lines and events, a statement each
 * however many (a sheet's 10,000 rows: batchApplyService.ts); repository.ts's one-version writes call these.
 */

/** The columns a clerk writes, in insert/update order, with their SQL types (a bulk insert reads them from JSON). */
export const WRITTEN = [
  ['rate_type', 'text', (i: FclRateDraftInput) => i.RateType],
  ['carrier_code', 'text', (i) => i.CarrierCode],
  ['service_code', 'text', (i) => i.ServiceCode || null],
  ['trade_lane_code', 'text', (i) => i.TradeLaneCode || null],
  ['pol_code', 'text', (i) => i.PolCode],
  ['via_code', 'text', (i) => i.ViaCode || null],
  ['pod_code', 'text', (i) => i.PodCode],
  ['cargo_type', 'text', (i) => i.CargoType ?? 'GP'],
  ['commodity', 'text', (i) => i.Commodity || 'FAK'],
  ['contract_no', 'text', (i) => i.ContractNo || null],
  ['currency', 'text', (i) => i.Currency],
  ['all_in', 'boolean', (i) => i.AllIn ?? false],
  ['valid_from', 'date', (i) => i.ValidFrom],
  ['valid_to', 'date', (i) => i.ValidTo],
  ['validity_basis', 'text', (i) => i.ValidityBasis ?? 'ETD'],
  ['cut_off_weekdays', 'smallint[]', (i) => [...new Set(i.CutOffWeekdays ?? [])].sort()],
  ['etd_weekdays', 'smallint[]', (i) => [...new Set(i.EtdWeekdays ?? [])].sort()],
  ['transit_days', 'smallint', (i) => i.TransitDays ?? null],
  ['free_time_origin', 'smallint', (i) => i.FreeTimeOrigin ?? null],
  ['free_time_dest_dem', 'smallint', (i) => i.FreeTimeDestDem ?? null],
  ['free_time_dest_det', 'smallint', (i) => i.FreeTimeDestDet ?? null],
  ['remarks', 'text', (i) => i.Remarks ?? ''],
  ['internal_remarks', 'text', (i) => i.InternalRemarks ?? ''],
  ['visible', 'boolean', (i) => i.Visible ?? true],
] as const satisfies readonly (readonly [string, string, (i: FclRateDraftInput) => unknown])[];

export interface NewVersion {
  input: FclRateDraftInput;
  rateNo: string;
  version: number;
  supersedesId: number | null;
}

/** `count` new rate numbers in one statement (a sheet's new rates). */
export async function nextRateNos(q: Queryable, yymm: string, count: number): Promise<string[]> {
  const rows = await q.query<{ n: string }>(`select nextval('fcl_rate_no_seq')::text as n from generate_series(1, $1)`, [count]);
  return rows.map((r) => `FCL${yymm}${r.n.padStart(6, '0')}`);
}
/**
 * New version rows in DRAFT, in one statement however many (a 10,000-row sheet is one insert, not
 * ten thousand); their prices and surcharges follow with `writeLinesOf`. Answers the ids in the
 * order given (matched by rate number and version, which are unique).
 */
export async function insertVersions(
  q: Queryable,
  versions: readonly NewVersion[],
  v: { ownerCompanyId: string; actorId: string; source?: 'MANUAL' | 'IMPORT'; batchId?: number },
): Promise<{ id: number; revision: number }[]> {
  if (!versions.length) return [];
  const cols = WRITTEN.map(([c]) => c);
  const rows = await q.query<{ id: number; revision: number; rate_no: string; version: number }>(
    `insert into fcl_rates (rate_no, version, supersedes_id, owner_company_id, maintainer_id, created_by, source, batch_id, ${cols.join(', ')})
     select x.rate_no, x.version, x.supersedes_id, $2, $3, $3, $4, $5, ${cols.map((c) => `x.${c}`).join(', ')}
       from jsonb_to_recordset($1::jsonb) as x(rate_no text, version integer, supersedes_id bigint, ${WRITTEN.map(([c, t]) => `${c} ${t}`).join(', ')})
     returning id::int, revision, rate_no, version`,
    [
      JSON.stringify(
        versions.map((n) => ({
          rate_no: n.rateNo,
          version: n.version,
          supersedes_id: n.supersedesId,
          ...Object.fromEntries(WRITTEN.map(([c, , f]) => [c, f(n.input)])),
        })),
      ),
      v.ownerCompanyId,
      v.actorId,
      v.source ?? 'MANUAL',
      v.batchId ?? null,
    ],
  );
  const byKey = new Map(rows.map((r) => [`${r.rate_no}#${r.version}`, r]));
  return versions.map((n) => {
    const r = byKey.get(`${n.rateNo}#${n.version}`)!;
    return { id: r.id, revision: r.revision };
  });
}
/** The prices and surcharge lines of new versions, two statements however many. */
export async function writeLinesOf(q: Queryable, versions: readonly { id: number; input: Pick<FclRateDraftInput, 'Prices' | 'Surcharges'> }[]): Promise<void> {
  const prices = versions.flatMap(({ id, input }) =>
    input.Prices.map((p) => ({ id, c: p.ContainerClass, cost: p.Cost, list: p.ListPrice ?? '', kg: p.MaxGrossKg ?? null })),
  );
  if (prices.length)
    await q.query(
      `insert into fcl_rate_prices (rate_id, container_class, cost, list_price, max_gross_kg)
       select x.id, x.c, x.cost::numeric, nullif(x.list, '')::numeric, x.kg
         from jsonb_to_recordset($1::jsonb) as x(id bigint, c text, cost text, list text, kg integer)`,
      [JSON.stringify(prices)],
    );
  const surcharges = versions.flatMap(({ id, input }) =>
    (input.Surcharges ?? []).map((s, n) => ({
      id,
      n,
      fee: s.FeeCode,
      basis: s.Basis,
      c: s.ContainerClass ?? '',
      amount: s.Amount,
      cur: s.Currency,
      term: s.PaymentTerm,
      side: s.Side,
    })),
  );
  if (surcharges.length)
    await q.query(
      `insert into fcl_rate_surcharges (rate_id, line_no, fee_code, basis, container_class, amount, currency, payment_term, side)
       select x.id, x.n, x.fee, x.basis, nullif(x.c, ''), x.amount::numeric, x.cur, x.term, x.side
         from jsonb_to_recordset($1::jsonb) as x(id bigint, n integer, fee text, basis text, c text, amount text, cur text, term text, side text)`,
      [JSON.stringify(surcharges)],
    );
}

/** Appends one event to each of these versions (same transaction as the change), in one statement. */
export async function appendEvents(
  q: Queryable,
  actorId: string,
  events: readonly { rateId: number; type: string; detail?: Record<string, unknown> }[],
): Promise<void> {
  if (!events.length) return;
  await q.query(
    `insert into fcl_rate_events (rate_id, actor_id, type, detail)
     select x.id, $2, x.type, x.detail from jsonb_to_recordset($1::jsonb) as x(id bigint, type text, detail jsonb)`,
    [JSON.stringify(events.map((e) => ({ id: e.rateId, type: e.type, detail: e.detail ?? {} }))), actorId],
  );
}

/** Moves a version to a status (and what goes with it), its revision on. */
