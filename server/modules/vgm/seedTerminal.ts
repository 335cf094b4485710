import { vgmDeviation } from '../../../src/domain/vgm/check';
import { VGM_STATUS } from '../../../src/domain/vgm/status';
import type { Queryable } from '../../db/types';
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
  const [done] = await tx.query(`select 1 from outbound_messages where channel = $1 and doc_type = $2 limit 1`, [TERMINAL_VGM_CHANNEL, VGM_DOC]);
  if (done) return;
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
    await tx.query(
      `insert into outbound_messages (channel, doc_type, doc_id, kind, payload_version, idempotency_key, payload, status, attempts, external_ref, simulated, created_by, created_at)
       values ($1, $2, $3, 'DECLARE', $4, $5, $6, 'TRANSMITTED', 1, $7, true, $8, now() - interval '20 hours')`,
      [TERMINAL_VGM_CHANNEL, VGM_DOC, v.id, v.version, key, payload, ref, v.created_by],
    );
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
      await tx.query(
        `insert into inbound_receipts (channel, message_id, external_ref, seq, code, text, received_at, raw, processed_at, simulated)
         select $1, m.id, $2, $3, $4, $5, now() - make_interval(hours => $6), $7, now() - make_interval(hours => $6), true
           from outbound_messages m where m.channel = $1 and m.external_ref = $2`,
        [TERMINAL_VGM_CHANNEL, ref, r.seq, r.code, r.text, r.hours, JSON.stringify(r.raw)],
      );
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
    const event = (type: string, kind: string, actor: string | null, detail: Record<string, unknown>, hours: number) =>
      tx.query(
        `insert into doc_events (doc_type, doc_id, at, actor_kind, actor_id, type, detail) values ($1, $2, now() - make_interval(hours => $3), $4, $5, $6, $7)`,
        [VGM_DOC, docIdOf(CGO, cnno), hours, kind, actor, type, JSON.stringify({ vgm: v.id, version: v.version, ...detail })],
      );
    await event('v1.VgmSentToTerminal', 'employee', v.created_by, { ref, channel: TERMINAL_VGM_CHANNEL }, 20);
    await event('v1.VgmAckedByTerminal', 'gateway', TERMINAL_VGM_CHANNEL, { code: 'ACK', seq: 1, terminalRef: d.terminalRef, simulated: true }, 19);
    await event(
      dev.exception ? 'v1.VgmDeviation' : 'v1.VgmMeasured',
      'gateway',
      TERMINAL_VGM_CHANNEL,
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
