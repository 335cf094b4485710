import type { MoneyFacts } from '../../../src/domain/orderApply/approvalFacts';
import type { RiskLevel } from '../../../src/domain/orderApply/risk';
import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** The B/L applications (operations.md §11.1): read, locked, created, moved; and their log. */

export const APPLICATION_COLUMNS = `a.id::int as "Id", a.oap_no as "OAP_NO", a.company_id::int as "CompanyId", c.name_zh as "CompanyName",
  a.oap_hbl_id::int as "OAP_HBL_ID", a.oap_hbl_no as "OAP_HBL_NO", a.oap_cgo_id as "OAP_CGO_ID", a.oap_kind::int as "OAP_KIND",
  a.oap_receiver_id::int as "OAP_RECEIVER_ID", coalesce(r.rcv_name, '') as "ReceiverName", coalesce(a.oap_pickup_name, '') as "OAP_PICKUP_NAME",
  coalesce(a.oap_pickup_id_last4, '') as "OAP_PICKUP_ID_LAST4", coalesce(a.oap_release_to, '') as "OAP_RELEASE_TO",
  a.oap_use_guarantee as "OAP_USE_GUARANTEE", a.oap_unpaid / 100.0 as "OAP_UNPAID", a.oap_risk_level as "OAP_RISK_LEVEL",
  a.oap_status::int as "OAP_STATUS", coalesce(a.oap_courier, '') as "OAP_COURIER", coalesce(a.oap_courier_no, '') as "OAP_COURIER_NO",
  coalesce(d.name, '') as "DecidedBy", a.oap_decided_at as "OAP_DECIDED_AT", a.oap_released_at as "OAP_RELEASED_AT", a.oap_remarks as "OAP_REMARKS",
  coalesce(cb.name, '') as "CreatedBy", a.created_at as "CreatedAt", a.version as "Version"`;
const APPLICATION_FROM = `bl_applications a join company_directory c on c.id = a.company_id left join bl_receivers r on r.id = a.oap_receiver_id
  left join employee_directory d on d.id = a.oap_decided_by left join employee_directory cb on cb.id = a.created_by`;
export const applicationListBase = `select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM}`;

export async function readApplication(q: Queryable, id: number): Promise<Record<string, unknown> | undefined> {
  const [r] = await q.query<Record<string, unknown>>(`select ${APPLICATION_COLUMNS} from ${APPLICATION_FROM} where a.id = $1`, [id]);
  if (!r) return undefined;
  return {
    ...r,
    OAP_UNPAID: Number(r.OAP_UNPAID),
    OAP_DECIDED_AT: iso(r.OAP_DECIDED_AT),
    OAP_RELEASED_AT: iso(r.OAP_RELEASED_AT),
    CreatedAt: iso(r.CreatedAt),
  };
}

export interface StoredApplication {
  id: number;
  no: string;
  companyId: number;
  hblId: number;
  hblNo: string;
  cgoId: string;
  kind: 1 | 2 | 3 | 4;
  receiverId: number | null;
  releaseTo: string;
  useGuarantee: boolean;
  unpaid: number;
  status: number;
  version: number;
  /** The money facts of its latest check (null: not known). */
  facts: MoneyFacts | null;
}

export async function lockApplication(tx: Queryable, id: number): Promise<StoredApplication | undefined> {
  const [r] = await tx.query<{
    id: string;
    oap_no: string;
    company_id: string;
    oap_hbl_id: string;
    oap_hbl_no: string;
    oap_cgo_id: string;
    oap_kind: number;
    oap_receiver_id: string | null;
    oap_release_to: string | null;
    oap_use_guarantee: boolean;
    oap_unpaid: string;
    oap_status: number;
    version: number;
    oap_facts: MoneyFacts | null;
  }>('select * from bl_applications where id = $1 for update', [id]);
  return (
    r && {
      id: Number(r.id),
      no: r.oap_no,
      companyId: Number(r.company_id),
      hblId: Number(r.oap_hbl_id),
      hblNo: r.oap_hbl_no,
      cgoId: r.oap_cgo_id,
      kind: r.oap_kind as 1 | 2 | 3 | 4,
      receiverId: r.oap_receiver_id === null ? null : Number(r.oap_receiver_id),
      releaseTo: r.oap_release_to ?? '',
      useGuarantee: r.oap_use_guarantee,
      unpaid: Number(r.oap_unpaid),
      status: r.oap_status,
      version: r.version,
      facts: r.oap_facts,
    }
  );
}

