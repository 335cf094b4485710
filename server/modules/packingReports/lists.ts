import type { FastifyInstance } from 'fastify';
import { type PackingLineRow, PackingLineRowSchema } from '../../../src/contract/packingReports/calls';
import { PACKING_REPORT_ACCESS as A, PACKING_REPORT_PATHS as P } from '../../../src/contract/packingReports/module';
import { statusText } from '../../../src/contract/words';
import { pklStatusWords } from '../../../src/domain/packing/words';
import { isCalendarDate } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { VISIBLE_PKL, visibleParams } from './reportRepository';

/**
 * The packing-list data query (operations.md §3.4 `TrachManData`): every line of every packing list
 * the reader may see — customers their company's, truckers those assigned to their company
 * (`PKL_TRUCKER_ID`), staff all — with its packing list, booking, vessel/voyage, dates and customer,
 * and its Excel export. `Universal` keeps the universal packing lists (typed bookings), `Mine` the
 * ones the reader created ("my packing lists"); `From`/`To` the days they were created on the
 * office's clock.
 */
const dateQuery = { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' };
const flag = { type: 'string', enum: ['', '0', '1', 'true', 'false'] };
const dayOrNull = (d: string | undefined) => (d && isCalendarDate(d) ? d : null);
const on = (v: string | undefined) => v === '1' || v === 'true';

export function packingReportLists(app: FastifyInstance, db: Db): void {
  type Row = Omit<PackingLineRow, 'CreatedAt'> & { CreatedAt: unknown };
  defineList<Row, PackingLineRow>(app, db, {
    path: P.packingDataList,
    item: PackingLineRowSchema,
    access: A.packingDataList,
    exportAccess: A.packingDataExport,
    title: 'packing-list-lines',
    extraQuery: { Universal: flag, Mine: flag, From: dateQuery, To: dateQuery },
    base: (actor, request) => {
      const q = request.query as { Universal?: string; Mine?: string; From?: string; To?: string };
      return {
        sql: `select p.id::text || '-' || l.pkd_seq::text as "Key", p.id::int as "PackingListId", coalesce(p.pkl_no, '') as "PKL_NO",
                     p.pkl_status::int as "PKL_STATUS", p.pkl_source::int as "PKL_SOURCE", coalesce(p.pkl_cgo_id, '') as "CGO_ID",
                     p.pkl_booking_no as "PKL_BOOKING_NO", c.name_zh as "CompanyName", coalesce(tc.name_zh, '') as "TruckerName",
                     p.pkl_carrier as "PKL_CARRIER", p.pkl_vessel as "PKL_VESSEL", p.pkl_voyage as "PKL_VOYAGE",
                     p.pkl_loading_code as "PKL_LOADING_CODE", p.pkl_discharge_code as "PKL_DISCHARGE_CODE", p.pkl_cntr_type as "PKL_CNTR_TYPE",
                     p.pkl_cnno as "PKL_CNNO", p.pkl_sealno as "PKL_SEALNO", coalesce(to_json(p.pkl_stuff_at)#>>'{}', '') as "PKL_STUFF_AT",
                     p.created_at as "CreatedAt", l.pkd_seq::int as "PKD_SEQ", l.pkd_cngoods as "PKD_CNGOODS", l.pkd_goods as "PKD_GOODS",
                     l.pkd_hscode as "PKD_HSCODE", l.pkd_package as "PKD_PACKAGE", l.pkd_num::int as "PKD_NUM",
                     l.pkd_weight::float8 as "PKD_WEIGHT", l.pkd_volume::float8 as "PKD_VOLUME"
                from packing_list_facts p join packing_list_line_facts l on l.pkl_id = p.id join company_directory c on c.id = p.company_id
                left join company_directory tc on tc.id = p.pkl_trucker_id
               where ${VISIBLE_PKL} and (not $3::boolean or p.pkl_source = 2) and (not $4::boolean or p.created_by = $5::bigint)
                 and ($6::date is null or p.created_at >= ($6::date::timestamp at time zone 'Asia/Shanghai'))
                 and ($7::date is null or p.created_at < (($7::date + 1)::timestamp at time zone 'Asia/Shanghai'))`,
        params: [...visibleParams(actor), on(q.Universal), on(q.Mine), actor.id, dayOrNull(q.From), dayOrNull(q.To)],
      };
    },
    columns: [
      { key: 'PKL_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'PKL_STATUS', filter: 'exact', type: 'integer', notNull: true },
      { key: 'CGO_ID', filter: 'text', sortable: true, notNull: true },
      { key: 'PKL_BOOKING_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'PKL_CARRIER', filter: 'exact', sortable: true, notNull: true },
      { key: 'PKL_VESSEL', filter: 'text', sortable: true, notNull: true },
      { key: 'PKL_VOYAGE', filter: 'text', sortable: true, notNull: true },
      { key: 'PKL_CNNO', filter: 'text', sortable: true, notNull: true },
      { key: 'PKD_GOODS', filter: 'text', notNull: true },
      { key: 'CompanyName', sortable: true, notNull: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
    ],
    order: 't."CreatedAt" desc, t."PackingListId" desc, t."PKD_SEQ" asc',
    present: (r) => ({ ...r, CreatedAt: new Date(r.CreatedAt as string).toISOString() }),
    sheet: [
      { header: '装箱单号 PKL no.', value: (r) => r.PKL_NO, width: 16 },
      { header: '状态 Status', value: (r, lang) => statusText(pklStatusWords, String(r.PKL_STATUS), lang), width: 12 },
      { header: 'CGO_ID', value: (r) => r.CGO_ID, width: 20 },
      { header: '订舱号 Booking no.', value: (r) => r.PKL_BOOKING_NO, width: 18 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 22 },
      { header: '车队 Trucker', value: (r) => r.TruckerName, width: 20 },
      { header: '船公司 Carrier', value: (r) => r.PKL_CARRIER, width: 8 },
      { header: '船名 Vessel', value: (r) => r.PKL_VESSEL, width: 20 },
      { header: '航次 Voyage', value: (r) => r.PKL_VOYAGE, width: 10 },
      { header: '装货港 POL', value: (r) => r.PKL_LOADING_CODE, width: 8 },
      { header: '卸货港 POD', value: (r) => r.PKL_DISCHARGE_CODE, width: 8 },
      { header: '箱型 Type', value: (r) => r.PKL_CNTR_TYPE, width: 8 },
      { header: '箱号 Container', value: (r) => r.PKL_CNNO, width: 14 },
      { header: '封号 Seal', value: (r) => r.PKL_SEALNO, width: 12 },
      { header: '装箱时间 Stuffed', value: (r) => r.PKL_STUFF_AT, width: 20 },
      { header: '创建 Created', value: (r) => r.CreatedAt, width: 20 },
      { header: '序号 Line', value: (r) => r.PKD_SEQ, width: 6 },
      { header: '中文品名 Goods (zh)', value: (r) => r.PKD_CNGOODS, width: 20 },
      { header: '英文品名 Goods', value: (r) => r.PKD_GOODS, width: 24 },
      { header: 'HS', value: (r) => r.PKD_HSCODE, width: 12 },
      { header: '包装 Package', value: (r) => r.PKD_PACKAGE, width: 8 },
      { header: '件数 Packages', value: (r) => r.PKD_NUM, width: 8 },
      { header: '毛重 Gross (kg)', value: (r) => r.PKD_WEIGHT, width: 12 },
      { header: '体积 Volume (m³)', value: (r) => r.PKD_VOLUME, width: 12 },
    ],
  });
}
