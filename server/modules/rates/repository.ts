import { saleCurrencies } from '../refdata/public';
import type { FclRateDraftInput, FclRateWire, RateStatus } from '../../../src/contract/rates/calls';
import type { Queryable } from '../../db/types';

/**
 * The FCL rate store's SQL (commercial.md §2.1): one row per version in fcl_rates, its prices and
 * surcharge lines beside it, its events appended. Dates and amounts are read as text so nothing
 * passes through a Date or a float on the way to the wire.
 */

const RATE_COLUMNS = `r.id::int as "Id", r.rate_no as "RateNo", r.version as "Version", r.revision as "Revision", r.status as "Status",
  r.supersedes_id::int as "SupersedesId", r.owner_company_id::int as "OwnerCompanyId", r.rate_type as "RateType", r.direction as "Direction",
  r.carrier_code as "CarrierCode", r.service_code as "ServiceCode", r.trade_lane_code as "TradeLaneCode",
  r.pol_code as "PolCode", r.via_code as "ViaCode", r.pod_code as "PodCode", r.receipt_type as "ReceiptType", r.delivery_type as "DeliveryType",
  r.cargo_type as "CargoType", r.commodity as "Commodity", r.contract_no as "ContractNo", r.currency as "Currency", r.all_in as "AllIn",
  r.valid_from::text as "ValidFrom", r.valid_to::text as "ValidTo", r.validity_basis as "ValidityBasis",
  r.cut_off_weekdays as "CutOffWeekdays", r.etd_weekdays as "EtdWeekdays", r.transit_days as "TransitDays",
  r.free_time_origin as "FreeTimeOrigin", r.free_time_dest_dem as "FreeTimeDestDem", r.free_time_dest_det as "FreeTimeDestDet",
  r.remarks as "Remarks", r.internal_remarks as "InternalRemarks", r.visible as "Visible", r.reject_remarks as "RejectRemarks",
  (r.status = 'PUBLISHED' and r.valid_to < $TODAY::date) as "Expired",
  c.name_zh as "CarrierName", pol.name_zh as "PolName", pod.name_zh as "PodName", via.name_zh as "ViaName",
  coalesce(e.name, '') as "MaintainerName", r.updated_at as "UpdatedAt"`;

const RATE_FROM = `from fcl_rates r
  join carriers c on c.code = r.carrier_code
  join ports pol on pol.code = r.pol_code
  join ports pod on pod.code = r.pod_code
  left join ports via on via.code = r.via_code
  left join employees e on e.id = r.maintainer_id`;

export interface StoredRate extends FclRateWire {
  OwnerCompanyId: number;
  Direction: string;
  ReceiptType: string;
  DeliveryType: string;
}

type RateRow = Omit<StoredRate, 'Prices' | 'Surcharges' | 'UpdatedAt'> & { UpdatedAt: unknown };

/** Rates with their prices and surcharge lines, by id (in the order asked). */
export async function readRates(q: Queryable, ids: readonly number[], today: string, lock = false): Promise<StoredRate[]> {
  if (!ids.length) return [];
  const rows = await q.query<RateRow>(
    `select ${RATE_COLUMNS.replace('$TODAY', '$2')} ${RATE_FROM} where r.id = any($1::bigint[]) ${lock ? 'for update of r' : ''}`,
    [ids, today],
  );
  const prices = await q.query<{ rate_id: number; ContainerClass: string; Cost: string; ListPrice: string | null; MaxGrossKg: number | null }>(
    `select rate_id::int, container_class as "ContainerClass", cost::text as "Cost", list_price::text as "ListPrice", max_gross_kg as "MaxGrossKg"
       from fcl_rate_prices p join container_types t on t.name = p.container_class
      where rate_id = any($1::bigint[]) order by t.teu, p.container_class`,
    [ids],
  );
  const surcharges = await q.query<{ rate_id: number } & StoredRate['Surcharges'][number]>(
    `select rate_id::int, fee_code as "FeeCode", basis as "Basis", container_class as "ContainerClass", amount::text as "Amount",
            currency as "Currency", payment_term as "PaymentTerm", side as "Side"
       from fcl_rate_surcharges where rate_id = any($1::bigint[]) order by line_no`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.Id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        ...r,
        CutOffWeekdays: r.CutOffWeekdays.map(Number),
        EtdWeekdays: r.EtdWeekdays.map(Number),
        UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
        Prices: prices.filter((p) => p.rate_id === id).map(({ rate_id: _, ...p }) => p),
        Surcharges: surcharges.filter((s) => s.rate_id === id).map(({ rate_id: _, ...s }) => s),
      },
    ];
  });
}

