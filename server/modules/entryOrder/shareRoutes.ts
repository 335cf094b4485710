import type { FastifyInstance } from 'fastify';
import {
  entryOrderShareCalls as C,
  entryShareFillSupplementCall,
  entryShareOpenSecondHalfCall,
  entryShareOpenSupplementCall,
  entryShareRecordMilestoneCall,
} from '../../../src/contract/entryOrder/shareCalls';
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
