import type { FastifyInstance } from 'fastify';
import { type MarginAnswer, type MarginTable, radarCalls as C, type SalesAnswer, type Signal } from '../../../src/contract/radar/calls';
import { salesSheetWords, signalDetail, signalKindWords, signalStateWords } from '../../../src/contract/radar/words';
import { recycleReasonWords } from '../../../src/domain/crm/status';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, type SheetColumn, sendSheets, sendWorkbook } from '../../http/xlsx';
import { marginRadar } from './marginRadar';
import { salesRadar } from './salesRadar';
import { userSignals } from './userSignals';

type Person = SalesAnswer['People'][number];
type Recycling = SalesAnswer['RecycleSoon'][number];
type NearDco = SalesAnswer['NearDco'][number];
const money = (list: { Currency: string; Amount: string }[] | null) => (list ? list.map((m) => `${m.Currency} ${m.Amount}`).join(' + ') : '');

const FEED: SheetColumn<Signal>[] = [
  { header: '时间 At', value: (s) => s.At, width: 20 },
  { header: '信号 Signal', value: (s, lang) => signalKindWords[s.Kind][lang], width: 24 },
  { header: '客户 Customer', value: (s) => s.CompanyName, width: 28 },
  { header: '详情 What happened', value: (s, lang) => signalDetail(s, lang), width: 40 },
  { header: '负责人 Owner', value: (s) => s.OwnerName, width: 12 },
  { header: '处理状态 Handled', value: (s, lang) => signalStateWords[s.State][lang], width: 12 },
];

const PEOPLE: SheetColumn<Person>[] = [
  { header: '销售员 Salesperson', value: (p) => p.Name, width: 14 },
  { header: '到期计划 Plans due', value: (p) => p.PlansDue, width: 10 },
  { header: '逾期计划 Overdue', value: (p) => p.PlansOverdue, width: 10 },
  { header: '已跟进 Follow-ups done', value: (p) => p.RecordsDone, width: 10 },
  { header: '已发报价 Quotes sent', value: (p) => p.QuotesSent, width: 10 },
  { header: '客户接受 Quotes won', value: (p) => p.QuotesWon, width: 10 },
  { header: '订舱 Bookings', value: (p) => p.Bookings, width: 10 },
  { header: '毛利 GP', value: (p) => money(p.Gp), width: 24 },
];

const RECYCLE_SOON: SheetColumn<Recycling>[] = [
  { header: '客户 Customer', value: (c) => c.Name, width: 28 },
  { header: '负责人 Owner', value: (c) => c.OwnerName, width: 12 },
  { header: '收回时间 Due', value: (c) => c.DueAt, width: 18 },
  { header: '原因 Reason', value: (c, lang) => recycleReasonWords[c.Reason][lang], width: 20 },
];

const NEAR_DCO: SheetColumn<NearDco>[] = [
  { header: '订舱单 Booking order', value: (b) => b.Ref, width: 18 },
  { header: '客户 Customer', value: (b) => b.CompanyName, width: 28 },
  { header: '负责人 Owner', value: (b) => b.OwnerName, width: 12 },
  { header: '截单时间 Doc cut-off', value: (b) => b.DcoAt, width: 18 },
];

type Row<T extends MarginTable> = T extends 'BELOW_FLOOR'
  ? MarginAnswer['BelowFloor'][number]
  : T extends 'LANES'
    ? MarginAnswer['Lanes'][number]
    : MarginAnswer['Drops'][number];
const lane = { header: '航线 Lane', value: (r: { PolCode: string; PodCode: string }) => `${r.PolCode} → ${r.PodCode}`, width: 18 };
const cls = { header: '箱型 Class', value: (r: { ContainerClass: string; Currency: string }) => `${r.ContainerClass} ${r.Currency}`, width: 12 };
const MARGIN: { [T in MarginTable]: SheetColumn<Row<T>>[] } = {
  BELOW_FLOOR: [
    { header: '报价单号 Quote', value: (r) => r.QuoteNo, width: 16 },
    { header: '客户 Customer', value: (r) => r.CustomerName, width: 28 },
    { header: '销售员 Salesperson', value: (r) => r.SalesName, width: 12 },
    lane,
    { header: '订舱号 Booking', value: (r) => r.BookingNo ?? '', width: 16 },
    { header: '低于底价原因 Reason', value: (r) => r.Reason, width: 30 },
    { header: '运价编号 Rates', value: (r) => r.RateNos, width: 20 },
  ],
  LANES: [
    lane,
    cls,
    { header: '四周前指数 Index then', value: (r) => r.IndexFirst, width: 14 },
    { header: '最新指数 Index now', value: (r) => r.IndexLatest, width: 14 },
    { header: '报价成本中位 Quoted cost', value: (r) => r.QuotedCost, width: 14 },
    { header: '报价数 Quotes', value: (r) => r.Quotes, width: 10 },
  ],
  DROPS: [
    { header: '客户 Customer', value: (r) => r.CustomerName, width: 28 },
    { header: '报价单号 Quote', value: (r) => r.QuoteNo, width: 16 },
    { header: '报价时间 Quoted at', value: (r) => r.QuotedAt, width: 20 },
    lane,
    cls,
    { header: '报价成本 Quoted cost', value: (r) => r.QuotedCost, width: 14 },
    { header: '最新指数 Index now', value: (r) => r.IndexLatest, width: 14 },
  ],
};
const MARGIN_ROWS = { BELOW_FLOOR: 'BelowFloor', LANES: 'Lanes', DROPS: 'Drops' } as const;

/** The radars' tables as Excel (R9.5, the list export): what the page shows this person, in their language, one workbook a table. */
export function radarExportRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);
  route(app, C.usersExport, { file: true }, async ({ actor, input, request }, r) => {
    const feed = await userSignals(db, actor, input);
    if (!feed.ok) return sendOutcome(r, feed);
    return sendWorkbook(r, `user-radar-${exportDay()}.xlsx`, 'signals', FEED, feed.value.Signals, lang(request.headers));
  });
  route(app, C.salesExport, { file: true }, async ({ actor, input, request }, r) => {
    const s = await salesRadar(db, actor, input);
    if (!s.ok) return sendOutcome(r, s);
    const l = lang(request.headers);
    // every table the page shows, each its own sheet named in the person's words
    return sendSheets(
      r,
      `sales-radar-${s.value.From}-${s.value.To}-${exportDay()}.xlsx`,
      [
        { name: salesSheetWords.people[l], columns: PEOPLE, rows: s.value.People },
        { name: salesSheetWords.recycleSoon[l], columns: RECYCLE_SOON, rows: s.value.RecycleSoon },
        { name: salesSheetWords.nearDco[l], columns: NEAR_DCO, rows: s.value.NearDco },
      ],
      l,
    );
  });
  route(app, C.marginExport, { file: true }, async ({ actor, input, request }, r) => {
    const m = await marginRadar(db, actor, { ...(input.From ? { From: input.From } : {}) });
    if (!m.ok) return sendOutcome(r, m);
    const rows = m.value[MARGIN_ROWS[input.Table]] as Row<typeof input.Table>[];
    const columns = MARGIN[input.Table] as SheetColumn<Row<typeof input.Table>>[];
    return sendWorkbook(r, `margin-radar-${input.Table.toLowerCase()}-${exportDay()}.xlsx`, 'margin', columns, rows, lang(request.headers));
  });
}
