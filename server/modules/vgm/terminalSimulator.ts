import { containerNumberProblem } from '../../../src/domain/si/iso6346';
import { massProblems } from '../../../src/domain/vgm/counterpart';
import { renderVgm } from '../../../src/domain/vgm/messages';
import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore, type ScriptStep } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db, Queryable } from '../../db/types';
import { receivedMasses } from './simulator';
import { TERMINAL_VGM_CHANNEL, type TerminalVgmPayload } from './terminalPayload';
import { gateBox, gatedUnweighed, gateOf, keepSubmission, keepWeight, markWeighed, receivedAgain, unweighed } from './terminalSimulatorRepository';
import { setting } from '../../settings/read';

/**
 * The local terminal VGM simulator (operations.md §17.1 TERMINAL_VGM): it behaves like a port
 * community system taking VERMAS. Container (ISO 6346) and seal valid, a VGM present and within the
 * box's mass bounds (the carrier's, src/domain/vgm/counterpart.ts) → ACK after
 * 2–20 s (`SIM_TERMINAL_VGM_DELAY_MS` × 1…10, 2 s by default), else NACK with the reason. When the
 * box is gated in laden (the container events tell its gate: terminalGateIn) its weighbridge weighs
 * it on the terminal's next round and a VGM_MEASURED receipt follows the ACK with the weight. The weight is the box's own, decided once
 * per container and drawn from its number (repeatable): within ±2 % of the declared VGM, or — the
 * fault `deviation` strikes for that container — 8 % (at least 1.5 t) heavier, beyond §6.4's tolerance.
 *
 * Faults (`SIM_TERMINAL_VGM_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02,deviation:0`):
 * as the carrier's (a timeout after keeping it, a 5xx keeping nothing, a receipt twice, the weight
 * sent before the ACK), plus `deviation`. It keeps what it received in `sim_terminal_vgm`, dedupes
 * on the idempotency key, and marks everything it sends simulated.
 */
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder', 'deviation'] as const;
type Fault = (typeof FAULTS)[number];

export interface TerminalVgmOptions {
  delayMs: number;
  faults: Partial<Record<Fault, number>>;
}

export const terminalVgmOptions = (env: NodeJS.ProcessEnv): TerminalVgmOptions => ({
  delayMs: setting(env, 'SIM_TERMINAL_VGM_DELAY_MS'),
  faults: parseFaults(setting(env, 'SIM_TERMINAL_VGM_FAULTS'), FAULTS),
});

const SEAL = /^[A-Z0-9-]{4,15}$/;

/** What a terminal decides on a VGM: container and seal valid, a VGM present and within the box's mass bounds. */
export function decideTerminalVgm(p: TerminalVgmPayload): { code: 'ACK' | 'NACK'; reason: string } {
  const nack = (reason: string) => ({ code: 'NACK' as const, reason });
  if (containerNumberProblem(p.equipmentReference)) return nack(`Container ${p.equipmentReference} is not a valid ISO 6346 number.`);
  const seal = (p.sealNumber ?? '').trim().toUpperCase();
  if (!seal) return nack(`No seal number is known for container ${p.equipmentReference}.`);
  if (!SEAL.test(seal)) return nack(`Seal ${p.sealNumber} of container ${p.equipmentReference} is not a seal number.`);
  const kg = p.verifiedGrossMass?.value;
  if (!(kg > 0)) return nack(`No VGM for container ${p.equipmentReference}.`);
  // the same mass bounds as the carrier's (src/domain/vgm/counterpart.ts): a terminal weighs what it stacks
  const bound = massProblems(receivedMasses(p))[0];
  if (bound) return nack(renderVgm(bound.code, bound.params, 'en'));
  return { code: 'ACK', reason: '' };
}

/** The box's weight on the terminal's weighbridge: repeatable per container, within ±2 % of the declared one or (deviation) well beyond. */
export function weighBox(cnno: string, declaredKg: number, faults: TerminalVgmOptions['faults']): number {
  if (strikes(faults, cnno, 0, 'deviation')) return declaredKg + Math.max(1_500, Math.round(declaredKg * 0.08));
  const share = (draw(`${cnno}|weighbridge`) - 0.5) * 0.04;
  return Math.round((declaredKg * (1 + share)) / 10) * 10;
}

