import type { Bilingual } from '../../i18n/bilingual';
import { chargeWords, commonFieldWords } from '../words';
import { billActionWords } from '../houseBill/public';

/** Invoice states in words (§10.2 INV_STATUS), by number. */
export const INVOICE_STATUS_WORDS: Record<number, Bilingual> = {
  1: { zh: '草稿账单', en: 'Draft invoice' },
  2: { zh: '已确认（已发送）', en: 'Confirmed (sent)' },
  3: { zh: '已开票', en: 'Tax invoice issued' },
  4: { zh: '部分收款', en: 'Partly paid' },
  5: { zh: '已结清', en: 'Paid in full' },
  6: { zh: '已作废（已红冲）', en: 'Voided (reversed)' },
};

/** Invoice kinds (§10.2 INV_KIND). */
export const INVOICE_KIND_WORDS: Record<number, Bilingual> = {
  1: { zh: '账单（借项通知）', en: 'Debit note' },
  2: { zh: '贷项通知（红冲）', en: 'Credit note' },
  3: { zh: '开票申请', en: 'Tax-invoice request' },
  4: { zh: '应付对账单', en: 'Payable statement' },
};

/** Charge states (§10.2 CHG_STATUS). */
export const CHARGE_STATUS_WORDS: Record<number, Bilingual> = {
  1: { zh: '预估', en: 'Estimated' },
  2: { zh: '费用已确认', en: 'Charge confirmed' },
  3: { zh: '已出账', en: 'Billed' },
  4: { zh: '已核销', en: 'Settled' },
  5: { zh: '已冲销', en: 'Written off' },
};

export const SIDE_WORDS: Record<'AR' | 'AP', Bilingual> = {
  AR: { zh: '应收', en: 'Receivable (AR)' },
  AP: { zh: '应付', en: 'Payable (AP)' },
};

/** The calls' fields as the InvoiceMake screen names them: the server's refusals read them. */
export const billingFieldWords = {
  CGO_ID: { zh: '业务编号', en: 'Job (booking)' },
  Text: { zh: '查找业务', en: 'Find a job' },
  Lines: { zh: '费用行', en: 'Charge lines' },
  Ids: { zh: '所选费用', en: 'Selected charges' },
  CHG_SIDE: { zh: '收付', en: 'AR / AP' },
  CHG_PARTY_ID: { zh: '结算单位', en: 'Bill-to / pay-to' },
  CHG_CODE: commonFieldWords.FeeCode,
  CHG_NAME: { zh: '费用名称', en: 'Charge name' },
  CHG_BASIS: { zh: '计费基准', en: 'Calculation basis' },
  CHG_QTY: { zh: '数量', en: 'Qty' },
  CHG_UNIT_PRICE: { zh: '单价', en: 'Unit price' },
  CHG_CURRENCY: commonFieldWords.Currency,
  CHG_TERM: { zh: '付款方式', en: 'Prepaid / collect' },
  CHG_TAX_CODE: { zh: '税码', en: 'Tax code' },
  CHG_TAX_RATE: { zh: '税率', en: 'Tax rate' },
  CHG_HBL_ID: { zh: '分提单', en: 'House B/L' },
  Kind: { zh: '单据类型', en: 'Document kind' },
  PartyId: { zh: '开票对象', en: 'Billed party' },
  ChargeIds: { zh: '出账费用', en: 'Charges to bill' },
  Currency: { zh: '账单币种', en: 'Invoice currency' },
  IssueDate: { zh: '开账日期', en: 'Invoice date' },
  CreditDays: { zh: '账期（天）', en: 'Credit days' },
  BuyerName: { zh: '购方名称', en: "Buyer's name" },
  BuyerTaxId: { zh: '购方税号', en: "Buyer's tax id" },
  Amount: { zh: '收款金额', en: 'Amount paid' },
  Date: { zh: '收款日期', en: 'Payment date' },
  Ref: { zh: '水单号', en: 'Payment reference' },
  Reason: { zh: '作废原因', en: 'Reason for voiding' },
  INV_NO: { zh: '账单号', en: 'Invoice no.' },
  INV_STATUS: { zh: '账单状态', en: 'Invoice state' },
  INV_KIND: { zh: '账单类型', en: 'Invoice kind' },
  INV_CURRENCY: { zh: '账单币', en: 'Currency of invoice' },
  PartyName: { zh: '结算对象', en: 'Party' },
  Overdue: { zh: '逾期', en: 'Overdue' },
  DueDate: { zh: '到期日', en: 'Due date' },
} satisfies Record<string, Bilingual>;

/** The refusals' and the screen's sentences. */
/** A line's tax treatment as a person reads it (fee_codes.tax_code, §10.1): never the raw code on paper or screen. */
export const TAX_CODE_WORDS: Record<string, Bilingual> = {
  EXEMPT_INTL_AGENCY: { zh: '免税（国际货运代理）', en: 'VAT exempt (international freight agency)' },
  ZERO: { zh: '零税率', en: 'Zero-rated' },
  VAT6: { zh: '增值税 6%', en: 'VAT 6%' },
  VAT9: { zh: '增值税 9%', en: 'VAT 9%' },
  VAT13: { zh: '增值税 13%', en: 'VAT 13%' },
};

