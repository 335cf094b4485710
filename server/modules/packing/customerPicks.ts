import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';
import { packingPickCalls as C } from '../../../src/contract/packing/pickCalls';
import type { Db } from '../../db/types';
import { activeCustomers, bookingsOfCustomer } from './customerPickRepository';

/** Staff's picks for an application on a customer's behalf (GET Customers, CustomerBookings); the access rows demand the on-behalf button. */
export function customerPickRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.customers.path, routeOf(C.customers), async () => ok(await activeCustomers(db)));
  app.get(C.customerBookings.path, routeOf(C.customerBookings), async (q) => ok(await bookingsOfCustomer(db, (q.query as { COMPANYID: number }).COMPANYID)));
}
