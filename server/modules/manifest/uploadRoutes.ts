import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../../src/contract/envelope';
import { importQuery } from '../../../src/contract/files';
import { manifestCalls as C, manifestUploadCall } from '../../../src/contract/manifest/calls';
import type { ManifestUploadAnswer } from '../../../src/contract/manifest';
import type { Db } from '../../db/types';
import { IMPORT_LIMITS } from '../../http/importLimits';
import { previewGate, refuseNotAFile, refuseRead } from '../../http/imports';
import { requestLanguage } from '../../http/language';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { readGridsOffThread } from '../../http/sheetReader';
import { loadExcelJs } from '../../http/workbookBuild';
import { XLSX_TYPE } from '../../http/xlsx';
import type { Requester } from './requester';
import { manifestUploadService } from './uploadService';
import { readUploadSheets } from './uploadSheets';
import { sheetName, templateExamples, UPLOAD_SHEETS } from './uploadTemplate';
import { route } from '../../http/route';

type Employee = Requester & { kind: 'employee' };

/**
 * The manifest upload's calls: the template (three sheets, headers in Chinese and English), the
 * upload — read in the bounded worker as every import, its sheets joined, previewed with `DryRun`
 * and written with `Confirm=<token>` exactly as previewed (server/http/imports.ts previewGate) —
 * and the upload list. `changed` publishes the live frame of the manifests written.
 */
export function manifestUploadRoutes(
  app: FastifyInstance,
  db: Db,
  who: (q: FastifyRequest) => Employee,
  changed: (r: FastifyReply, o: Outcome<ManifestUploadAnswer>, ids: (v: ManifestUploadAnswer) => readonly number[]) => Promise<unknown>,
): void {
  const uploads = manifestUploadService(db);

  route(app, C.uploadTemplate, async (_, r) => {
    const ExcelJS = await loadExcelJs();
    const book = new ExcelJS.Workbook();
    const examples = templateExamples();
    for (const s of UPLOAD_SHEETS) {
      const ws = book.addWorksheet(sheetName(s));
      ws.columns = s.fields.map((f) => ({ header: f.headers[0]!, width: Math.max(14, f.headers[0]!.length + 4) }));
      ws.getRow(1).font = { bold: true };
      for (const row of examples[s.key]) ws.addRow(row);
    }
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    return r
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent('manifest-upload-template.xlsx')}`)
      .send(bytes);
  });

  route(app, C.uploadList, async ({ request: q }, r) => sendOutcome(r, await uploads.list(who(q))));

  // the Excel file is the body (as every import's); its name in the query
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(manifestUploadCall.path, { schema: { querystring: importQuery }, config: { access: manifestUploadCall.access } }, async (q, r) => {
      const lang = requestLanguage(q.headers['accept-language']);
      if (!Buffer.isBuffer(q.body)) return refuseNotAFile(r, lang);
      const read = await readGridsOffThread(q.body, IMPORT_LIMITS);
      if ('failure' in read) return refuseRead(r, read.failure, lang);
      const sheets = readUploadSheets(read.sheet, lang);
      // a file that is not the template (a sheet or a column missing) is refused whole: nothing is read
      if (!sheets.ok) return r.status(400).send({ ...fail(sheets.message), Code: sheets.code });
      const query = q.query;
      const requester = who(q);
      if (await previewGate(r, lang, query, q.body, () => uploads.preview(requester, sheets.bills, sheets.orphans))) return r;
      const fileName = (query.FileName ?? '').trim().slice(0, 200);
      const done = await uploads.upload(requester, sheets.bills, sheets.orphans, sheets.rowCount, fileName);
      if (!done.ok) return sendOutcome(r, done);
      const summary =
        lang === 'zh'
          ? `已新建 ${done.value.Created.length} 份、更新 ${done.value.Updated.length} 份舱单，拒绝 ${done.value.Rejected.length} 行。`
          : `${done.value.Created.length} manifest(s) created, ${done.value.Updated.length} updated, ${done.value.Rejected.length} row(s) refused.`;
      return changed(r, { ...done, message: summary }, (v) => v.ManifestIds);
    });
}
