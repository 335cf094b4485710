import { EDM_PAGE } from '../../contract/edm/module';
import type { ClientModule } from '../../ui/clientModule';

/** Rate e-mail campaigns (docs/modules/edm.md): compose, preview as a contact, test, schedule, follow. */
export const edmModule: ClientModule = {
  key: 'edm',
  screens: {
    [EDM_PAGE]: () => import('./EdmScreen'),
  },
  machines: [{ file: 'features/edm/machines/campaignFlowMachine.ts', load: () => import('./machines/campaignFlowMachine').then((m) => m.campaignFlowMachine) }],
};
