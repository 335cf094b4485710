/** Complete pricing-rule bodies any lane, this year (the calls' shape; who may send them is the test's). */
export const RULE = { Match: {}, ValidFrom: '2026-01-01', ValidTo: '2026-12-31' };
export const MARKUP = { ...RULE, Name: '越界', Scope: 'BUSINESS', Method: 'PERCENT', Pct: '5', Amounts: [], RoundingStep: '1', MinMargin: [] };
export const SURCHARGE = {
  ...RULE,
  Name: '越界',
  Kind: 'MANDATORY',
  FeeCode: 'DOC',
  Basis: 'PER_BL',
  Currency: 'CNY',
  PaymentTerm: 'PRE',
  Side: 'ORIGIN',
  Amounts: [],
  Amount: '1',
};
