import type { EclpRow, ShutOut, Transmission } from '../../../src/contract/epacking/calls';
import { ECP_IN_FLIGHT, ECP_KIND, ECP_STATUS } from '../../../src/domain/epacking/status';
import { markMessageAnswered as markOutboundAnswered, requeueMessage as requeueOutbound } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';

/**
 * Electronic packing's SQL (operations.md §4). The packing lists, VGM declarations and container
 * events it reads belong to other modules; it reads their tables (migration 057) with its own
 * queries and writes them only where §4.2's effects say so (an unpack's packing list and STRP event).
 */

export const isPlatform = (actor: Actor) => actor.companyKind === 'platform';
/** A packing list the actor may see: its company's, the trucker's it is assigned to, any for the platform. */
const SEES_PKL = '($2::boolean or p.company_id = $1::bigint or p.pkl_trucker_id = $1::bigint)';
const seen = (actor: Actor) => [actor.companyId, isPlatform(actor)];

export interface StoredPkl {
  id: number;
  company_id: string;
  pkl_no: string | null;
  pkl_status: number;
  pkl_cgo_id: string | null;
  pkl_booking_no: string;
  pkl_carrier: string;
  pkl_vessel: string;
  pkl_voyage: string;
  pkl_loading_code: string;
  pkl_discharge_code: string;
  pkl_cntr_type: string;
  pkl_terminal_code: string;
  pkl_cnno: string;
  pkl_non_iso: boolean;
  pkl_sealno: string;
  pkl_seal_source: string;
  pkl_tare_kg: number | null;
  pkl_max_gross_kg: number | null;
  pkl_stuff_place: string;
  pkl_stuff_at: string | null;
  pkl_num: number;
  pkl_weight: number;
  pkl_volume: number;
  pkl_gated_in_at: string | null;
  version: number;
}
const PKL_COLUMNS = `p.id::int, p.company_id::text, p.pkl_no, p.pkl_status, p.pkl_cgo_id, p.pkl_booking_no, p.pkl_carrier, p.pkl_vessel, p.pkl_voyage,
  p.pkl_loading_code, p.pkl_discharge_code, p.pkl_cntr_type, p.pkl_terminal_code, p.pkl_cnno, p.pkl_non_iso, p.pkl_sealno, p.pkl_seal_source,
  p.pkl_tare_kg, p.pkl_max_gross_kg, p.pkl_stuff_place, to_json(p.pkl_stuff_at)#>>'{}' as pkl_stuff_at, p.pkl_num, p.pkl_weight::float8 as pkl_weight,
  p.pkl_volume::float8 as pkl_volume, to_json(p.pkl_gated_in_at)#>>'{}' as pkl_gated_in_at, p.version`;

/** The packing list, locked (one apply at a time per packing list: `ecp.once`), when the actor may see it. */
export async function lockPackingList(tx: Queryable, actor: Actor, id: number): Promise<StoredPkl | undefined> {
  const [p] = await tx.query<StoredPkl>(`select ${PKL_COLUMNS} from packing_list_facts p where p.id = $3 and ${SEES_PKL} for update`, [...seen(actor), id]);
  return p;
}

export async function packingListById(q: Queryable, id: number): Promise<StoredPkl | undefined> {
  const [p] = await q.query<StoredPkl>(`select ${PKL_COLUMNS} from packing_list_facts p where p.id = $1`, [id]);
  return p;
}

// a packing list's goods lines, as the packing module stores and reads them (one reading of the table)
export { packingLinesOf as linesOf, type PackingLinesRow as PklLine } from '../packing/public';

