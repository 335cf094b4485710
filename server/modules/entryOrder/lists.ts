import type { FastifyInstance } from 'fastify';
import {
  entryOrderCalls as C,
  type EntryFormRow,
  EntryFormRowSchema,
  type EntryOrderRow,
  EntryOrderRowSchema,
  type SupplementRow,
  SupplementRowSchema,
} from '../../../src/contract/entryOrder/calls';
import { EFM_STATUS_WORDS, ENT_STATUS_WORDS, SUP_SCOPE_WORDS, SUP_STATUS_WORDS } from '../../../src/contract/entryOrder/words';
import { ENT_STATUSES, SUP_STATUSES } from '../../../src/domain/entryOrder/status';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { formListBase } from './formRepository';
import { orderScope } from './orderAccess';
import { orderListBase } from './orderRepository';
import { supplementListBase } from './supplementRepository';
import { isStaff } from './terms';

/** The module's lists (the list kit: paging, filters, sort and the Excel export): orders, supplements, forms. */

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
const day = /^\d{4}-\d{2}-\d{2}$/;
const said = (w: { zh: string; en: string } | undefined, lang: 'zh' | 'en', v: unknown) => w?.[lang] ?? String(v);

export function entryLists(app: FastifyInstance, db: Db): void {
  orderList(app, db);
  supplementList(app, db);
  formList(app, db);
}

