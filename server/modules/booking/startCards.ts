import { read } from '../../../src/contract/accessRow';
import { BOOKING_ACCESS, BOOKING_PAGES } from '../../../src/contract/booking/module';
import { QUOTE_PAGES } from '../../../src/contract/rates/module';
import { DESK_QUEUE } from '../../../src/domain/booking/status';
import type { StartCardSource } from '../module';
import { cardFigures, iso } from '../startPage/public';

const ORDERS = 'booking_orders o join company_directory c on c.id = o.company_id left join booking_carrier_configs g on g.carrier_code = o.carrier_code';
/** When the desk's acceptance SLA of a submitted booking runs out (the carrier's, or two hours). */
const SLA_DUE = iso(`o.submitted_at + make_interval(mins => coalesce(g.accept_sla_minutes, 120))`);
const LANE = `o.carrier_code || ' ' || o.pol_code || ' → ' || o.pod_code`;
const ITEM = `o.id::int as "Id", o.booking_no as "No", o.status as "Status"`;
/** A customer's bookings still on their way to a release (a draft is not yet on its way; RETURNED waits for the customer). */
const UNDERWAY = ['SUBMITTED', 'RETURNED', 'ACCEPTED', 'SENT', 'BOOKED', 'AMEND_REQUIRED'];

/**
 * The booking cards (commercial.md §6): the desk's queue and its SLA breaches (every customer's
 * bookings: the desk is the platform's), a salesperson's bookings made from their quotes, and a
 * customer's bookings under way and releases waiting for their SI ("make SI").
 */
export const bookingStartCards: readonly StartCardSource[] = [
  {
    id: 'booking.queue',
    access: BOOKING_ACCESS.deskRead,
    figures: (q) =>
      cardFigures(q, ORDERS, `o.status = any($1::text[])`, [DESK_QUEUE], `${ITEM}, c.name_zh || ' · ' || ${LANE} as "Text"`, 'o.submitted_at nulls last, o.id'),
  },
  {
    id: 'booking.overSla',
    access: BOOKING_ACCESS.bookingCockpitRead,
    figures: (q) =>
      cardFigures(
        q,
        ORDERS,
        `o.status = 'SUBMITTED' and o.submitted_at + make_interval(mins => coalesce(g.accept_sla_minutes, 120)) < now()`,
        [],
        `${ITEM}, c.name_zh || ' · ' || ${LANE} as "Text", ${SLA_DUE} as "DueAt"`,
        'o.submitted_at, o.id',
      ),
  },
  {
    id: 'booking.fromMyQuotes',
    access: read([QUOTE_PAGES[1]!], true),
    figures: (q, actor) =>
      cardFigures(
        q,
        `${ORDERS} join quote_facts k on k.quote_no = o.price_snapshot ->> 'QuoteNo'`,
        `k.owner_company_id = $1 and k.sales_employee_id = $2 and o.status <> 'DRAFT'`,
        [actor.companyId, actor.id],
        `${ITEM}, c.name_zh || ' · ' || k.quote_no as "Text"`,
        'o.updated_at desc, o.id desc',
      ),
  },
  {
    id: 'booking.underway',
    access: read([BOOKING_PAGES.tracking]),
    figures: (q, actor) =>
      cardFigures(
        q,
        ORDERS,
        `o.company_id = $1 and o.status = any($2::text[])`,
        [actor.companyId, UNDERWAY],
        `${ITEM}, ${LANE} as "Text"`,
        'o.updated_at desc, o.id desc',
      ),
  },
  {
    id: 'booking.releasedWithoutSi',
    access: read([BOOKING_PAGES.tracking]),
    figures: (q, actor) =>
      cardFigures(
        q,
        ORDERS,
        `o.company_id = $1 and o.status = 'RELEASED' and o.cgo_id is not null
         and not exists (select 1 from si_facts s where s.cgo_id = o.cgo_id and not s.deleted)`,
        [actor.companyId],
        `${ITEM}, ${LANE} as "Text", o.cgo_id as "Ref"`,
        'o.released_at desc nulls last, o.id desc',
      ),
  },
];
