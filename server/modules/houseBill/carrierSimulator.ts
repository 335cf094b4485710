import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore, type ScriptStep } from '../../channels/simScripts';
import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Db } from '../../db/types';
import { keepSubmission, receivedAgain } from './carrierSimRepository';
import { setting } from '../../settings/read';

/**
 * The local carrier SI simulator (operations.md §10.8, §17.1 CARRIER_SI): it takes our SI for a
 * master bill as a carrier's SI endpoint would, keeps it in `sim_carrier_si` (tests assert on it),
 * dedupes on the idempotency key, and answers later: RECEIVED, then DRAFT — the carrier's draft B/L,
 * typed from our SI as a carrier's desk types it: its own B/L number, every party block cut to 5
 * lines of 35 characters (what a carrier's system holds), everything else as sent. It invents no other
 * difference; a difference beyond that is what a person records (RecordCarrierDraft).
 *
 * Faults on demand (`SIM_CARRIER_SI_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.02`): a timeout (it kept
 * the SI but the answer was lost: we retry, it dedupes), a 5xx (it kept nothing), a receipt sent twice.
 * Drawn from the message's key, so a run is repeatable. `SIM_CARRIER_SI_DELAY_MS`: the gap between receipts.
 */
export const CARRIER_SI_CHANNEL = 'CARRIER_SI';
const FAULTS = ['timeout', '5xx', 'duplicate'] as const;
type Fault = (typeof FAULTS)[number];

export interface CarrierSiOptions {
  delayMs: number;
  faults: Partial<Record<Fault, number>>;
}
export const carrierSiOptions = (env: NodeJS.ProcessEnv): CarrierSiOptions => ({
  delayMs: setting(env, 'SIM_CARRIER_SI_DELAY_MS'),
  faults: parseFaults(setting(env, 'SIM_CARRIER_SI_FAULTS'), FAULTS),
});

/** What we send the carrier for a master bill. */
export interface CarrierSiPayload {
  messageRef: string;
  carrier: string;
  MBL_NO: string;
  Shipper: string;
  Consignee: string;
  Notify: string;
  Vessel: string;
  Voyage: string;
  Containers: { CNNO: string; SEALNO: string; TYPE: string; PKGS: number; KG: number; CBM: number }[];
}

const block = (t: string) =>
  t
    .split(/\r?\n/)
    .flatMap((l) => (l.length ? (l.match(/.{1,35}/g) ?? []) : ['']))
    .slice(0, 5)
    .join('\n');

/** The carrier's draft of our SI, as the rules above type it. */
export function carrierDraftOf(p: CarrierSiPayload, key: string) {
  const no = p.MBL_NO || `${(p.carrier || 'SIM').slice(0, 4).toUpperCase()}${String(Math.floor(draw(key) * 1e8)).padStart(8, '0')}`;
  return {
    MBL_NO: no,
    Shipper: block(p.Shipper),
    Consignee: block(p.Consignee),
    Notify: block(p.Notify),
    Vessel: p.Vessel,
    Voyage: p.Voyage,
    Containers: p.Containers,
  };
}

const store = scriptStore('sim_carrier_si', 'message_ref');

export function carrierSiSimulator(db: Db, options: CarrierSiOptions): ChannelAdapter {
  const fault = (key: string, attempt: number, f: Fault) => strikes(options.faults, key, attempt, f);
  return {
    channel: CARRIER_SI_CHANNEL,
    simulated: true,
    async send(m: OutboundMessage, now: Date): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated carrier: HTTP 503' };
      const p = JSON.parse(m.payload) as CarrierSiPayload;
      if (!(await receivedAgain(db, m.idempotency_key))) {
        const step = (n: number) => new Date(now.getTime() + n * options.delayMs).toISOString();
        const script: ScriptStep[] = [
          { Seq: 1, Code: 'RECEIVED', Text: 'SI received (simulated carrier)', Body: {}, DueAt: step(1), Sent: 0 },
          { Seq: 2, Code: 'DRAFT', Text: 'Draft B/L (simulated carrier)', Body: carrierDraftOf(p, m.idempotency_key), DueAt: step(2), Sent: 0 },
        ];
        await keepSubmission(db, { key: m.idempotency_key, ref: p.messageRef, payload: m.payload, script });
      }
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated carrier: timed out' };
      return { transmitted: true, externalRef: p.messageRef };
    },
    poll: (now: Date) => store.due(db, now, (key, seq) => fault(key, seq, 'duplicate')),
    acknowledge: (receipts) => store.acknowledge(db, receipts),
  };
}
