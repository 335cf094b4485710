import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { Db } from '../../db/types';
import type { ServerModule } from '../module';
import { applyManifestReceipts, manifestChannelRound } from './channel';
import { manifestLists } from './lists';
import { publishManifestChanged } from './live';
import { offerSentUnderReader } from '../manifestSetup/public';
import { manifestsSentUnder } from './publicReadsRepository';
import { manifestRoutes } from './routes';
import { manifestExceptionRules, manifestQueues } from './tower';
import { seedForeignRegimes } from './demoRegimes';
import { seedDemoManifests, seedManifestAccess } from './seed';
import { manifestSimulator, manifestSimulatorOptions } from './simulator';
import { foreignCustomsSimulator, foreignSimulatorOptions } from './simulatorForeign';
import { FOREIGN_SIM_TABLES, type ForeignChannel } from './simulatorForeignRepository';

const FOREIGN = Object.keys(FOREIGN_SIM_TABLES) as ForeignChannel[];
/** The four customs channels, each on its local simulator (no provider adapter is built). */
const customsAdapters = (db: Db) => [
  manifestSimulator(db, manifestSimulatorOptions(process.env)),
  ...FOREIGN.map((c) => foreignCustomsSimulator(db, c, foreignSimulatorOptions(c, process.env))),
];

/**
 * Customs manifests (operations.md §7, issue 35): manifests per bill per filing, their check, the
 * verify and send flow, the customs channels — CN_MANIFEST (China's single window), US_AMS, US_ISF and
 * EU_ENS — each on its local simulator (the only adapters built: no customs gateway is reachable from
 * here), customs' receipts and stages, and the share links' public calls. MANIFEST_CHANNEL_EVERY_MS
 * sets the channels' round (0: not run, as in the API tests, which drive it); SIM_<CHANNEL>_DELAY_MS,
 * SIM_<CHANNEL>_FAULTS (and SIM_CN_MANIFEST_RELEASE_MINUTES) shape the simulated customs;
 * CHANNEL_<CHANNEL> must be `simulator`, and production refuses to start on a simulator unless
 * ALLOW_SIMULATED_CHANNELS names its channel.
 */
export const manifestModule: ServerModule = {
  name: 'manifest',
  tables: [
    'manifest_containers',
    'manifest_items',
    'manifest_send_keys',
    'manifest_transmissions',
    'manifest_uploads',
    'manifests',
    'sim_cn_manifest_submissions',
    'sim_eu_ens_submissions',
    'sim_us_ams_submissions',
    'sim_us_isf_submissions',
  ],
  exceptions: manifestExceptionRules,
  queues: manifestQueues,
  rounds: [manifestChannelRound(customsAdapters)],
  routes(app, { db, hub }) {
    // a filing configuration's detail lists the manifests sent under it: they are this module's
    offerSentUnderReader(manifestsSentUnder);
    for (const adapter of customsAdapters(db)) {
      const mode = simulatorOnly(process.env, adapter.channel);
      assertChannelAllowed(process.env, adapter);
      registerChannelMode(adapter.channel, mode);
      registerReceiptSink(adapter.channel, async () => {
        const changed = new Set<number>();
        await applyManifestReceipts(db, changed, adapter.channel);
        await publishManifestChanged(db, hub, [...changed]);
      });
    }
    manifestRoutes(app, db, hub);
    manifestLists(app, db);
  },
  // the demo bookings (booking) and their approved SIs (si), the VGM and container events its demo reads, the roles (access)
  seedsAfter: ['access', 'si', 'booking', 'vgm', 'containerEvents', 'manifestSetup'],
  seedNeedsMigration: 68,
  seed: [
    { name: 'manifest-access-v1', run: seedManifestAccess },
    { name: 'demo-manifests-v1', run: seedDemoManifests },
    { name: 'manifest-foreign-regimes-v1', run: seedForeignRegimes },
  ],
};
