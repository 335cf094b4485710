import { saleCurrencies } from '../refdata/public';
import { refdataCheckWords } from '../../../src/contract/refdata/words';
import { fieldSays } from '../../../src/contract/envelope';
import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { type CoLoadSurchargeWire, LCL_STATUSES, LclRateSchema, type LclRateWire, lclCalls as C } from '../../../src/contract/rates/lclCalls';
import { RATES_ACCESS as A, RATES_PATHS as P } from '../../../src/contract/rates/module';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import { isCalendarDate, todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { lclStatusWords, ratesCheckWords } from '../../../src/contract/rates/words';
import { statusText, statusWords } from '../../../src/contract/words';
import { defineList } from '../../http/lists';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { lclListSql, readLcl } from './lclStore';
import { validAmount, searchLcl } from './lclSearch';
import { publishLcl, saveLcl, withdrawLcl } from './lclService';
import { notFound, stale } from './rateRefusals';
import { fieldErrorText } from '../../../src/contract/fieldLabels';
import { missing, no } from '../../platform/refusal';

/** The LCL calls (commercial.md §4.3): the rate store's list, versions and moves, the search, and the co-load surcharges. */
export function lclRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);
  const badDates = (...dates: (string | undefined)[]) => dates.some((d) => d !== undefined && !isCalendarDate(d));
  const dateRefusal = () => no('BAD_DATE', 'A date is not a calendar date.', '日期不是有效日期。');

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

  app.get(C.get.path, routeOf(C.get), async (q, r) => {
    const [rate] = await readLcl(db, { ids: [(q.query as CallInput<typeof C.get>).Id] });
    if (!rate || rate.OwnerCompanyId !== String(q.actor!.companyId)) return sendOutcome(r, notFound());
    const { OwnerCompanyId: _o, SupersedesId: _s, ...wire } = rate;
    return sendOutcome(r, { ok: true, value: wire });
  });
  app.get(C.history.path, routeOf(C.history), async (q, r) => {
    const versions = (await readLcl(db, { rateNo: (q.query as CallInput<typeof C.history>).RateNo.trim().toUpperCase() })).filter(
      (v) => v.OwnerCompanyId === String(q.actor!.companyId),
    );
    if (!versions.length) return sendOutcome(r, notFound());
    return sendOutcome(r, { ok: true, value: versions.map(({ OwnerCompanyId: _o, SupersedesId: _s, ...v }) => v) });
  });
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

  app.get(C.coLoadList.path, routeOf(C.coLoadList), async (q, r) => {
    const rows = await db.query<CoLoadSurchargeWire>(
      `select s.id::int as "Id", s.revision as "Revision", s.fee_code as "FeeCode", coalesce(f.name_zh, s.fee_code) as "FeeName",
              s.co_loader_name as "CoLoaderName", s.pol_code as "PolCode", s.pod_code as "PodCode", s.basis as "Basis", s.amount::text as "Amount",
              s.currency as "Currency", s.min_amount::text as "Min", s.max_amount::text as "Max", s.side as "Side",
              s.valid_from::text as "ValidFrom", s.valid_to::text as "ValidTo", s.active as "Active"
         from lcl_surcharges s left join fee_codes f on f.code = s.fee_code
        where s.owner_company_id = $1 order by s.fee_code, s.co_loader_name nulls first, s.pol_code nulls first, s.pod_code nulls first, s.id`,
      [q.actor!.companyId],
    );
    return sendOutcome(r, { ok: true, value: rows });
  });
  app.post(C.coLoadSave.path, routeOf(C.coLoadSave), async (q, r) => {
    const b = q.body as CallInput<typeof C.coLoadSave>;
    const actor = q.actor!;
    if (badDates(b.ValidFrom, b.ValidTo)) return sendOutcome(r, dateRefusal());
    const outcome = await db.transaction(async (tx): Promise<Outcome<{ Id: number; Revision: number }>> => {
      const fee = normaliseCode(b.FeeCode);
      const currency = normaliseCode(b.Currency);
      const ports = [b.PolCode, b.PodCode].filter((c): c is string => !!c).map(normaliseCode);
      const errors: { Path: string; Message: string }[] = [];
      if (!(await tx.query('select 1 from fee_codes where code = $1', [fee])).length) errors.push(fieldSays('/FeeCode', ratesCheckWords.noFeeCode(fee)));
      const digits = (await saleCurrencies(tx, [currency])).get(currency);
      const cur = digits === undefined ? undefined : { digits };
      if (!cur) errors.push(fieldSays('/Currency', refdataCheckWords.notActiveCurrency(currency)));
      else
        for (const [path, v] of [
          ['/Amount', b.Amount],
          ['/Min', b.Min],
          ['/Max', b.Max],
        ] as const)
          if (v && !validAmount(v, Number(cur.digits))) errors.push(fieldSays(path, ratesCheckWords.notAmount(v, Number(cur.digits))));
      const known = await tx.query<{ code: string }>(`select code from ports where code = any($1::text[])`, [ports]);
      for (const p of ports)
        if (!known.some((k) => k.code === p))
          errors.push(fieldSays(p === normaliseCode(b.PodCode ?? '') ? '/PodCode' : '/PolCode', refdataCheckWords.noPortCode(p)));
      if (b.ValidFrom > b.ValidTo) errors.push(fieldSays('/ValidTo', ratesCheckWords.beforeFrom(b.ValidFrom)));
      if (b.Min && b.Max && Number(b.Min) > Number(b.Max)) errors.push(fieldSays('/Max', ratesCheckWords.belowMin(b.Min)));
      if (errors.length)
        return no(
          'INVALID',
          `The surcharge is not valid: ${errors.map((e) => fieldErrorText(e, 'rates', 'en')).join('; ')}`,
          `附加费有误：${errors.map((e) => fieldErrorText(e, 'rates', 'zh')).join('；')}`,
          errors,
        );
      const values = [
        fee,
        b.CoLoaderName?.trim() || null,
        b.PolCode ? normaliseCode(b.PolCode) : null,
        b.PodCode ? normaliseCode(b.PodCode) : null,
        b.Basis,
        b.Amount,
        currency,
        b.Min || null,
        b.Max || null,
        b.Side,
        b.ValidFrom,
        b.ValidTo,
        b.Active ?? true,
      ];
      if (b.Id) {
        const [row] = await tx.query<{ revision: number }>('select revision from lcl_surcharges where id = $1 and owner_company_id = $2 for update', [
          b.Id,
          actor.companyId,
        ]);
        if (!row) return missing('No such surcharge.', '没有这条附加费。');
        if (row.revision !== b.Revision) return stale();
        const [saved] = await tx.query<{ revision: number }>(
          `update lcl_surcharges set fee_code = $2, co_loader_name = $3, pol_code = $4, pod_code = $5, basis = $6, amount = $7, currency = $8,
                  min_amount = $9, max_amount = $10, side = $11, valid_from = $12, valid_to = $13, active = $14, revision = revision + 1, updated_at = now()
            where id = $1 returning revision`,
          [b.Id, ...values],
        );
        return { ok: true, value: { Id: b.Id, Revision: saved!.revision } };
      }
      const [made] = await tx.query<{ id: number; revision: number }>(
        `insert into lcl_surcharges (fee_code, co_loader_name, pol_code, pod_code, basis, amount, currency, min_amount, max_amount, side, valid_from, valid_to,
                                     active, owner_company_id, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id::int, revision`,
        [...values, actor.companyId, actor.id],
      );
      return { ok: true, value: { Id: made!.id, Revision: made!.revision } };
    });
    return sendOutcome(r, outcome);
  });
}
