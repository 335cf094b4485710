import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { applyManifestReceipts, manifestChannelRound } from './channel';
import { manifestLists } from './lists';
import { publishManifestChanged } from './live';
import { MANIFEST_CHANNEL } from './payload';
import { offerSentUnderReader } from '../manifestSetup/public';
import { manifestsSentUnder } from './repository';
import { manifestRoutes } from './routes';
import { seedDemoManifests, seedManifestAccess } from './seed';
import { manifestSimulator, manifestSimulatorOptions } from './simulator';

/**
 * Customs manifests (operations.md §7, issue 35): manifests per bill per filing, their check, the
 * verify and send flow, the CN_MANIFEST channel on its local simulator of the single window (the only
 * adapter built: no customs gateway is reachable from here), customs' receipts and stages, and the
 * share links' public calls. MANIFEST_CHANNEL_EVERY_MS sets the channel's round (0: not run, as in
 * the API tests, which drive it); SIM_CN_MANIFEST_DELAY_MS, SIM_CN_MANIFEST_RELEASE_MINUTES and
 * SIM_CN_MANIFEST_FAULTS shape the simulated customs; CHANNEL_CN_MANIFEST must be `simulator`, and
 * production refuses to start on it unless ALLOW_SIMULATED_CHANNELS names CN_MANIFEST.
 */
export const manifestModule: ServerModule = {
  name: 'manifest',
  rounds: [manifestChannelRound((db) => manifestSimulator(db, manifestSimulatorOptions(process.env)))],
  routes(app, { db, hub }) {
    const mode = simulatorOnly(process.env, MANIFEST_CHANNEL);
    const adapter = manifestSimulator(db, manifestSimulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    // a filing configuration's detail lists the manifests sent under it: they are this module's
    offerSentUnderReader(manifestsSentUnder);
    registerReceiptSink(adapter.channel, async () => {
      const changed = new Set<number>();
      await applyManifestReceipts(db, changed);
      await publishManifestChanged(db, hub, [...changed]);
    });
    manifestRoutes(app, db, hub);
    manifestLists(app, db);
  },
  // the demo bookings (booking) and their approved SIs (si), the VGM and container events its demo reads, the roles (access)
  seedsAfter: ['access', 'si', 'booking', 'vgm', 'containerEvents', 'manifestSetup'],
  seedNeedsMigration: 68,
  seed: [
    { name: 'manifest-access-v1', run: seedManifestAccess },
    { name: 'demo-manifests-v1', run: seedDemoManifests },
  ],
};
