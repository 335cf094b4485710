import { HOUSE_BILL_PAGES as P } from '../../contract/houseBill/module';
import type { ClientModule } from '../../ui/clientModule';

/**
 * House and master bills (operations.md §10): the HBLMake and MBLMake pages, and the "B/L draft"
 * panel lent to an approved SI's detail (`si.detail`, the customer's workbench and staff alike).
 */
export const houseBillModule: ClientModule = {
  key: 'houseBill',
  screens: {
    [P.hbl]: () => import('./HblMakeScreen'),
    [P.mbl]: () => import('./MblMakeScreen'),
    // the public share page, a chunk of its own: a visitor without an account loads none of the desk
    [P.share]: () => import('./HblDraftSharePage'),
  },
  panels: {
    'si.detail': () => import('./BlDraftPanel'),
  },
};
