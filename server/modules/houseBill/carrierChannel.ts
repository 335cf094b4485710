import { MBL_STATUS, mblMove } from '../../../src/domain/houseBill/status';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, deliverDue, type OnFailed, recordReceipt } from '../../channels/outbox';
import type { Db } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { CARRIER_SI_CHANNEL } from './carrierSimulator';
import { MBL_DOC, masterBillService } from './masterService';
import { mblRow, updateMbl } from './masterBillRepository';
import { setting } from '../../settings/read';

/**
 * The CARRIER_SI channel's round (operations.md §10.8, §17.2): our SIs delivered through the shared
 * outbox, the carrier's receipts kept once and applied in its order — RECEIVED is logged (sent is not
 * accepted), DRAFT records the carrier's draft B/L and matches it against what we sent, field by
 * field. A message the outbox gives up takes the master back to draft, told why.
 */
const gateway = { kind: 'gateway' as const, id: CARRIER_SI_CHANNEL };
const idOfRef = (ref: string) => {
  const m = /^MBL(\d+)V\d+$/.exec(ref);
  return m ? Number(m[1]) : undefined;
};

function applyOf(db: Db): ApplyReceipt {
  const masters = masterBillService(db);
  return async (tx, r) => {
    const id = idOfRef(r.externalRef);
    const m = id === undefined ? undefined : await mblRow(tx, id, true);
    if (!m) return;
    const detail = { code: r.code, seq: r.seq, text: r.text, simulated: r.simulated };
    if (r.code === 'DRAFT' && mblMove(m.mbl_status, 'carrierDraft') !== undefined && m.mbl_external_ref === r.externalRef) {
      // the move runs in its own transaction: the receipt's is this one, so the draft is written here, as recordCarrierDraft writes it
      await masters.recordDraftIn(tx, m, JSON.parse(r.raw || '{}') as Record<string, unknown>);
      return;
    }
    await recordDocEvent(tx, {
      docType: MBL_DOC,
      docId: m.id,
      actor: gateway,
      type: r.code === 'RECEIVED' ? 'v1.MblReceivedByCarrier' : 'v1.MblReceiptIgnored',
      detail,
    });
  };
}

const deliveryFailed: OnFailed = async (tx, msg, error) => {
  const m = await mblRow(tx, msg.doc_id, true);
  if (m?.mbl_status !== MBL_STATUS.SENT) return;
  await updateMbl(tx, m.id, m.version, { mbl_status: mblMove(m.mbl_status, 'sendFailed')!, mbl_error: error });
  await recordDocEvent(tx, { docType: MBL_DOC, docId: m.id, actor: { kind: 'system' }, type: 'v1.MblSendFailed', detail: { error } });
};

/** One round: deliver what is due, keep the carrier's receipts (then acknowledge them), apply them in order. */
export async function runCarrierSiChannel(db: Db, adapter: ChannelAdapter, now: Date, minuteMs = 60_000): Promise<{ delivered: number; applied: number }> {
  const delivered = await deliverDue(db, adapter, now, deliveryFailed, minuteMs);
  const polled = await adapter.poll(now);
  for (const r of polled) await recordReceipt(db, CARRIER_SI_CHANNEL, r);
  if (polled.length) await adapter.acknowledge(polled, now);
  const applied = await applyReceipts(db, CARRIER_SI_CHANNEL, applyOf(db));
  return { delivered, applied };
}

/** The channel's round, once per CARRIER_SI_EVERY_MS (0: the API tests drive it); OUTBOX_MINUTE_MS shortens the retry minute. */
export function carrierSiRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'houseBill.carrierSi',
    everyMs: roundSetting('CARRIER_SI_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db }, now) => runCarrierSiChannel(db, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS')),
  };
}