export interface DeclaredVgm {
  Id: number;
  VGM_VERSION: number;
  VGM_KG: number;
  VGM_METHOD: number;
  VGM_STATUS: number;
  VGM_SIGNATORY: string;
  VGM_WEIGHED_AT: string;
}
/** `ecp.vgm`: the container's latest declared VGM (declared, sent or accepted: §6.2 states 2–4), or undefined. */
export async function declaredVgm(q: Queryable, p: Pick<StoredPkl, 'id' | 'pkl_cgo_id' | 'pkl_cnno'>): Promise<DeclaredVgm | undefined> {
  const [v] = await q.query<DeclaredVgm>(
    `select id::int as "Id", vgm_version as "VGM_VERSION", vgm_kg as "VGM_KG", vgm_method as "VGM_METHOD", vgm_status as "VGM_STATUS",
            vgm_signatory as "VGM_SIGNATORY", to_json(vgm_weighed_at)#>>'{}' as "VGM_WEIGHED_AT"
       from vgm_declaration_facts
      where vgm_status in (2, 3, 4) and (vgm_pkl_id = $1 or ($2::text is not null and vgm_cgo_id = $2 and $3 <> '' and vgm_cnno = $3))
      order by vgm_version desc, id desc limit 1`,
    [p.id, p.pkl_cgo_id, p.pkl_cnno],
  );
  return v;
}

/** The packing list's requests still on their way (`ecp.once`), by kind. */
export async function inFlight(q: Queryable, pklId: number): Promise<{ kind: number; ecp_no: string }[]> {
  return q.query('select ecp_kind as kind, ecp_no from eclp_requests where ecp_pkl_id = $1 and ecp_status = any($2::int[])', [pklId, ECP_IN_FLIGHT]);
}

/**
 * Whether the terminal holds the packing list as packed now: its latest acknowledged request is a
 * pack (an acknowledged unpack after it frees it). `ecp.once`: unpack only after this.
 */
export async function packedAtTerminal(q: Queryable, pklId: number): Promise<boolean> {
  const [r] = await q.query<{ kind: number }>(
    'select ecp_kind as kind from eclp_requests where ecp_pkl_id = $1 and ecp_status = $2 order by decided_at desc nulls last, id desc limit 1',
    [pklId, ECP_STATUS.ACKNOWLEDGED],
  );
  return r?.kind === ECP_KIND.PACK;
}

/** `ecp.loaded`: an actual LOAD of the container (not retracted). */
export async function loadedAt(q: Queryable, cnno: string): Promise<string | undefined> {
  if (!cnno) return undefined;
  const [e] = await q.query<{ at: string }>(
    `select to_json(evt_at)#>>'{}' as at from tracking_event_facts
      where evt_equipment_ref = $1 and evt_code = 'LOAD' and evt_classifier = 'ACT' and not evt_retracted order by evt_at limit 1`,
    [cnno],
  );
  return e?.at;
}

export async function insertRequest(
  tx: Queryable,
  r: { companyId: string; kind: number; pklId: number; terminal: string; reason: string | null; remarks: string; createdBy: string },
): Promise<{ id: number; ecp_no: string }> {
  const [row] = await tx.query<{ id: number; ecp_no: string }>(
    `insert into eclp_requests (ecp_no, company_id, ecp_kind, ecp_pkl_id, ecp_terminal_code, ecp_reason, ecp_remarks, created_by)
     values ('EC' || to_char(now() at time zone 'Asia/Shanghai', 'YYMMDD') || lpad(nextval('eclp_no_seq')::text, 5, '0'), $1, $2, $3, $4, $5, $6, $7)
     returning id::int, ecp_no`,
    [r.companyId, r.kind, r.pklId, r.terminal, r.reason, r.remarks, r.createdBy],
  );
  return row!;
}

export interface StoredRequest {
  id: number;
  ecp_no: string;
  company_id: string;
  ecp_kind: number;
  ecp_pkl_id: number;
  ecp_status: number;
  ecp_terminal_code: string;
  ecp_reason: string | null;
  ecp_message_id: number | null;
  version: number;
}
const REQUEST_COLUMNS = `r.id::int, r.ecp_no, r.company_id::text, r.ecp_kind, r.ecp_pkl_id::int, r.ecp_status, r.ecp_terminal_code, r.ecp_reason,
  r.ecp_message_id::int, r.version`;

/** A request the actor may see (through its packing list), locked. */
export async function lockRequest(tx: Queryable, actor: Actor, id: number): Promise<StoredRequest | undefined> {
  const [r] = await tx.query<StoredRequest>(
    `select ${REQUEST_COLUMNS} from eclp_requests r join packing_list_facts p on p.id = r.ecp_pkl_id where r.id = $3 and ${SEES_PKL} for update of r`,
    [...seen(actor), id],
  );
  return r;
}

