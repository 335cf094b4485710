import type { StartCardView } from '../../../ui/startCards';
import { rateStartWords as w } from './words';

const M = '/SeaFreight/FreightManagement';
const validity = { left: w.validLeft, past: w.validPast };

/** The rate module's start-page cards (counted by server/modules/rates/startCards.ts under the same ids). */
const cards: readonly StartCardView[] = [
  { id: 'rates.pending', title: w.pendingTitle, unit: w.pendingUnit, href: `${M}/FreightModifyList`, action: w.pendingAction },
  { id: 'rates.expiring', title: w.expiringTitle, unit: w.expiringUnit, href: `${M}/FCLFreight`, action: w.expiringAction, due: validity },
  {
    id: 'quotes.awaitingCustomer',
    title: w.awaitingTitle,
    unit: w.awaitingUnit,
    href: '/CRM/QuotationRecord',
    action: w.quotesAction,
    itemHref: (i) => `/CRM/QuotationRecord?open=${i.Id}`,
    due: validity,
  },
  { id: 'quotes.toDecide', title: w.toDecideTitle, unit: w.toDecideUnit, href: '/external/workbench/PriceQuery', action: w.toDecideAction, due: validity },
];
export default cards;
