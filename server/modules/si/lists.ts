import type { FastifyInstance } from 'fastify';
import { siViaWords } from '../../../src/contract/si/words';
import { commonFieldWords } from '../../../src/contract/words';
import { SI_ACCESS as A, SI_PATHS as P } from '../../../src/contract/si/module';
import { SiBookingRowSchema, SiCreationRowSchema, SiQueueRowSchema, SiSubmissionRowSchema } from '../../../src/contract/si/listItems';
import { statusText } from '../../../src/domain/si/status';
import { formatSiNo } from '../../../src/domain/si/summary';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { seesAll } from './repository';
import { SI_TOPIC } from '../../live/siChanged';
import type { Actor } from '../../platform/access/grants';

/** Every SI list's pages are kept until an SI (or booking) is written; what a page shows depends on the actor's company only. */
const SI_LIST_CACHE = { topic: SI_TOPIC, scope: (actor: Actor) => (seesAll(actor) ? 'all' : `company:${actor.companyId}`) };

/** A row of the event lists (submissions, creations): ids as numbers, the SI's number as shown, the time in ISO. */
const presentSiEvent = (r: Record<string, unknown>) => ({
  ...r,
  Id: Number(r.Id),
  SiId: Number(r.SiId),
  TBI_NO: formatSiNo(r.TBI_NO as string),
  TBI_STATUS: Number(r.TBI_STATUS),
  At: new Date(r.At as string).toISOString(),
});

/**
 * The SI lists (the list kit: filters, sorting, paging, Excel export): the bookings to make SIs
 * from, the review queue, every submission, every creation. Each is its SQL and its columns.
 */
export function siLists(app: FastifyInstance, db: Db): void {
  siBookingList(app, db);
  siReviewQueue(app, db);
  siSubmitLog(app, db);
  siCreationLog(app, db);
}

/** The bookings to make SIs from. */
function siBookingList(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.siBookingList,
    item: SiBookingRowSchema,
    access: A.siRead,
    exportAccess: A.siRead,
    cache: SI_LIST_CACHE,
    title: 'bookings',
    base: (actor) => ({
      sql: `select b.cgo_id as "CGO_ID", b.mbl_no as "MBL_NO", c.name_zh as "CompanyName", b.carrier as "CARRIER", b.vessel as "VESSEL", b.voyage as "VOYAGE",
              b.loading_code as "LOADING_CODE", b.discharge_code as "DISCHARGE_CODE", b.sailing_date as "SAILINGDATE", b.deadline as "DEADLINE", b.containers as "Containers",
              (select count(*) from si_records s where s.cgo_id = b.cgo_id and not s.deleted) as "SIs"
            from booking_facts b join company_directory c on c.id = b.company_id where ($1::boolean or b.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'CGO_ID', filter: 'text', sortable: true },
      { key: 'MBL_NO', filter: 'text', sortable: true },
      { key: 'VESSEL', filter: 'text', sortable: true },
      { key: 'DEADLINE', sortable: true },
    ],
    order: 't."DEADLINE" nulls last, t."CGO_ID"',
    present: (r) => ({
      ...r,
      SIs: Number(r.SIs),
      SAILINGDATE: r.SAILINGDATE ? new Date(r.SAILINGDATE as string).toISOString().slice(0, 10) : '',
      DEADLINE: r.DEADLINE ? new Date(r.DEADLINE as string).toISOString().slice(0, 10) : '',
    }),
    sheet: [
      { header: 'CGO_ID', value: (r) => r.CGO_ID as string },
      { header: 'MBL_NO', value: (r) => r.MBL_NO as string },
      { header: '船名 Vessel', value: (r) => r.VESSEL as string },
      { header: '航次 Voyage', value: (r) => r.VOYAGE as string },
      { header: '截单 Deadline', value: (r) => r.DEADLINE as string },
    ],
  });
}

/** The SIs themselves: the review queue, and the SI lists of both sides. */
function siReviewQueue(app: FastifyInstance, db: Db): void {
  // The SIs themselves (the review queue, and the SI lists of both sides): from the columns kept
  // beside the record (migration 023), never the record. The names, which may change, are looked
  // up by primary key for the rows shown only: the count reads none of them, and is answered from
  // an index alone (a join, even one the planner removes, made PostgreSQL read every row).
  // The columns only the export shows (the shipper, the totals) are not read for a page.
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.siReviewQueue,
    item: SiQueueRowSchema,
    access: A.siRead,
    exportAccess: A.siRead,
    cache: SI_LIST_CACHE,
    title: 'si-queue',
    base: (actor) => ({
      sql: `select s.id as "Id", s.no as "TBI_NO", s.status as "TBI_STATUS", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO", s.box_summary as "BoxSummary",
              c.name_zh as "CompanyName",
              s.consignor_line as "TBI_CONSIGNOR", s.consignee_line as "TBI_CONSIGNEE", s.packages as "Packages", s.weight as "Weight", s.volume as "Volume",
              s.deadline as "TBI_DEADLINE", s.updated_at as "UpdatedAt", (select e.name from employee_directory e where e.id = s.created_by) as "CreatorName"
            from si_records s join company_directory c on c.id = s.company_id
            where not s.deleted${seesAll(actor) ? '' : ' and s.company_id = $1'}`,
      params: seesAll(actor) ? [] : [actor.companyId],
    }),
    columns: [
      { key: 'TBI_STATUS', filter: 'exact', values: ['1', '2', '3', '4'], type: 'integer', sortable: true, notNull: true },
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'TBI_MBL_NO', filter: 'text', sortable: true },
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'TBI_DEADLINE', sortable: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    // the oldest waiting first: a queue
    order: 't."UpdatedAt", t."Id"',
    present: (r) => ({
      ...r,
      Id: Number(r.Id),
      TBI_NO: formatSiNo(r.TBI_NO as string),
      TBI_STATUS: Number(r.TBI_STATUS),
      TBI_DEADLINE: r.TBI_DEADLINE ? new Date(r.TBI_DEADLINE as string).toISOString().slice(0, 10) : '',
      UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
    }),
    sheet: [
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: '状态 Status', value: (r, lang) => statusText(r.TBI_STATUS as number, lang) },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: 'MBL_NO', value: (r) => r.TBI_MBL_NO as string },
      { header: '箱型 Boxes', value: (r) => r.BoxSummary as string },
      { header: '客户 Company', value: (r) => r.CompanyName as string, width: 30 },
      { header: '发货人 Shipper', value: (r) => r.TBI_CONSIGNOR as string, width: 30 },
      { header: '收货人 Consignee', value: (r) => r.TBI_CONSIGNEE as string, width: 30 },
      { header: '件数 Packages', value: (r) => Number(r.Packages) },
      { header: '毛重 Weight (kg)', value: (r) => Number(r.Weight) },
      { header: '体积 Volume (m³)', value: (r) => Number(r.Volume) },
      { header: '截单 Deadline', value: (r) => r.TBI_DEADLINE as string },
    ],
  });
}

/** Every submission of an SI. */
function siSubmitLog(app: FastifyInstance, db: Db): void {
  // every submission and resubmission, newest first: who sent which SI when
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.siSubmitLog,
    item: SiSubmissionRowSchema,
    access: A.siRead,
    exportAccess: A.siRead,
    cache: SI_LIST_CACHE,
    title: 'si-submissions',
    base: (actor) => ({
      sql: `select e.id as "Id", e.at as "At", coalesce(a.name, '') as "Actor", a.name as "ActorBare", s.id as "SiId", s.no as "TBI_NO", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO",
              c.name_zh as "CompanyName", case when e.detail ? 'previousStatus' then 'resubmitted' else 'submitted' end as "Kind", s.status as "TBI_STATUS"
            from si_events e join si_records s on s.id = e.si_id join company_directory c on c.id = s.company_id left join employee_directory a on a.id = e.actor_id
            where e.type = 'v1.SiSubmitted' and ($1::boolean or s.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'Actor', filter: 'text', sortable: true, filterColumn: 'ActorBare' },
      { key: 'Kind', filter: 'exact', values: ['submitted', 'resubmitted'] },
      { key: 'At', sortable: true },
    ],
    order: 't."Id" desc',
    present: presentSiEvent,
    sheet: [
      { header: '时间 At', value: (r) => r.At as string, width: 24 },
      { header: '提交人 Actor', value: (r) => r.Actor as string },
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: '类型 Kind', value: (r) => r.Kind as string },
    ],
  });
}

