import type { FastifyInstance } from 'fastify';
import { type HblRow, HblRowSchema, type MblRow, MblRowSchema } from '../../../src/contract/houseBill/calls';
import { HOUSE_BILL_ACCESS as A, HOUSE_BILL_PATHS as P } from '../../../src/contract/houseBill/module';
import { houseBillFieldWords as W, hblStatusWords, mblStatusWords } from '../../../src/contract/houseBill/words';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { HBL_LIST_SQL } from './repository';
import { MBL_LIST_SQL } from './masterBillRepository';

const both = (w: { zh: string; en: string }) => `${w.zh} ${w.en}`;

/**
 * The made HBLs (HBLMake's list: searched by number, booking, customer, consignee) and the master
 * bills (MBLMake's: by number, booking or vessel), each filtered by state; each Excel export takes
 * the same filters.
 */
export function houseBillLists(app: FastifyInstance, db: Db): void {
  defineList<Record<string, unknown>, HblRow>(app, db, {
    path: P.hblList,
    item: HblRowSchema,
    access: A.hblRead,
    exportAccess: A.hblRead,
    title: 'house-bills',
    base: () => ({ sql: `${HBL_LIST_SQL} where true`, params: [] }),
    columns: [
      { key: 'HBL_STATUS', filter: 'exact', values: ['1', '2', '3', '4', '5', '6', '7'], type: 'integer' },
      { key: 'HBL_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'HBL_CGO_ID', filter: 'text', sortable: true, notNull: true },
      { key: 'Customer', filter: 'text' },
      { key: 'Consignee', filter: 'text' },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({ ...(r as unknown as HblRow), UpdatedAt: new Date(r.UpdatedAt as string).toISOString() }),
    sheet: [
      { header: 'HBL No.', value: (r) => r.HBL_NO },
      { header: both(W.HBL_TYPE), value: (r) => r.HBL_TYPE },
      { header: both(W.HBL_RELEASE_TYPE), value: (r) => r.HBL_RELEASE_TYPE },
      { header: '状态 Status', value: (r) => both(hblStatusWords[r.HBL_STATUS]!) },
      { header: '订舱 Booking', value: (r) => r.HBL_CGO_ID },
      { header: '客户 Customer', value: (r) => r.Customer },
      { header: both(W.Shipper), value: (r) => r.Shipper },
      { header: both(W.Consignee), value: (r) => r.Consignee },
      { header: both(W.Vessel), value: (r) => `${r.Vessel} ${r.Voyage}` },
      { header: both(W.HBL_ISSUE_DATE), value: (r) => r.HBL_ISSUE_DATE ?? '' },
    ],
  });
  defineList<Record<string, unknown>, MblRow>(app, db, {
    path: P.mblList,
    item: MblRowSchema,
    access: A.mblRead,
    exportAccess: A.mblRead,
    title: 'master-bills',
    base: () => ({ sql: `${MBL_LIST_SQL} where true`, params: [] }),
    columns: [
      { key: 'Search', filter: 'text' },
      { key: 'MBL_STATUS', filter: 'exact', values: ['1', '2', '3', '4', '5', '6', '7'], type: 'integer' },
      { key: 'MBL_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => r as unknown as MblRow,
    sheet: [
      { header: both(W.MBL_NO), value: (r) => r.MBL_NO },
      { header: both(W.CGO_IDs), value: (r) => r.MBL_CGO_IDS.join(', ') },
      { header: both(W.Direct), value: (r) => (r.MBL_DIRECT ? '是 Yes' : '否 No') },
      { header: '状态 Status', value: (r) => both(mblStatusWords[r.MBL_STATUS]!) },
      { header: '船公司 Carrier', value: (r) => r.MBL_CARRIER },
      { header: both(W.Vessel), value: (r) => `${r.MBL_VESSEL} ${r.MBL_VOYAGE}`.trim() },
      { header: '分提单数 House bills', value: (r) => r.Houses },
    ],
  });
}