/** A request by its number (a receipt names it), locked. */
export async function lockRequestByNo(tx: Queryable, ecpNo: string): Promise<StoredRequest | undefined> {
  const [r] = await tx.query<StoredRequest>(`select ${REQUEST_COLUMNS} from eclp_requests r where r.ecp_no = $1 for update`, [ecpNo]);
  return r;
}

export async function lockRequestById(tx: Queryable, id: number): Promise<StoredRequest | undefined> {
  const [r] = await tx.query<StoredRequest>(`select ${REQUEST_COLUMNS} from eclp_requests r where r.id = $1 for update`, [id]);
  return r;
}

/** A move of §4.2 written: the new state and what comes with it. */
export async function writeStatus(
  tx: Queryable,
  id: number,
  status: number,
  extra: { decidedBy?: string; remarks?: string; messageId?: number; externalRef?: string; error?: string } = {},
): Promise<void> {
  await tx.query(
    `update eclp_requests set ecp_status = $2, version = version + 1, updated_at = now(),
            decided_by = coalesce($3::bigint, decided_by), decided_at = case when $3::bigint is null then decided_at else now() end,
            ecp_remarks = coalesce($4, ecp_remarks), ecp_message_id = coalesce($5::bigint, ecp_message_id),
            ecp_external_ref = coalesce($6, ecp_external_ref), ecp_error = coalesce($7, ecp_error)
      where id = $1`,
    [id, status, extra.decidedBy ?? null, extra.remarks ?? null, extra.messageId ?? null, extra.externalRef ?? null, extra.error ?? null],
  );
}

/** The terminal's receipt number, kept on the request (a RECEIVED receipt names it before the decision). */
export async function writeExternalRef(tx: Queryable, id: number, ref: string): Promise<void> {
  await tx.query('update eclp_requests set ecp_external_ref = $2, updated_at = now() where id = $1', [id, ref]);
}

/** The requests approved and not yet handed to the gateway (the round's first step). */
export function approvedWaiting(q: Queryable): Promise<{ id: number }[]> {
  return q.query('select id::int from eclp_requests where ecp_status = $1 and ecp_message_id is not null order by id', [ECP_STATUS.APPROVED]);
}

/** A failed transmission handed to the gateway again: a fresh schedule, the same message and key (the terminal dedupes). */
export const requeueMessage = (tx: Queryable, messageId: number): Promise<void> => requeueOutbound(tx, messageId);

export async function messageAttempts(q: Queryable, messageId: number): Promise<number> {
  const [m] = await q.query<{ attempts: number }>('select attempts from outbound_message_facts where id = $1', [messageId]);
  return m?.attempts ?? 0;
}

/** The terminal answered: the message's own state says so too (the operating record shows it). */
export async function markMessageAnswered(tx: Queryable, messageId: number | null, status: 'ACKED' | 'NACKED'): Promise<void> {
  if (messageId) await markOutboundAnswered(tx, messageId, status);
}

const ROW_SELECT = `select r.id::int as "Id", r.ecp_no as "ECP_NO", r.ecp_kind as "ECP_KIND", r.ecp_pkl_id::int as "ECP_PKL_ID", r.ecp_status as "ECP_STATUS",
       r.ecp_terminal_code as "ECP_TERMINAL_CODE", r.ecp_reason as "ECP_REASON", r.ecp_external_ref as "ECP_EXTERNAL_REF", r.ecp_error as "ECP_ERROR",
       r.ecp_remarks as "ECP_REMARKS", coalesce(p.pkl_no, '') as "PKL_NO", p.pkl_status as "PKL_STATUS", p.pkl_cnno as "PKL_CNNO", p.pkl_sealno as "PKL_SEALNO",
       p.pkl_cntr_type as "PKL_CNTR_TYPE", p.pkl_cgo_id as "PKL_CGO_ID", p.pkl_booking_no as "PKL_BOOKING_NO", p.pkl_vessel as "PKL_VESSEL",
       p.pkl_voyage as "PKL_VOYAGE", c.name_zh as "CompanyName", coalesce(ce.name, '') as "CreatedByName", to_json(r.created_at)#>>'{}' as "CreatedAt",
       coalesce(de.name, '') as "DecidedByName", to_json(r.decided_at)#>>'{}' as "DecidedAt", coalesce(m.status, '') as "MessageStatus",
       coalesce(m.attempts, 0) as "Attempts", coalesce(m.simulated, false) as "Simulated",
       coalesce((select a.ecp_kind = 1 from eclp_requests a where a.ecp_pkl_id = r.ecp_pkl_id and a.ecp_status = 5
                  order by a.decided_at desc nulls last, a.id desc limit 1), false) as "EclpAccepted"
  from eclp_requests r join packing_list_facts p on p.id = r.ecp_pkl_id join company_directory c on c.id = r.company_id
  left join employee_directory ce on ce.id = r.created_by left join employee_directory de on de.id = r.decided_by left join outbound_message_facts m on m.id = r.ecp_message_id`;

