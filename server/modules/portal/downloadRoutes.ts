import type { FastifyInstance } from 'fastify';
import {
  type Download,
  downloadCalls as C,
  type PublicDownload,
  DOWNLOAD_KINDS,
  downloadUploadQuery,
  MAX_DOWNLOAD_BYTES,
} from '../../../src/contract/portal/downloadCalls';
import { PORTAL_ACCESS as A, PORTAL_PATHS as P } from '../../../src/contract/portal/module';
import type { Db, Queryable } from '../../db/types';
import { type Outcome, sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import type { Actor } from '../../platform/access/grants';
import { missing, no } from '../../platform/refusal';
import type { SessionPolicy } from '../../platform/auth/sessionRepository';
import { customerVisitor } from './customerVisitor';
import * as R from './downloadRepository';
import { cachedRead } from './publicCache';
import { editedCompany } from './editedCompany';
import { marked, siteOfRequest } from './publicRoutes';
import { companyOf } from './publicService';

/** The file's kind by its first bytes: a PDF, or an Office Open XML zip holding a workbook or a document. */
export function downloadKindOf(b: Buffer): string | undefined {
  if (b.length > 5 && b.subarray(0, 5).toString('latin1') === '%PDF-') return DOWNLOAD_KINDS.pdf;
  if (b.length < 30 || b.readUInt32LE(0) !== 0x04034b50) return undefined;
  const names = b.toString('latin1');
  if (!names.includes('[Content_Types].xml')) return undefined;
  if (names.includes('xl/workbook.xml')) return DOWNLOAD_KINDS.xlsx;
  if (names.includes('word/document.xml')) return DOWNLOAD_KINDS.docx;
  return undefined;
}

const present = (r: R.DownloadRow): Download => ({
  Id: Number(r.id),
  Title: r.title,
  Category: r.category,
  Audience: r.audience,
  FileName: r.file_name,
  Size: r.size,
  Version: r.version,
  CreatedAt: r.created_at,
});
const noFile = <T>(): Outcome<T> => missing('No such file.', '没有这个文件。');

async function reachable(q: Queryable, actor: Actor, id: number): Promise<R.DownloadRow | undefined> {
  const row = await R.downloadById(q, id);
  if (!row || !(await editedCompany(q, actor, row.company_id)).ok) return undefined;
  return row;
}

interface UploadQuery {
  CompanyId?: string;
  Title: string;
  Category?: string;
  Audience?: 'PUBLIC' | 'CUSTOMERS';
  FileName: string;
}

async function upload(db: Db, actor: Actor, q: UploadQuery, body: unknown): Promise<Outcome<Download>> {
  const c = await editedCompany(db, actor, q.CompanyId);
  if (!c.ok) return c;
  if (!q.Title.trim()) return no('TITLE_REQUIRED', 'Give the file a title.', '请填写文件标题。');
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length === 0) return no('FILE_REQUIRED', 'Choose a file to upload.', '请选择要上传的文件。');
  if (bytes.length > MAX_DOWNLOAD_BYTES) return no('FILE_TOO_LARGE', 'A file may be 10 MB at most.', '文件不能超过 10 MB。');
  const mime = downloadKindOf(bytes);
  if (!mime) return no('FILE_TYPE', 'Upload a PDF, an Excel workbook (.xlsx) or a Word document (.docx).', '请上传 PDF、Excel（.xlsx）或 Word（.docx）文件。');
  const fileName = q.FileName.trim().replace(/[\\/]/g, '_') || 'file';
  const id = await R.insertDownload(db, {
    companyId: c.value.id,
    title: q.Title.trim(),
    category: q.Category?.trim() ?? '',
    audience: q.Audience ?? 'PUBLIC',
    fileName,
    mime,
    bytes,
  });
  return { ok: true, value: present((await R.downloadById(db, id))!) };
}

