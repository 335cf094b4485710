import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import type { Access } from '../../src/contract/access';
import { fail } from '../../src/contract/envelope';
import { FILE_BODY_TYPE, type FileExtension, MAX_FILE_BYTES } from '../../src/contract/files';
import type { Actor } from '../platform/access/grants';
import { fileTypeOf } from './fileTypes';
import { requestLanguage } from './language';
import { type Outcome, refused, sendOutcome } from './outcome';

/**
 * The upload and download of a stored file, the same for every module that keeps files (booking's,
 * ready-space orders'): the raw body (10 MB at most: 413), its owner checked before the body is read
 * (another company's record is absent: 404), the body's first bytes against its name, the file back
 * with its name.
 */

export interface FileUploadSpec<Q extends { FileName: string }> {
  path: string;
  access: Access;
  /** The query's schema: the owner's id, the kind, the name. */
  query: TSchema;
  taken: readonly FileExtension[];
  /** The refusal of a file not of a kind taken, in both languages. */
  notTaken: { zh: string; en: string };
  /** The caller reaches the file's owner (else 404, whatever was sent). */
  reaches(actor: Actor, query: Q): Promise<boolean>;
  notFound(): Outcome<never>;
  store(actor: Actor, query: Q, bytes: Buffer, contentType: string): Promise<Outcome<unknown>>;
}

export function fileUploadRoute<Q extends { FileName: string }>(app: FastifyInstance, spec: FileUploadSpec<Q>): void {
  // the raw body's parser lives in this scope only: the JSON calls keep refusing other bodies (415)
  app.register(async (scope) => {
    takeFileBodies(scope);
    scope.post(spec.path, { schema: { querystring: spec.query }, config: { access: spec.access }, bodyLimit: MAX_FILE_BYTES }, async (q, r) => {
      const query = q.query as Q;
      if (!(await spec.reaches(q.actor!, query))) return sendOutcome(r, spec.notFound());
      const file = fileOfBody(q, r, query.FileName, spec);
      return file && sendOutcome(r, await spec.store(q.actor!, query, file.bytes, file.type));
    });
  });
}

/** The raw body's parser, in a route's own scope (the JSON calls keep refusing other bodies: 415). */
export function takeFileBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(FILE_BODY_TYPE, { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES }, (_q, body, done) => done(null, body));
}

/**
 * The uploaded file of a request, its type read from its name and first bytes; undefined when the
 * request is answered already: no body (415) or not a kind taken (400 FILE_TYPE_NOT_ALLOWED).
 */
export function fileOfBody(
  q: FastifyRequest,
  r: FastifyReply,
  fileName: string,
  spec: Pick<FileUploadSpec<{ FileName: string }>, 'taken' | 'notTaken'>,
): { bytes: Buffer; type: string } | undefined {
  if (!Buffer.isBuffer(q.body) || !q.body.length) {
    const lang = requestLanguage(q.headers['accept-language']);
    r.status(415).send({ ...fail(lang === 'zh' ? '请把文件本身作为请求体发送。' : 'Send the file itself as the body of this call.'), Code: 'FILE_NOT_A_FILE' });
    return undefined;
  }
  const type = fileTypeOf(fileName, q.body, spec.taken);
  if (!type) {
    sendOutcome(r, refused(400, spec.notTaken.en, 'FILE_TYPE_NOT_ALLOWED', undefined, spec.notTaken.zh));
    return undefined;
  }
  return { bytes: q.body, type };
}

/** What a file row keeps besides its bytes: the size and the digest. */
export const fileDigest = (bytes: Buffer) => ({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });

/** A stored file as the download answers it: its bytes, its type, its name. */
export const sendStoredFile = (reply: FastifyReply, f: { bytes: Uint8Array; file_name: string; content_type: string }) =>
  reply
    .header('content-type', f.content_type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.file_name)}`)
    .send(Buffer.from(f.bytes));

export const noFile = <T>() => refused<T>(404, 'No such file.', undefined, undefined, '没有这个文件。');
