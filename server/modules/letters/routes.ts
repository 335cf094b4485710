import type { FastifyInstance } from 'fastify';
import { letterCalls as C, type LetterRow, LetterRowSchema, letterUploadQuery } from '../../../src/contract/letters/calls';
import { LETTERS_ACCESS as A, LETTERS_PATHS as P } from '../../../src/contract/letters/module';
import { AUDIENCES, DOC_STATUSES, LETTER_KINDS, audienceWords, docStatusWords, letterKindWords } from '../../../src/domain/letters/status';
import { isCalendarDate } from '../../../src/domain/refdata/public';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { defineList } from '../../http/lists';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { fileUploadRoute, sendStoredFile } from '../../http/storedFiles';
import { iso } from './audience';
import { audienceCompanies, letterListSql } from './letterReadsRepository';
import { readerOf } from './reader';
import { addLetterFile, letterFile, reachesLetter, removeLetterFile } from './useCases/letterFiles';
import { publishLetter, withdrawLetter } from './useCases/publishLetter';
import { getLetter, letterHistoryOf, letterReadsOf, letterVersionsOf, unreadLetters } from './useCases/readLetter';
import { saveLetter } from './useCases/saveLetter';
import { noLetter } from './checks';

const dateOrEmpty = { type: 'string', pattern: '^(\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01]))?$' };
/** A day that passed the pattern but is none (30 February) filters nothing. */
const dayOrNone = (d?: string) => (d && isCalendarDate(d) ? d : undefined);

/** The carriers' letters' calls (operations.md §13.3): thin, each to its use case. */
export function letterRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  defineList<LetterRow, LetterRow>(app, db, {
    path: P.letterList,
    item: LetterRowSchema,
    access: A.letterRead,
    exportAccess: A.letterRead,
    title: 'carrier-letters',
    extraQuery: { EffectiveFrom: dateOrEmpty, EffectiveTo: dateOrEmpty },
    base: (actor, request) => {
      const q = request.query as { EffectiveFrom?: string; EffectiveTo?: string };
      return letterListSql(readerOf(actor), dayOrNone(q.EffectiveFrom), dayOrNone(q.EffectiveTo));
    },
    columns: [
      { key: 'Title', filter: 'text', sortable: true, notNull: true },
      { key: 'Carrier', filter: 'text', sortable: true, notNull: true },
      { key: 'Kind', filter: 'exact', values: LETTER_KINDS },
      { key: 'Audience', filter: 'exact', values: AUDIENCES },
      { key: 'Status', filter: 'exact', values: DOC_STATUSES.map(String) },
      { key: 'Unread', filter: 'exact', values: ['true', 'false'] },
      { key: 'EffectiveFrom', sortable: true, notNull: true },
      { key: 'PublishedAt', sortable: true },
    ],
    order: 't."Unread" desc, t."PublishedAt" desc nulls first, t."Id" desc',
    present: (r) => ({ ...r, PublishedAt: iso(r.PublishedAt), UpdatedAt: iso(r.UpdatedAt)! }),
    sheet: [
      { header: '船公司 Carrier', value: (r) => r.Carrier, width: 10 },
      { header: '标题 Title', value: (r) => r.Title, width: 40 },
      { header: '类别 Kind', value: (r, lang) => letterKindWords[r.Kind][lang], width: 20 },
      { header: '生效日期 Effective', value: (r) => r.EffectiveFrom, width: 12 },
      { header: '状态 Status', value: (r, lang) => docStatusWords[r.Status][lang], width: 10 },
      { header: '对象 Audience', value: (r, lang) => audienceWords[r.Audience][lang], width: 12 },
      { header: '已读 Reads', value: (r) => r.ReadCount, width: 8 },
    ],
  });

  route(app, C.get, async ({ actor, input }, r) => sendOutcome(r, await getLetter(db, actor, input.Id)));
  route(app, C.unread, async ({ actor }, r) => sendOutcome(r, await unreadLetters(db, actor)));
  route(app, C.save, async ({ actor, input }, r) => sendOutcome(r, await saveLetter(db, hub, actor, input)));
  route(app, C.publish, async ({ actor, input }, r) => sendOutcome(r, await publishLetter(db, hub, actor, input)));
  route(app, C.withdraw, async ({ actor, input }, r) => sendOutcome(r, await withdrawLetter(db, actor, input)));
  route(app, C.history, async ({ actor, input }, r) => sendOutcome(r, await letterHistoryOf(db, actor, input.Id)));
  route(app, C.versions, async ({ actor, input }, r) => sendOutcome(r, await letterVersionsOf(db, actor, input.Id)));
  route(app, C.reads, async ({ actor, input }, r) => sendOutcome(r, await letterReadsOf(db, actor, input.Id)));
  route(app, C.audiences, async (_a, r) => sendOutcome(r, { ok: true, value: await audienceCompanies(db) }));
  route(app, C.removeFile, async ({ actor, input }, r) => sendOutcome(r, await removeLetterFile(db, actor, input.Id)));
  route(app, C.download, { file: true }, async ({ actor, input }, r) => {
    const f = await letterFile(db, actor, input.Id);
    return f.ok ? sendStoredFile(r, f.value) : sendOutcome(r, f);
  });

  // the attachment travels as the raw body (application/octet-stream), its letter and name in the query
  fileUploadRoute<{ Id: number; FileName: string }>(app, {
    path: P.letterUpload,
    access: A.letterEdit,
    query: letterUploadQuery,
    taken: ['pdf', 'xlsx'],
    notTaken: { zh: '只能上传 PDF 或 Excel（.xlsx）文件。', en: 'Attach a PDF or an Excel (.xlsx) file.' },
    reaches: (actor, q) => reachesLetter(db, actor, q.Id),
    notFound: noLetter,
    store: (actor, q, bytes, type) => addLetterFile(db, actor, q.Id, q.FileName, bytes, type),
  });
}
