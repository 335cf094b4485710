import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { codeListCalls as C } from '../../../src/contract/codeLists/calls';
import { CODE_LIST_ACCESS as A, CODE_LIST_PATHS as P } from '../../../src/contract/codeLists/module';
import { ok } from '../../../src/contract/envelope';
import { id, strict, text } from '../../../src/contract/schema';
import type { Db } from '../../db/types';
import { previewGate, readImportRows } from '../../http/imports';
import { requestLanguage } from '../../http/language';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { exportDay, sendWorkbook } from '../../http/xlsx';
import { deleteCodeEntry, saveCodeEntry } from './entryService';
import { importEntries } from './importService';
import { codeListHistory, deleteCodeList, findCodeList, getCodeList, listCodeLists, reorderCodeList, saveCodeList } from './listService';
import { CODE_LIST_READERS as R } from './readers';
import { ENTRY_COLUMNS, ENTRY_FIELDS } from './sheet';

const importQuery = strict({ Id: id, DryRun: Type.Optional(Type.Boolean()), Confirm: Type.Optional(text(100)) });

/** The code lists' calls (src/contract/codeLists/calls.ts) and the import of one list's sheet. */
export function codeListRoutes(fastify: FastifyInstance, db: Db): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  route(app, C.list, async ({ input }, r) => sendOutcome(r, await listCodeLists(db, R, input.Q ?? '')));
  route(app, C.get, async ({ input }, r) => sendOutcome(r, await getCodeList(db, R, input.Id)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveCodeList(db, actor, input)));
  route(app, C.delete, async ({ input }, r) => sendOutcome(r, await deleteCodeList(db, R, input.Id, input.Version)));
  route(app, C.reorder, async ({ actor, input }, r) => sendOutcome(r, await reorderCodeList(db, actor, input.Id, input.Version, input.EntryIds)));
  route(app, C.history, async ({ input }, r) => sendOutcome(r, await codeListHistory(db, input.Id)));
  route(app, C.saveEntry, async ({ actor, input }, r) => sendOutcome(r, await saveCodeEntry(db, actor, input)));
  route(app, C.deleteEntry, async ({ actor, input }, r) => sendOutcome(r, await deleteCodeEntry(db, actor, R, input.Id, input.Version)));
  route(app, C.export, { file: true }, async ({ input, request }, r) => {
    const list = await getCodeList(db, R, input.Id);
    if (!list.ok) return sendOutcome(r, list);
    const lang = requestLanguage(request.headers['accept-language']) === 'en' ? 'en' : 'zh';
    return sendWorkbook(r, `code-list-${list.value.Code}-${exportDay()}.xlsx`, list.value.Code, ENTRY_COLUMNS, list.value.Items, lang);
  });

  // a list's entries from a sheet: the row report first (DryRun), then Confirm writes what it showed
  app.post(P.codeListImport, { schema: { querystring: importQuery }, config: { access: A.codeListEdit } }, async (q, r) => {
    const lang = requestLanguage(q.headers['accept-language']);
    const read = await readImportRows(q, r, ENTRY_FIELDS);
    if (!read) return r;
    const actor = q.actor!;
    const { Id, ...gate } = q.query;
    const known = await findCodeList(db, Id);
    if (!known.ok) return sendOutcome(r, known);
    const preview = async () => {
      const o = await importEntries(db, actor, Id, read.rows, lang, true);
      return o.ok ? o.value : { Imported: 0, Rejected: [] };
    };
    if (await previewGate(r, lang, gate, read.bytes, preview, Id)) return r;
    const done = await importEntries(db, actor, Id, read.rows, lang, false);
    if (!done.ok) return sendOutcome(r, done);
    const v = done.value;
    return ok(v, lang === 'zh' ? `已导入 ${v.Imported} 行，拒绝 ${v.Rejected.length} 行。` : `${v.Imported} row(s) imported, ${v.Rejected.length} refused.`);
  });
}
