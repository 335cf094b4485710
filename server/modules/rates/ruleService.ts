import type { FieldError } from '../../../src/contract/envelope';
import type { MarkupInput, SurchargeInput } from '../../../src/contract/rates/ruleCalls';
import { fromMinor, toBasisPoints, toMinor } from '../../../src/domain/money/amounts';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { currencyDigits } from './pricingRepository';
import type { Lang } from './rateRefusals';
import { feeCodeExists, latestMarkupRules, latestSurchargeRules, levelOfOwner, type StoredRule } from './ruleRepository';
import { badRule, saveRuleVersion, unknownMatchCodes } from './ruleVersions';

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
    const owned = i.LevelId ? await levelOfOwner(db, i.LevelId, actor.companyId) : false;
    if (!owned) errors.push({ Path: '/LevelId', Message: say(lang, '请选择客户等级', 'choose a level') });
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
  if (!(await feeCodeExists(db, fee))) errors.push({ Path: '/FeeCode', Message: say(lang, `没有费用代码 ${fee}`, `no fee code ${fee}`) });
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

/** What every rule version row says of itself, in the wire's names. */
export const version = (r: StoredRule) => ({
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

/** The latest version of each of the company's mark-up rules, in the wire's units. */
export async function markupList(db: Db, actor: Actor) {
  const digits = await currencyDigits(db);
  const rows = await latestMarkupRules(db, actor.companyId);
  return {
    ok: true as const,
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
  };
}

/** The latest version of each of the company's surcharge rules, in the wire's units. */
export async function surchargeList(db: Db, actor: Actor) {
  const digits = await currencyDigits(db);
  const rows = await latestSurchargeRules(db, actor.companyId);
  return {
    ok: true as const,
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
  };
}

/** A mark-up rule saved: checked, then its next version (or version 1) written. */
export async function saveMarkup(db: Db, hub: LiveHub, actor: Actor, input: MarkupInput, lang: Lang) {
  const row = await markupRow(db, actor, input, lang);
  return row.ok ? await saveRuleVersion(db, hub, 'markup_rules', actor, input, row.value) : row;
}

/** A surcharge rule saved: checked, then its next version (or version 1) written. */
export async function saveSurcharge(db: Db, hub: LiveHub, actor: Actor, input: SurchargeInput, lang: Lang) {
  const row = await surchargeRow(db, input, lang);
  return row.ok ? await saveRuleVersion(db, hub, 'surcharge_rules', actor, input, row.value) : row;
}