export interface ListFilter {
  kind?: number;
  status?: number;
  queue?: boolean;
  cnno?: string;
  cgoId?: string;
  pklId?: number;
  page: number;
  pageSize: number;
}
export async function listRequests(q: Queryable, actor: Actor, f: ListFilter): Promise<{ Items: EclpRow[]; Total: number }> {
  const where = `where ${SEES_PKL} and ($3::int is null or r.ecp_kind = $3) and ($4::int is null or r.ecp_status = $4)
    and (not $5::boolean or r.ecp_status = 1) and ($6::text is null or p.pkl_cnno ilike '%' || $6 || '%') and ($7::text is null or p.pkl_cgo_id = $7)
    and ($8::bigint is null or r.ecp_pkl_id = $8)`;
  const params = [...seen(actor), f.kind ?? null, f.status ?? null, !!f.queue, f.cnno?.trim() || null, f.cgoId?.trim() || null, f.pklId ?? null];
  // the queue is worked oldest first; the other views show the newest first
  const order = f.queue ? 'r.created_at asc, r.id asc' : 'r.created_at desc, r.id desc';
  const items = await q.query<EclpRow>(`${ROW_SELECT} ${where} order by ${order} limit $9 offset $10`, [...params, f.pageSize, (f.page - 1) * f.pageSize]);
  const [n] = await q.query<{ n: number }>(`select count(*)::int as n from eclp_requests r join packing_list_facts p on p.id = r.ecp_pkl_id ${where}`, params);
  return { Items: items, Total: n?.n ?? 0 };
}

export async function requestRow(q: Queryable, actor: Actor, id: number): Promise<EclpRow | undefined> {
  const [row] = await q.query<EclpRow>(`${ROW_SELECT} where r.id = $3 and ${SEES_PKL}`, [...seen(actor), id]);
  return row;
}

/** Every transmission (newest first) with its receipts in the terminal's order and who approved it. */
export async function transmissions(
  q: Queryable,
  f: { failed: boolean; cnno?: string; page: number; pageSize: number },
): Promise<{ Items: Transmission[]; Total: number }> {
  const where = `where m.channel = 'TERMINAL_CLP' and m.doc_type = 'eclp' and (not $1::boolean or m.status = 'FAILED') and ($2::text is null or p.pkl_cnno ilike '%' || $2 || '%')`;
  const from = 'from outbound_message_facts m join eclp_requests r on r.id = m.doc_id join packing_list_facts p on p.id = r.ecp_pkl_id';
  const params = [f.failed, f.cnno?.trim() || null];
  const items = await q.query<Transmission>(
    `select m.id::int as "MessageId", r.id::int as "Id", r.ecp_no as "ECP_NO", r.ecp_kind as "ECP_KIND", r.ecp_status as "ECP_STATUS", p.pkl_cnno as "PKL_CNNO",
            m.channel as "Channel", m.idempotency_key as "IdempotencyKey", m.status as "Status", m.attempts as "Attempts", m.last_error as "LastError",
            case when m.status in ('QUEUED', 'SENDING') then to_json(m.next_attempt_at)#>>'{}' end as "NextAttemptAt", coalesce(m.external_ref, '') as "ExternalRef",
            m.payload as "Payload", m.simulated as "Simulated", to_json(m.created_at)#>>'{}' as "CreatedAt", coalesce(e.name, '') as "ApprovedByName",
            coalesce((select jsonb_agg(jsonb_build_object('Seq', i.seq, 'Code', i.code, 'Text', i.text, 'ReceivedAt', to_json(i.received_at)#>>'{}',
                                                          'ProcessedAt', to_json(i.processed_at)#>>'{}', 'Simulated', i.simulated) order by i.seq, i.id)
                        from inbound_receipt_facts i where i.channel = m.channel and i.external_ref = r.ecp_no), '[]'::jsonb) as "Receipts"
       ${from} left join employee_directory e on e.id = r.decided_by ${where}
      order by m.id desc limit $3 offset $4`,
    [...params, f.pageSize, (f.page - 1) * f.pageSize],
  );
  const [n] = await q.query<{ n: number }>(`select count(*)::int as n ${from} ${where}`, params);
  return { Items: items, Total: n?.n ?? 0 };
}