export async function liveApplicationsOf(q: Queryable, hblId: number, except: number | null): Promise<{ no: string; status: number }[]> {
  return q.query<{ no: string; status: number }>(
    'select oap_no as no, oap_status::int as status from bl_applications where oap_hbl_id = $1 and oap_status between 1 and 5 and id is distinct from $2::bigint order by id',
    [hblId, except],
  );
}

export async function insertApplication(
  tx: Queryable,
  a: {
    companyId: number;
    hblId: number;
    hblNo: string;
    cgoId: string;
    kind: number;
    receiverId: number | null;
    pickupName: string | null;
    pickupIdLast4: string | null;
    releaseTo: string | null;
    useGuarantee: boolean;
    unpaid: number;
    level: RiskLevel;
    actorId: string;
  },
): Promise<{ id: number; no: string }> {
  const [r] = await tx.query<{ id: string; oap_no: string }>(
    `with n as (select nextval('bl_applications_id_seq') as id)
     insert into bl_applications (id, oap_no, company_id, oap_hbl_id, oap_hbl_no, oap_cgo_id, oap_kind, oap_receiver_id, oap_pickup_name, oap_pickup_id_last4,
       oap_release_to, oap_use_guarantee, oap_unpaid, oap_risk_level, oap_status, created_by)
     select n.id, 'OAP' || to_char(now() at time zone 'Asia/Shanghai', 'YYMM') || lpad(n.id::text, 5, '0'), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 1, $13 from n
     returning id, oap_no`,
    [a.companyId, a.hblId, a.hblNo, a.cgoId, a.kind, a.receiverId, a.pickupName, a.pickupIdLast4, a.releaseTo, a.useGuarantee, a.unpaid, a.level, a.actorId],
  );
  return { id: Number(r!.id), no: r!.oap_no };
}

/** Moves the application (status, level, and what else the move sets); answers the new version. */
export async function moveApplication(
  tx: Queryable,
  id: number,
  m: {
    status: number;
    level?: RiskLevel;
    unpaid?: number;
    decidedBy?: string;
    remarks?: string;
    released?: boolean;
    courier?: string | null;
    courierNo?: string | null;
    guaranteeUsed?: number;
    facts?: MoneyFacts;
  },
): Promise<number> {
  const [r] = await tx.query<{ version: number }>(
    `update bl_applications set oap_status = $2, oap_risk_level = coalesce($3, oap_risk_level), oap_unpaid = coalesce($4, oap_unpaid),
       oap_decided_by = coalesce($5, oap_decided_by), oap_decided_at = case when $5::bigint is null then oap_decided_at else now() end,
       oap_remarks = coalesce($6, oap_remarks), oap_released_at = case when $7 then now() else oap_released_at end,
       oap_courier = coalesce($8, oap_courier), oap_courier_no = coalesce($9, oap_courier_no),
       oap_guarantee_used = coalesce($10, oap_guarantee_used), oap_facts = coalesce($11::jsonb, oap_facts), version = version + 1
     where id = $1 returning version`,
    [
      id,
      m.status,
      m.level ?? null,
      m.unpaid ?? null,
      m.decidedBy ?? null,
      m.remarks ?? null,
      m.released ?? false,
      m.courier ?? null,
      m.courierNo ?? null,
      m.guaranteeUsed ?? null,
      m.facts ? JSON.stringify(m.facts) : null,
    ],
  );
  return r!.version;
}
export const applyLogListBase = `select ev.id::int as "Id", a.id::int as "OAP_ID", a.oap_no as "OAP_NO", c.name_zh as "CompanyName", ev.at as "At",
  coalesce(e.name, case ev.actor_kind when 'system' then '系统' else ev.actor_id end, '') as "ActorName", ev.type as "Type", ev.detail as "Detail"
  from doc_event_facts ev join bl_applications a on ev.doc_type = 'blApplication' and ev.doc_id = a.id::text
  join company_directory c on c.id = a.company_id left join employee_directory e on ev.actor_kind = 'employee' and e.id::text = ev.actor_id`;
