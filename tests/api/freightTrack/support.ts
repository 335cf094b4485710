import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import type { Db } from '../../../server/db/types';
import { carrierTntSimulator } from '../../../server/modules/freightTrack/simulator';
import { pollDue } from '../../../server/modules/freightTrack/round';
import { caller } from '../support/calls';

/** Freight tracking's test kit: the people, fresh test numbers of the simulated carrier, the poller driven on a test clock. */
export const PEOPLE = {
  staff: 'admin@demo.test',
  customer: 'customer.admin@demo.test',
  other: 'customer2@demo.test',
} as const;
export type Who = keyof typeof PEOPLE;

let next = 400_000;
/** A SIMU test number of the simulated carrier; `first`: the serial's first digit (the case: simulator.ts testCase). */
export const testBox = (first = 0) => withCheckDigit(`SIMU${first}${String(next++ % 100_000).padStart(5, '0')}`);

export function kit(t: { app: FastifyInstance; db: Db }) {
  const { call, asUser } = caller(t);
  const tokens = {} as Record<Who, string>;
  const post = (who: Who, url: string, payload: object, lang?: 'en') =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) } });
  return {
    async signIn() {
      for (const [k, account] of Object.entries(PEOPLE)) tokens[k as Who] = await asUser(account);
    },
    post,
    get: (who: Who, url: string) => call('GET', url, tokens[who]),
    subscribe: (who: Who, refs: object[], lang?: 'en') => post(who, ENDPOINTS.freightTrackSubscribe, { Refs: refs }, lang),
    /** The poller's round at `now` with a simulator of `speed` (the test's clock). */
    poll: (now: Date, speed = 1, faults = {}) => pollDue(t.db, carrierTntSimulator(t.db, { speed, faults }), now, { CARRIER_TNT_MIN_POLL_GAP_MS: '0' }),
    /** Makes a subscription due now (the round picks it). */
    due: (id: number, at = new Date()) => t.db.query('update tracking_subscriptions set trk_next_poll_at = $2 where id = $1', [id, at.toISOString()]),
    status: async (id: number) =>
      Number((await t.db.query<{ s: number }>('select trk_status::int as s from tracking_subscriptions where id = $1', [id]))[0]?.s),
  };
}
