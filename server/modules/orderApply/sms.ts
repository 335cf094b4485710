import { type ChannelAdapter, deliverDue, enqueue, type OutboundMessage, type SendResult } from '../../channels/outbox';
import { parseFaults, strikes } from '../../channels/simulation';
import type { Db, Queryable } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import { keepSimulatedSms } from './smsCodeRepository';
import { setting } from '../../settings/read';

/**
 * The SMS channel (operations.md §11.7, §17): the authentication codes of receiving addresses go to
 * the receiver's mobile through the shared outbox, written in the transaction that keeps the code's
 * hash. No SMS provider is reachable from here: the adapter is a local simulator that behaves like
 * one — it refuses a number that is not a mainland mobile and a text over 300 characters (as a
 * gateway would), delivers each message once per idempotency key into `sim_sms_messages` (the
 * receiver's simulated phone, read by the tests and the demo's "simulated phone" panel), and fails on
 * demand (`SIM_SMS_FAULTS=timeout:0.1,5xx:0.1`). Everything it delivers is marked simulated.
 */
export const SMS_CHANNEL = 'SMS';
const FAULTS = ['timeout', '5xx'] as const;
type Fault = (typeof FAULTS)[number];

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
      if (!/^1[3-9][0-9]{9}$/.test(p.phone))
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

/** Queues a code's text to a phone in the caller's transaction. */
export async function queueSms(tx: Queryable, m: { addressId: number; codeId: number; phone: string; text: string; actorId: string }): Promise<void> {
  await enqueue(tx, {
    channel: SMS_CHANNEL,
    docType: 'authAddress',
    docId: m.addressId,
    kind: 'code',
    payloadVersion: m.codeId,
    payload: { phone: m.phone, text: m.text } satisfies SmsPayload,
    simulated: true,
    createdBy: m.actorId,
  });
}

/** Sends what is due now (after the code's transaction commits, so a person need not wait for the round). */
export const deliverSms = (db: Db, adapter: ChannelAdapter, now = new Date()) =>
  deliverDue(db, adapter, now, async () => {}, setting(process.env, 'OUTBOX_MINUTE_MS'));

export function smsRound(adapterOf: (db: Db) => ChannelAdapter): RoundSource {
  return {
    name: 'orderApply.smsChannel',
    everyMs: roundSetting('SMS_CHANNEL_EVERY_MS'),
    channels: (db) => [adapterOf(db).channel],
    run: ({ db }, now) => deliverSms(db, adapterOf(db), now),
  };
}
