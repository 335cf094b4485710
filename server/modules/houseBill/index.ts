import { registerChannelMode } from '../../channels/modes';
import { assertChannelAllowed, simulatorOnly } from '../../channels/simulation';
import type { ServerModule } from '../module';
import { carrierSiRound } from './carrierChannel';
import { CARRIER_SI_CHANNEL, carrierSiOptions, carrierSiSimulator } from './carrierSimulator';
import { houseBillRoutes } from './routes';
import { seedDemoBills } from './demoSeed';
import { seedHouseBillAccess } from './seed';

/**
 * House and master bills (operations.md §10, issue 37): HBLs made from approved SIs, their drafts
 * approved by the shipper (workbench, share link, or an e-mail the clerk records), issued, printed as
 * PDF (original, copy, watermarked draft), amended, voided; MBLs over bookings with their
 * consolidation, our SI to the carrier through CARRIER_SI (its local simulator: SIM_CARRIER_SI_DELAY_MS,
 * SIM_CARRIER_SI_FAULTS; CARRIER_SI_EVERY_MS sets the round, 0 in the API tests, which drive it).
 */
export const houseBillModule: ServerModule = {
  name: 'houseBill',
  tables: ['hbl_number_series', 'house_bill_versions', 'house_bills', 'master_bill_submit_keys', 'master_bills', 'sim_carrier_si'],
  rounds: [carrierSiRound((db) => carrierSiSimulator(db, carrierSiOptions(process.env)))],
  routes(app, { db }) {
    const mode = simulatorOnly(process.env, CARRIER_SI_CHANNEL);
    const adapter = carrierSiSimulator(db, carrierSiOptions(process.env));
    assertChannelAllowed(process.env, adapter);
    registerChannelMode(adapter.channel, mode);
    houseBillRoutes(app, db);
  },
  // the approved demo SIs (si), their bookings (booking), the roles that get the buttons (access), the LOAD events (containerEvents)
  seedsAfter: ['access', 'si', 'booking', 'containerEvents', 'manifest'],
  seedNeedsMigration: 75,
  seed: [
    { name: 'house-bill-access-v1', run: seedHouseBillAccess },
    { name: 'demo-house-bills-v1', run: seedDemoBills },
  ],
};
