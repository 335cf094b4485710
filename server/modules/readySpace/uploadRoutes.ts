import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { readySpaceFileCalls as C, type SpaceUpload, SpaceUploadSchema, spaceImportQuery } from '../../../src/contract/readySpace/fileCalls';
import { READY_SPACE_ACCESS as A, READY_SPACE_PATHS as P } from '../../../src/contract/readySpace/module';
import { ok } from '../../../src/contract/envelope';
import type { Db } from '../../db/types';
import { previewGate, readImportRows } from '../../http/imports';
import { sendImportTemplate } from '../../http/importTemplate';
import { requestLanguage } from '../../http/language';
import { type Say, uploadLogColumns } from '../../http/uploadLog';
import { defineUploadLogList } from '../../http/uploadLogList';
import type { LiveHub } from '../../live/hub';
import { isPlatform } from './repository';
import { SPACE_UPLOAD_FIELDS, SPACE_UPLOAD_LOG, uploadTemplateExample } from './uploadSheet';
import { spaceUploadService } from './uploadService';
import { route } from '../../http/route';

const UPLOAD_COLUMNS = `${uploadLogColumns(SPACE_UPLOAD_LOG)}, u.submit as "Submit",
  coalesce((select jsonb_agg(jsonb_build_object('Id', s.id, 'SpaceNo', s.space_no) order by s.id) from ready_spaces s where s.id = any(u.space_ids)), '[]') as "Spaces"`;

/** The Excel upload of listings (uploadService.ts), its template, and the company's uploads. */
export function readySpaceUploadRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  const uploads = spaceUploadService(db, hub);

  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.readySpaceImport, { schema: { querystring: spaceImportQuery }, config: { access: A.readySpaceImport } }, async (q, r) => {
      const lang = requestLanguage(q.headers['accept-language']);
      const say: Say = (zh, en) => (lang === 'zh' ? zh : en);
      const query = q.query;
      const read = await readImportRows(q, r, SPACE_UPLOAD_FIELDS);
      if (!read) return r;
      const { rows, bytes } = read;
      const upload = await uploads.read(q.actor!, rows, { submit: !!query.Submit, fileName: query.FileName?.trim() ?? '', lang, say });
      // the row report first (issue 32); "submit at once" is part of what was previewed
      if (await previewGate(r, lang, query, bytes, upload.preview, { Submit: !!query.Submit })) return r;
      const applied = await upload.apply();
      return 'job' in applied ? r.status(202).send(ok(applied.job, applied.message)) : ok(applied.answer, applied.message);
    });

  route(app, C.importTemplate, async (_, r) =>
    sendImportTemplate(r, 'ready-space-upload-template.xlsx', 'ready space', SPACE_UPLOAD_FIELDS, [uploadTemplateExample()], 16),
  );

  // the company's uploads (the platform's staff: every company's)
  defineUploadLogList<SpaceUpload>(app, db, {
    path: P.readySpaceUploads,
    item: SpaceUploadSchema,
    access: A.readySpaceUploadsRead,
    title: 'ready-space-uploads',
    tables: SPACE_UPLOAD_LOG,
    columns: UPLOAD_COLUMNS,
    seesAll: isPlatform,
    createdHeader: '生成现舱 Created',
    madeHeader: '现舱 Listings',
    madeNames: (u) => u.Spaces.map((s) => s.SpaceNo),
  });
}
