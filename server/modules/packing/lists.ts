import type { FastifyInstance } from 'fastify';
import { PACKING_ACCESS as A, PACKING_PATHS as P } from '../../../src/contract/packing/module';
import { PackingListRowSchema, PKL_STAGES } from '../../../src/contract/packing/schemas';
import { pklStatusWords } from '../../../src/domain/packing/words';
import { vgmShownWords } from '../../../src/domain/vgm/words';
import type { PklStatus } from '../../../src/domain/packing/status';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import { type VgmCell, vgmCell, vgmLatestSql } from '../vgm/public';
import { seesAll } from './repository';

type Filters = {
  Stage?: string;
  Universal?: boolean;
  CGO_ID?: string;
  CNNO?: string;
  Vessel?: string;
  Voyage?: string;
  From?: string;
  To?: string;
  Mine?: boolean;
};
const day = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };
const short = (max: number) => ({ type: 'string', maxLength: max });
/** The stages of the queues (operations.md §3.4): the applications, the data to audit, the opened ones (2–7). */
const STAGE_SQL: Record<(typeof PKL_STAGES)[number], string> = {
  applications: 'p.pkl_status = 1',
  auditData: 'p.pkl_status = 4',
  // opened and on: 2, 4, 5, 6, 7 — not a rejected application (3), which was never opened
  opened: 'p.pkl_status in (2, 4, 5, 6, 7)',
  all: 'true',
};

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/**
 * The packing lists' list (the list kit: paging, sort, column filters, Excel export at /Export):
 * every one for staff, the company's own and those assigned to it as the trucker for everyone else,
 * with the §3.3 filters (Stage, Universal, CGO_ID, CNNO, Vessel, Voyage, From/To on the office's
 * calendar, Mine: created or handled by the signed-in person).
 */
