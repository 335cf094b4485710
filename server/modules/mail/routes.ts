import type { FastifyInstance } from 'fastify';
import { mailCalls as C } from '../../../src/contract/mail/calls';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { listMailbox, mailboxFile, readMailboxMessage } from './mailbox';

/** The mailbox's calls (docs/modules/mail.md): its list, one message, an attachment's bytes. */
export function mailRoutes(app: FastifyInstance, db: Db): void {
  route(app, C.list, async ({ actor, input }, r) => sendOutcome(r, await listMailbox(db, actor, input)));
  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await readMailboxMessage(db, actor, input.Id)));
  route(app, C.attachment, { file: true }, async ({ actor, input }, r) => {
    const file = await mailboxFile(db, actor, input.Id, input.N);
    if (!file.ok) return sendOutcome(r, file);
    // a download, never shown in the page: whatever it holds cannot run as this site's page
    return r
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.value.name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(file.value.bytes);
  });
}