export const billingWords = {
  noJob: { zh: '没有这个业务。', en: 'No such job.' },
  noInvoice: { zh: '没有这张账单。', en: 'No such invoice.' },
  noCharge: { zh: '没有这条费用。', en: 'No such charge.' },
  noPrice: {
    zh: '该订舱没有锁定的价格，无法带出费用：请手工添加费用行。',
    en: 'This booking has no frozen price to take charges from: add the lines by hand.',
  },
  /** Why 从订舱带出费用 cannot take anything (issue 45 item 12): said beside the button, and as the refusal. */
  noBookingOrder: {
    zh: '订舱没有价格：此业务不是由网上订舱或现舱订单生成的，请手工添加费用行。',
    en: 'The booking carries no price: this job was not made from an online booking or a ready-space order. Add the lines by hand.',
  },
  bookingUnpriced: {
    zh: '订舱没有价格：订舱未引用运价或报价，请手工添加费用行。',
    en: 'The booking carries no price: it names no rate or quote. Add the lines by hand.',
  },
  totalsOnly: (totals: string) => ({
    zh: `订舱只记录了总价（${totals}），没有分箱型的价格，无法拆成费用行：请手工添加费用行。`,
    en: `The booking kept only its total (${totals}), not a price per container type, so it cannot be split into lines: add them by hand.`,
  }),
  /** A price line the booking carries that cannot become a charge line, and why. */
  priceLineFails: (what: string, whyZh: string, whyEn: string) => ({
    zh: `订舱价格中的“${what}”无法带出：${whyZh}`,
    en: `The booking's price line "${what}" cannot be taken: ${whyEn}`,
  }),
  locked: (n: number) => ({
    zh: `第 ${n} 行费用已出账，已锁定：请先作废账单或开贷项通知。`,
    en: `Charge line ${n} is billed and locked: void its invoice or make a credit note first.`,
  }),
  billed: (no: string) => ({
    zh: `所选费用已在账单 ${no} 上：一条费用只能出一次账。`,
    en: `A selected charge is already on invoice ${no}: a charge is billed once.`,
  }),
  mixedParties: {
    zh: '所选费用的结算单位不同：一张账单只开给一个单位。',
    en: 'The selected charges have different bill-to parties: an invoice is for one party.',
  },
  mixedSides: { zh: '所选费用既有应收又有应付：请分开出账。', en: 'The selected charges mix receivable and payable: bill them separately.' },
  wrongSide: {
    zh: '此单据类型与所选费用的收付方向不符（应付费用开应付对账单）。',
    en: 'This kind of document does not fit the side of the charges (payable charges go on a payable statement).',
  },
  otherJob: { zh: '所选费用属于不同业务：一张账单只含一个业务的费用。', en: 'The selected charges belong to different jobs: an invoice bills one job.' },
  taxNotCny: { zh: '开票申请只能以人民币开具。', en: 'A tax invoice is issued in CNY only.' },
  taxNoBuyer: { zh: '开票申请须填写购方名称和税号。', en: "A tax invoice needs the buyer's name and tax id." },
  noRate: (cur: string, day: string) => ({
    zh: `${day} 没有 ${cur} 兑人民币的汇率：请先在币种汇率中维护。`,
    en: `No ${cur} → CNY rate is valid on ${day}: add one under currencies and rates first.`,
  }),
  creditNoteKind: { zh: '贷项通知由作废已确认账单时自动生成。', en: 'A credit note is made by voiding a confirmed invoice.' },
  state: (verbZh: string, verbEn: string, stateZh: string, stateEn: string) => ({
    zh: `账单为“${stateZh}”，不能${verbZh}。`,
    en: `The invoice is "${stateEn}": it cannot be ${verbEn}.`,
  }),
  overpaid: (open: string, cur: string) => ({ zh: `收款超过未收金额（${cur} ${open}）。`, en: `The payment exceeds what is still open (${cur} ${open}).` }),
  paidNoVoid: { zh: '已有收款的账单不能作废：请开贷项通知。', en: 'An invoice with payments cannot be voided: make a credit note.' },
  badQty: { zh: '须为不小于 0 的数，至多 3 位小数。', en: 'must be a number ≥ 0 with at most 3 decimals.' },
  /** A price or payment in its currency's ISO 4217 minor unit (issue 45): JPY none, USD two, BHD and KWD three. */
  badUnitPrice: (cur: string, digits: number) =>
    digits === 0
      ? { zh: `须为不小于 0 的整数：${cur} 没有小数位。`, en: `must be a whole number ≥ 0: ${cur} has no decimals.` }
      : { zh: `须为不小于 0 的数，${cur} 至多 ${digits} 位小数。`, en: `must be a number ≥ 0 with at most ${digits} decimals in ${cur}.` },
  badPayAmount: (cur: string, digits: number) =>
    digits === 0
      ? { zh: `收款金额须为大于 0 的整数：${cur} 没有小数位。`, en: `The amount must be a whole number above 0: ${cur} has no decimals.` }
      : { zh: `收款金额须大于 0，${cur} 至多 ${digits} 位小数。`, en: `The amount must be above 0 with at most ${digits} decimals in ${cur}.` },
  /** A field's problem on a charge line, named by the line's place and the field as the screen shows them. */
  onLine: (n: number, fieldZh: string, fieldEn: string, whyZh: string, whyEn: string) => ({
    zh: `第 ${n} 行 ${fieldZh}：${whyZh}`,
    en: `Line ${n}, ${fieldEn}: ${whyEn}`,
  }),
  badCode: { zh: '不是有效的费用代码。', en: 'is not a fee code.' },
  badCurrency: { zh: '不是有效的币种。', en: 'is not an active currency.' },
  badParty: { zh: '不是已知的单位。', en: 'is not a known company.' },
  /** A day typed on an invoice (src/domain/billing/dates.ts): the field's words after its label, the sentence for the message. */
  dayNotCalendar: { zh: '不是日历上的日期（如 2 月 30 日、13 月）。', en: 'is not a day of the calendar (such as 30 February or month 13).' },
  dayEarly: (min: string) => ({ zh: `不能早于 ${min}。`, en: `cannot be before ${min}.` }),
  dayLate: (max: string) => ({ zh: `不能晚于 ${max}。`, en: `cannot be after ${max}.` }),
  stale: { zh: '账单已被他人修改：请刷新后再操作。', en: 'Someone changed this invoice meanwhile: reload and try again.' },
  /** A payment against an invoice that changed since the clerk saw it: often the same payment sent twice. */
  payStale: {
    zh: '这张账单在您登记前已有变化（这笔收款可能已经登记）：请刷新，核对收款记录后再登记。',
    en: 'This invoice changed before your payment was recorded (the payment may already be recorded): reload and check its payments before recording again.',
  },
  noTaxChannel: { zh: '开票申请只对“开票申请”类型的已确认账单发送。', en: 'Only a confirmed tax-invoice request is sent to the tax platform.' },
  confirmVerb: { zh: '确认', en: 'confirmed' },
  payVerb: { zh: '登记收款', en: 'paid' },
  // the same word as the bills' refusals use ("cannot be voided")
  voidVerb: billActionWords.void,
  taxVerb: { zh: '申请开票', en: 'sent for a tax invoice' },
} as const;