/** The downloads' calls: configuration (behind /Portal/websiteConfig), the upload, and the public list and file. */
export function downloadRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  route(app, C.downloadList, async ({ actor, input }, r) => {
    const c = await editedCompany(db, actor, input.CompanyId);
    return sendOutcome(r, c.ok ? { ok: true, value: { Items: (await R.downloadList(db, c.value.id, false)).map(present) } } : c);
  });
  route(app, C.downloadSave, async ({ actor, input }, r) => {
    const row = await reachable(db, actor, input.Id);
    if (!row) return sendOutcome(r, noFile());
    if (!input.Title.trim()) return sendOutcome(r, no('TITLE_REQUIRED', 'Give the file a title.', '请填写文件标题。'));
    if (row.version !== input.Version) return sendOutcome(r, no('STALE', 'The file was changed meanwhile: reload it.', '该文件已被他人修改，请刷新后再改。'));
    await R.updateDownload(db, input.Id, { title: input.Title.trim(), category: input.Category.trim(), audience: input.Audience });
    return sendOutcome(r, { ok: true, value: present((await R.downloadById(db, input.Id))!) });
  });
  route(app, C.downloadDelete, async ({ actor, input }, r) => {
    const row = await reachable(db, actor, input.Id);
    if (row) await R.deleteDownload(db, input.Id);
    return sendOutcome(r, row ? { ok: true, value: { Done: true } } : noFile());
  });
  // a customer's employee signed in is given the customers-only files too: that list is theirs, never cached
  route(app, C.publicDownloads, async ({ input, request }, r) => {
    const s = await siteOfRequest(db, request, input.Preview);
    if (!s.ok) return sendOutcome(r, s);
    const companyId = companyOf(s.value);
    const customer = companyId ? await customerVisitor(app, db, policy, request, companyId) : false;
    const list = async () => ({
      ok: true as const,
      value: { Items: (companyId ? await R.downloadList(db, companyId, !customer, input.Category) : []).map(presentPublic) },
    });
    return sendOutcome(marked(r, s.value), customer ? await list() : await cachedRead(db, s.value, request, list));
  });
  fileRoutes(app, db, policy);
}

const presentPublic = (d: R.DownloadRow): PublicDownload => ({
  Id: Number(d.id),
  Title: d.title,
  Category: d.category,
  Audience: d.audience,
  FileName: d.file_name,
  Size: d.size,
  Url: `${P.publicDownloadFile}?Id=${d.id}`,
});

function fileRoutes(app: FastifyInstance, db: Db, policy: SessionPolicy): void {
  const idQuery = { type: 'object', additionalProperties: false, required: ['Id'], properties: { Id: { type: 'string', pattern: '^[0-9]{1,15}$' } } } as const;
  // a file of the host's site only (another site's is 404); a customers-only one to a customer's employee signed in only (else 404)
  app.get<{ Querystring: { Id: string } }>(P.publicDownloadFile, { schema: { querystring: idQuery }, config: { auth: 'public' } }, async (q, r) => {
    const s = await siteOfRequest(db, q);
    if (!s.ok) return sendOutcome(r, s);
    const row = await R.downloadById(db, Number(q.query.Id));
    const mayHave = row && row.company_id === companyOf(s.value) && (row.audience === 'PUBLIC' || (await customerVisitor(app, db, policy, q, row.company_id)));
    const bytes = mayHave ? await R.downloadBytes(db, Number(row.id)) : undefined;
    if (!row || !bytes) return sendOutcome(r, noFile());
    return r
      .header('content-type', row.mime)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.file_name)}`)
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
  app.register(async (scope) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * MAX_DOWNLOAD_BYTES }, (_q, body, done) => done(null, body));
    scope.post<{ Querystring: UploadQuery }>(
      P.portalDownloadUpload,
      { schema: { querystring: downloadUploadQuery }, config: { access: A.portalDownloadUpload }, bodyLimit: 2 * MAX_DOWNLOAD_BYTES },
      async (q, r) => sendOutcome(r, await upload(db, q.actor!, q.query, q.body)),
    );
  });
}
