import { INVOICE_STATUS } from '../../../src/domain/billing/invoiceStates';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, deliverDue, type OnFailed, recordReceipt } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { invoiceIdOfRef, TAX_INVOICE_CHANNEL } from './payload';
import { invoiceOf, moveInvoice } from './invoiceRepository';
import { setting } from '../../settings/read';

/**
 * The TAX_INVOICE channel's round (operations.md §17.2, the shared outbox): deliver the requests
 * due, keep the platform's receipts, apply them in order — ISSUED moves the confirmed request to
 * "tax issued" with the platform's number and date; REJECTED leaves it confirmed, the reason in its log.
 */
const gateway = { kind: 'gateway' as const, id: TAX_INVOICE_CHANNEL };

export const applyTaxReceipt: ApplyReceipt = async (tx, r) => {
  const id = invoiceIdOfRef(r.externalRef);
  const inv = id === undefined ? undefined : await invoiceOf(tx, id, null, true);
  if (!inv) return;
  const body = JSON.parse(r.raw || '{}') as { taxNo?: string; taxDate?: string; reason?: string };
  const detail = { code: r.code, seq: r.seq, text: r.text, simulated: r.simulated };
  if (r.code === 'ISSUED' && inv.inv_status === INVOICE_STATUS.CONFIRMED) {
    await moveInvoice(tx, inv.id, inv.version, INVOICE_STATUS.TAX_ISSUED, { taxNo: body.taxNo ?? '', taxDate: body.taxDate ?? '' });
    await recordDocEvent(tx, { docType: 'invoice', docId: inv.id, actor: gateway, type: 'v1.TaxInvoiceIssued', detail: { ...detail, taxNo: body.taxNo } });
    return;
  }
  await recordDocEvent(tx, {
    docType: 'invoice',
    docId: inv.id,
    actor: gateway,
    type: r.code === 'REJECTED' ? 'v1.TaxInvoiceRejected' : 'v1.TaxReceiptIgnored',
    detail: { ...detail, reason: body.reason ?? '' },
  });
};

const deliveryFailed: OnFailed = async (tx, m, error) => {
  await recordDocEvent(tx, { docType: 'invoice', docId: m.doc_id, actor: { kind: 'system' }, type: 'v1.TaxInvoiceSendFailed', detail: { error } });
};

/** One round: deliver, keep the receipts (then acknowledge them), apply them in order. */
export async function runTaxChannel(db: Db, adapter: ChannelAdapter, now: Date, minuteMs = 60_000): Promise<{ delivered: number; applied: number }> {
  const delivered = await deliverDue(db, adapter, now, deliveryFailed, minuteMs);
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, TAX_INVOICE_CHANNEL, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyReceipts(db, TAX_INVOICE_CHANNEL, applyTaxReceipt);
  return { delivered, applied };
}

/** The round, once per TAX_INVOICE_CHANNEL_EVERY_MS (0: the API tests drive it). */
export function taxChannelRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'billing.taxInvoiceChannel',
    everyMs: roundSetting('TAX_INVOICE_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db }, now) => runTaxChannel(db, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS')),
  };
}
