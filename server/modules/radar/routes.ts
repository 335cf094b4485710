import type { FastifyInstance } from 'fastify';
import { radarCalls as C } from '../../../src/contract/radar/calls';
import type { Db } from '../../db/types';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { actOnSignal } from './act';
import { radarExportRoutes } from './exports';
import { marginRadar } from './marginRadar';
import { salesRadar } from './salesRadar';
import { userSignals } from './userSignals';

/** The radars' calls (commercial.md §9.2): thin, each to its use case. */
export function radarRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.users, async ({ actor, input }, r) => sendOutcome(r, await userSignals(db, actor, input)));
  route(app, C.sales, async ({ actor, input }, r) => sendOutcome(r, await salesRadar(db, actor, input)));
  route(app, C.margin, async ({ actor, input }, r) => sendOutcome(r, await marginRadar(db, actor, input)));
  route(app, C.act, async ({ actor, input, request }, r) =>
    sendOutcome(r, await actOnSignal(db, actor, input, requestLanguage(request.headers['accept-language']))),
  );
  radarExportRoutes(app, db);
}
