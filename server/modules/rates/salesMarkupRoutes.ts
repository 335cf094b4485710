import type { FastifyInstance } from 'fastify';
import { type CallInput, routeOf } from '../../../src/contract/call';
import { RATES_ACCESS as A } from '../../../src/contract/rates/module';
import { ruleCalls as C } from '../../../src/contract/rates/ruleCalls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { refusal } from '../../platform/auth/authHook';
import { saveSalesMarkup, salesMarkupList, setSalesMarkupActive } from './salesMarkupService';

/** A salesperson's add-ons' calls (commercial.md §2.3 SalesMarkup/*): the own list, a save, on/off. */
export function salesMarkupRoutes(app: FastifyInstance, db: Db): void {
  app.get(C.salesList.path, routeOf(C.salesList), async (q, r) => sendOutcome(r, await salesMarkupList(db, q.actor!)));
  app.post(C.salesSave.path, routeOf(C.salesSave), async (q, r) => {
    // a negative add-on needs the override button (R2.6)
    const canOverride = !(await refusal(db, q.actor!, A.quoteOverride));
    return sendOutcome(
      r,
      await saveSalesMarkup(db, q.actor!, q.body as CallInput<typeof C.salesSave>, requestLanguage(q.headers['accept-language']), canOverride),
    );
  });
  app.post(C.salesSetStatus.path, routeOf(C.salesSetStatus), async (q, r) =>
    sendOutcome(r, await setSalesMarkupActive(db, q.actor!, q.body as CallInput<typeof C.salesSetStatus>)),
  );
}
