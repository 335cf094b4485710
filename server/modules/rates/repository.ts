import type { FclRateDraftInput, FclRateWire, RateStatus } from '../../../src/contract/rates/calls';
import type { Queryable } from '../../db/types';
import { appendEvents, insertVersions, nextRateNos, WRITTEN, writeLinesOf } from './versionWriteRepository';

/**
 * The FCL rate store's SQL (commercial.md §2.1): one row per version in fcl_rates, its prices and
 * surcharge lines beside it, its events appended. Dates and amounts are read as text so nothing
 * passes through a Date or a float on the way to the wire. Beside it: versionWriteRepository.ts (the
 * set-based writes), rateVersionRepository.ts (a rate number's versions), submitChecksRepository.ts (what a
 * submission checks).
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
  join carrier_directory c on c.code = r.carrier_code
  join port_directory pol on pol.code = r.pol_code
  join port_directory pod on pod.code = r.pod_code
  left join port_directory via on via.code = r.via_code
  left join employee_directory e on e.id = r.maintainer_id`;

export interface StoredRate extends FclRateWire {
  OwnerCompanyId: number;
  Direction: string;
  ReceiptType: string;
  DeliveryType: string;
}

type RateRow = Omit<StoredRate, 'Prices' | 'Surcharges' | 'UpdatedAt'> & { UpdatedAt: unknown };

/**
 * A rate's price and surcharge lines beside its row, as JSON arrays in one statement (issue 47: a
 * statement a part cost a search two more round trips). `json`, not `jsonb`: the keys stay in this
 * order; amounts as text, as everywhere here.
 */
const LINES = `coalesce((select json_agg(json_build_object('ContainerClass', p.container_class, 'Cost', p.cost::text, 'ListPrice', p.list_price::text,
                                                 'MaxGrossKg', p.max_gross_kg) order by t.teu, p.container_class)
              from fcl_rate_prices p join container_type_directory t on t.name = p.container_class where p.rate_id = r.id), '[]') as "Prices",
  coalesce((select json_agg(json_build_object('FeeCode', s.fee_code, 'Basis', s.basis, 'ContainerClass', s.container_class, 'Amount', s.amount::text,
                                                 'Currency', s.currency, 'PaymentTerm', s.payment_term, 'Side', s.side) order by s.line_no)
              from fcl_rate_surcharges s where s.rate_id = r.id), '[]') as "Surcharges"`;

/**
 * Rates with their prices and surcharge lines, those `where` picks (its parameters after the day, `$1`),
 * as the statement returns them.
 */
export async function selectRates(q: Queryable, where: string, params: readonly unknown[], today: string, lock = false): Promise<StoredRate[]> {
  const rows = await q.query<RateRow & Pick<StoredRate, 'Prices' | 'Surcharges'>>(
    `select ${RATE_COLUMNS.replace('$TODAY', '$1')}, ${LINES} ${RATE_FROM} where ${where} ${lock ? 'for update of r' : ''}`,
    [today, ...params],
  );
  return rows.map((r) => ({
    ...r,
    CutOffWeekdays: r.CutOffWeekdays.map(Number),
    EtdWeekdays: r.EtdWeekdays.map(Number),
    UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
  }));
}

/** Rates with their prices and surcharge lines, by id (in the order asked). */
export async function readRates(q: Queryable, ids: readonly number[], today: string, lock = false): Promise<StoredRate[]> {
  if (!ids.length) return [];
  const byId = new Map((await selectRates(q, 'r.id = any($2::bigint[])', [ids], today, lock)).map((r) => [r.Id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids of every version of a rate number, oldest first. */
export const versionIds = async (q: Queryable, rateNo: string) =>
  (await q.query<{ id: number }>('select id::int from fcl_rates where rate_no = $1 order by version', [rateNo])).map((r) => r.id);

/** A new rate number: FCL + YYMM + six digits from one sequence (unique however many clerks save at once). */
export async function nextRateNo(q: Queryable, yymm: string): Promise<string> {
  return (await nextRateNos(q, yymm, 1))[0]!;
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
       from fcl_rate_events ev join fcl_rates r on r.id = ev.rate_id left join employee_directory e on e.id = ev.actor_id
      where ev.rate_id = any($1::bigint[]) order by ev.at, ev.id`,
    [ids],
  );

/** The primary trade lane of a port (a rate left without one takes its POD's). */
export async function primaryLane(q: Queryable, portCode: string): Promise<string | null> {
  return (await primaryLanes(q, [portCode])).get(portCode) ?? null;
}

/** The primary trade lane of each of these ports, in one statement. */
export async function primaryLanes(q: Queryable, portCodes: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await q.query<{ code: string; lane: string | null }>(
    `select p.code, coalesce((select lane_code from trade_lane_port_directory t where t.port_code = p.code and t.is_primary), p.lane_code) as lane
       from port_directory p where p.code = any($1::text[])`,
    [[...new Set(portCodes)]],
  );
  return new Map(rows.map((r) => [r.code, r.lane]));
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
