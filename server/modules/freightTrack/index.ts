import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { Db } from '../../db/types';
import type { ServerModule } from '../module';
import { TNT_CHANNEL } from './adapter';
import { tntCallbackRoute } from './callback';
import { trackLists } from './lists';
import { trackPollRound } from './round';
import { trackRoutes } from './routes';
import { trackingExceptionRules } from './tower';
import { seedTrackAccess } from './accessSeed';
import { seedDemoTracking } from './seed';
import { carrierTntSimulator, tntSimulatorOptions } from './simulator';

/** The carrier track-and-trace channel on its local simulator (the only adapter built: no carrier is reachable from here). */
const tntAdapter = (db: Db) => carrierTntSimulator(db, tntSimulatorOptions(process.env));

/**
 * Freight tracking (货物跟踪, operations.md §8, issue 36): subscriptions to containers, bookings and
 * B/Ls, polled through CARRIER_TNT (CHANNEL_CARRIER_TNT must be `simulator`; production refuses it
 * unless ALLOW_SIMULATED_CHANNELS names it); the carrier's DCSA events stored through the container
 * events' path; the list and the per-container detail; the poller's round (FREIGHT_TRACK_POLL_EVERY_MS,
 * SIM_CARRIER_TNT_SPEED, SIM_CARRIER_TNT_FAULTS).
 */
export const freightTrackModule: ServerModule = {
  name: 'freightTrack',
  tables: ['sim_carrier_tnt', 'tracking_subscriptions'],
  rounds: [trackPollRound(tntAdapter)],
  exceptions: trackingExceptionRules,
  routes(app, { db, hub }) {
    const adapter = tntAdapter(db);
    const mode = simulatorOnly(process.env, TNT_CHANNEL);
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(TNT_CHANNEL, mode);
    trackRoutes(app, db, hub, adapter.simulated);
    tntCallbackRoute(app, db, adapter.simulated);
    trackLists(app, db);
  },
  // the demo bookings and their container events (containerEvents), manifests for the customs stage
  seedsAfter: ['access', 'booking', 'containerEvents', 'manifest'],
  seedNeedsMigration: 69,
  seed: [
    { name: 'freight-track-access-v1', run: seedTrackAccess },
    { name: 'demo-tracking-v1', run: seedDemoTracking },
  ],
};
