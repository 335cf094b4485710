import type { StartCardView } from '../../../ui/startCards';
import { readySpaceWords } from '../words';
import { readySpaceStartWords as w } from './words';

const hold = { left: readySpaceWords.holdLeft, past: w.holdPast };

/** The ready-space module's start-page cards (counted by server/modules/readySpace/startCards.ts under the same ids). */
const cards: readonly StartCardView[] = [
  {
    id: 'readySpace.ordersToConfirm',
    title: w.toConfirmTitle,
    unit: w.toConfirmUnit,
    href: '/SeaFreight/NowOrderManagement/NowOrderList',
    action: w.toConfirmAction,
    due: hold,
  },
  { id: 'readySpace.holds', title: w.holdsTitle, unit: w.holdsUnit, href: '/workbench/NowCargoSpace/NowOrderList', action: w.holdsAction, due: hold },
  { id: 'readySpace.awaitingAudit', title: w.auditTitle, unit: w.auditUnit, href: '/SeaFreight/NowOrderManagement/NowOrderManagement', action: w.auditAction },
];
export default cards;