/** The ids of every version of a rate number, oldest first. */
export const versionIds = async (q: Queryable, rateNo: string) =>
  (await q.query<{ id: number }>('select id::int from fcl_rates where rate_no = $1 order by version', [rateNo])).map((r) => r.id);

/** A new rate number: FCL + YYMM + six digits from one sequence (unique however many clerks save at once). */
export async function nextRateNo(q: Queryable, yymm: string): Promise<string> {
  return (await nextRateNos(q, yymm, 1))[0]!;
}

/** `count` new rate numbers in one statement (a sheet's new rates). */
export async function nextRateNos(q: Queryable, yymm: string, count: number): Promise<string[]> {
  const rows = await q.query<{ n: string }>(`select nextval('fcl_rate_no_seq')::text as n from generate_series(1, $1)`, [count]);
  return rows.map((r) => `FCL${yymm}${r.n.padStart(6, '0')}`);
}

/** The columns a clerk writes, in insert/update order, with their SQL types (a bulk insert reads them from JSON). */
const WRITTEN = [
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

/** A new version row in DRAFT; its prices and surcharges follow with `writeLines`. */
export async function insertVersion(
  q: Queryable,
  input: FclRateDraftInput,
  v: { rateNo: string; version: number; supersedesId: number | null; ownerCompanyId: string; actorId: string },
): Promise<{ id: number; revision: number }> {
  const [made] = await insertVersions(q, [{ input, rateNo: v.rateNo, version: v.version, supersedesId: v.supersedesId }], v);
  return made!;
}

/** A draft's fields written again, its revision moved on. */
export async function updateDraft(q: Queryable, id: number, input: FclRateDraftInput, actorId: string): Promise<number> {
  const values = WRITTEN.map(([, , f]) => f(input));
  const [row] = await q.query<{ revision: number }>(
    `update fcl_rates set ${WRITTEN.map(([c], i) => `${c} = $${i + 3}`).join(', ')}, maintainer_id = $2, reject_remarks = null,
            revision = revision + 1, updated_at = now()
      where id = $1 returning revision`,
    [id, actorId, ...values],
  );
  return row!.revision;
}

/** Replaces a version's prices and surcharge lines. */
export async function writeLines(q: Queryable, id: number, input: Pick<FclRateDraftInput, 'Prices' | 'Surcharges'>): Promise<void> {
  await q.query('delete from fcl_rate_prices where rate_id = $1', [id]);
  await q.query('delete from fcl_rate_surcharges where rate_id = $1', [id]);
  await writeLinesOf(q, [{ id, input }]);
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
export async function setStatus(
  q: Queryable,
  id: number,
  status: RateStatus,
  more: { submittedBy?: string; confirmedBy?: string; rejectRemarks?: string | null; validTo?: string } = {},
): Promise<number> {
  const [row] = await q.query<{ revision: number }>(
    `update fcl_rates set status = $2, submitted_by = coalesce($3, submitted_by), confirmed_by = coalesce($4, confirmed_by),
            reject_remarks = $5, valid_to = coalesce($6::date, valid_to), revision = revision + 1, updated_at = now()
      where id = $1 returning revision`,
    [id, status, more.submittedBy ?? null, more.confirmedBy ?? null, more.rejectRemarks ?? null, more.validTo ?? null],
  );
  return row!.revision;
}

/** Appends one event to a version's history (same transaction as the change). */
export const appendEvent = (q: Queryable, rateId: number, actorId: string, type: string, detail: Record<string, unknown> = {}) =>
  appendEvents(q, actorId, [{ rateId, type, detail }]);

/** The events of these versions, oldest first. */
export const readEvents = (q: Queryable, ids: readonly number[]) =>
  q.query<{ RateId: number; Version: number; At: unknown; Actor: string; Type: string; Detail: Record<string, unknown> }>(
    `select ev.rate_id::int as "RateId", r.version as "Version", ev.at as "At", coalesce(e.name, '') as "Actor", ev.type as "Type", ev.detail as "Detail"
       from fcl_rate_events ev join fcl_rates r on r.id = ev.rate_id left join employees e on e.id = ev.actor_id
      where ev.rate_id = any($1::bigint[]) order by ev.at, ev.id`,
    [ids],
  );

/**
 * The published versions that share the rate's key and a day of its window (R2.2), with their
 * classes. The key is compared column by column (nulls as equal), so the index on the lane serves.
 */
export async function publishedSameKey(
  q: Queryable,
  r: StoredRate,
): Promise<{ Id: number; RateNo: string; ValidFrom: string; ValidTo: string; Classes: string[] }[]> {
  return q.query(
    `select x.id::int as "Id", x.rate_no as "RateNo", x.valid_from::text as "ValidFrom", x.valid_to::text as "ValidTo",
            array(select container_class from fcl_rate_prices p where p.rate_id = x.id order by 1) as "Classes"
       from fcl_rates x
      where x.status = 'PUBLISHED' and x.id <> $1 and x.rate_no <> $2
        and x.owner_company_id = $3 and x.rate_type = $4 and x.direction = $5 and x.carrier_code = $6
        and x.service_code is not distinct from $7 and x.pol_code = $8 and x.via_code is not distinct from $9 and x.pod_code = $10
        and x.receipt_type = $11 and x.delivery_type = $12 and x.cargo_type = $13 and upper(x.commodity) = upper($14)
        and upper(coalesce(x.contract_no, '')) = upper(coalesce($15, ''))
        and x.valid_from <= $17::date and $16::date <= x.valid_to`,
    [
      r.Id,
      r.RateNo,
      r.OwnerCompanyId,
      r.RateType,
      r.Direction,
      r.CarrierCode,
      r.ServiceCode ?? null,
      r.PolCode,
      r.ViaCode ?? null,
      r.PodCode,
      r.ReceiptType,
      r.DeliveryType,
      r.CargoType,
      r.Commodity,
      r.ContractNo ?? null,
      r.ValidFrom,
      r.ValidTo,
    ],
  );
}

/** Serialises writers of one rate key for the rest of the transaction (PGlite and PostgreSQL alike). */
export async function lockKey(q: Queryable, key: string): Promise<void> {
  await q.query('select pg_advisory_xact_lock(hashtext($1))', [key]);
}

/** What the check needs to know: active ports, carriers, rate classes, and currencies with their digits. */
export async function knownLists(q: Queryable, codes: { ports: string[]; carrier: string; classes: string[]; currencies: string[] }) {
  // one after another: a transaction's connection answers one statement at a time
  const ports = await q.query<{ code: string }>(`select code from ports where code = any($1::text[]) and status = 'ACTIVE'`, [codes.ports]);
  const carriers = await q.query<{ code: string }>(`select code from carriers where code = $1 and status = 'ACTIVE'`, [codes.carrier]);
  const classes = await q.query<{ name: string }>(`select name from container_types where name = any($1::text[]) and status = 'ACTIVE'`, [codes.classes]);
  return {
    ports: new Set(ports.map((p) => p.code)),
    carriers: new Set(carriers.map((c) => c.code)),
    classes: new Set(classes.map((c) => c.name)),
    currencies: await saleCurrencies(q, codes.currencies),
  };
}

/** Whether the owner's submitted rates wait for a manager (the company setting; on for the platform). */
export async function needsConfirmation(q: Queryable, companyId: string): Promise<boolean> {
  const [row] = await q.query<{ v: boolean }>('select rate_needs_confirmation as v from companies where id = $1', [companyId]);
  return row?.v ?? true;
}

/** The primary trade lane of a port (a rate left without one takes its POD's). */
export async function primaryLane(q: Queryable, portCode: string): Promise<string | null> {
  return (await primaryLanes(q, [portCode])).get(portCode) ?? null;
}

/** The primary trade lane of each of these ports, in one statement. */
export async function primaryLanes(q: Queryable, portCodes: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await q.query<{ code: string; lane: string | null }>(
    `select p.code, coalesce((select lane_code from trade_lane_ports t where t.port_code = p.code and t.is_primary), p.lane_code) as lane
       from ports p where p.code = any($1::text[])`,
    [[...new Set(portCodes)]],
  );
  return new Map(rows.map((r) => [r.code, r.lane]));
}

/** The version of a rate number being changed (a draft or one waiting for confirmation), if any. */
export async function openVersionOf(q: Queryable, rateNo: string): Promise<{ version: number } | undefined> {
  const [open] = await q.query<{ version: number }>(`select version from fcl_rates where rate_no = $1 and status in ('DRAFT', 'PENDING')`, [rateNo]);
  return open;
}

/** The highest version under a rate number. */
export async function lastVersionOf(q: Queryable, rateNo: string): Promise<number> {
  const [{ max }] = (await q.query<{ max: number }>('select max(version)::int as max from fcl_rates where rate_no = $1', [rateNo])) as [{ max: number }];
  return max;
}

/** A version's status, locked until the transaction ends. */
export async function lockStatus(q: Queryable, id: number): Promise<RateStatus | undefined> {
  const [row] = await q.query<{ status: RateStatus }>('select status from fcl_rates where id = $1 for update', [id]);
  return row?.status;
}

/** The detail of a version's latest SUBMITTED event (whether the submitter asked to supersede). */
export async function lastSubmission(q: Queryable, id: number): Promise<{ Supersede?: boolean } | undefined> {
  const [submitted] = await q.query<{ detail: { Supersede?: boolean } }>(
    `select detail from fcl_rate_events where rate_id = $1 and type = 'SUBMITTED' order by id desc limit 1`,
    [id],
  );
  return submitted?.detail;
}

/** Hides a published version from customers, or shows it again, its revision on. */
export async function setVisible(q: Queryable, id: number, visible: boolean): Promise<void> {
  await q.query('update fcl_rates set visible = $2, revision = revision + 1, updated_at = now() where id = $1', [id, visible]);
}

/** Withdraws a published version, its last day `validTo`, its revision on. */
export async function withdrawVersion(q: Queryable, id: number, validTo: string): Promise<void> {
  await q.query(`update fcl_rates set status = 'WITHDRAWN', valid_to = $2::date, revision = revision + 1, updated_at = now() where id = $1`, [id, validTo]);
}

/** Deletes these versions (the service lets only drafts go). */
export async function deleteVersions(q: Queryable, ids: readonly number[]): Promise<void> {
  await q.query('delete from fcl_rates where id = any($1::bigint[])', [ids]);
}

/**
 * One published, visible rate per lane with a price for the class, valid today (the cheapest cost,
 * then the lowest id), the lanes the owner's search log asked for most in the last 30 days first,
 * then by lane: ids and how often each lane was searched.
 */
export function busiestLaneRates(q: Queryable, owner: string, today: string, containerClass: string, limit: number) {
  return q.query<{ id: number; searches: number }>(
    `with searched as (
       select pol_code, pod_code, count(*)::int as n from rate_search_log
        where owner_company_id = $1 and at > now() - interval '30 days' group by pol_code, pod_code),
     lanes as (
       select distinct on (r.pol_code, r.pod_code) r.id, r.pol_code, r.pod_code
         from fcl_rates r join fcl_rate_prices p on p.rate_id = r.id and p.container_class = $3
        where r.owner_company_id = $1 and r.status = 'PUBLISHED' and r.visible and r.valid_from <= $2::date and r.valid_to >= $2::date
        order by r.pol_code, r.pod_code, p.cost, r.id)
     select l.id::int, coalesce(s.n, 0) as searches from lanes l left join searched s using (pol_code, pod_code)
      order by coalesce(s.n, 0) desc, l.pol_code, l.pod_code limit ${limit}`,
    [owner, today, containerClass],
  );
}