function orderList(app: FastifyInstance, db: Db): void {
  defineList<Omit<EntryOrderRow, 'CreatedAt' | 'UpdatedAt'> & { CreatedAt: unknown; UpdatedAt: unknown }, EntryOrderRow>(app, db, {
    path: C.entryOrderList.path,
    item: EntryOrderRowSchema,
    access: C.entryOrderList.access,
    exportAccess: C.entryOrderList.access,
    title: 'entry-orders',
    extraQuery: { EtdFrom: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' }, EtdTo: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' } },
    base: (actor, request) => {
      const q = request.query as Record<string, string | undefined>;
      const etd = { from: day.test(q.EtdFrom ?? '') ? q.EtdFrom! : '', to: day.test(q.EtdTo ?? '') ? q.EtdTo! : '' };
      return orderListBase(orderScope(actor, 1), etd);
    },
    columns: [
      { key: 'ENT_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'ENT_STATUS', filter: 'exact', type: 'integer', values: ENT_STATUSES.map(String), notNull: true },
      { key: 'CompanyId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'CompanyName', filter: 'text', notNull: true },
      { key: 'ENT_POL', filter: 'exact', notNull: true },
      { key: 'ENT_POD', filter: 'exact', notNull: true },
      { key: 'ENT_OPERATOR_ID', filter: 'exact', type: 'integer' },
      { key: 'OperatorName', filter: 'text', filterColumn: 'OperatorNameBare' },
      { key: 'MissingSupplements', filter: 'exact', values: ['true', 'false'], notNull: true },
      { key: 'ENT_DIRECTION', filter: 'exact', values: ['EXPORT', 'IMPORT'], notNull: true },
      { key: 'ENT_TRANSPORT_METHOD', filter: 'exact', notNull: true },
      { key: 'ENT_CARGO_READY', sortable: true },
      { key: 'ENT_ETD_FROM', sortable: true },
      { key: 'CreatedAt', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({ ...r, CreatedAt: iso(r.CreatedAt)!, UpdatedAt: iso(r.UpdatedAt)! }),
    sheet: [
      { header: '委托编号 Order no.', value: (r) => r.ENT_NO, width: 16 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 28 },
      { header: '状态 Status', value: (r, lang) => said(ENT_STATUS_WORDS[r.ENT_STATUS], lang, r.ENT_STATUS), width: 10 },
      { header: '航线 Lane', value: (r) => `${r.ENT_POL}–${r.ENT_POD}`, width: 14 },
      { header: '开船 ETD window', value: (r) => `${r.ENT_ETD_FROM ?? ''} ~ ${r.ENT_ETD_TO ?? ''}`, width: 24 },
      { header: '箱型箱量 Containers', value: (r) => r.Containers, width: 16 },
      { header: '品名 Goods', value: (r) => r.ENT_GOODS, width: 24 },
      { header: '订舱 Booking', value: (r) => r.BookingNo || r.ENT_CGO_ID || '', width: 18 },
      { header: '操作员 Operator', value: (r) => r.OperatorName, width: 10 },
      { header: '未完成补料 Open supplements', value: (r) => r.OpenSupplements, width: 10 },
      { header: '逾期补料 Overdue', value: (r) => r.OverdueSupplements, width: 10 },
      { header: '更新时间 Updated', value: (r) => r.UpdatedAt, width: 20 },
    ],
  });
}

function supplementList(app: FastifyInstance, db: Db): void {
  defineList<SupplementRow, SupplementRow>(app, db, {
    path: C.orderSupplementList.path,
    item: SupplementRowSchema,
    access: C.orderSupplementList.access,
    exportAccess: C.orderSupplementList.access,
    title: 'order-supplements',
    base: (actor) => supplementListBase(isStaff(actor) ? null : String(actor.companyId)),
    columns: [
      { key: 'Scope', filter: 'exact', values: ['ORDER', 'SECOND_HALF'], notNull: true },
      { key: 'SUP_STATUS', filter: 'exact', type: 'integer', values: SUP_STATUSES.map(String), notNull: true },
      { key: 'Overdue', filter: 'exact', values: ['true', 'false'], notNull: true },
      { key: 'SUP_NO', filter: 'text', sortable: true, notNull: true },
      { key: 'ENT_NO', filter: 'text', notNull: true },
      { key: 'ENT_ID', filter: 'exact', type: 'integer' },
      { key: 'CGO_ID', filter: 'exact' },
      { key: 'AssigneeCompanyId', filter: 'exact', type: 'integer', notNull: true },
      { key: 'SUP_DUE_AT', sortable: true, notNull: true },
      { key: 'RequestedAt', sortable: true, notNull: true },
    ],
    order: 't."SUP_DUE_AT", t."Id"',
    present: (r) => r,
    sheet: [
      { header: '补料编号 Supplement', value: (r) => r.SUP_NO, width: 16 },
      { header: '委托 Order', value: (r) => r.ENT_NO, width: 16 },
      { header: '类型 Kind', value: (r, lang) => said(SUP_SCOPE_WORDS[r.SUP_SCOPE], lang, r.SUP_SCOPE), width: 12 },
      { header: '补料对象 Asked of', value: (r) => r.AssigneeName, width: 24 },
      { header: '截止 Due', value: (r) => r.SUP_DUE_AT, width: 20 },
      { header: '状态 Status', value: (r, lang) => said(SUP_STATUS_WORDS[r.SUP_STATUS], lang, r.SUP_STATUS), width: 10 },
      { header: '逾期 Overdue', value: (r) => (r.Overdue ? '是 Yes' : ''), width: 8 },
    ],
  });
}

function formList(app: FastifyInstance, db: Db): void {
  defineList<EntryFormRow, EntryFormRow>(app, db, {
    path: C.entryFormList.path,
    item: EntryFormRowSchema,
    access: C.entryFormList.access,
    exportAccess: C.entryFormList.access,
    title: 'entry-forms',
    base: (actor) => formListBase(isStaff(actor) ? null : String(actor.companyId)),
    columns: [
      { key: 'EFM_NAME', filter: 'text', sortable: true, notNull: true },
      { key: 'EFM_STATUS', filter: 'exact', values: ['DRAFT', 'PUBLISHED', 'RETIRED'], notNull: true },
      { key: 'CompanyId', filter: 'exact', type: 'integer' },
      { key: 'EFM_VERSION', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."EFM_NAME", t."EFM_VERSION" desc',
    present: (r) => r,
    sheet: [
      { header: '表单 Form', value: (r) => r.EFM_NAME, width: 24 },
      { header: '版本 Version', value: (r) => r.EFM_VERSION, width: 8 },
      { header: '客户 Customer', value: (r) => r.CompanyName, width: 24 },
      { header: '状态 Status', value: (r, lang) => said(EFM_STATUS_WORDS[r.EFM_STATUS], lang, r.EFM_STATUS), width: 10 },
      { header: '字段数 Fields', value: (r) => r.FieldCount, width: 8 },
      { header: '委托数 Orders', value: (r) => r.Orders, width: 8 },
    ],
  });
}
