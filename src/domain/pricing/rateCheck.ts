/**
 * The FCL rate check (commercial.md §2.6 R2.1, R2.3, R2.4), pure: the form runs it as the clerk types,
 * the server runs it as the authority before a save or a submit, with its own tables as the lists of
 * known ports, carriers, classes and currencies. Each problem names the field (a JSON pointer), a
 * machine code and words in the language asked for; warnings do not stop a submit.
 */
import { isCalendarDate, isWeekday } from '../refdata/public';
import { toMinor } from '../money/amounts';

export interface RateDraftPrice {
  ContainerClass: string;
  /** Decimal text in the rate's currency. */
  Cost: string;
  ListPrice?: string | null;
}

export interface RateDraftSurcharge {
  FeeCode: string;
  Basis: 'PER_CONTAINER' | 'PER_BL' | 'PER_SHIPMENT' | 'PERCENT';
  ContainerClass?: string | null;
  /** Decimal text; a percent when the basis is PERCENT. */
  Amount: string;
  Currency: string;
}

export interface RateDraft {
  RateType: 'CONTRACT' | 'SPOT' | 'PROMO';
  CarrierCode: string;
  PolCode: string;
  ViaCode?: string | null;
  PodCode: string;
  Currency: string;
  ValidFrom: string;
  ValidTo: string;
  ContractNo?: string | null;
  TransitDays?: number | null;
  CutOffWeekdays?: readonly number[];
  EtdWeekdays?: readonly number[];
  Prices: readonly RateDraftPrice[];
  Surcharges: readonly RateDraftSurcharge[];
}

export interface RateKnown {
  ports: ReadonlySet<string>;
  carriers: ReadonlySet<string>;
  classes: ReadonlySet<string>;
  /** Currency code → its minor-unit digits. */
  currencies: ReadonlyMap<string, number>;
}

export type RateProblemCode =
  | 'DATE'
  | 'WINDOW_ORDER'
  | 'ENDS_IN_PAST'
  | 'CONTRACT_TOO_LONG'
  | 'SPOT_LONG'
  | 'CONTRACT_NO'
  | 'UNKNOWN_PORT'
  | 'SAME_POL_POD'
  | 'VIA_IS_END'
  | 'UNKNOWN_CARRIER'
  | 'TRANSIT_DAYS'
  | 'WEEKDAYS'
  | 'NO_PRICE'
  | 'UNKNOWN_CLASS'
  | 'CLASS_TWICE'
  | 'AMOUNT'
  | 'NOT_POSITIVE'
  | 'UNKNOWN_CURRENCY'
  | 'CLASS_NOT_PRICED'
  | 'PER_BL_WITH_CLASS'
  | 'PERCENT_CURRENCY';

const WORDS: Record<RateProblemCode, { zh: string; en: string }> = {
  DATE: { zh: '不是有效日期（YYYY-MM-DD）', en: 'is not a calendar date (YYYY-MM-DD)' },
  WINDOW_ORDER: { zh: '有效期结束早于开始', en: 'the validity ends before it starts' },
  ENDS_IN_PAST: { zh: '有效期已结束，不能提交', en: 'the validity has already ended: it cannot be submitted' },
  CONTRACT_TOO_LONG: { zh: '约价有效期不能超过 366 天', en: 'a contract rate holds for at most 366 days' },
  SPOT_LONG: { zh: '市场价有效期超过 31 天，请确认', en: 'a spot rate valid for more than 31 days: please make sure' },
  CONTRACT_NO: { zh: '约价须填写约号', en: 'a contract rate needs its contract number' },
  UNKNOWN_PORT: { zh: '不是在用的港口代码', en: 'is not an active port code' },
  SAME_POL_POD: { zh: '起运港与目的港相同', en: 'the port of loading and the port of discharge are the same' },
  VIA_IS_END: { zh: '中转港不能是起运港或目的港', en: 'the transshipment port cannot be the port of loading or discharge' },
  UNKNOWN_CARRIER: { zh: '不是在用的船公司', en: 'is not an active carrier' },
  TRANSIT_DAYS: { zh: '航程须为 1–90 天', en: 'transit days are 1–90' },
  WEEKDAYS: { zh: '截关日与开船日须为周一至周日，且各至少一天', en: 'cut-off and sailing weekdays are Monday–Sunday, at least one of each' },
  NO_PRICE: { zh: '至少填写一个箱型的底价', en: 'price at least one container class' },
  UNKNOWN_CLASS: { zh: '不是运价箱型', en: 'is not a rate container class' },
  CLASS_TWICE: { zh: '箱型重复', en: 'the class is priced twice' },
  AMOUNT: { zh: '金额格式不对（小数位不能超过币种的位数）', en: 'is not an amount (no more decimals than the currency has)' },
  NOT_POSITIVE: { zh: '须大于 0', en: 'must be more than 0' },
  UNKNOWN_CURRENCY: { zh: '不是 ISO 4217 币种', en: 'is not an ISO 4217 currency' },
  CLASS_NOT_PRICED: { zh: '按箱计的附加费须指定本运价有价格的箱型', en: 'a per-container surcharge names a class this rate prices' },
  PER_BL_WITH_CLASS: { zh: '按票计的附加费不指定箱型', en: 'a per-B/L surcharge names no class' },
  PERCENT_CURRENCY: { zh: '按比例的附加费按海运费币种计', en: 'a percent surcharge is in the ocean freight currency' },
};

export interface RateProblem {
  Path: string;
  Code: RateProblemCode;
  Message: string;
  /** A warning does not stop a submit. */
  Warning?: true;
}

