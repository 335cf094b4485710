import { RADAR_PAGES as P } from '../../contract/radar/module';
import { readAgain } from '../../lib/queryClient';
import type { ClientModule } from '../../ui/clientModule';

/** The radars (commercial.md §9.3): the user radar's customer signals and the sales radar with the margin radar. */
export const radarModule: ClientModule = {
  key: 'radar',
  screens: {
    [P.users]: () => import('./UserRadarScreen'),
    [P.sales]: () => import('./SalesRadarScreen'),
  },
  machines: [{ file: 'features/radar/machines/actMachine.ts', load: () => import('./machines/actMachine').then((m) => m.actMachine) }],
  live: {
    // a customer's signal for this person appeared (R9.1: only their customers'): the open feed reads itself again
    frames: { 'radar.signal': () => void readAgain(['radar', 'users']) },
    onReconnect: () => void readAgain(['radar']),
  },
};
