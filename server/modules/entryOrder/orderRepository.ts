import type { EntryOrder, EntryOrderSave } from '../../../src/contract/entryOrder/calls';
import type { EntStatus } from '../../../src/domain/entryOrder/status';
import type { Queryable } from '../../db/types';

/** The entry orders' SQL (entry_orders): SQL only. */

const iso = (c: string) => `to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** One order as the wire has it (EntryOrderSchema). */
export const ORDER_COLUMNS = `o.id::int as "Id", o.ent_no as "ENT_NO", o.company_id::int as "CompanyId", coalesce(c.name_zh, '') as "CompanyName",
  o.ent_form_id::int as "ENT_FORM_ID", o.ent_direction as "ENT_DIRECTION", o.ent_transport_method as "ENT_TRANSPORT_METHOD",
  o.ent_services as "ENT_SERVICES", o.ent_incoterm as "ENT_INCOTERM", o.ent_freight_term as "ENT_FREIGHT_TERM", o.ent_pol as "ENT_POL",
  o.ent_pod as "ENT_POD", o.ent_delivery as "ENT_DELIVERY", o.ent_cargo_ready as "ENT_CARGO_READY", o.ent_etd_from as "ENT_ETD_FROM",
  o.ent_etd_to as "ENT_ETD_TO", o.ent_containers as "ENT_CONTAINERS", o.ent_pkgs as "ENT_PKGS", o.ent_kg::float8 as "ENT_KG",
  o.ent_cbm::float8 as "ENT_CBM", o.ent_goods as "ENT_GOODS", o.ent_hscode as "ENT_HSCODE", o.shipper as "Shipper", o.consignee as "Consignee",
  o.notify as "Notify", o.ent_operator_id::int as "ENT_OPERATOR_ID", coalesce(op.name, '') as "OperatorName", o.ent_sales_id::int as "ENT_SALES_ID",
  coalesce(sa.name, '') as "SalesName", o.ent_custom as "ENT_CUSTOM", o.ent_remarks as "ENT_REMARKS", o.ent_cgo_id as "ENT_CGO_ID",
  o.ent_status::int as "ENT_STATUS", o.ent_reason as "ENT_REASON", coalesce(cb.name, '') as "CreatedBy", ${iso('o.created_at')} as "CreatedAt",
  ${iso('o.updated_at')} as "UpdatedAt", o.version as "VERSION"`;
export const ORDER_FROM = `entry_orders o join company_directory c on c.id = o.company_id
  left join employee_directory op on op.id = o.ent_operator_id left join employee_directory sa on sa.id = o.ent_sales_id
  left join employee_directory cb on cb.id = o.created_by`;

export async function readOrder(q: Queryable, id: number): Promise<EntryOrder | undefined> {
  const [o] = await q.query<EntryOrder>(`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.id = $1`, [id]);
  return o;
}

export interface LockedOrder {
  id: number;
  no: string;
  companyId: string;
  formId: number;
  status: EntStatus;
  cgoId: string | null;
  /** The booking order made from it (MakeBooking), linked once released. */
  bookingId: number | null;
  agentId: string | null;
  pod: string;
  containers: { TYPE?: string; COUNT?: number }[];
  version: number;
}
const LOCKED = `select id::int, ent_no as no, company_id::text as "companyId", ent_form_id::int as "formId", ent_status::int as status, ent_cgo_id as "cgoId",
  ent_booking_id::int as "bookingId", ent_agent_company_id::text as "agentId", ent_pod as pod, ent_containers as containers, version from entry_orders`;

export async function lockOrder(q: Queryable, id: number): Promise<LockedOrder | undefined> {
  const [o] = await q.query<LockedOrder>(`${LOCKED} where id = $1 for update`, [id]);
  return o;
}
export async function orderFacts(q: Queryable, id: number): Promise<LockedOrder | undefined> {
  const [o] = await q.query<LockedOrder>(`${LOCKED} where id = $1`, [id]);
  return o;
}
/** The live order linked to a booking ("which order is this booking's": the booking side's link back). */
export async function orderOfBooking(q: Queryable, cgoId: string): Promise<LockedOrder | undefined> {
  const [o] = await q.query<LockedOrder>(`${LOCKED} where ent_cgo_id = $1 and ent_status <> 10 limit 1`, [cgoId]);
  return o;
}
/**
 * The orders the system may move on: from their booking's tracking (booked, shipped, arrived, delivered),
 * and the accepted ones whose booking made from them (MakeBooking) may have been released since.
 */
export async function ordersToFollow(q: Queryable, ids?: readonly number[]): Promise<number[]> {
  const rows = await q.query<{ id: number }>(
    `select id::int from entry_orders
      where ((ent_status in (4, 5, 6, 7) and ent_cgo_id is not null) or (ent_status = 3 and ent_booking_id is not null and ent_cgo_id is null))
        and ($1::bigint[] is null or id = any($1::bigint[])) order by id`,
    [ids ?? null],
  );
  return rows.map((r) => r.id);
}

/** The columns a Save writes, as stored. */
export type OrderValues = Required<Omit<EntryOrderSave, 'Id' | 'VERSION' | 'CompanyId' | 'ENT_FORM_ID'>>;

const VALUES = [
  'ent_direction',
  'ent_transport_method',
  'ent_services',
  'ent_incoterm',
  'ent_freight_term',
  'ent_pol',
  'ent_pod',
  'ent_delivery',
  'ent_cargo_ready',
  'ent_etd_from',
  'ent_etd_to',
  'ent_containers',
  'ent_pkgs',
  'ent_kg',
  'ent_cbm',
  'ent_goods',
  'ent_hscode',
  'shipper',
  'consignee',
  'notify',
  'ent_operator_id',
  'ent_sales_id',
  'ent_custom',
  'ent_remarks',
] as const;
const paramsOf = (v: OrderValues) => [
  v.ENT_DIRECTION,
  v.ENT_TRANSPORT_METHOD,
  v.ENT_SERVICES,
  v.ENT_INCOTERM,
  v.ENT_FREIGHT_TERM,
  v.ENT_POL,
  v.ENT_POD,
  v.ENT_DELIVERY,
  v.ENT_CARGO_READY,
  v.ENT_ETD_FROM,
  v.ENT_ETD_TO,
  JSON.stringify(v.ENT_CONTAINERS),
  v.ENT_PKGS,
  v.ENT_KG,
  v.ENT_CBM,
  v.ENT_GOODS,
  v.ENT_HSCODE,
  JSON.stringify(v.Shipper),
  JSON.stringify(v.Consignee),
  JSON.stringify(v.Notify),
  v.ENT_OPERATOR_ID,
  v.ENT_SALES_ID,
  JSON.stringify(v.ENT_CUSTOM),
  v.ENT_REMARKS,
];

export async function insertOrder(
  q: Queryable,
  o: { companyId: string; formId: number; values: OrderValues; by: string },
): Promise<{ id: number; no: string }> {
  const cols = VALUES.join(', ');
  const ps = VALUES.map((_, i) => `$${i + 4}`).join(', ');
  const [r] = await q.query<{ id: number; no: string }>(
    `insert into entry_orders (ent_no, company_id, ent_form_id, created_by, ${cols})
     values ('EO' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(nextval('entry_order_no_seq')::text, 6, '0'), $1, $2, $3, ${ps})
     returning id::int, ent_no as no`,
    [o.companyId, o.formId, o.by, ...paramsOf(o.values)],
  );
  return r!;
}

export async function updateOrder(q: Queryable, id: number, values: OrderValues): Promise<number> {
  const sets = VALUES.map((c, i) => `${c} = $${i + 2}`).join(', ');
  const [r] = await q.query<{ version: number }>(`update entry_orders set ${sets}, updated_at = now(), version = version + 1 where id = $1 returning version`, [
    id,
    ...paramsOf(values),
  ]);
  return r!.version;
}

/** Moves an order: its state, and what the move sets (the operator, the booking, the reason, the agent). */
export async function moveOrder(
  q: Queryable,
  id: number,
  m: { status: EntStatus; operatorId?: string; cgoId?: string; reason?: string; agentId?: string | null },
): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    `update entry_orders set ent_status = $2, ent_operator_id = coalesce($3, ent_operator_id), ent_cgo_id = coalesce($4, ent_cgo_id),
            ent_reason = coalesce($5, ent_reason),
            ent_agent_company_id = case when $6::boolean then $7::bigint else ent_agent_company_id end,
            updated_at = now(), version = version + 1
      where id = $1 returning version`,
    [id, m.status, m.operatorId ?? null, m.cgoId ?? null, m.reason ?? null, m.agentId !== undefined, m.agentId ?? null],
  );
  return r!.version;
}

/** The booking order made from the order (MakeBooking): kept on it, the order's version moved. */
export async function keepBookingOrder(q: Queryable, id: number, bookingId: number): Promise<number> {
  const [r] = await q.query<{ version: number }>(
    'update entry_orders set ent_booking_id = $2, updated_at = now(), version = version + 1 where id = $1 returning version',
    [id, bookingId],
  );
  return r!.version;
}

/** Whether an employee is one of the platform's staff (an operator must be). */
export async function isPlatformEmployee(q: Queryable, employeeId: number): Promise<{ name: string } | undefined> {
  const [r] = await q.query<{ name: string }>(
    `select e.name from employee_directory e join company_directory c on c.id = e.company_id where e.id = $1 and c.kind = 'platform' and e.status = 'active'`,
    [employeeId],
  );
  return r;
}

/** The staff pickers: customers (by code or name) and the platform's active employees. */
export async function customerPicks(q: Queryable, search: string) {
  return q.query<{ CompanyId: number; Code: string; Name: string }>(
    `select id::int as "CompanyId", coalesce(code, '') as "Code", name_zh as "Name" from company_directory
      where kind = 'customer' and status = 'active' and ($1 = '' or name_zh ilike $1 or name_en ilike $1 or code ilike $1) order by name_zh limit 50`,
    [search ? `%${search}%` : ''],
  );
}
export async function providerPicks(q: Queryable) {
  return q.query<{ CompanyId: number; Code: string; Name: string }>(
    `select id::int as "CompanyId", coalesce(code, '') as "Code", name_zh as "Name" from company_directory where kind = 'provider' and status = 'active' order by name_zh limit 200`,
  );
}
export async function operatorPicks(q: Queryable) {
  return q.query<{ EmployeeId: number; Name: string }>(
    `select e.id::int as "EmployeeId", e.name as "Name" from employee_directory e join company_directory c on c.id = e.company_id
      where c.kind = 'platform' and e.status = 'active' order by e.name limit 500`,
  );
}

/** An order's saved values (what the rules read at Submit). */
export async function orderValues(q: Queryable, id: number): Promise<OrderValues | undefined> {
  const [row] = await q.query<OrderValues>(
    `select ent_direction as "ENT_DIRECTION", ent_transport_method as "ENT_TRANSPORT_METHOD", ent_services as "ENT_SERVICES", ent_incoterm as "ENT_INCOTERM",
            ent_freight_term as "ENT_FREIGHT_TERM", ent_pol as "ENT_POL", ent_pod as "ENT_POD", ent_delivery as "ENT_DELIVERY", ent_cargo_ready as "ENT_CARGO_READY",
            ent_etd_from as "ENT_ETD_FROM", ent_etd_to as "ENT_ETD_TO", ent_containers as "ENT_CONTAINERS", ent_pkgs as "ENT_PKGS", ent_kg::float8 as "ENT_KG",
            ent_cbm::float8 as "ENT_CBM", ent_goods as "ENT_GOODS", ent_hscode as "ENT_HSCODE", shipper as "Shipper", consignee as "Consignee", notify as "Notify",
            ent_operator_id::int as "ENT_OPERATOR_ID", ent_sales_id::int as "ENT_SALES_ID", ent_custom as "ENT_CUSTOM", ent_remarks as "ENT_REMARKS"
       from entry_orders where id = $1`,
    [id],
  );
  return row;
}

/**
 * The order list's base (entryOnlineList): the rows the scope lets through (`scope`: SQL over `o`,
 * its parameters from $1), the ETD window overlapping [from, to] when given, with the form's name and
 * version, the booking's number (booking_order_facts) and the open and overdue supplements.
 */
export function orderListBase(scope: { sql: string; params: unknown[] }, etd: { from: string; to: string }) {
  const n = scope.params.length;
  return {
    sql: `select o.id::int as "Id", o.ent_no as "ENT_NO", o.company_id::int as "CompanyId", c.name_zh as "CompanyName", o.ent_form_id::int as "ENT_FORM_ID",
                 f.efm_name as "FormName", f.efm_version as "FormVersion", o.ent_direction as "ENT_DIRECTION", o.ent_transport_method as "ENT_TRANSPORT_METHOD",
                 o.ent_services as "ENT_SERVICES", o.ent_pol as "ENT_POL", o.ent_pod as "ENT_POD", nullif(o.ent_cargo_ready, '') as "ENT_CARGO_READY",
                 nullif(o.ent_etd_from, '') as "ENT_ETD_FROM", nullif(o.ent_etd_to, '') as "ENT_ETD_TO", coalesce((select string_agg(coalesce(x->>'COUNT', '0') || '×' || (x->>'TYPE'), ', ') from jsonb_array_elements(o.ent_containers) x where coalesce(x->>'TYPE', '') <> ''), '') as "Containers",
                 o.ent_goods as "ENT_GOODS", o.ent_cgo_id as "ENT_CGO_ID",
                 coalesce((select b.booking_no from booking_order_facts b where b.cgo_id = o.ent_cgo_id order by b.id desc limit 1), '') as "BookingNo",
                 o.ent_operator_id::int as "ENT_OPERATOR_ID", coalesce(op.name, '') as "OperatorName", op.name as "OperatorNameBare", coalesce(sa.name, '') as "SalesName",
                 o.ent_status::int as "ENT_STATUS",
                 (select count(*)::int from order_supplements s where s.sup_ent_id = o.id and s.sup_status in (1, 2, 4)) as "OpenSupplements",
                 (select count(*)::int from order_supplements s where s.sup_ent_id = o.id and s.sup_status in (1, 4) and s.sup_due_at < now()) as "OverdueSupplements",
                 case when exists (select 1 from order_supplements s where s.sup_ent_id = o.id and s.sup_status in (1, 2, 4)) then 'true' else 'false' end as "MissingSupplements",
                 o.created_at as "CreatedAt", o.updated_at as "UpdatedAt", o.version as "VERSION"
            from entry_orders o join company_directory c on c.id = o.company_id join entry_forms f on f.id = o.ent_form_id
            left join employee_directory op on op.id = o.ent_operator_id left join employee_directory sa on sa.id = o.ent_sales_id
           where ${scope.sql}
             and ($${n + 1} = '' or coalesce(nullif(o.ent_etd_to, ''), o.ent_etd_from) >= $${n + 1})
             and ($${n + 2} = '' or coalesce(nullif(o.ent_etd_from, ''), o.ent_etd_to) <= $${n + 2})`,
    params: [...scope.params, etd.from, etd.to],
  };
}
