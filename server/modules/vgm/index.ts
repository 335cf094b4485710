import { registerReceiptSink } from '../../channels/gateway';
import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { applyVgmReceipts, vgmChannelRound } from './channel';
import { VGM_CHANNEL } from './payload';
import { vgmRoutes } from './routes';
import { seedDemoVgm, seedVgmAccess } from './seed';
import { vgmSimulator, vgmSimulatorOptions } from './simulator';

/**
 * VGM (operations.md §6, issue 34): declarations per booking container, versions superseding each
 * other, the CARRIER_VGM channel on its local simulator (the only adapter built: no carrier is
 * reachable from here), and the share link's public page. VGM_CHANNEL_EVERY_MS sets the channel's
 * round (0: not run, as in the API tests, which drive it); SIM_CARRIER_VGM_DELAY_MS and
 * SIM_CARRIER_VGM_FAULTS shape the simulated carrier.
 */
export const vgmModule: ServerModule = {
  name: 'vgm',
  rounds: [vgmChannelRound((db) => vgmSimulator(db, vgmSimulatorOptions(process.env)))],
  routes(app, { db }) {
    const mode = simulatorOnly(process.env, VGM_CHANNEL);
    const adapter = vgmSimulator(db, vgmSimulatorOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    // receipts the carrier pushes to the webhook are applied at once (GATEWAY_SECRET_CARRIER_VGM enables it)
    registerReceiptSink(adapter.channel, async () => {
      await applyVgmReceipts(db);
    });
    vgmRoutes(app, db);
  },
  // the released demo bookings (booking), their cargo records (si) and the roles that get the buttons (access)
  seedsAfter: ['access', 'si', 'booking', 'packing'],
  // its seed needs the spine (056), the container documents (057) and its own tables (058)
  seedNeedsMigration: 58,
  seed: [
    { name: 'vgm-access-v1', run: seedVgmAccess },
    { name: 'demo-vgm-v1', run: seedDemoVgm },
  ],
};