const at = (ms: number) => new Date(ms).toISOString();

/** The weight's receipt, after the ACK (or before it: reordered on the way). */
function measuredStep(script: ScriptStep[], kg: number, now: Date, o: TerminalVgmOptions, reorder: boolean): ScriptStep {
  const ack = Date.parse(script[0]!.DueAt);
  const due = reorder ? Math.max(now.getTime(), ack - o.delayMs / 2) : Math.max(now.getTime(), ack) + o.delayMs;
  return {
    Seq: 2,
    Code: 'VGM_MEASURED',
    Text: `Weighed at the terminal gate: ${kg} kg (simulated terminal)`,
    Body: { measuredKg: kg, weighedAt: now.toISOString() },
    DueAt: at(due),
    Sent: 0,
  };
}

/** Weighs what the terminal holds for a gated-in box and has not answered a weight for. */
async function weighHeld(q: Queryable, cnno: string, now: Date, o: TerminalVgmOptions): Promise<void> {
  const gate = await gateOf(q, cnno);
  if (!gate) return;
  for (const s of await unweighed(q, cnno)) {
    const kg = gate.measuredKg ?? weighBox(cnno, s.declaredKg, o.faults);
    if (gate.measuredKg === null) {
      await keepWeight(q, cnno, kg);
      gate.measuredKg = kg;
    }
    await markWeighed(q, s.key, [...s.script, measuredStep(s.script, kg, now, o, strikes(o.faults, s.key, 0, 'reorder'))]);
  }
}

/**
 * The box went in through the simulated terminal's gate laden (told by the container events, in their
 * transaction): the gate keeps it; the terminal weighs it on its next round (poll) and answers the weight.
 */
export async function terminalGateIn(q: Queryable, g: { cnno: string; at: string; location: string; eventId: string }) {
  await gateBox(q, g);
}

/** The terminal's own round: every gated-in box it holds an acked VGM for and has not answered a weight for is weighed. */
async function weighGated(db: Db, now: Date, o: TerminalVgmOptions): Promise<void> {
  for (const cnno of await gatedUnweighed(db)) await db.transaction((tx) => weighHeld(tx, cnno, now, o));
}

const store = scriptStore('sim_terminal_vgm', 'message_ref');

export function terminalVgmSimulator(db: Db, o: TerminalVgmOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(o.faults, key, attempt, f);
  return {
    channel: TERMINAL_VGM_CHANNEL,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated terminal: HTTP 503' };
      const p = JSON.parse(m.payload) as TerminalVgmPayload;
      await db.transaction(async (tx) => {
        if (await receivedAgain(tx, m.idempotency_key)) return;
        const d = decideTerminalVgm(p);
        // the terminal answers in 2–20 s (at the default delay)
        const ackAt = now.getTime() + o.delayMs * (1 + 9 * draw(`${m.idempotency_key}|ack`));
        const terminalRef = `SIMTVGM${String(Math.floor(draw(m.idempotency_key) * 1e8)).padStart(8, '0')}`;
        const script: ScriptStep[] = [
          d.code === 'ACK'
            ? { Seq: 1, Code: 'ACK', Text: 'VGM acknowledged (simulated terminal)', Body: { terminalRef }, DueAt: at(ackAt), Sent: 0 }
            : { Seq: 1, Code: 'NACK', Text: d.reason, Body: { reason: d.reason }, DueAt: at(ackAt), Sent: 0 },
        ];
        const cnno = p.equipmentReference.trim().toUpperCase();
        await keepSubmission(tx, {
          key: m.idempotency_key,
          ref: p.messageRef,
          cnno,
          declaredKg: p.verifiedGrossMass.value,
          payload: m.payload,
          decision: d.code,
          reason: d.reason,
          script,
        });
        // the box is already through the gate: its weight follows the ACK
        await weighHeld(tx, cnno, now, o);
      });
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated terminal: timed out' };
      return { transmitted: true, externalRef: p.messageRef };
    },

    async poll(now: Date) {
      await weighGated(db, now, o);
      return store.due(db, now, (key, seq) => fault(key, seq, 'duplicate'));
    },
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
