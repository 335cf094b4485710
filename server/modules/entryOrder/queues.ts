import { ENTRY_ORDER_PAGES } from '../../../src/contract/entryOrder/module';
import { pagesAccess } from '../../platform/tower/rules';
import type { WorkQueue } from '../module';
import { nextSupplementOf, type SupplementQueue, supplementQueueFigures } from './supplementRepository';

const PAGE = ENTRY_ORDER_PAGES.supplements;
/** The queues' ids: the `queue` frame names them when a supplement moves (live.ts). */
export const ENTRY_ORDER_QUEUES = ['entryOrder.supplementsFilled', 'entryOrder.supplementsOverdue'] as const;

/** One supplement queue: the staff's who hold the supplements page (as SUP_OVERDUE's); its next item opens there with `?Id=`. */
const supplementQueue = (id: (typeof ENTRY_ORDER_QUEUES)[number], queue: SupplementQueue, name: WorkQueue['name']): WorkQueue => ({
  id,
  name,
  access: { ...pagesAccess({ internal: PAGE, external: PAGE }), platformOnly: true },
  path: PAGE,
  count: (q) => supplementQueueFigures(q, queue),
  next: async (q) => {
    const id = await nextSupplementOf(q, queue);
    return id === null ? null : `${PAGE}?Id=${id}`;
  },
});

/**
 * The work center's supplement queues (operations.md §12.3 "supplements filled", issue 48): those
 * filled and waiting for the staff to accept or return them (oldest: when filled), and those past
 * their due time still unanswered (oldest: the due time; the tower's SUP_OVERDUE).
 */
export const entryOrderQueues: readonly WorkQueue[] = [
  supplementQueue('entryOrder.supplementsFilled', 'filled', { zh: '补料待审核', en: 'Supplements filled' }),
  supplementQueue('entryOrder.supplementsOverdue', 'overdue', { zh: '补料已逾期', en: 'Supplements overdue' }),
];
