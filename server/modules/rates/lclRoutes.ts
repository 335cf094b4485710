import type { FastifyInstance } from 'fastify';
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
import { route } from '../../http/route';

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

  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await oneLcl(db, actor, input.Id)));
  route(app, C.history, async ({ actor, input }, r) => sendOutcome(r, await lclHistory(db, actor, input.RateNo)));
  route(app, C.saveDraft, async ({ actor, input, request: q }, r) => {
    const b = input;
    if (badDates(b.ValidFrom, b.ValidTo)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await saveLcl(db, actor, b, todayInShanghai(), lang(q.headers)));
  });
  route(app, C.submit, async ({ actor, input, request: q }, r) => sendOutcome(r, await publishLcl(db, actor, input, todayInShanghai(), lang(q.headers))));
  route(app, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await withdrawLcl(db, actor, input)));
  route(app, C.search, async ({ actor, input, request: q }, r) => {
    const b = input;
    if (badDates(b.Date)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await searchLcl(db, actor.companyId, b, todayInShanghai(), lang(q.headers)));
  });

  route(app, C.coLoadList, async ({ actor }, r) => sendOutcome(r, await coLoad.list(actor)));
  route(app, C.coLoadSave, async ({ actor, input }, r) => {
    const b = input;
    if (badDates(b.ValidFrom, b.ValidTo)) return sendOutcome(r, dateRefusal());
    return sendOutcome(r, await coLoad.save(actor, b));
  });
}
