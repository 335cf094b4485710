import type { FastifyInstance } from 'fastify';
import { homeCalls as C } from '../../../src/contract/portal/homeCalls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { homePublicService } from './homePublic';
import { homeService } from './homeService';
import { marked, siteOfRequest } from './publicRoutes';

/** /Portal/Home's and /Portal/FloatingWindow's calls, and the public Home, Schedules and Widget of the host's site. */
export function homeRoutes(app: FastifyInstance, db: Db): void {
  const home = homeService(db);
  const pub = homePublicService(db);
  route(app, C.homeGet, async ({ actor, input }, r) => sendOutcome(r, await home.get(actor, input)));
  route(app, C.homeSave, async ({ actor, input }, r) => sendOutcome(r, await home.save(actor, input)));
  route(app, C.widgetGet, async ({ actor, input }, r) => sendOutcome(r, await home.widget(actor, input)));
  route(app, C.widgetSave, async ({ actor, input }, r) => sendOutcome(r, await home.saveWidget(actor, input)));

  route(app, C.publicHome, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    return s.ok ? sendOutcome(marked(r, s.value), await pub.home(s.value)) : sendOutcome(r, s);
  });
  route(app, C.publicSchedules, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    return s.ok ? sendOutcome(marked(r, s.value), await pub.schedules(s.value, input)) : sendOutcome(r, s);
  });
  route(app, C.publicWidget, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    return s.ok ? sendOutcome(marked(r, s.value), await pub.widget(s.value)) : sendOutcome(r, s);
  });
}
