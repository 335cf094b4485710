import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { SMS_CHANNEL, smsRound, smsSimulator } from './channel';

/**
 * The SMS channel (issue 50, docs/modules/sms.md): `queueSms` (public.ts) queues a text in the
 * caller's transaction — a receiving address's code (orderApply), a sign-up code (auth) — and the SMS
 * round delivers it to the local SMS simulator (no provider is reachable from here;
 * SMS_CHANNEL_EVERY_MS, SIM_SMS_FAULTS), whose simulated phone keeps what it received.
 */
export const smsModule: ServerModule = {
  name: 'sms',
  tables: ['sim_sms_messages'],
  rounds: [smsRound((db) => smsSimulator(db))],
  routes(app, { db }) {
    registerChannelMode(SMS_CHANNEL, simulatorOnly(process.env, SMS_CHANNEL));
    assertChannelAllowed(process.env, smsSimulator(db));
  },
};
