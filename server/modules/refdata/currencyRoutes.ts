import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { currencyInUse, exchangeRateCurrent, refdataCalls as C } from '../../../src/contract/refdata/calls';
import { CurrencyRowSchema, ExchangeRateRowSchema, type CurrencyRow, type ExchangeRateRow } from '../../../src/contract/refdata/listItems';
import { REFDATA_ACCESS as A, REFDATA_PATHS as P } from '../../../src/contract/refdata/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { defineImport } from '../../http/imports';
import { sendOutcome } from '../../http/outcome';
import { iso, rateImportSpec, saveRate } from './exchangeRateSave';
import { currencyChoices, currentRate } from './currencyService';
import { route } from '../../http/route';
type RateQueryRow = Omit<ExchangeRateRow, 'Id' | 'Current'> & { Id: string; Current: boolean };

/**
 * Currencies and exchange rates (`/BasicData/Cur`, commercial.md §1.1, R1.4): the ISO 4217 list
 * with its digits (read-only: ISO's), the one base currency (CNY), and the rates into it — monthly
 * book rates for accounting, daily ones for display — whose windows never overlap per pair and
 * kind, kept as history (a rate is never edited: a new window is added).
 */
export function currencyRoutes(fastify: FastifyInstance, db: Db): void {
  defineList<CurrencyRow, CurrencyRow>(fastify, db, {
    path: P.currencyList,
    item: CurrencyRowSchema,
    access: A.currencyRead,
    exportAccess: A.currencyRead,
    title: 'currencies',
    base: () => ({
      sql: `select code as "Code", number as "Number", digits as "Digits", name_zh as "NameZh", name_en as "NameEn", symbol as "Symbol",
              is_base as "IsBase", status as "Status", withdrawn as "Withdrawn" from currencies`,
      params: [],
    }),
    columns: [
      { key: 'Code', filter: 'text', sortable: true },
      { key: 'NameZh', filter: 'text', sortable: true },
      { key: 'NameEn', filter: 'text', sortable: true },
      { key: 'Status', filter: 'exact', values: ['ACTIVE', 'DISABLED'] },
    ],
    order: 't."IsBase" desc, t."Code"',
    present: (r) => r,
    sheet: [
      { header: '代码 Code', value: (r) => r.Code, width: 10 },
      { header: '数字代码 Number', value: (r) => r.Number, width: 10 },
      { header: '小数位 Digits', value: (r) => r.Digits, width: 10 },
      { header: '中文名 Chinese name', value: (r) => r.NameZh, width: 20 },
      { header: '英文名 English name', value: (r) => r.NameEn, width: 30 },
      { header: '本位币 Base', value: (r) => (r.IsBase ? '是 yes' : ''), width: 10 },
      { header: '状态 State', value: (r) => (r.Status === 'ACTIVE' ? '启用 in use' : '停用 disabled'), width: 14 },
      { header: '撤销月份 Withdrawn', value: (r) => r.Withdrawn ?? '', width: 12 },
    ],
  });

  defineList<RateQueryRow, ExchangeRateRow>(fastify, db, {
    path: P.exchangeRateList,
    item: ExchangeRateRowSchema,
    access: A.currencyRead,
    exportAccess: A.currencyRead,
    title: 'exchange-rates',
    base: () => ({
      sql: `select r.id as "Id", r.from_code as "FromCode", r.to_code as "ToCode", r.kind as "Kind", r.rate::text as "Rate",
              r.valid_from as "ValidFrom", r.valid_to as "ValidTo", r.source as "Source", coalesce(e.name, '') as "CreatedBy", r.created_at as "CreatedAt",
              (r.valid_from <= $1::date and r.valid_to >= $1::date) as "Current"
            from exchange_rates r left join employee_directory e on e.id = r.created_by`,
      params: [todayInShanghai()],
    }),
    columns: [
      { key: 'FromCode', filter: 'text', sortable: true },
      { key: 'Kind', filter: 'exact', values: ['MONTHLY_BOOK', 'DAILY'] },
      { key: 'ValidFrom', sortable: true },
    ],
    order: 't."ValidFrom" desc, t."FromCode"',
    present: (r) => ({ ...r, Id: Number(r.Id), ValidFrom: iso(r.ValidFrom), ValidTo: iso(r.ValidTo), CreatedAt: new Date(r.CreatedAt).toISOString() }),
    sheet: [
      { header: '币种 From', value: (r) => r.FromCode, width: 8 },
      { header: '兑 To', value: (r) => r.ToCode, width: 8 },
      { header: '类型 Kind', value: (r) => r.Kind, width: 14 },
      { header: '汇率 Rate', value: (r) => r.Rate, width: 14 },
      { header: '起 From date', value: (r) => r.ValidFrom, width: 12 },
      { header: '止 To date', value: (r) => r.ValidTo, width: 12 },
      { header: '来源 Source', value: (r) => r.Source, width: 8 },
    ],
  });

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  route(app, C.exchangeRateSave, async ({ actor, input }, r) => sendOutcome(r, await saveRate(db, actor, input)));
  defineImport(fastify, db, rateImportSpec(`${P.exchangeRateList}/Import`, A.exchangeRateEdit));

  app.get(exchangeRateCurrent.path, { schema: { querystring: exchangeRateCurrent.input }, config: { auth: 'employee' } }, async (q, r) =>
    sendOutcome(r, await currentRate(db, q.query)),
  );
  // any employee: every screen that prices or bills picks from it
  app.get(currencyInUse.path, { schema: { querystring: currencyInUse.input }, config: { auth: 'employee' } }, async (_q, r) =>
    sendOutcome(r, await currencyChoices(db)),
  );
}
