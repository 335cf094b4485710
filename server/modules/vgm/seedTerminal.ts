import { vgmDeviation } from '../../../src/domain/vgm/check';
import { VGM_STATUS } from '../../../src/domain/vgm/status';
import type { Queryable } from '../../db/types';
import { channelHasMessages, recordPastMessage, recordPastReceipt } from '../../channels/pastTraffic';
import { type DocActor, recordPastDocEvent } from '../../platform/spine/docEvents';
import { docIdOf, messageRef, VGM_DOC } from './payload';
import { measuredBy, TERMINAL_VGM_CHANNEL } from './terminalPayload';

/**
 * The demo's terminal answers (TERMINAL_VGM, issue 34): on 天祥's first booking, whose boxes the demo
 * container events gate in, the accepted box's VGM was acked by the simulated terminal and weighed
 * within the tolerance, and the box still with the carrier was weighed 1,560 kg heavier than declared —
 * a deviation beyond min(5 %, 1 t). Written as the channel would have left them: the message, the
 * terminal's record (sim_terminal_vgm, its gate's weight), the receipts applied, the history.
 */
const DEMO = [
  { slot: 0, measuredKg: 24_650, terminalRef: 'SIMTVGM26110011' },
  { slot: 1, measuredKg: 23_900, terminalRef: 'SIMTVGM26110012' },
];
const CGO = 'CGO-HZTX-2611-001';

export async function seedDemoTerminalVgm(tx: Queryable): Promise<void> {
  if (await channelHasMessages(tx, TERMINAL_VGM_CHANNEL, VGM_DOC)) return;
  const [b] = await tx.query<{ containers: { CNNOS?: string[] }[] }>('select containers from booking_facts where cgo_id = $1', [CGO]);
  const boxes = (b?.containers ?? []).flatMap((c) => c.CNNOS ?? []);
  for (const d of DEMO) {
    const cnno = boxes[d.slot];
    if (!cnno) continue;
    const [v] = await tx.query<{ id: number; version: number; kg: number; status: number; created_by: string | null }>(
      `select id::int, vgm_version as version, vgm_kg as kg, vgm_status as status, created_by::text from vgm_declarations
        where vgm_cgo_id = $1 and vgm_cnno = $2 order by vgm_version desc limit 1`,
      [CGO, cnno],
    );
    if (!v || (v.status !== VGM_STATUS.SENT && v.status !== VGM_STATUS.ACCEPTED)) continue;
    const ref = messageRef(v.id, v.version);
    const key = `${TERMINAL_VGM_CHANNEL}:${VGM_DOC}:${v.id}:DECLARE:${v.version}`;
    const seal = (
      await tx.query<{ seal: string }>(
        `select pkl_sealno as seal from packing_list_facts where pkl_cgo_id = $1 and pkl_cnno = $2 and pkl_status not in (3, 8) order by id desc limit 1`,
        [CGO, cnno],
      )
    )[0]?.seal;
    const payload = JSON.stringify({ messageRef: ref, equipmentReference: cnno, sealNumber: seal ?? '', verifiedGrossMass: { value: v.kg, unit: 'KGM' } });
    await recordPastMessage(tx, {
      channel: TERMINAL_VGM_CHANNEL,
      docType: VGM_DOC,
      docId: v.id,
      kind: 'DECLARE',
      payloadVersion: v.version,
      idempotencyKey: key,
      payload,
      status: 'TRANSMITTED',
      attempts: 1,
      externalRef: ref,
      simulated: true,
      createdBy: v.created_by,
      hoursAgo: 20,
    });
    const receipts = [
      { seq: 1, code: 'ACK', text: 'VGM acknowledged (simulated terminal)', raw: { terminalRef: d.terminalRef }, hours: 19 },
      {
        seq: 2,
        code: 'VGM_MEASURED',
        text: `Weighed at the terminal gate: ${d.measuredKg} kg (simulated terminal)`,
        raw: { measuredKg: d.measuredKg, weighedAt: null },
        hours: 6,
      },
    ];
    for (const r of receipts)
      await recordPastReceipt(tx, {
        channel: TERMINAL_VGM_CHANNEL,
        externalRef: ref,
        seq: r.seq,
        code: r.code,
        text: r.text,
        raw: JSON.stringify(r.raw),
        simulated: true,
        hoursAgo: r.hours,
      });
    await tx.query(
      `update vgm_declarations set vgm_terminal_status = $2, vgm_terminal_ref = $3, vgm_measured_kg = $4, vgm_measured_by = $5,
              vgm_measured_at = now() - interval '6 hours' where id = $1`,
      [v.id, VGM_STATUS.ACCEPTED, d.terminalRef, d.measuredKg, measuredBy(true)],
    );
    // the simulated terminal's own record: what it received, its answers sent, and its gate's weight for the box
    await tx.query(
      `insert into sim_terminal_vgm (idempotency_key, message_ref, container_no, declared_kg, payload, received_at, decision, weighed, script)
       values ($1, $2, $3, $4, $5, now() - interval '20 hours', 'ACK', true, $6)`,
      [
        key,
        ref,
        cnno,
        v.kg,
        payload,
        JSON.stringify(receipts.map((r) => ({ Seq: r.seq, Code: r.code, Text: r.text, Body: r.raw, DueAt: new Date().toISOString(), Sent: 1 }))),
      ],
    );
    await tx.query(
      `insert into sim_terminal_vgm_gate (container_no, gated_in_at, location, measured_kg) values ($1, now() - interval '7 hours', 'CNSHA', $2)
       on conflict (container_no) do nothing`,
      [cnno, d.measuredKg],
    );
    const dev = vgmDeviation(v.kg, d.measuredKg);
    const event = (type: string, actor: DocActor, detail: Record<string, unknown>, hours: number) =>
      recordPastDocEvent(tx, { docType: VGM_DOC, docId: docIdOf(CGO, cnno), actor, type, detail: { vgm: v.id, version: v.version, ...detail } }, hours);
    const terminal: DocActor = { kind: 'gateway', id: TERMINAL_VGM_CHANNEL };
    // the demo's declarations all have their clerk (seedDemoVgm)
    await event('v1.VgmSentToTerminal', { kind: 'employee', id: Number(v.created_by) }, { ref, channel: TERMINAL_VGM_CHANNEL }, 20);
    await event('v1.VgmAckedByTerminal', terminal, { code: 'ACK', seq: 1, terminalRef: d.terminalRef, simulated: true }, 19);
    await event(
      dev.exception ? 'v1.VgmDeviation' : 'v1.VgmMeasured',
      terminal,
      {
        code: 'VGM_MEASURED',
        seq: 2,
        simulated: true,
        declaredKg: v.kg,
        measuredKg: d.measuredKg,
        deviationKg: dev.deviation,
        limitKg: Math.round(dev.limit),
      },
      6,
    );
  }
}