/** Every creation of an SI. */
function siCreationLog(app: FastifyInstance, db: Db): void {
  // every SI's creation: who entered it, for whom (staff on behalf of a customer, /tdManage/siCreator)
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.siCreationLog,
    item: SiCreationRowSchema,
    access: A.siRead,
    exportAccess: A.siRead,
    cache: SI_LIST_CACHE,
    title: 'si-creations',
    base: (actor) => ({
      sql: `select e.id as "Id", e.at as "At", coalesce(a.name, '') as "Creator", a.name as "CreatorBare", coalesce(ac.name_zh, '') as "CreatorCompany",
              case when e.detail ? 'onBehalfOf' or coalesce(e.detail->>'via', '') like 'on behalf%' then 'onBehalf' else 'own' end as "Via",
              coalesce(o.name, '') as "Owner", o.name as "OwnerBare", s.id as "SiId", s.no as "TBI_NO", s.cgo_id as "TBI_CGO_ID", s.mbl_no as "TBI_MBL_NO",
              c.name_zh as "CompanyName", s.status as "TBI_STATUS", s.box_summary as "BoxSummary", s.deleted as "Deleted"
            from si_events e join si_records s on s.id = e.si_id join company_directory c on c.id = s.company_id
            left join employee_directory a on a.id = e.actor_id left join company_directory ac on ac.id = a.company_id left join employee_directory o on o.id = s.created_by
            where e.type = 'v1.SiCreated' and ($1::boolean or s.company_id = $2)`,
      params: [seesAll(actor), actor.companyId],
    }),
    columns: [
      { key: 'Creator', filter: 'text', sortable: true, filterColumn: 'CreatorBare' },
      { key: 'Owner', filter: 'text', sortable: true, filterColumn: 'OwnerBare' },
      { key: 'CompanyName', filter: 'text', sortable: true },
      { key: 'TBI_CGO_ID', filter: 'text', sortable: true },
      { key: 'Via', filter: 'exact', values: ['own', 'onBehalf'] },
      { key: 'At', sortable: true },
    ],
    order: 't."Id" desc',
    present: presentSiEvent,
    sheet: [
      { header: '时间 At', value: (r) => r.At as string, width: 24 },
      { header: '创建人 Creator', value: (r) => r.Creator as string },
      { header: '所属员工 Owner', value: (r) => r.Owner as string },
      { header: '方式 Via', value: (r, lang) => (r.Via === 'onBehalf' ? siViaWords.onBehalf : siViaWords.own)[lang] },
      { header: 'SI', value: (r) => r.TBI_NO as string },
      { header: 'CGO_ID', value: (r) => r.TBI_CGO_ID as string },
      { header: '客户 Company', value: (r) => r.CompanyName as string, width: 30 },
      { header: '状态 Status', value: (r, lang) => (r.Deleted ? commonFieldWords.TBI_DELETED[lang] : statusText(r.TBI_STATUS as number, lang)) },
    ],
  });
}
