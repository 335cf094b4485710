import type { SurchargeRow } from '../../../contract/rates/ruleCalls';
import { ApiError } from '../../../streams/callApi';
import { amountsOf, classAmountsText } from './ruleForm';
import { ruleCommonBody, ruleCommonInitial } from './RuleScreenKit';

/** A surcharge rule's list texts and its form: the form's values from a rule, the rule's body from the form. */

/** A rule's charge: a percentage, or the amount per class or the one amount. */
export const surchargeAmountText = (r: SurchargeRow) =>
  r.Basis === 'PERCENT' ? `${r.Amount}%` : `${r.Currency} ${r.Amounts.length ? classAmountsText(r.Amounts) : (r.Amount ?? '')}`;
/** A conditional rule's condition: the weights above which, the IMO classes. */
export const surchargeConditionText = (r: SurchargeRow) =>
  [r.GrossKgOver?.map((g) => `${g.ContainerClass} > ${g.Kg} kg`).join(' '), r.ImoClasses?.length ? `IMO ${r.ImoClasses.join('/')}` : '']
    .filter(Boolean)
    .join(' · ');

/** The form's values: the rule being edited, or a new one of the screen's first kind. */
export function surchargeInitial(r: SurchargeRow | undefined, kind: SurchargeRow['Kind']) {
  return {
    ...ruleCommonInitial(r),
    Kind: r?.Kind ?? kind,
    FeeCode: r?.FeeCode ?? '',
    Basis: r?.Basis ?? 'PER_CONTAINER',
    Currency: r?.Currency ?? 'USD',
    PaymentTerm: r?.PaymentTerm ?? 'PRE',
    Side: r?.Side ?? 'FREIGHT',
    Amounts: r ? classAmountsText(r.Amounts) : '',
    Amount: r?.Amount ?? '',
    Min: r?.Min ?? '',
    Max: r?.Max ?? '',
    GrossKgOver: (r?.GrossKgOver ?? []).map((g) => `${g.ContainerClass} ${g.Kg}`).join(' '),
    ImoClasses: (r?.ImoClasses ?? []).join(' '),
  };
}

/** The rule to save from the form's values (amounts per class "20GP 100 40GP 200", weights per class). */
export function surchargeBody(v: Record<string, string>, r: SurchargeRow | undefined, amountsBad: string) {
  const kg = amountsOf(v.GrossKgOver, 'GrossKgOver', amountsBad).map((a) => {
    if (!/^\d{1,5}$/.test(a.Amount)) throw new ApiError(400, amountsBad, [{ Path: '/GrossKgOver', Message: amountsBad }]);
    return { ContainerClass: a.ContainerClass, Kg: Number(a.Amount) };
  });
  return {
    ...ruleCommonBody(v, r),
    Kind: v.Kind,
    FeeCode: v.FeeCode?.trim().toUpperCase() ?? '',
    Basis: v.Basis,
    Currency: v.Currency?.trim().toUpperCase() ?? '',
    PaymentTerm: v.PaymentTerm,
    Side: v.Side,
    Amounts: v.Basis === 'PER_CONTAINER' ? amountsOf(v.Amounts, 'Amounts', amountsBad) : [],
    Amount: v.Amount?.trim() || null,
    Min: v.Min?.trim() || null,
    Max: v.Max?.trim() || null,
    GrossKgOver: kg,
    ImoClasses: (v.ImoClasses ?? '').split(/[\s,，/]+/).filter(Boolean),
  };
}
