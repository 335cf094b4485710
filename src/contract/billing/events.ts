import type { Bilingual } from '../../i18n/bilingual';

/**
 * An invoice's history entry in words (operations.md §10.3: every move logged), as the invoice's log
 * shows it: what happened, with its figures, never the event's code or its stored JSON.
 */
type Detail = Record<string, unknown>;
const s = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const simulated = (d: Detail): Bilingual => (d.simulated ? { zh: '（模拟）', en: ' (simulated)' } : { zh: '', en: '' });

const TEXT: Record<string, (d: Detail) => Bilingual> = {
  'v1.InvoiceCreated': (d) => ({ zh: `开立 ${s(d.no)}：${s(d.currency)} ${s(d.total)}`, en: `Made ${s(d.no)}: ${s(d.currency)} ${s(d.total)}` }),
  'v1.InvoiceConfirmed': () => ({ zh: '确认，费用已锁定', en: 'Confirmed; its charges are locked' }),
  'v1.PaymentRecorded': (d) => ({
    zh: `登记收款 ${s(d.currency)} ${s(d.amount)}（${s(d.date)}${d.ref ? `，${s(d.ref)}` : ''}），累计已收 ${s(d.paid)}`,
    en: `Payment of ${s(d.currency)} ${s(d.amount)} recorded (${s(d.date)}${d.ref ? `, ${s(d.ref)}` : ''}); paid so far ${s(d.paid)}`,
  }),
  'v1.CreditNoteMade': (d) => ({ zh: `作废 ${s(d.of)} 生成的贷项通知：${s(d.reason)}`, en: `Credit note for voided ${s(d.of)}: ${s(d.reason)}` }),
  'v1.InvoiceVoided': (d) => ({
    zh: `作废：${s(d.reason)}${d.creditNote ? `（贷项通知 ${s(d.creditNote)}）` : ''}${d.reversal ? '，红字冲销' : ''}`,
    en: `Voided: ${s(d.reason)}${d.creditNote ? ` (credit note ${s(d.creditNote)})` : ''}${d.reversal ? '; red-letter reversal' : ''}`,
  }),
  'v1.TaxInvoiceRequested': () => ({ zh: '开票申请已交税务平台', en: 'Tax invoice requested from the tax platform' }),
  'v1.TaxInvoiceIssued': (d) => ({
    zh: `税务平台已开票，发票号码 ${s(d.taxNo)}${simulated(d).zh}`,
    en: `The tax platform issued invoice ${s(d.taxNo)}${simulated(d).en}`,
  }),
  'v1.TaxInvoiceRejected': (d) => ({
    zh: `税务平台拒绝开票：${s(d.reason) || s(d.text)}${simulated(d).zh}`,
    en: `The tax platform refused the invoice: ${s(d.reason) || s(d.text)}${simulated(d).en}`,
  }),
  'v1.TaxReceiptIgnored': (d) => ({
    zh: `税务平台回执（${s(d.text)}）未改变账单${simulated(d).zh}`,
    en: `A tax platform receipt (${s(d.text)}) left the invoice as it was${simulated(d).en}`,
  }),
  'v1.TaxInvoiceSendFailed': (d) => ({ zh: `开票申请发送失败：${s(d.error)}`, en: `The tax invoice request could not be sent: ${s(d.error)}` }),
};

const OTHER: Bilingual = { zh: '其他记录', en: 'Other entry' };

export const invoiceEventText = (type: string, detail: unknown): Bilingual =>
  TEXT[type]?.(detail && typeof detail === 'object' ? (detail as Detail) : {}) ?? OTHER;

/** The event types an invoice's log knows (a test keeps this list and the service's writes together). */
export const INVOICE_EVENT_TYPES = Object.keys(TEXT);
