import type { ServerModule } from '../module';
import { pushRadarSignals } from './livePush';
import { radarRoutes } from './routes';
import { seedDemoRadar } from './demoRadar';
import { seedRadarAccess } from './seed';

/**
 * The radars (commercial.md §9.2–9.5, issue 51): the user radar's customer signals derived from the
 * owners' records, the sales radar's figures per salesperson and the margin radar. It keeps only what
 * people did with a signal (radar_signal_acts); every figure is read through the owners' public.ts.
 */
export const radarModule: ServerModule = {
  name: 'radar',
  tables: ['radar_signal_acts'],
  routes(app, { db, hub }) {
    radarRoutes(app, db);
    // a customer's repeated search reaches the open user radars it belongs to (livePush.ts)
    const stop = pushRadarSignals(db, hub);
    app.addHook('onClose', async () => stop());
  },
  // the CRM's demo roles and customers, the rates' quotes and cards, the demo bookings
  seedsAfter: ['access', 'staff', 'crm', 'rates', 'booking'],
  seedNeedsMigration: 111,
  seed: [
    { name: 'radar-access-v1', run: seedRadarAccess },
    { name: 'demo-radar-v1', run: seedDemoRadar },
  ],
};
