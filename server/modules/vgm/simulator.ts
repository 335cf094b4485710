import { containerNumberProblem } from '../../../src/domain/si/iso6346';
import { massProblems } from '../../../src/domain/vgm/counterpart';
import { renderVgm } from '../../../src/domain/vgm/messages';
import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore, type ScriptStep } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import { VGM_CHANNEL, type VgmPayload } from './payload';
import { keepSubmission, receivedAgain } from './simulatorRepository';
import { setting } from '../../settings/read';

/**
 * The local carrier VGM simulator (operations.md §17.1 CARRIER_VGM / TERMINAL_VGM): it behaves like a
 * carrier's VGM endpoint (VERMAS behind an EDI provider) and never accepts what a carrier or terminal
 * would refuse. It keeps what it received in `sim_vgm_submissions` (tests assert on it), dedupes on
 * the idempotency key, and answers later in sequence: RECEIVED, then ACCEPTED (with its
 * acknowledgement number, "SIM…") or REJECTED with the reason. Everything it sends is marked simulated.
 *
 * Its rules (a terminal's): a container number failing ISO 6346; no authorised signatory or no
 * responsible party; method 1 without the weighing ticket; a VGM not above 0; the mass bounds of
 * src/domain/vgm/counterpart.ts — a CSC plate its type cannot carry, method 2's tare no box of the
 * type weighs or parts not adding up, a VGM at or below the box's tare (never below the type's
 * lightest box) or above its max gross — → REJECTED, said as our own check says it, naming the box;
 * otherwise ACCEPTED.
 *
 * Faults on demand (`SIM_CARRIER_VGM_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02,reorder:0.02`): a
 * timeout (it kept the VGM but the answer was lost: we retry, it dedupes), a 5xx (it kept nothing),
 * a receipt sent twice, the decision sent before the acknowledgement. Drawn from the message's key,
 * so a run is repeatable. `SIM_CARRIER_VGM_DELAY_MS` is the gap between receipts (3 s by default).
 */
const FAULTS = ['timeout', '5xx', 'duplicate', 'reorder'] as const;
type Fault = (typeof FAULTS)[number];

export interface VgmSimulatorOptions {
  delayMs: number;
  faults: Partial<Record<Fault, number>>;
}

export const vgmSimulatorOptions = (env: NodeJS.ProcessEnv): VgmSimulatorOptions => ({
  delayMs: setting(env, 'SIM_CARRIER_VGM_DELAY_MS'),
  faults: parseFaults(setting(env, 'SIM_CARRIER_VGM_FAULTS'), FAULTS),
});

/** What a carrier decides on a VGM, by the rules above. */
export function decideVgm(p: VgmPayload): { code: 'ACCEPTED' | 'REJECTED'; reason: string } {
  const refuse = (reason: string) => ({ code: 'REJECTED' as const, reason });
  if (containerNumberProblem(p.equipmentReference)) return refuse(`Equipment ${p.equipmentReference} is not a valid ISO 6346 container number.`);
  if (!p.authorizedSignatory.trim()) return refuse('The VGM names no authorised signatory.');
  if (!p.responsibleParty.trim()) return refuse('The VGM names no responsible party (shipper).');
  if (p.method === 'SM1' && (!p.weighingParty.trim() || !p.certificateNumber.trim())) return refuse('Method 1 needs the weighbridge and its ticket number.');
  const kg = p.verifiedGrossMass.value;
  if (!(kg > 0)) return refuse('The verified gross mass must be above 0.');
  const bound = massProblems(receivedMasses(p))[0];
  if (bound) return refuse(renderVgm(bound.code, bound.params, 'en'));
  return { code: 'ACCEPTED', reason: '' };
}

/** The masses a VERMAS message carries, as the bounds read them. */
export const receivedMasses = (p: VgmPayload) => ({
  container: p.equipmentReference,
  type: p.ISOEquipmentCode,
  kg: p.verifiedGrossMass?.value,
  method: p.method === 'SM2' ? 2 : 1,
  cargoKg: p.cargoKg,
  tareKg: p.tareKg,
  plateKg: p.maxGrossKg,
});

const store = scriptStore('sim_vgm_submissions', 'message_ref');

export function vgmSimulator(db: Db, options: VgmSimulatorOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  return {
    channel: VGM_CHANNEL,
    simulated: true,

    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated carrier: HTTP 503' };
      const p = JSON.parse(m.payload) as VgmPayload;
      if (!(await receivedAgain(db, m.idempotency_key))) {
        const d = decideVgm(p);
        const step = (n: number) => new Date(now.getTime() + n * options.delayMs).toISOString();
        // reordered on the way: the decision arrives before the acknowledgement
        const reorder = fault(m.idempotency_key, 0, 'reorder');
        const ack = `SIMVGM${String(Math.floor(draw(m.idempotency_key) * 1e8)).padStart(8, '0')}`;
        const script: ScriptStep[] = [
          { Seq: 1, Code: 'RECEIVED', Text: 'VGM received (simulated carrier)', Body: {}, DueAt: step(reorder ? 2 : 1), Sent: 0 },
          {
            Seq: 2,
            Code: d.code,
            Text: d.reason || 'VGM accepted (simulated carrier)',
            Body: d.code === 'ACCEPTED' ? { ackNo: ack } : { reason: d.reason },
            DueAt: step(reorder ? 1 : 2),
            Sent: 0,
          },
        ];
        await keepSubmission(db, { idempotencyKey: m.idempotency_key, ref: p.messageRef, payload: m.payload, decision: d.code, reason: d.reason, script });
      }
      // it kept the VGM, but the answer is lost on the way back: we retry, it dedupes
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated carrier: timed out' };
      return { transmitted: true, externalRef: p.messageRef };
    },

    poll: (now: Date) => store.due(db, now, (key, seq) => fault(key, seq, 'duplicate')),
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
