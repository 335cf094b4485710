import { type ChannelAdapter, deliverDue, enqueue, type OutboundMessage, type SendResult } from '../../channels/outbox';
import { parseFaults, strikes } from '../../channels/simulation';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { setting } from '../../settings/read';
import { keepSimulatedSms } from './repository';

/**
 * The SMS channel (operations.md §11.7, §17): texts to mainland mobiles through the shared outbox,
 * written in the caller's transaction (the receiving addresses' codes, the sign-up codes). No SMS
 * provider is reachable from here: the adapter is a local simulator that behaves like one — it refuses
 * a number that is not a mainland mobile and a text over 300 characters (as a gateway would), delivers
 * each message once per idempotency key into `sim_sms_messages` (the simulated phone, read by the tests
 * and the demo's "simulated phone" panel), and fails on demand (`SIM_SMS_FAULTS=timeout:0.1,5xx:0.1`).
 * Everything it delivers is marked simulated.
 */
export const SMS_CHANNEL = 'SMS';
const FAULTS = ['timeout', '5xx'] as const;
type Fault = (typeof FAULTS)[number];

/** A mainland China mobile number, as the gateway takes it: 11 digits starting 13–19. */
export const isMainlandMobile = (phone: string) => /^1[3-9][0-9]{9}$/.test(phone);

interface SmsPayload {
  phone: string;
  text: string;
}

export function smsSimulator(db: Db, env: NodeJS.ProcessEnv = process.env): ChannelAdapter {
  const faults = parseFaults(setting(env, 'SIM_SMS_FAULTS'), FAULTS);
  const fault = (key: string, attempt: number, f: Fault) => strikes(faults, key, attempt, f);
  return {
    channel: SMS_CHANNEL,
    simulated: true,
    async send(m: OutboundMessage): Promise<SendResult> {
      if (fault(m.idempotency_key, m.attempts, '5xx')) return { transmitted: false, retryable: true, error: 'simulated SMS gateway: HTTP 503' };
      const p = JSON.parse(m.payload) as SmsPayload;
      if (!isMainlandMobile(p.phone))
        return { transmitted: false, retryable: false, error: `simulated SMS gateway: ${p.phone} is not a mainland mobile number` };
      if (!p.text || p.text.length > 300)
        return { transmitted: false, retryable: false, error: 'simulated SMS gateway: the text is empty or over 300 characters' };
      await keepSimulatedSms(db, { key: m.idempotency_key, phone: p.phone, body: p.text });
      // delivered, but the answer is lost: we retry, the gateway dedupes on the key
      if (fault(m.idempotency_key, m.attempts, 'timeout')) return { transmitted: false, retryable: true, error: 'simulated SMS gateway: timed out' };
      return { transmitted: true, externalRef: `SIMSMS${m.id}` };
    },
    poll: async () => [],
    acknowledge: async () => {},
  };
}

/** One text to queue: to whom, what, and the document it belongs to (the outbox's key is the document, kind and version). */
export interface SmsToSend {
  phone: string;
  text: string;
  /** The sending module's document: `authAddress` 12, `registration` 7 … */
  docType: string;
  docId: number;
  /** What the text is for (`code`, `notice`): with docType, docId and version, one message. */
  kind: string;
  /** Another text of the same document and kind (a second code) needs another version. */
  version?: number;
  /** The employee who made it be sent; none for a visitor's own sign-up. */
  createdBy?: string | null;
}

/** Queues a text to a phone in the caller's transaction: it goes when that transaction commits. */
export async function queueSms(tx: Queryable, m: SmsToSend): Promise<void> {
  await enqueue(tx, {
    channel: SMS_CHANNEL,
    docType: m.docType,
    docId: m.docId,
    kind: m.kind,
    payloadVersion: m.version ?? 1,
    payload: { phone: m.phone, text: m.text } satisfies SmsPayload,
    simulated: true,
    createdBy: m.createdBy ?? null,
  });
}

/**
 * Sends what is due (after the text's transaction commits, so a person need not wait for the round).
 * By default one millisecond after now: the database stamps a queued text in microseconds, and a
 * delivery at the very millisecond it was queued found it not yet due and left it to the next round.
 */
export const deliverSms = (db: Db, adapter: ChannelAdapter, now = new Date(Date.now() + 1)) =>
  deliverDue(db, adapter, now, async () => {}, setting(process.env, 'OUTBOX_MINUTE_MS'));

export function smsRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'sms.channel',
    everyMs: roundSetting('SMS_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db }, now) => deliverSms(db, adapterOf(db), now),
  };
}
