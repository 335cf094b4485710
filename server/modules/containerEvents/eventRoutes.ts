import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { containerEventCalls as C } from '../../../src/contract/containerEvents/calls';
import { CONTAINER_EVENT_ACCESS as A, CONTAINER_EVENT_PATHS as P } from '../../../src/contract/containerEvents/module';
import { ok } from '../../../src/contract/envelope';
import { strict, text } from '../../../src/contract/schema';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { previewGate, readImportRows } from '../../http/imports';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { forbidden } from '../../http/replies';
import { refusal } from '../../platform/auth/authHook';
import { publishPackingChanged } from '../packing/public';
import { eventService } from './eventService';
import { EVENT_IMPORT_FIELDS, importEvents } from './importService';
import { route } from '../../http/route';

const importQuery = strict({ DryRun: Type.Optional(Type.Boolean()), Confirm: Type.Optional(text(100)) });

/** The container events' calls (operations.md §5.3): the contract's schema in, one service call, its outcome out. */
export function containerEventRoutes(fastify: FastifyInstance, db: Db, hub: LiveHub): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const events = eventService(db, hub);
  const lang = (q: { headers: { 'accept-language'?: string | string[] } }) => requestLanguage(q.headers['accept-language']);

  route(app, C.add, async ({ actor, input, request: q }, r) => sendOutcome(r, await events.add(actor, input, lang(q))));
  route(app, C.retract, async ({ actor, input }, r) => {
    // the publisher retracts its own; another's needs the retract button
    const why = await refusal(db, actor, A.containerEventRetractAny);
    const outcome = await events.retract(actor, input, !why);
    return outcome === 'forbidden' ? forbidden(r, why!.en, why!.zh) : sendOutcome(r, outcome);
  });
  route(app, C.timeline, async ({ actor, input }, r) => sendOutcome(r, await events.timeline(actor, input)));

  // events from a sheet: the row report first (DryRun), then Confirm writes what it showed (server/http/imports.ts)
  app.post(P.containerEventImport, { schema: { querystring: importQuery }, config: { access: A.containerEventImport } }, async (q, r) => {
    const l = lang(q);
    const read = await readImportRows(q, r, EVENT_IMPORT_FIELDS);
    if (!read) return r;
    const { rows, bytes } = read;
    const actor = q.actor!;
    if (await previewGate(r, l, q.query, bytes, () => importEvents(db, actor, rows, l, true))) return r;
    const result = await importEvents(db, actor, rows, l, false, (ids) => publishPackingChanged(db, hub, ids));
    return ok(
      result,
      l === 'zh'
        ? `已导入 ${result.Imported} 行，拒绝 ${result.Rejected.length} 行。`
        : `${result.Imported} row(s) imported, ${result.Rejected.length} refused.`,
    );
  });
}