/** How a charge is counted, in words (CHARGE_BASES; PER_CONTAINER may name its type: "每箱（40HQ）"). */
export const CHARGE_BASIS_WORDS: Record<string, Bilingual> = {
  PER_CONTAINER: chargeWords.perContainer,
  PER_BL: { zh: '每票', en: 'Per B/L' },
  PER_SHIPMENT: { zh: '每单', en: 'Per shipment' },
  PER_CBM: { zh: '每立方米', en: 'Per CBM' },
  PER_KG: { zh: '每公斤', en: 'Per kg' },
  PER_TON: { zh: '每吨', en: 'Per ton' },
  PER_RT: { zh: '每计费吨', en: 'Per revenue ton' },
  PERCENT: { zh: '按比例', en: 'Percentage' },
};
export function chargeBasisWords(basis: string, lang: 'zh' | 'en'): string {
  const [kind = '', type] = basis.split(':');
  const words = CHARGE_BASIS_WORDS[kind]?.[lang] ?? kind;
  return type ? `${words}（${type}）` : words;
}
/** Prepaid or collect, in words. */
export const CHARGE_TERM_WORDS: Record<string, Bilingual> = {
  PRE: chargeWords.prepaid,
  COL: chargeWords.collect,
};

/** A payment date refused (src/domain/billing/dates.ts): the sentence for each problem. */
export const paymentDayWords = {
  notDay: {
    zh: '收款日期不是日历上的日期：请按 年-月-日 填写实际收款日。',
    en: 'The payment date is not a day of the calendar: type the day the money came in (year-month-day).',
  },
  early: (min: string) => ({
    zh: `收款日期不能早于 ${min}（账单日期前 180 天）：请核对收款日。`,
    en: `The payment date cannot be before ${min} (180 days before the invoice date): check the day the money came in.`,
  }),
  late: (max: string) => ({
    zh: `收款日期不能晚于 ${max}：尚未收到的款项不能登记。`,
    en: `The payment date cannot be after ${max}: a payment is recorded once it has come in.`,
  }),
} as const;

/** An invoice date refused (src/domain/billing/dates.ts): the sentence for each problem. */
export const issueDayWords = {
  notDay: { zh: '开账日期不是日历上的日期：请按 年-月-日 填写。', en: 'The invoice date is not a day of the calendar: type it as year-month-day.' },
  early: (min: string) => ({ zh: `开账日期不能早于 ${min}（一年以前）。`, en: `The invoice date cannot be before ${min} (over a year ago).` }),
  late: (max: string) => ({ zh: `开账日期不能晚于 ${max}（一个月以后）。`, en: `The invoice date cannot be after ${max} (over a month ahead).` }),
} as const;