export function packingLists(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, Record<string, unknown>>(app, db, {
    path: P.packingList,
    item: PackingListRowSchema,
    access: A.packingRead,
    exportAccess: A.packingRead,
    title: 'packing-lists',
    extraQuery: {
      Stage: { type: 'string', enum: [...PKL_STAGES, ''] },
      Universal: { type: 'boolean' },
      CGO_ID: short(60),
      CNNO: short(11),
      Vessel: short(35),
      Voyage: short(17),
      From: day,
      To: day,
      Mine: { type: 'boolean' },
    },
    base: (actor, request) => {
      const q = request.query as Filters;
      const params: unknown[] = [seesAll(actor), actor.companyId];
      const where = ['($1::boolean or p.company_id = $2::bigint or p.pkl_trucker_id = $2::bigint)', STAGE_SQL[(q.Stage || 'all') as keyof typeof STAGE_SQL]];
      const add = (sql: (n: string) => string, value: unknown) => {
        params.push(value);
        where.push(sql(`$${params.length}`));
      };
      if (q.Universal !== undefined) add((n) => `p.pkl_source = ${n}::smallint`, q.Universal ? 2 : 1);
      if (q.CGO_ID?.trim()) add((n) => `p.pkl_cgo_id = ${n}`, q.CGO_ID.trim());
      if (q.CNNO?.trim()) add((n) => `upper(p.pkl_cnno) = upper(${n})`, q.CNNO.trim());
      if (q.Vessel?.trim()) add((n) => `p.pkl_vessel ilike ${n}`, `%${q.Vessel.trim()}%`);
      if (q.Voyage?.trim()) add((n) => `upper(p.pkl_voyage) = upper(${n})`, q.Voyage.trim());
      // a day no calendar has (2026-02-30) matches nothing rather than failing the cast
      const onDay = (value: string | undefined, sql: (n: string) => string) => {
        if (!value) return;
        if (isCalendarDate(value)) add(sql, value);
        else where.push('false');
      };
      onDay(q.From, (n) => `p.created_at >= (${n}::date)::timestamp at time zone 'Asia/Shanghai'`);
      onDay(q.To, (n) => `p.created_at < (${n}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
      if (q.Mine)
        add(
          (n) => `(p.created_by = ${n}::bigint or exists (select 1 from doc_event_facts d where d.doc_type = 'packingList' and d.doc_id = p.id::text
                    and d.actor_kind = 'employee' and d.actor_id = (${n}::bigint)::text))`,
          actor.id,
        );
      return {
        sql: `select p.id::int as "Id", p.pkl_no as "PKL_NO", p.pkl_status::int as "PKL_STATUS", p.pkl_source::int as "PKL_SOURCE", p.pkl_cgo_id as "PKL_CGO_ID",
                p.pkl_booking_no as "PKL_BOOKING_NO", p.pkl_carrier as "PKL_CARRIER", p.pkl_vessel as "PKL_VESSEL", p.pkl_voyage as "PKL_VOYAGE",
                p.pkl_loading_code as "PKL_LOADING_CODE", p.pkl_discharge_code as "PKL_DISCHARGE_CODE", p.pkl_delivery_code as "PKL_DELIVERY_CODE",
                p.pkl_cntr_type as "PKL_CNTR_TYPE", p.pkl_slot as "PKL_SLOT", p.pkl_cnno as "PKL_CNNO", p.pkl_sealno as "PKL_SEALNO",
                p.pkl_num as "PKL_NUM", p.pkl_weight as "PKL_WEIGHT", p.pkl_volume as "PKL_VOLUME", p.pkl_trucker_id::int as "PKL_TRUCKER_ID",
                coalesce(t.name_zh, '') as "TruckerName", t.name_zh as "TruckerBareName", p.company_id::int as "COMPANYID", c.name_zh as "CompanyName", p.pkl_parent_id::int as "PKL_PARENT_ID",
                p.pkl_apply_batch::text as "PKL_APPLY_BATCH", p.pkl_remarks as "PKL_REMARKS", p.pkl_decision_remarks as "PKL_DECISION_REMARKS",
                p.pkl_gated_in_at as "PKL_GATED_IN_AT", ${vgmLatestSql('p.pkl_cgo_id', 'p.pkl_cnno')} as "Vgm",
                (select k.at from cut_off_facts k where k.cgo_id = p.pkl_cgo_id and k.code in ('PCO', 'FCO') order by k.code = 'FCO', k.code limit 1) as "CutOff",
                p.version as "VERSION", p.created_at as "CreatedAt", p.updated_at as "UpdatedAt"
              from packing_lists p join company_directory c on c.id = p.company_id left join company_directory t on t.id = p.pkl_trucker_id
             where ${where.join(' and ')}`,
        params,
      };
    },
    columns: [
      { key: 'PKL_NO', filter: 'text', sortable: true },
      { key: 'PKL_STATUS', filter: 'exact', type: 'integer', sortable: true, notNull: true },
      { key: 'PKL_CGO_ID', filter: 'text', sortable: true },
      { key: 'PKL_BOOKING_NO', filter: 'text', sortable: true },
      { key: 'PKL_CNTR_TYPE', filter: 'exact', sortable: true },
      { key: 'PKL_CNNO', filter: 'text', sortable: true },
      { key: 'CompanyName', filter: 'text', sortable: true },
      // filtered by the bare name: one that must contain the text makes the outer join an inner one (lists.ts filterColumn)
      { key: 'TruckerName', filter: 'text', sortable: true, filterColumn: 'TruckerBareName' },
      { key: 'CutOff', sortable: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({
      ...r,
      // the container's VGM in one word (issue 34): read through the VGM module
      Vgm: vgmCell(r.Vgm),
      PKL_WEIGHT: Number(r.PKL_WEIGHT),
      PKL_VOLUME: Number(r.PKL_VOLUME),
      PKL_GATED_IN_AT: iso(r.PKL_GATED_IN_AT),
      CutOff: iso(r.CutOff),
      CreatedAt: iso(r.CreatedAt),
      UpdatedAt: iso(r.UpdatedAt),
    }),
    sheet: [
      { header: '装箱单号 Packing list no.', value: (r) => (r.PKL_NO as string) ?? '' },
      { header: '状态 Status', value: (r, lang) => pklStatusWords[r.PKL_STATUS as PklStatus]?.[lang] ?? String(r.PKL_STATUS) },
      { header: '订舱 Booking', value: (r) => (r.PKL_CGO_ID as string) ?? '' },
      { header: '船公司订舱号 Carrier booking no.', value: (r) => r.PKL_BOOKING_NO as string },
      { header: '船名 Vessel', value: (r) => r.PKL_VESSEL as string },
      { header: '航次 Voyage', value: (r) => r.PKL_VOYAGE as string },
      { header: '箱型 Type', value: (r) => r.PKL_CNTR_TYPE as string },
      { header: '箱号 Container', value: (r) => r.PKL_CNNO as string },
      { header: '封号 Seal', value: (r) => r.PKL_SEALNO as string },
      { header: '件数 Packages', value: (r) => r.PKL_NUM as number },
      { header: '毛重 Gross kg', value: (r) => r.PKL_WEIGHT as number },
      { header: '体积 m³', value: (r) => r.PKL_VOLUME as number },
      { header: '客户 Customer', value: (r) => r.CompanyName as string },
      { header: '车队 Trucker', value: (r) => r.TruckerName as string },
      { header: 'VGM', value: (r, lang) => vgmShownWords[(r.Vgm as VgmCell).State]?.[lang] ?? '' },
    ],
  });
}
