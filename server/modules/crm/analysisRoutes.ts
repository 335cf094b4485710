import type { FastifyInstance } from 'fastify';
import { analysisCalls as C, type CustomerGroupRow, type QuoteGroupRow } from '../../../src/contract/crm/analysisCalls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, type SheetColumn, sendWorkbook } from '../../http/xlsx';
import { customerAnalysis } from './useCases/customerAnalysis';
import { quoteAnalysis } from './useCases/quoteAnalysis';

const percent = (x: number | null) => (x === null ? '' : `${Math.round(x * 1000) / 10}%`);

const CUSTOMER_SHEET: SheetColumn<CustomerGroupRow>[] = [
  { header: '分组 Group', value: (r, lang) => r.Name[lang], width: 24 },
  { header: '新增 New', value: (r) => r.New, width: 10 },
  { header: '领取 Claimed', value: (r) => r.Claimed, width: 10 },
  { header: '回收 Recycled', value: (r) => r.Recycled, width: 10 },
  { header: '成交 Dealt', value: (r) => r.Dealt, width: 10 },
  { header: '沉睡 Dormant', value: (r) => r.Dormant, width: 10 },
];

/** The quotation table's columns; the margin's only for those who see it (R9.2). */
const quoteSheet = (viewCost: boolean): SheetColumn<QuoteGroupRow>[] => [
  { header: '分组 Group', value: (r, lang) => r.Name[lang], width: 24 },
  { header: '报价数 Sent', value: (r) => r.Sent, width: 10 },
  { header: '已接受 Accepted', value: (r) => r.Accepted, width: 10 },
  { header: '已订舱 Booked', value: (r) => r.Booked, width: 10 },
  { header: '报价转化率 Quote conversion', value: (r) => percent(r.Conversion), width: 14 },
  { header: '赢单 Won', value: (r) => r.Won, width: 8 },
  { header: '输单 Lost', value: (r) => r.Lost, width: 8 },
  { header: '赢单率 Win rate', value: (r) => percent(r.WinRate), width: 12 },
  { header: 'TEU', value: (r) => r.Teu, width: 8 },
  ...(viewCost
    ? [
        {
          header: '单箱毛利 Margin per TEU',
          value: (r: QuoteGroupRow) => (r.MarginPerTeu ?? []).map((m) => `${m.Currency} ${m.Amount}`).join(' + '),
          width: 28,
        },
        { header: '折合人民币 In CNY', value: (r: QuoteGroupRow) => r.MarginPerTeuReport ?? '', width: 14 },
      ]
    : []),
];

/** The CRM analysis' calls (commercial.md §7.3): the figures, and each table as an Excel file (R9.5). */
export function analysisRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.customers, async ({ actor, input }, r) => sendOutcome(r, await customerAnalysis(db, actor, input)));
  route(app, C.customersExport, { file: true }, async ({ actor, input, request }, r) => {
    const a = await customerAnalysis(db, actor, input);
    if (!a.ok) return sendOutcome(r, a);
    const lang = requestLanguage(request.headers['accept-language']);
    return sendWorkbook(r, `crm-customers-${input.From}-${input.To}-${exportDay()}.xlsx`, 'customers', CUSTOMER_SHEET, a.value.Rows, lang);
  });
  route(app, C.quotations, async ({ actor, input }, r) => sendOutcome(r, await quoteAnalysis(db, actor, input)));
  route(app, C.quotationsExport, { file: true }, async ({ actor, input, request }, r) => {
    const a = await quoteAnalysis(db, actor, input);
    if (!a.ok) return sendOutcome(r, a);
    const lang = requestLanguage(request.headers['accept-language']);
    return sendWorkbook(r, `crm-quotations-${input.From}-${input.To}-${exportDay()}.xlsx`, 'quotations', quoteSheet(a.value.ViewCost), a.value.Rows, lang);
  });
}
