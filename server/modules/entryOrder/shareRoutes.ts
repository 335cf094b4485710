import type { FastifyInstance } from 'fastify';
import {
  entryOrderShareCalls as C,
  entryShareFillSupplementCall,
  entryShareOpenSecondHalfCall,
  entryShareOpenSupplementCall,
  entryShareRecordMilestoneCall,
  entryShareUploadCall,
} from '../../../src/contract/entryOrder/shareCalls';
import { MAX_FILE_BYTES } from '../../../src/contract/files';
import { fileOfBody, takeFileBodies } from '../../http/storedFiles';
import { ENTRY_FILE_NOT_TAKEN, ENTRY_FILES_TAKEN } from './fileService';
import type { Static } from '@sinclair/typebox';
import type { Db } from '../../db/types';
import { sendOutcome } from '../../http/outcome';
import { route } from '../../http/route';
import { shareAnswer, shareLink } from '../../http/shareRoute';
import { visitorKey } from '../../http/visitorKey';
import type { LiveHub } from '../../live/hub';
import { publishEntryChanged } from './live';
import { entryShareService } from './sharePublic';
import { entrySharesOf, revokeEntryShare, shareSecondHalf, shareSupplement } from './shareService';

/**
 * The share links' calls (src/contract/entryOrder/shareCalls.ts): the staff's (and the assignee's or
 * agent's) behind their access rows; the links' public pair, the token instead of a session, limited
 * per address and answered noindex (shareLink), a locked link 429 (shareAnswer). A fill or a
 * milestone through a link tells the live screens as the signed-in ones do.
 */
export function entryShareRoutes(app: FastifyInstance, db: Db, hub: LiveHub): void {
  route(app, C.entryShareSupplement, async ({ actor, input }, r) => sendOutcome(r, await shareSupplement(db, actor, input)));
  route(app, C.entryShareSecondHalf, async ({ actor, input }, r) => sendOutcome(r, await shareSecondHalf(db, actor, input)));
  route(app, C.entryShareList, async ({ actor, input }, r) => sendOutcome(r, await entrySharesOf(db, actor, input)));
  route(app, C.entryShareRevokeSupplement, async ({ actor, input }, r) => sendOutcome(r, await revokeEntryShare(db, actor, input.Id, 'FILL_SUPPLEMENT')));
  route(app, C.entryShareRevokeSecondHalf, async ({ actor, input }, r) => sendOutcome(r, await revokeEntryShare(db, actor, input.Id, 'SECOND_HALF')));

  const shares = entryShareService(db);
  // the visitor's address, salted by the day, never the address itself
  const visitor = (ip: string) => visitorKey(ip, new Date().toISOString().slice(0, 10));
  route(app, entryShareOpenSupplementCall, shareLink(), async ({ input: { t, AccessCode }, request: q }, r) =>
    shareAnswer(r, await shares.openSupplement(t, AccessCode, visitor(q.ip))),
  );
  route(app, entryShareFillSupplementCall, shareLink(), async ({ input: { t, AccessCode, ...fill }, request: q }, r) => {
    const done = await shares.fillSupplement(t, AccessCode, visitor(q.ip), fill);
    if (!done.ok) return shareAnswer(r, done);
    await publishEntryChanged(db, hub, { supplements: [done.value.Id] });
    const { Id: _, ...filled } = done.value;
    return shareAnswer(r, { ok: true, value: filled });
  });
  shareUploadRoute(app, shares, visitor);
  route(app, entryShareOpenSecondHalfCall, shareLink(), async ({ input: { t, AccessCode }, request: q }, r) =>
    shareAnswer(r, await shares.openSecondHalf(t, AccessCode, visitor(q.ip))),
  );
  route(app, entryShareRecordMilestoneCall, shareLink(), async ({ input: { t, AccessCode, ...m }, request: q }, r) => {
    const done = await shares.recordMilestone(t, AccessCode, visitor(q.ip), m);
    if (!done.ok) return shareAnswer(r, done);
    await publishEntryChanged(db, hub, { orders: [done.value.ENT_ID] });
    const { ENT_ID: _, ...side } = done.value;
    return shareAnswer(r, { ok: true, value: side });
  });
}

/**
 * A supplement's document through its link (entryShareUploadCall): the raw body as Files/Upload takes
 * it, the link and the document's Key in the query, the access code in its header; public (the token
 * is the authority), limited per address and noindex like the link's other calls.
 */
function shareUploadRoute(app: FastifyInstance, shares: ReturnType<typeof entryShareService>, visitor: (ip: string) => string): void {
  app.register(async (scope) => {
    takeFileBodies(scope);
    const options = { schema: { querystring: entryShareUploadCall.input }, config: { auth: 'public' as const }, bodyLimit: MAX_FILE_BYTES, ...shareLink() };
    scope.post(entryShareUploadCall.path, options, async (q, r) => {
      const query = q.query as Static<typeof entryShareUploadCall.input>;
      const file = fileOfBody(q, r, query.FileName, { taken: ENTRY_FILES_TAKEN, notTaken: ENTRY_FILE_NOT_TAKEN });
      if (!file) return r;
      const code = q.headers['access-code'];
      return shareAnswer(r, await shares.uploadDocument(query.t, typeof code === 'string' ? code : undefined, visitor(q.ip), query, file));
    });
  });
}