const DAY_MS = 86_400_000;
const days = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** What is wrong with a rate draft; `submitting` adds the checks a save of a draft does not need (the window still ahead). */
export function rateProblems(r: RateDraft, known: RateKnown, opts: { today: string; submitting: boolean; lang?: 'zh' | 'en' }): RateProblem[] {
  const out: RateProblem[] = [];
  const add = (Path: string, Code: RateProblemCode, warning = false) =>
    void out.push({ Path, Code, Message: WORDS[Code][opts.lang ?? 'zh'], ...(warning ? { Warning: true as const } : {}) });

  // R2.1 the window
  const fromOk = isCalendarDate(r.ValidFrom);
  const toOk = isCalendarDate(r.ValidTo);
  if (!fromOk) add('/ValidFrom', 'DATE');
  if (!toOk) add('/ValidTo', 'DATE');
  if (fromOk && toOk) {
    if (r.ValidFrom > r.ValidTo) add('/ValidTo', 'WINDOW_ORDER');
    else if (r.RateType === 'CONTRACT' && days(r.ValidFrom, r.ValidTo) > 366) add('/ValidTo', 'CONTRACT_TOO_LONG');
    else if (r.RateType === 'SPOT' && days(r.ValidFrom, r.ValidTo) > 31) add('/ValidTo', 'SPOT_LONG', true);
    if (opts.submitting && r.ValidTo < opts.today) add('/ValidTo', 'ENDS_IN_PAST');
  }
  if (r.RateType === 'CONTRACT' && !r.ContractNo?.trim()) add('/ContractNo', 'CONTRACT_NO');

  // R2.3 the lane
  for (const [path, code] of [
    ['/PolCode', r.PolCode],
    ['/PodCode', r.PodCode],
    ['/ViaCode', r.ViaCode],
  ] as const)
    if (code && !known.ports.has(code)) add(path, 'UNKNOWN_PORT');
  if (!r.PolCode) add('/PolCode', 'UNKNOWN_PORT');
  if (!r.PodCode) add('/PodCode', 'UNKNOWN_PORT');
  if (r.PolCode && r.PolCode === r.PodCode) add('/PodCode', 'SAME_POL_POD');
  if (r.ViaCode && (r.ViaCode === r.PolCode || r.ViaCode === r.PodCode)) add('/ViaCode', 'VIA_IS_END');
  if (!known.carriers.has(r.CarrierCode)) add('/CarrierCode', 'UNKNOWN_CARRIER');
  if (r.TransitDays != null && !(Number.isInteger(r.TransitDays) && r.TransitDays >= 1 && r.TransitDays <= 90)) add('/TransitDays', 'TRANSIT_DAYS');
  const cuts = r.CutOffWeekdays ?? [];
  const etds = r.EtdWeekdays ?? [];
  if ((cuts.length || etds.length) && (!cuts.length || !etds.length || ![...cuts, ...etds].every(isWeekday))) add('/EtdWeekdays', 'WEEKDAYS');

  // R2.4 the money
  const digits = known.currencies.get(r.Currency);
  if (digits === undefined) add('/Currency', 'UNKNOWN_CURRENCY');
  const priced = new Set<string>();
  r.Prices.forEach((p, i) => {
    if (!known.classes.has(p.ContainerClass)) add(`/Prices/${i}/ContainerClass`, 'UNKNOWN_CLASS');
    else if (priced.has(p.ContainerClass)) add(`/Prices/${i}/ContainerClass`, 'CLASS_TWICE');
    priced.add(p.ContainerClass);
    if (digits === undefined) return;
    const cost = toMinor(p.Cost, digits);
    if (cost === undefined) add(`/Prices/${i}/Cost`, 'AMOUNT');
    else if (cost <= 0) add(`/Prices/${i}/Cost`, 'NOT_POSITIVE');
    if (p.ListPrice != null && p.ListPrice !== '') {
      const list = toMinor(p.ListPrice, digits);
      if (list === undefined) add(`/Prices/${i}/ListPrice`, 'AMOUNT');
      else if (list <= 0) add(`/Prices/${i}/ListPrice`, 'NOT_POSITIVE');
    }
  });
  if (!r.Prices.length) add('/Prices', 'NO_PRICE');

  r.Surcharges.forEach((s, i) => {
    const at = `/Surcharges/${i}`;
    const surchargeDigits = known.currencies.get(s.Currency);
    if (surchargeDigits === undefined) add(`${at}/Currency`, 'UNKNOWN_CURRENCY');
    if (s.Basis === 'PER_CONTAINER' && !(s.ContainerClass && priced.has(s.ContainerClass))) add(`${at}/ContainerClass`, 'CLASS_NOT_PRICED');
    if (s.Basis !== 'PER_CONTAINER' && s.ContainerClass) add(`${at}/ContainerClass`, 'PER_BL_WITH_CLASS');
    if (s.Basis === 'PERCENT' && s.Currency !== r.Currency) add(`${at}/Currency`, 'PERCENT_CURRENCY');
    const amountDigits = s.Basis === 'PERCENT' ? 2 : surchargeDigits;
    if (amountDigits === undefined) return;
    const amount = toMinor(s.Amount, amountDigits);
    if (amount === undefined) add(`${at}/Amount`, 'AMOUNT');
    else if (amount <= 0) add(`${at}/Amount`, 'NOT_POSITIVE');
  });
  return out;
}

/** The problems that stop a save or a submit (warnings left out). */
export const blocking = (problems: readonly RateProblem[]) => problems.filter((p) => !p.Warning);
