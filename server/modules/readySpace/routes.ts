import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { type PublicSpace, publicSpaceCall, readySpaceCalls as C } from '../../../src/contract/readySpace/calls';
import { READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { type CallInput, routeOf } from '../../../src/contract/call';
import type { Db } from '../../db/types';
import { ADDRESS_LIMITS, openRouteOf } from '../../http/addressLimit';
import { readIdempotencyKey, requestHash } from '../../http/idempotency';
import { sendOutcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { readySpaceLists } from './lists';
import { orderService } from './orders';
import { readySpaceFileRoutes } from './files';
import { expireDue } from './round';
import { sailingsToPick } from './sailings';
import { spaceService } from './spaces';
import { AVAILABLE } from './store';
import { readySpaceUploadRoutes } from './uploads';

/** The ready-space calls (commercial.md §5.3): thin — schema in, the service's outcome out. */
export function readySpaceRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const spaces = spaceService(db, hub);
  const orders = orderService(db, hub);
  type In<K extends keyof typeof C> = CallInput<(typeof C)[K]>;

  // R5.4 "checked when read": the lists show no hold that has run out
  const lists = new Set([P.readySpaceList, `${P.readySpaceList}/Export`, P.readySpaceOrderList, `${P.readySpaceOrderList}/Export`]);
  app.addHook('preHandler', async (request) => {
    if (request.actor && lists.has(request.routeOptions.url ?? '')) await expireDue(db, hub, new Date());
  });
  readySpaceLists(app, db);
  readySpaceUploadRoutes(fastify, db, hub);
  readySpaceFileRoutes(fastify, db);

  // the public query (/customer/booking): on sale to the whole market, no prices (sign in to buy)
  app.get(publicSpaceCall.path, openRouteOf(publicSpaceCall, 'querystring', ADDRESS_LIMITS.rateSearch), async (q, r) => {
    const { PolCode, PodCode } = q.query as { PolCode?: string; PodCode?: string };
    const rows = await db.query<PublicSpace & { ValidUntil: unknown }>(
      `select s.id::int as "Id", s.space_no as "SpaceNo", s.carrier_code as "CarrierCode", s.vessel_name as "VesselName", s.voyage as "Voyage",
              s.pol_code as "PolCode", s.pod_code as "PodCode", coalesce(s.etd::text, '') as "Etd", s.valid_until as "ValidUntil",
              coalesce((select json_agg(json_build_object('ContainerClass', l.container_class, 'Available', greatest(l.total_qty - l.held_qty - l.sold_qty, 0)) order by l.id)
                          from ready_space_lines l where l.ready_space_id = s.id), '[]') as "Classes",
              ${AVAILABLE} as "Available"
         from ready_spaces s
        where s.status = 'ON_SALE' and s.audience = 'MARKET' and (s.valid_until is null or s.valid_until > now())
          and ($1 = '' or s.pol_code = upper($1)) and ($2 = '' or s.pod_code = upper($2))
        order by s.etd, s.id limit 100`,
      [(PolCode ?? '').trim(), (PodCode ?? '').trim()],
    );
    return sendOutcome(r, { ok: true, value: rows.map((x) => ({ ...x, ValidUntil: x.ValidUntil ? new Date(x.ValidUntil as string).toISOString() : '' })) });
  });
  app.get(C.get.path, routeOf(C.get), async (q, r) => sendOutcome(r, await spaces.get(q.actor!, (q.query as In<'get'>).Id)));
  app.post(C.saveDraft.path, routeOf(C.saveDraft), async (q, r) => sendOutcome(r, await spaces.saveDraft(q.actor!, q.body as In<'saveDraft'>)));
  app.post(C.submit.path, routeOf(C.submit), async (q, r) => sendOutcome(r, await spaces.submit(q.actor!, q.body as In<'submit'>)));
  app.post(C.audit.path, routeOf(C.audit), async (q, r) => sendOutcome(r, await spaces.audit(q.actor!, q.body as In<'audit'>)));
  app.post(C.setShelf.path, routeOf(C.setShelf), async (q, r) => sendOutcome(r, await spaces.setShelf(q.actor!, q.body as In<'setShelf'>)));
  app.post(C.updateStock.path, routeOf(C.updateStock), async (q, r) => sendOutcome(r, await spaces.updateStock(q.actor!, q.body as In<'updateStock'>)));
  app.get(C.sailings.path, routeOf(C.sailings), async (q, r) => sendOutcome(r, await sailingsToPick(db, q.query as In<'sailings'>)));
  app.post(C.updatePrice.path, routeOf(C.updatePrice), async (q, r) => sendOutcome(r, await spaces.updatePrice(q.actor!, q.body as In<'updatePrice'>)));

  app.post(C.place.path, routeOf(C.place), async (q, r) =>
    sendOutcome(r, await orders.place(q.actor!, q.body as In<'place'>, { reading: readIdempotencyKey(q), hash: requestHash(q) })),
  );
  app.get(C.orderGet.path, routeOf(C.orderGet), async (q, r) => sendOutcome(r, await orders.get(q.actor!, (q.query as In<'orderGet'>).Id)));
  app.post(C.confirm.path, routeOf(C.confirm), async (q, r) => sendOutcome(r, await orders.confirm(q.actor!, q.body as In<'confirm'>)));
  app.post(C.reject.path, routeOf(C.reject), async (q, r) => sendOutcome(r, await orders.reject(q.actor!, q.body as In<'reject'>)));
  app.post(C.cancel.path, routeOf(C.cancel), async (q, r) => sendOutcome(r, await orders.cancel(q.actor!, q.body as In<'cancel'>)));
  app.post(C.releaseSo.path, routeOf(C.releaseSo), async (q, r) => sendOutcome(r, await orders.releaseSo(q.actor!, q.body as In<'releaseSo'>)));
  app.post(C.requestCancel.path, routeOf(C.requestCancel), async (q, r) => sendOutcome(r, await orders.requestCancel(q.actor!, q.body as In<'requestCancel'>)));
  app.post(C.decideCancel.path, routeOf(C.decideCancel), async (q, r) => sendOutcome(r, await orders.decideCancel(q.actor!, q.body as In<'decideCancel'>)));
}
