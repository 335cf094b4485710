import { describe, expect, it } from 'vitest';
import { writtenEventTypes } from '../../support/writtenEvents';
import { INVOICE_EVENT_TYPES, invoiceEventText } from '../../../src/contract/billing/events';

/** Every event type the module writes on an invoice (its charges’ events go on the job’s own log). */
const written = writtenEventTypes('billing', /^v1\.(?:Invoice|Payment|CreditNote|Tax)/);

describe("an invoice's log in words", () => {
  it('has words for every event the module writes on an invoice', () => {
    expect(written.length).toBeGreaterThan(5);
    expect(written.filter((t) => !INVOICE_EVENT_TYPES.includes(t))).toEqual([]);
  });

  it('names the figures, and never shows a code or stored JSON', () => {
    const t = invoiceEventText('v1.InvoiceVoided', { reason: '金额有误', creditNote: 'CN2611-0001', reversal: true });
    expect(t).toEqual({ zh: '作废：金额有误（贷项通知 CN2611-0001），红字冲销', en: 'Voided: 金额有误 (credit note CN2611-0001); red-letter reversal' });
    expect(invoiceEventText('v1.TaxInvoiceIssued', { taxNo: '2611001', simulated: true }).zh).toBe('税务平台已开票，发票号码 2611001（模拟）');
    expect(invoiceEventText('v1.SomethingNew', { x: 1 })).toEqual({ zh: '其他记录', en: 'Other entry' });
  });
});
