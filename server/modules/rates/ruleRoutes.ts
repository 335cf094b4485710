import type { FastifyInstance } from 'fastify';
import type { FieldError } from '../../../src/contract/envelope';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { type MarkupInput, ruleCalls as C, type SurchargeInput } from '../../../src/contract/rates/ruleCalls';
import { fromMinor, toBasisPoints, toMinor } from '../../../src/domain/pricing/money';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { forbidden } from '../../http/replies';
import { costRefusal } from './costView';
import { markupPreview } from './markupPreview';
import { currencyDigits } from './pricingRepository';
import type { Lang } from './rateRefusals';
import { badRule, type RuleTable, saveRuleVersion, setRuleActive, unknownMatchCodes } from './ruleVersions';

/**
 * Mark-up and surcharge rules on their pages (commercial.md §2.3 MarkupRule/*, SurchargeRule/*):
 * the latest version of each rule with how many came before, a save that writes the next version,
 * and on/off as a version too. What the wire says in decimal text and percentages is checked here
 * and stored in minor units and basis points, the units the engine reads.
 */

type Digits = ReadonlyMap<string, number>;
export const say = (lang: Lang, zh: string, en: string) => (lang === 'zh' ? zh : en);
export const digitsOf = (d: Digits, currency: string | null | undefined) => d.get(currency ?? 'USD') ?? 2;

export function matchOf(m: MarkupInput['Match']) {
  return Object.fromEntries(
    Object.entries(m)
      .filter(([, v]) => typeof v === 'string' && v.trim())
      .map(([k, v]) => [k, normaliseCode(v as string)]),
  );
}

/** Class amounts in minor units; a bad or repeated class is an error on the field. */
export function classAmounts(lines: { ContainerClass: string; Amount: string }[], digits: number, path: string, lang: Lang, errors: FieldError[]) {
  const out: Record<string, number> = {};
  for (const l of lines) {
    const cls = normaliseCode(l.ContainerClass);
    const minor = toMinor(l.Amount, digits);
    if (minor === undefined || cls in out) errors.push({ Path: path, Message: say(lang, `${cls} 金额有误或重复`, `${cls}: bad or repeated amount`) });
    else out[cls] = minor;
  }
  return out;
}
export const amountsWire = (amounts: Record<string, number>, digits: number) =>
  Object.entries(amounts).map(([ContainerClass, minor]) => ({ ContainerClass, Amount: fromMinor(minor, digits) }));

export async function common(db: Db, i: { ValidFrom: string; ValidTo: string; Match: MarkupInput['Match'] }, lang: Lang, errors: FieldError[]) {
  if (i.ValidFrom > i.ValidTo) errors.push({ Path: '/ValidTo', Message: say(lang, '早于开始日期', 'before the start') });
  errors.push(...(await unknownMatchCodes(db, matchOf(i.Match), lang)));
}

async function markupRow(db: Db, actor: Actor, i: MarkupInput, lang: Lang): Promise<Outcome<Record<string, unknown>>> {
  const errors: FieldError[] = [];
  await common(db, i, lang, errors);
  const digits = await currencyDigits(db);
  const currency = i.Currency ? normaliseCode(i.Currency) : null;
  if (i.Scope === 'LEVEL') {
    const owned = i.LevelId ? await db.query('select 1 from customer_levels where id = $1 and owner_company_id = $2', [i.LevelId, actor.companyId]) : [];
    if (!owned.length) errors.push({ Path: '/LevelId', Message: say(lang, '请选择客户等级', 'choose a level') });
  }
  let amounts: Record<string, number> = {};
  let pct: number | null = null;
  if (i.Method === 'AMOUNT') {
    if (!currency || !digits.has(currency)) errors.push({ Path: '/Currency', Message: say(lang, '按金额加价须填写币种', 'an amount needs its currency') });
    amounts = classAmounts(i.Amounts, digitsOf(digits, currency), '/Amounts', lang, errors);
    if (!Object.keys(amounts).length) errors.push({ Path: '/Amounts', Message: say(lang, '至少填写一个箱型的加价', 'give at least one class an amount') });
  } else {
    pct = i.Pct ? (toBasisPoints(i.Pct) ?? -1) : -1;
    if (pct < 0 || pct > 30000) errors.push({ Path: '/Pct', Message: say(lang, '百分比须在 0–300 之间', 'a percentage from 0 to 300') });
  }
  const step = toMinor(i.RoundingStep, digitsOf(digits, currency)) ?? 0;
  const minMargin = classAmounts(i.MinMargin, digitsOf(digits, currency), '/MinMargin', lang, errors);
  if (errors.length) return badRule(errors);
  return {
    ok: true,
    value: {
      scope: i.Scope,
      level_id: i.Scope === 'LEVEL' ? i.LevelId : null,
      match: JSON.stringify(matchOf(i.Match)),
      method: i.Method,
      amounts: JSON.stringify(amounts),
      pct_bp: i.Method === 'PERCENT' ? pct : null,
      currency: i.Method === 'AMOUNT' ? currency : null,
      apply_to: i.ApplyTo ?? 'OF',
      rounding_step: Math.max(1, step),
      min_margin: JSON.stringify(minMargin),
      priority: i.Priority ?? 0,
      valid_from: i.ValidFrom,
      valid_to: i.ValidTo,
      active: true,
      name: i.Name.trim(),
    },
  };
}

