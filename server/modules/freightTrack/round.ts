import type { Db } from '../../db/types';
import { roundSetting, type RoundSource } from '../../jobs/types';
import type { TntAdapter } from './adapter';
import { publishTrackChanged } from './live';
import { pollOne } from './poll';
import { dueSubscriptions } from './repository';
import { setting } from '../../settings/read';

/**
 * The CARRIER_TNT poller (trk.poll): once per FREIGHT_TRACK_POLL_EVERY_MS (0: not run, as in the API
 * tests, which drive it with their own clock), the subscriptions due by now — each polled in its own
 * transaction, so one carrier's failure never holds back another's; the pages showing a changed
 * one are told after it committed. CARRIER_TNT_MIN_POLL_GAP_MS is the carrier's published limit per
 * reference (never polled more often); FREIGHT_TRACK_POLL_BATCH bounds a round; FREIGHT_TRACK_CADENCE_DIVISOR
 * runs the cadence that many times faster (with SIM_CARRIER_TNT_SPEED: a compressed clock for demos and tests).
 */
export function pollDue(db: Db, adapter: TntAdapter, now: Date, env: NodeJS.ProcessEnv = process.env) {
  return (async () => {
    const minGap = setting(env, 'CARRIER_TNT_MIN_POLL_GAP_MS');
    // the poller's cadence on the simulated carrier's clock (demos and the e2e run it faster)
    const divisor = setting(env, 'FREIGHT_TRACK_CADENCE_DIVISOR');
    const ids = await dueSubscriptions(db, now, setting(env, 'FREIGHT_TRACK_POLL_BATCH'));
    const changed: number[] = [];
    for (const id of ids) {
      const r = await pollOne(db, adapter, id, now, minGap / divisor, divisor);
      if (r?.changed) changed.push(r.id);
    }
    return { polled: ids.length, changed };
  })();
}

export function trackPollRound(adapterOf: (db: Db) => TntAdapter): RoundSource {
  return {
    name: 'freightTrack.carrierTnt',
    everyMs: roundSetting('FREIGHT_TRACK_POLL_EVERY_MS'),
    run: async ({ db, hub }, now) => {
      const out = await pollDue(db, adapterOf(db), now);
      await publishTrackChanged(db, hub, out.changed);
      return out;
    },
  };
}
