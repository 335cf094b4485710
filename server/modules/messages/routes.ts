import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { routeOf } from '../../../src/contract/call';
import { ok } from '../../../src/contract/envelope';
import { messagesCalls as C } from '../../../src/contract/messages/calls';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, forbidden, notFound } from '../../http/replies';
import type { LiveHub } from '../../live/hub';
import { globalList, inboxList, readerLanguage, readerOf, sentList } from './lists';
import * as repo from './repository';
import { audienceFor, present, recipients } from './service';
import { sendOnce } from './sendOnce';

/** The reader's messages, the unread count, sending (to an employee, a company, everyone) and withdrawing. */
export function messageRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(C.unreadCount.path, routeOf(C.unreadCount), async (request) => ok(await repo.unreadCount(db, readerOf(request))));

  // Spec §7: query `id`; reading it marks it read. `Peek` (the arrival toast) reads without marking.
  app.get(C.detail.path, routeOf(C.detail), async (request, reply) => {
    const { id: messageId, Peek } = request.query;
    const row = await repo.readerMessage(db, readerOf(request), readerLanguage(request), messageId);
    if (!row) return notFound(reply, 'message');
    if (Peek) return ok(present(row));
    if (!row.ReadAt) await repo.markRead(db, request.actor!.id, [messageId]);
    return ok(present({ ...row, ReadAt: row.ReadAt ?? new Date(), Unread: false }));
  });

  defineList(app, db, inboxList);

  for (const [call, mark] of [
    [C.markRead, repo.markRead],
    [C.delete, repo.markDeleted],
  ] as const) {
    app.post(call.path, routeOf(call), async (request, reply) => {
      const visible = await repo.visibleIds(db, readerOf(request), request.body.Ids);
      const stray = request.body.Ids.find((i) => !visible.has(i));
      if (stray) return notFound(reply, `message ${stray}`); // not yours: as if absent
      await mark(db, request.actor!.id, request.body.Ids);
      return ok(null);
    });
  }

  app.post(C.markAllRead.path, routeOf(C.markAllRead), async (request) => {
    const ids = await repo.unreadIds(db, readerOf(request));
    if (ids.length) await repo.markRead(db, request.actor!.id, ids);
    return ok(ids.length);
  });

  // --- sending ---
  app.get(C.recipients.path, routeOf(C.recipients), async (request) => ok(await recipients(db, request.actor!)));

  app.post(C.send.path, routeOf(C.send), async (request, reply) => {
    const audience = await audienceFor(db, request.actor!, request.body);
    if ('forbidden' in audience) return forbidden(reply, audience.forbidden, audience.zh);
    if ('field' in audience) return badField(reply, audience.field, audience.message, audience.zh);
    if ('notFound' in audience) return notFound(reply, audience.notFound);
    const title = request.body.Title.trim();
    return sendOnce(db, request, reply, { title, description: request.body.Description ?? '', audience }, (id) =>
      hub.publish(audience, { type: 'message', Id: id, Title: title }),
    );
  });

  defineList(app, db, sentList);

  app.post(C.sendGlobal.path, routeOf(C.sendGlobal), async (request, reply) => {
    const title = request.body.Title.trim();
    const audience = { scope: 'global' } as const;
    return sendOnce(db, request, reply, { title, description: request.body.Description ?? '', audience }, (id) =>
      hub.publish(audience, { type: 'send', Id: id, Title: title }),
    );
  });

  // how many people a message to everyone reaches, for the sender's confirmation: the same access as sending
  app.get(C.globalReach.path, routeOf(C.globalReach), async () => ok({ People: await repo.globalReach(db) }));

  defineList(app, db, globalList);

  app.post(C.withdraw.path, routeOf(C.withdraw), async (request, reply) =>
    (await repo.withdrawGlobal(db, request.body.Id)) ? ok(null) : notFound(reply, 'global message that is still out'),
  );
}
