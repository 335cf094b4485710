import { ORDER_APPLY_PAGES } from '../../contract/orderApply/module';
import type { ClientModule } from '../../ui/clientModule';

// one chunk for the module's nine screens: the first page carries one loader (OrderApplyScreen picks by route)
const screen = () => import('./OrderApplyScreen');

/** B/L application and risk check (operations.md §11.5): the nine pages of the route table's group 'orderApply'. */
export const orderApplyModule: ClientModule = {
  key: 'orderApply',
  screens: Object.fromEntries(Object.values(ORDER_APPLY_PAGES).map((path) => [path, screen])),
  machines: [
    {
      file: 'features/orderApply/machines/blApplicationMachine.ts',
      load: () => import('./machines/blApplicationMachine').then((m) => m.blApplicationMachine),
    },
  ],
};
