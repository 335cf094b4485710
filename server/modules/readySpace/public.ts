/**
 * What other modules may use of ready space (the only file of this folder they import:
 * .dependency-cruiser.cjs). Billing takes a released order's price as the booking's charges (issue
 * 45 item 12: a booking bought from ready space carries the order's price, not a rate's). The user
 * radar reads the customers' views of the offers (issue 51).
 */
export { type ReleasedOrderPrice, releasedOrderPrice } from './orderRepository';
export { type SpaceViewDay, spaceViewsSince } from './viewRepository';
