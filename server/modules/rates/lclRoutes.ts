import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { LCL_STATUSES, LclRateSchema, type LclRateWire, lclCalls as C } from '../../../src/contract/rates/lclCalls';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { lclStatusWords } from '../../../src/contract/rates/words';
import { statusText, statusWords } from '../../../src/contract/words';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { lclListSql } from './lclRepository';
import { searchLcl } from './lclSearch';
import { coLoadSurchargeService } from './coLoadSurchargeService';
import { lclHistory, oneLcl, publishLcl, saveLcl, withdrawLcl } from './lclService';
import { no } from '../../platform/refusal';

/** The LCL calls (commercial.md §4.3): the rate store's list, versions and moves, the search, and the co-load surcharges. */
export function lclRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);
  const badDates = (...dates: (string | undefined)[]) => dates.some((d) => d !== undefined && !isCalendarDate(d));
  const dateRefusal = () => no('BAD_DATE', 'A date is not a calendar date.', '日期不是有效日期。');
  const coLoad = coLoadSurchargeService(db);

  type Row = Omit<LclRateWire, 'UpdatedAt'> & { UpdatedAt: unknown };
  defineList<Row, LclRateWire>(app, db, {
    path: P.lclRateList,
    item: LclRateSchema,
    access: A.lclRead,
    exportAccess: A.lclRead,
    title: 'lcl-rates',
    base: (actor) => ({ sql: lclListSql, params: [actor.companyId] }),
    columns: [
      { key: 'RateNo', filter: 'text', sortable: true, notNull: true },
      { key: 'Status', filter: 'exact', values: LCL_STATUSES },
      { key: 'Expired', filter: 'exact', values: ['true', 'false'] },
      { key: 'CoLoaderName', filter: 'text', sortable: true, notNull: true },
      { key: 'PolCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'PodCode', filter: 'exact', sortable: true, notNull: true },
      { key: 'ValidTo', sortable: true, notNull: true },
      { key: 'UpdatedAt', sortable: true, notNull: true },
    ],
    order: 't."UpdatedAt" desc, t."Id" desc',
    present: (r) => ({
      ...r,
      CutOffWeekdays: r.CutOffWeekdays.map(Number),
      EtdWeekdays: r.EtdWeekdays.map(Number),
      UpdatedAt: new Date(r.UpdatedAt as string).toISOString(),
    }),
    sheet: [
      { header: '运价编号 Rate no.', value: (r) => r.RateNo, width: 16 },
      { header: '版本 Version', value: (r) => r.Version, width: 8 },
      { header: '状态 Status', value: (r, lang) => (r.Expired ? statusWords.expired[lang] : statusText(lclStatusWords, r.Status, lang)), width: 14 },
      { header: '拼箱公司 Co-loader', value: (r) => r.CoLoaderName, width: 16 },
      { header: '起运港 POL', value: (r) => `${r.PolCode} ${r.PolName}`, width: 16 },
      { header: '目的港 POD', value: (r) => `${r.PodCode} ${r.PodName}`, width: 16 },
      { header: '币种 Currency', value: (r) => r.Currency, width: 8 },
      // numbers, so a sheet can sum, sort and compare them
      { header: '每计费吨 Per RT', value: (r) => Number(r.RatePerRt), width: 10 },
      { header: '最低计费吨 Min RT', value: (r) => Number(r.MinRt), width: 10 },
      { header: '阶梯 Breaks', value: (r) => r.Breaks.map((b) => `${b.FromRt}–${b.ToRt ?? '∞'}: ${b.RatePerRt}`).join('; '), width: 30 },
      { header: '有效期自 Valid from', value: (r) => r.ValidFrom, width: 12 },
      { header: '有效期至 Valid to', value: (r) => r.ValidTo, width: 12 },
    ],
  });

  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await oneLcl(db, q.actor!, (q.query as CallInput<typeof C.get>).Id)));
  app.get(C.history.path, routeOf(C.history), async (q, r) => sendOutcome(r, await lclHistory(db, q.actor!, (q.query as CallInput<typeof C.history>).RateNo)));
  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => {
    const b = q.body as CallInput<typeof C.saveDraft>;
    if (badDates(b.ValidFrom, b.ValidTo)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await saveLcl(db, q.actor!, b, todayInShanghai(), lang(q.headers)));
  });
  app.post(C.submit.path, routeOf(C.submit), async (q, r) =>
    sendOutcome(r, await publishLcl(db, q.actor!, q.body as CallInput<typeof C.submit>, todayInShanghai(), lang(q.headers))),
  );
  app.post(C.withdraw.path, routeOf(C.withdraw), async (q, r) => sendOutcome(r, await withdrawLcl(db, q.actor!, q.body as CallInput<typeof C.withdraw>)));
  app.post(C.search.path, routeOf(C.search), async (q, r) => {
    const b = q.body as CallInput<typeof C.search>;
    if (badDates(b.Date)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await searchLcl(db, q.actor!.companyId, b, todayInShanghai(), lang(q.headers)));
  });

  app.get(C.coLoadList.path, routeOf(C.coLoadList), async (q, r) => sendOutcome(r, await coLoad.list(q.actor!)));
  app.post(C.coLoadSave.path, routeOf(C.coLoadSave), async (q, r) => {
    const b = q.body as CallInput<typeof C.coLoadSave>;
    if (badDates(b.ValidFrom, b.ValidTo)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await coLoad.save(q.actor!, b));
  });
}