async function surchargeRow(db: Db, i: SurchargeInput, lang: Lang): Promise<Outcome<Record<string, unknown>>> {
  const errors: FieldError[] = [];
  await common(db, i, lang, errors);
  const digits = await currencyDigits(db);
  const fee = normaliseCode(i.FeeCode);
  const currency = normaliseCode(i.Currency);
  if (!(await db.query('select 1 from fee_codes where code = $1', [fee])).length)
    errors.push({ Path: '/FeeCode', Message: say(lang, `没有费用代码 ${fee}`, `no fee code ${fee}`) });
  if (!digits.has(currency)) errors.push({ Path: '/Currency', Message: say(lang, `没有币种 ${currency}`, `no currency ${currency}`) });
  const d = digitsOf(digits, currency);
  const one = i.Amount ? (i.Basis === 'PERCENT' ? toBasisPoints(i.Amount) : toMinor(i.Amount, d)) : null;
  const amounts = i.Basis === 'PER_CONTAINER' ? classAmounts(i.Amounts, d, '/Amounts', lang, errors) : {};
  if (i.Basis === 'PER_CONTAINER' && !Object.keys(amounts).length && one == null)
    errors.push({ Path: '/Amounts', Message: say(lang, '按箱收取须填写各箱型金额或统一金额', 'per container needs class amounts or one amount') });
  if (i.Basis !== 'PER_CONTAINER' && one == null) errors.push({ Path: '/Amount', Message: say(lang, '请填写金额', 'give the amount') });
  if (i.Basis !== 'PER_CONTAINER' && i.Amounts.length)
    errors.push({ Path: '/Amounts', Message: say(lang, '只有按箱收取才分箱型', 'only per-container charges have class amounts') });
  const grossKgOver = Object.fromEntries((i.GrossKgOver ?? []).map((g) => [normaliseCode(g.ContainerClass), g.Kg]));
  const imo = (i.ImoClasses ?? []).map((c) => c.trim()).filter(Boolean);
  const condition = { ...(Object.keys(grossKgOver).length ? { grossKgOver } : {}), ...(imo.length ? { imoClass: imo, cargoType: 'DG' } : {}) };
  if (i.Kind === 'CONDITIONAL' && !Object.keys(condition).length)
    errors.push({
      Path: '/GrossKgOver',
      Message: say(lang, '有条件收取须写明条件（超重或危险品类别）', 'a conditional charge needs its condition (weight or DG class)'),
    });
  const min = i.Min ? toMinor(i.Min, d) : null;
  const max = i.Max ? toMinor(i.Max, d) : null;
  if (min != null && max != null && min > max) errors.push({ Path: '/Max', Message: say(lang, '最高不能低于最低', 'below the minimum') });
  if (errors.length) return badRule(errors);
  return {
    ok: true,
    value: {
      kind: i.Kind,
      fee_code: fee,
      basis: i.Basis,
      currency,
      payment_term: i.PaymentTerm,
      side: i.Side,
      condition: i.Kind === 'CONDITIONAL' ? JSON.stringify(condition) : null,
      match: JSON.stringify(matchOf(i.Match)),
      amounts: JSON.stringify(amounts),
      amount: one,
      min_amount: min,
      max_amount: max,
      priority: i.Priority ?? 0,
      valid_from: i.ValidFrom,
      valid_to: i.ValidTo,
      active: true,
      name: i.Name.trim(),
    },
  };
}

export const LATEST = (table: RuleTable, extra: string, join: string, scope = '') =>
  `select t.*, t.valid_from::text as vf, t.valid_to::text as vt, coalesce(e.name, '') as created_name, ${extra},
          (select count(*)::int from ${table} o where o.id = t.id and o.version < t.version) as earlier
     from (select distinct on (id) * from ${table} where owner_company_id = $1 ${scope} order by id, version desc) t
     left join employees e on e.id = t.created_by ${join}
    order by t.active desc, t.id`;

/** What every rule version row says of itself, in the wire's names. */
export const version = (r: Record<string, unknown>) => ({
  Id: Number(r.id),
  Version: r.version as number,
  Active: r.active as boolean,
  CreatedBy: r.created_name as string,
  CreatedAt: new Date(r.created_at as string).toISOString(),
  Earlier: r.earlier as number,
  Name: r.name as string,
  Match: r.match as MarkupInput['Match'],
  Priority: r.priority as number,
  ValidFrom: r.vf as string,
  ValidTo: r.vt as string,
});

