import type { FastifyInstance } from 'fastify';
import { ecommerceCalls as C } from '../../../src/contract/rates/ecommerceCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { products, setListed } from './ecommerceService';
import { route } from '../../http/route';

/** The e-commerce calls (commercial.md §2.5 dsView): the desk lists rates, the customers' page reads the cards. */
export function ecommerceRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.setListed, async ({ actor, input }, r) => sendOutcome(r, await setListed(db, actor, input)));
  route(app, C.products, async ({ actor }, r) => sendOutcome(r, await products(db, actor)));
}
