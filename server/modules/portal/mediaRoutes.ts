import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { MAX_MEDIA_BYTES, type MEDIA_TYPES, mediaUploadQuery } from '../../../src/contract/portal/calls';
import { PORTAL_ACCESS as A, PORTAL_MEDIA_PREFIX, PORTAL_PATHS as P } from '../../../src/contract/portal/module';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { editedCompany } from './editedCompany';
import { insertMedia, mediaByHash } from './mediaRepository';

/** The image kind its first bytes say (never the name or the header sent). */
export function imageKindOf(b: Buffer): (typeof MEDIA_TYPES)[number] | undefined {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}

async function upload(db: Db, actor: Actor, query: { CompanyId?: string; Alt: string }, body: unknown) {
  const c = await editedCompany(db, actor, query.CompanyId);
  if (!c.ok) return c;
  const alt = query.Alt.trim();
  if (!alt) return no('ALT_REQUIRED', 'Describe the image (alt text) for visitors who cannot see it.', '请填写图片说明（供无法看到图片的访客使用）。');
  const bytes = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
  if (bytes.length > MAX_MEDIA_BYTES) return no('MEDIA_TOO_LARGE', 'An image may be 2 MB at most.', '图片不能超过 2 MB。');
  const mime = imageKindOf(bytes);
  if (!mime) return no('MEDIA_TYPE', 'Upload a JPG, PNG or WebP image.', '请上传 JPG、PNG 或 WebP 图片。');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = await insertMedia(db, { companyId: c.value.id, sha256, mime, alt, bytes });
  return { ok: true as const, value: { Id: Number(id), Url: `${PORTAL_MEDIA_PREFIX}${sha256}` } };
}

/**
 * POST /api/PortalMedia/Upload: the image as the raw body (any content type; its kind from its magic
 * bytes), ≤ 2 MB; and GET /portal-media/<sha-256>, the image by its content hash, cached for good.
 */
export function mediaRoutes(app: FastifyInstance, db: Db): void {
  app.register(async (scope) => {
    // the body is read whole up to four times the limit, so that an oversize image is a 400 in words, not a bare 413
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4 * MAX_MEDIA_BYTES }, (_q, body, done) => done(null, body));
    scope.post(
      P.portalMediaUpload,
      { schema: { querystring: mediaUploadQuery }, config: { access: A.portalMediaUpload }, bodyLimit: 4 * MAX_MEDIA_BYTES },
      async (q, r) => sendOutcome(r, await upload(db, q.actor!, q.query as { CompanyId?: string; Alt: string }, q.body)),
    );
  });

  app.get<{ Params: { hash: string } }>(`${PORTAL_MEDIA_PREFIX}:hash`, { config: { auth: 'public' } }, async (q, r) => {
    const m = /^[0-9a-f]{64}$/.test(q.params.hash) ? await mediaByHash(db, q.params.hash) : undefined;
    if (!m) return r.status(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return r
      .header('content-type', m.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(m.bytes);
  });
}