export function ruleRoutes(app: FastifyInstance, db: Db): void {
  const lang = (h: { 'accept-language'?: string | string[] }) => requestLanguage(h['accept-language']);

  app.get(C.markupList.path, routeOf(C.markupList), async (q, r) => {
    const digits = await currencyDigits(db);
    const rows = await db.query<Record<string, unknown>>(
      LATEST('markup_rules', `coalesce(l.name_zh, '') as level_name`, 'left join customer_levels l on l.id = t.level_id'),
      [q.actor!.companyId],
    );
    return sendOutcome(r, {
      ok: true,
      value: rows.map((row) => {
        const d = digitsOf(digits, row.currency as string | null);
        return {
          ...version(row),
          Scope: row.scope as 'BUSINESS' | 'LEVEL',
          LevelId: row.level_id === null ? null : Number(row.level_id),
          LevelName: row.level_name as string,
          Method: row.method as 'AMOUNT' | 'PERCENT',
          Amounts: amountsWire(row.amounts as Record<string, number>, d),
          Pct: row.pct_bp === null ? null : fromMinor(row.pct_bp as number, 2),
          Currency: row.currency as string | null,
          ApplyTo: row.apply_to as 'OF' | 'OF_AND_FREIGHT_SURCHARGES',
          RoundingStep: fromMinor(row.rounding_step as number, d),
          MinMargin: amountsWire(row.min_margin as Record<string, number>, d),
        };
      }),
    });
  });

  app.get(C.surchargeList.path, routeOf(C.surchargeList), async (q, r) => {
    const digits = await currencyDigits(db);
    const rows = await db.query<Record<string, unknown>>(
      LATEST('surcharge_rules', `coalesce(f.name_zh, t.fee_code) as fee_name`, 'left join fee_codes f on f.code = t.fee_code'),
      [q.actor!.companyId],
    );
    return sendOutcome(r, {
      ok: true,
      value: rows.map((row) => {
        const d = digitsOf(digits, row.currency as string);
        const minor = (v: unknown) => (v === null ? null : fromMinor(Number(v), d));
        const condition = (row.condition ?? {}) as { grossKgOver?: Record<string, number>; imoClass?: string[] };
        return {
          ...version(row),
          Kind: row.kind as SurchargeInput['Kind'],
          FeeCode: row.fee_code as string,
          FeeName: row.fee_name as string,
          Basis: row.basis as SurchargeInput['Basis'],
          Currency: row.currency as string,
          PaymentTerm: row.payment_term as 'PRE' | 'COL',
          Side: row.side as SurchargeInput['Side'],
          Amounts: amountsWire(row.amounts as Record<string, number>, d),
          Amount: row.amount === null ? null : row.basis === 'PERCENT' ? fromMinor(Number(row.amount), 2) : minor(row.amount),
          Min: minor(row.min_amount),
          Max: minor(row.max_amount),
          GrossKgOver: Object.entries(condition.grossKgOver ?? {}).map(([ContainerClass, Kg]) => ({ ContainerClass, Kg })),
          ImoClasses: condition.imoClass ?? [],
        };
      }),
    });
  });

  app.post(C.markupSave.path, routeOf(C.markupSave), async (q, r) => {
    const input = q.body as CallInput<typeof C.markupSave>;
    const row = await markupRow(db, q.actor!, input, lang(q.headers));
    return sendOutcome(r, row.ok ? await saveRuleVersion(db, 'markup_rules', q.actor!, input, row.value) : row);
  });
  app.post(C.surchargeSave.path, routeOf(C.surchargeSave), async (q, r) => {
    const input = q.body as CallInput<typeof C.surchargeSave>;
    const row = await surchargeRow(db, input, lang(q.headers));
    return sendOutcome(r, row.ok ? await saveRuleVersion(db, 'surcharge_rules', q.actor!, input, row.value) : row);
  });
  app.post(C.markupSetStatus.path, routeOf(C.markupSetStatus), async (q, r) =>
    sendOutcome(r, await setRuleActive(db, 'markup_rules', q.actor!, q.body as CallInput<typeof C.markupSetStatus>)),
  );
  app.post(C.surchargeSetStatus.path, routeOf(C.surchargeSetStatus), async (q, r) =>
    sendOutcome(r, await setRuleActive(db, 'surcharge_rules', q.actor!, q.body as CallInput<typeof C.surchargeSetStatus>)),
  );
  app.get(C.markupPreview.path, routeOf(C.markupPreview), async (q, r) => {
    // the preview is cost, margin and floor by level: for "view cost" holders only (costView.ts)
    const why = await costRefusal(db, q.actor!);
    if (why) return forbidden(r, why.en, why.zh);
    return sendOutcome(r, await markupPreview(db, q.actor!.companyId, q.query as CallInput<typeof C.markupPreview>, todayInShanghai()));
  });
}
