import type { FastifyInstance } from 'fastify';
import { ok } from '../../../src/contract/envelope';
import { packingPickCalls as C } from '../../../src/contract/packing/pickCalls';
import type { Db } from '../../db/types';
import { activeCustomers, bookingsOfCustomer } from './customerPickRepository';
import { route } from '../../http/route';

/** Staff's picks for an application on a customer's behalf (GET Customers, CustomerBookings); the access rows demand the on-behalf button. */
export function customerPickRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.customers, async () => ok(await activeCustomers(db)));
  route(app, C.customerBookings, async ({ input }) => ok(await bookingsOfCustomer(db, input.COMPANYID)));
}