/**
 * `ecp.shutout`: containers gated in laden at their packing list's loading port, whose vessel has
 * departed that port (DEPA ACT), with no LOAD ACT: left on the quay (operations.md §4.5).
 */
export function shutOutSuspects(q: Queryable): Promise<ShutOut[]> {
  return q.query<ShutOut>(
    `select p.id::int as "PKL_ID", coalesce(p.pkl_no, '') as "PKL_NO", p.pkl_cnno as "PKL_CNNO", p.pkl_vessel as "PKL_VESSEL", p.pkl_voyage as "PKL_VOYAGE",
            p.pkl_loading_code as "PKL_LOADING_CODE", c.name_zh as "CompanyName", to_json(g.at)#>>'{}' as "GatedInAt", to_json(d.at)#>>'{}' as "DepartedAt",
            coalesce((select u.ecp_no from eclp_requests u where u.ecp_pkl_id = p.id and u.ecp_kind = 2 and u.ecp_status = any($1::int[]) limit 1), '') as "UnpackNo"
       from packing_list_facts p
       join company_directory c on c.id = p.company_id
       cross join lateral (select min(evt_at) as at from tracking_event_facts t
                            where t.evt_equipment_ref = p.pkl_cnno and t.evt_code = 'GTIN' and t.evt_empty = 'LADEN' and t.evt_classifier = 'ACT'
                              and not t.evt_retracted and t.evt_location = p.pkl_loading_code) g
       cross join lateral (select min(evt_at) as at from tracking_event_facts t
                            where t.evt_code = 'DEPA' and t.evt_classifier = 'ACT' and not t.evt_retracted and t.evt_location = p.pkl_loading_code
                              and upper(t.evt_vessel_name) = upper(p.pkl_vessel) and t.evt_voyage = p.pkl_voyage and t.evt_at > g.at) d
      where p.pkl_cnno <> '' and p.pkl_status not in (3, 8) and g.at is not null and d.at is not null
        and not exists (select 1 from tracking_event_facts t where t.evt_equipment_ref = p.pkl_cnno and t.evt_code = 'LOAD' and t.evt_classifier = 'ACT' and not t.evt_retracted)
      order by d.at desc, p.id`,
    [ECP_IN_FLIGHT],
  );
}

// The packing list and the box event are their owners' (issue 46): the same calls, through their public.ts.
export { reopenPackingList } from '../packing/public';
export { insertStrippedEvent } from '../containerEvents/public';

/** The Decide call's Idempotency-Key claimed (false: used before; its first answer is read with decisionOfKey). */
export async function claimDecideKey(tx: Queryable, employeeId: string, key: string, hash: string): Promise<boolean> {
  const rows = await tx.query(
    'insert into eclp_decide_keys (employee_id, idempotency_key, request_hash) values ($1, $2, $3) on conflict do nothing returning 1',
    [employeeId, key, hash],
  );
  return rows.length > 0;
}
export async function decisionOfKey<A>(tx: Queryable, employeeId: string, key: string): Promise<{ request_hash: string; answer: A | null } | undefined> {
  const [r] = await tx.query<{ request_hash: string; answer: A | null }>(
    'select request_hash, answer from eclp_decide_keys where employee_id = $1 and idempotency_key = $2',
    [employeeId, key],
  );
  return r;
}
export async function keepDecision(tx: Queryable, employeeId: string, key: string, answer: unknown): Promise<void> {
  await tx.query('update eclp_decide_keys set answer = $3 where employee_id = $1 and idempotency_key = $2', [employeeId, key, JSON.stringify(answer)]);
}
