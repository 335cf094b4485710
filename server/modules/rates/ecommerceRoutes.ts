import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { ecommerceCalls as C } from '../../../src/contract/rates/ecommerceCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { products, setListed } from './ecommerceService';

/** The e-commerce calls (commercial.md §2.5 dsView): the desk lists rates, the customers' page reads the cards. */
export function ecommerceRoutes(app: FastifyInstance, db: Db): void {
  app.post(C.setListed.path, routeOf(C.setListed), async (q, r) => sendOutcome(r, await setListed(db, q.actor!, q.body as CallInput<typeof C.setListed>)));
  app.get(C.products.path, routeOf(C.products), async (q, r) => sendOutcome(r, await products(db, q.actor!)));
}
