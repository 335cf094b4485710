import { read } from '../../../src/contract/accessRow';
import { READY_SPACE_ACCESS, READY_SPACE_PAGES } from '../../../src/contract/readySpace/module';
import type { StartCardSource } from '../module';
import { cardFigures, iso } from '../startPage/public';

const ORDERS = 'ready_space_orders o join ready_spaces s on s.id = o.ready_space_id join company_directory c on c.id = o.buyer_company_id';
const LANE = `s.carrier_code || ' ' || s.pol_code || ' → ' || s.pod_code`;
/** A placed order whose hold still runs (a hold past its time is expired by the next read or round, not shown as waiting). */
const HELD = `o.status = 'PLACED' and o.hold_expires_at > now()`;

/**
 * The ready-space cards (commercial.md §5): orders on the seller's own space waiting for its
 * confirmation while their holds count down, the buyer's own holds counting down, and the
 * platform's listings waiting for its audit.
 */
export const readySpaceStartCards: readonly StartCardSource[] = [
  {
    id: 'readySpace.ordersToConfirm',
    access: READY_SPACE_ACCESS.readySpaceOrderDecide,
    figures: (q, actor) =>
      cardFigures(
        q,
        ORDERS,
        `s.provider_company_id = $1 and ${HELD}`,
        [actor.companyId],
        `o.id::int as "Id", o.order_no as "No", c.name_zh || ' · ' || ${LANE} as "Text", ${iso('o.hold_expires_at')} as "DueAt"`,
        'o.hold_expires_at, o.id',
      ),
  },
  {
    id: 'readySpace.holds',
    access: read([READY_SPACE_PAGES.myOrders]),
    figures: (q, actor) =>
      cardFigures(
        q,
        ORDERS,
        `o.buyer_company_id = $1 and ${HELD}`,
        [actor.companyId],
        `o.id::int as "Id", o.order_no as "No", ${LANE} as "Text", ${iso('o.hold_expires_at')} as "DueAt"`,
        'o.hold_expires_at, o.id',
      ),
  },
  {
    id: 'readySpace.awaitingAudit',
    access: READY_SPACE_ACCESS.readySpaceAudit,
    figures: (q) =>
      cardFigures(
        q,
        'ready_spaces s join company_directory c on c.id = s.provider_company_id',
        `s.status = 'SUBMITTED'`,
        [],
        `s.id::int as "Id", s.space_no as "No", c.name_zh || ' · ' || ${LANE} as "Text"`,
        's.updated_at, s.id',
      ),
  },
];
