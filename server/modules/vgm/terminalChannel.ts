import { vgmDeviation } from '../../../src/domain/vgm/check';
import { VGM_STATUS } from '../../../src/domain/vgm/status';
import { type ApplyReceipt, applyReceipts, type ChannelAdapter, type OnFailed } from '../../channels/outbox';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import type { LiveHub } from '../../live/hub';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { deliveredAfterAll, runVgmSide, type VgmChannelSide } from './channel';
import { docIdOf, VGM_DOC, vgmIdOfRef } from './payload';
import { keepMeasured, lockVersions, moveTerminal, type StoredVgm } from './repository';
import { measuredBy, TERMINAL_VGM_CHANNEL } from './terminalPayload';
import { setting } from '../../settings/read';

/**
 * The TERMINAL_VGM channel's receipts and round (operations.md §6.6, §17.2): the terminal's side of a
 * version moves only on its receipts — ACK to acked with the terminal's reference, NACK to nacked
 * with the reason — and VGM_MEASURED keeps the weighbridge's weight on the version, checked against
 * the declared one by `vgm.tolerance` (beyond it: `v1.VgmDeviation` naming both values). Receipts
 * are deduplicated and applied once, in the terminal's order, by the shared outbox.
 */
type Body = { terminalRef?: string; reason?: string; measuredKg?: number; weighedAt?: string };

const gateway = { kind: 'gateway' as const, id: TERMINAL_VGM_CHANNEL };
const event = (tx: Queryable, v: StoredVgm, type: string, detail: Record<string, unknown>) =>
  recordDocEvent(tx, { docType: VGM_DOC, docId: docIdOf(v.cgoId, v.CNNO), actor: gateway, type, detail: { vgm: v.Id, version: v.VGM_VERSION, ...detail } });

export const applyTerminalReceipt: ApplyReceipt = async (tx, r) => {
  const id = vgmIdOfRef(r.externalRef);
  let [v] = id === undefined ? [] : await lockVersions(tx, [id], null);
  if (!v) return;
  const body = JSON.parse(r.raw || '{}') as Body;
  const detail = { code: r.code, seq: r.seq, text: r.text, simulated: r.simulated };
  // the terminal's side given up on, yet the terminal answers: sent after all (channel.ts)
  if (
    await deliveredAfterAll(tx, TERMINAL_VGM_CHANNEL, v, v.TerminalStatus, r, () =>
      moveTerminal(tx, v!.Id, VGM_STATUS.DECLARED, VGM_STATUS.SENT, { error: '' }),
    )
  )
    v = { ...v, TerminalStatus: VGM_STATUS.SENT };
  if (r.code === 'VGM_MEASURED' && Number.isInteger(body.measuredKg) && body.measuredKg! > 0) {
    const kg = body.measuredKg!;
    await keepMeasured(tx, v.Id, kg, measuredBy(r.simulated), body.weighedAt ?? new Date().toISOString());
    const d = vgmDeviation(v.VGM_KG, kg);
    await event(tx, v, d.exception ? 'v1.VgmDeviation' : 'v1.VgmMeasured', {
      ...detail,
      declaredKg: v.VGM_KG,
      measuredKg: kg,
      deviationKg: d.deviation,
      limitKg: Math.round(d.limit),
    });
    return;
  }
  const to = r.code === 'ACK' ? VGM_STATUS.ACCEPTED : r.code === 'NACK' ? VGM_STATUS.REJECTED : undefined;
  // states move only on receipts, and only from sent: anything else is kept in the log, never applied
  if (
    !to ||
    !(await moveTerminal(
      tx,
      v.Id,
      VGM_STATUS.SENT,
      to,
      to === VGM_STATUS.ACCEPTED ? { ref: body.terminalRef ?? '', error: '' } : { error: body.reason || r.text },
    ))
  ) {
    await event(tx, v, to ? 'v1.VgmReceiptIgnored' : 'v1.VgmReceiptUnknown', { ...detail, terminal: v.TerminalStatus });
    return;
  }
  await event(tx, v, to === VGM_STATUS.ACCEPTED ? 'v1.VgmAckedByTerminal' : 'v1.VgmNackedByTerminal', {
    ...detail,
    ...(body.terminalRef ? { terminalRef: body.terminalRef } : {}),
  });
};

/** A terminal message that finally failed: the terminal's side is "not sent", told why; Send queues it again. */
const deliveryFailed: OnFailed = async (tx, m, error) => {
  const [v] = await lockVersions(tx, [m.doc_id], null);
  if (!v || !(await moveTerminal(tx, v.Id, VGM_STATUS.SENT, VGM_STATUS.DECLARED, { error }))) return;
  await recordDocEvent(tx, {
    docType: VGM_DOC,
    docId: docIdOf(v.cgoId, v.CNNO),
    actor: { kind: 'system' },
    type: 'v1.VgmTerminalSendFailed',
    detail: { vgm: v.Id, version: v.VGM_VERSION, error },
  });
};

export const applyTerminalReceipts = (db: Db) => applyReceipts(db, TERMINAL_VGM_CHANNEL, applyTerminalReceipt);

const TERMINAL_SIDE: VgmChannelSide = { channel: TERMINAL_VGM_CHANNEL, deliveryFailed, applyReceipt: applyTerminalReceipt };

/** One round of the terminal's channel (the carrier's round, on the terminal's side). */
export const runTerminalVgmChannel = (db: Db, adapter: ChannelAdapter, now: Date, minuteMs = 60_000, hub?: LiveHub) =>
  runVgmSide(TERMINAL_SIDE, db, adapter, now, minuteMs, hub);

/** The terminal channel's round, once per VGM_CHANNEL_EVERY_MS (0: the API tests drive it). */
export function terminalVgmRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'vgm.terminalChannel',
    everyMs: roundSetting('VGM_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db, hub }, now) => runTerminalVgmChannel(db, adapterOf(db), now, setting(process.env, 'OUTBOX_MINUTE_MS'), hub),
  };
}
