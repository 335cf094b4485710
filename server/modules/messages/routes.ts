import type { FastifyInstance } from 'fastify';
import { ACCESS } from '../../../src/contract/access';
import { ok } from '../../../src/contract/envelope';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../db/types';
import { defineList } from '../../http/lists';
import { badField, forbidden, notFound } from '../../http/replies';
import { id, idList, object, oneOf, text } from '../../http/schema';
import type { LiveHub } from '../../live/hub';
import { globalList, inboxList, readerLanguage, readerOf, sentList } from './lists';
import * as repo from './repository';
import { audienceFor, present, recipients, type SendBody } from './service';
import { sendOnce } from './sendOnce';

const messageText = { Title: text(100, 1), Description: text(4000) };
const sendSchema = object({ ...messageText, To: oneOf('employee', 'company', 'user'), EmployeeId: id, CompanyId: id, UserId: id }, ['Title', 'To']);

/** The reader's messages, the unread count, sending (to an employee, a company, everyone) and withdrawing. */
export function messageRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const mine = { config: { auth: 'employee' as const } };

  app.get(ENDPOINTS.unreadMessageCount, mine, async (request) => ok(await repo.unreadCount(db, readerOf(request))));

  // Spec §7: query `id`; reading it marks it read. `Peek` (the arrival toast) reads without marking.
  app.get(ENDPOINTS.messageDetail, { ...mine, schema: { querystring: object({ id, Peek: { type: 'boolean' } }, ['id']) } }, async (request, reply) => {
    const { id: messageId, Peek } = request.query as { id: number; Peek?: boolean };
    const row = await repo.readerMessage(db, readerOf(request), readerLanguage(request), messageId);
    if (!row) return notFound(reply, 'message');
    if (Peek) return ok(present(row));
    if (!row.ReadAt) await repo.markRead(db, request.actor!.id, [messageId]);
    return ok(present({ ...row, ReadAt: row.ReadAt ?? new Date(), Unread: false }));
  });

  defineList(app, db, inboxList);

  const idsBody = { schema: { body: object({ Ids: { ...idList, minItems: 1 } }, ['Ids']) }, ...mine };
  for (const [path, mark] of [
    [ENDPOINTS.messageMarkRead, repo.markRead],
    [ENDPOINTS.messageDelete, repo.markDeleted],
  ] as const) {
    app.post<{ Body: { Ids: number[] } }>(path, idsBody, async (request, reply) => {
      const visible = await repo.visibleIds(db, readerOf(request), request.body.Ids);
      const stray = request.body.Ids.find((i) => !visible.has(i));
      if (stray) return notFound(reply, `message ${stray}`); // not yours: as if absent
      await mark(db, request.actor!.id, request.body.Ids);
      return ok(null);
    });
  }

  app.post(ENDPOINTS.messageMarkAllRead, mine, async (request) => {
    const ids = await repo.unreadIds(db, readerOf(request));
    if (ids.length) await repo.markRead(db, request.actor!.id, ids);
    return ok(ids.length);
  });

  // --- sending ---
  app.get(ENDPOINTS.messageRecipients, { config: { access: ACCESS.messageSentRead } }, async (request) => ok(await recipients(db, request.actor!)));

  app.post<{ Body: SendBody }>(ENDPOINTS.messageSend, { schema: { body: sendSchema }, config: { access: ACCESS.messageSend } }, async (request, reply) => {
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

  app.post<{ Body: { Title: string; Description?: string } }>(
    ENDPOINTS.globalMessageSend,
    { schema: { body: object(messageText, ['Title']) }, config: { access: ACCESS.globalMessageSend } },
    async (request, reply) => {
      const title = request.body.Title.trim();
      const audience = { scope: 'global' } as const;
      return sendOnce(db, request, reply, { title, description: request.body.Description ?? '', audience }, (id) =>
        hub.publish(audience, { type: 'send', Id: id, Title: title }),
      );
    },
  );

  // how many people a message to everyone reaches, for the sender's confirmation: the same access as sending
  app.get(ENDPOINTS.globalMessageReach, { config: { access: ACCESS.globalMessageSend } }, async () => ok({ People: await repo.globalReach(db) }));

  defineList(app, db, globalList);

  app.post<{ Body: { Id: number } }>(
    ENDPOINTS.globalMessageWithdraw,
    { schema: { body: object({ Id: id }, ['Id']) }, config: { access: ACCESS.globalMessageWithdraw } },
    async (request, reply) => ((await repo.withdrawGlobal(db, request.body.Id)) ? ok(null) : notFound(reply, 'global message that is still out')),
  );
}
