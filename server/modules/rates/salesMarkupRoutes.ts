import type { FastifyInstance } from 'fastify';
import { RATES_ACCESS as A } from '../../../src/contract/rates/module';
import { ruleCalls as C } from '../../../src/contract/rates/ruleCalls';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { refusal } from '../../platform/auth/authHook';
import { saveSalesMarkup, salesMarkupList, setSalesMarkupActive } from './salesMarkupService';
import { route } from '../../http/route';

/** A salesperson's add-ons' calls (commercial.md §2.3 SalesMarkup/*): the own list, a save, on/off. */
export function salesMarkupRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  route(app, C.salesList, async ({ actor }, r) => sendOutcome(r, await salesMarkupList(db, actor)));
  route(app, C.salesSave, async ({ actor, input, request: q }, r) => {
    // a negative add-on needs the override button (R2.6)
    const canOverride = !(await refusal(db, actor, A.quoteOverride));
    return sendOutcome(r, await saveSalesMarkup(db, hub, actor, input, requestLanguage(q.headers['accept-language']), canOverride));
  });
  route(app, C.salesSetStatus, async ({ actor, input }, r) => sendOutcome(r, await setSalesMarkupActive(db, hub, actor, input)));
}
