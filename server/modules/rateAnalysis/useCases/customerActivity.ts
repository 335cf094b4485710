import type { CustomerLane, CustomerRates, CustomerRatesQuery } from '../../../../src/contract/rateAnalysis/calls';
import { RATE_ANALYSIS_ACCESS as A } from '../../../../src/contract/rateAnalysis/module';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { refusal } from '../../../platform/auth/authHook';
import { noSuch } from '../../../platform/refusal';
import { bookingsPerLane } from '../../booking/public';
import { customerLaneActivity } from '../../rates/public';
import { customersInScope } from '../repository';
import { datesRefusal } from './checks';

/**
 * `GET /api/Analytics/CustomerRates` (commercial.md §9.2): what one customer company searched, was
 * quoted and booked per lane between two days. A salesperson sees the customers they sell to; the
 * managers' page every customer (R9.1); any other company is absent (404), as another's record is.
 */
export async function customerActivity(db: Db, actor: Actor, input: CustomerRatesQuery): Promise<Outcome<CustomerRates>> {
  const wrong = datesRefusal<CustomerRates>(input.From, input.To);
  if (wrong) return wrong;
  const all = !(await refusal(db, actor, A.customerRatesAll));
  const customers = await customersInScope(db, actor.id, all);
  const id = input.CompanyId;
  if (!id) return { ok: true, value: { Lanes: [], Customers: customers } };
  if (!customers.some((c) => c.Id === id)) return noSuch('company');
  const [quoted, booked] = [await customerLaneActivity(db, id, input.From, input.To), await bookingsPerLane(db, id, input.From, input.To)];
  const lanes = new Map<string, CustomerLane>();
  const empty = (POL: string, POD: string): CustomerLane => ({
    POL,
    POD,
    Searches: 0,
    Quotes: 0,
    QuotesAccepted: 0,
    QuotesRejected: 0,
    LostOnPrice: 0,
    Bookings: 0,
  });
  for (const q of quoted) lanes.set(`${q.POL}-${q.POD}`, { ...empty(q.POL, q.POD), ...q });
  for (const b of booked) lanes.set(`${b.POL}-${b.POD}`, { ...(lanes.get(`${b.POL}-${b.POD}`) ?? empty(b.POL, b.POD)), Bookings: b.Bookings });
  return { ok: true, value: { Lanes: [...lanes.values()].sort((a, b) => `${a.POL}${a.POD}`.localeCompare(`${b.POL}${b.POD}`)), Customers: customers } };
}
