import type { FastifyInstance } from 'fastify';
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
import { route } from '../../http/route';

/** The reader's messages, the unread count, sending (to an employee, a company, everyone) and withdrawing. */
export function messageRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  route(fastify, C.unreadCount, async ({ request }) => ok(await repo.unreadCount(db, readerOf(request))));

  // Spec §7: query `id`; reading it marks it read. `Peek` (the arrival toast) reads without marking.
  route(fastify, C.detail, async ({ actor, input, request }, reply) => {
    const { id: messageId, Peek } = input;
    const row = await repo.readerMessage(db, readerOf(request), readerLanguage(request), messageId);
    if (!row) return notFound(reply, 'message');
    if (Peek) return ok(present(row));
    if (!row.ReadAt) await repo.markRead(db, actor.id, [messageId]);
    return ok(present({ ...row, ReadAt: row.ReadAt ?? new Date(), Unread: false }));
  });

  defineList(fastify, db, inboxList);

  for (const [call, mark] of [
    [C.markRead, repo.markRead],
    [C.delete, repo.markDeleted],
  ] as const) {
    route(fastify, call, async ({ actor, input, request }, reply) => {
      const visible = await repo.visibleIds(db, readerOf(request), input.Ids);
      const stray = input.Ids.find((i) => !visible.has(i));
      if (stray) return notFound(reply, `message ${stray}`); // not yours: as if absent
      await mark(db, actor.id, input.Ids);
      return ok(null);
    });
  }

  route(fastify, C.markAllRead, async ({ actor, request }) => {
    const ids = await repo.unreadIds(db, readerOf(request));
    if (ids.length) await repo.markRead(db, actor.id, ids);
    return ok(ids.length);
  });

  // --- sending ---
  route(fastify, C.recipients, async ({ actor }) => ok(await recipients(db, actor)));

  route(fastify, C.send, async ({ actor, input, request }, reply) => {
    const audience = await audienceFor(db, actor, input);
    if ('forbidden' in audience) return forbidden(reply, audience.forbidden, audience.zh);
    if ('field' in audience) return badField(reply, audience.field, audience.message, audience.zh);
    if ('notFound' in audience) return notFound(reply, audience.notFound);
    const title = input.Title.trim();
    return sendOnce(db, request, reply, { title, description: input.Description ?? '', audience }, (id) =>
      hub.publish(audience, { type: 'message', Id: id, Title: title }),
    );
  });

  defineList(fastify, db, sentList);

  route(fastify, C.sendGlobal, async ({ input, request }, reply) => {
    const title = input.Title.trim();
    const audience = { scope: 'global' } as const;
    return sendOnce(db, request, reply, { title, description: input.Description ?? '', audience }, (id) =>
      hub.publish(audience, { type: 'send', Id: id, Title: title }),
    );
  });

  // how many people a message to everyone reaches, for the sender's confirmation: the same access as sending
  route(fastify, C.globalReach, async () => ok({ People: await repo.globalReach(db) }));

  defineList(fastify, db, globalList);

  route(fastify, C.withdraw, async ({ input }, reply) =>
    (await repo.withdrawGlobal(db, input.Id)) ? ok(null) : notFound(reply, 'global message that is still out'),
  );
}
