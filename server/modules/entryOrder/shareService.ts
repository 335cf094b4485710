import { type EntryShare, type EntryShareMade, secondHalfShareUrl, supplementShareUrl } from '../../../src/contract/entryOrder/shareCalls';
import { ENT_STATUS, isOnSecondHalf, supMove } from '../../../src/domain/entryOrder/status';
import type { ShareScope } from '../../../src/domain/spine/shares';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing } from '../../platform/refusal';
import { createShare, revokeShare, sharesOf } from '../../platform/spine/shares';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { lockReachable, readReachable } from './orderAccess';
import { shareDocOf } from '../../platform/spine/shareRepository';
import { lockSupplement, storedSupplement } from './supplementRepository';
import { readsSupplement } from './supplementService';
import { entRefusal, noOrder, noSupplement, supRefusal } from './terms';

/**
 * Share links of online order entry (operations.md §9.7, §1 `shares`, rule `mft.share`): the staff —
 * or the company asked, for the colleague or supplier who holds the data — give someone without an
 * account a link to fill one supplement; the staff or the order's agent give a link to record a
 * shipped order's destination milestones. Made with the platform's createShare in the module's
 * transaction (the link's making is in the order's history too); the token is answered once, as
 * the link's Url, and never stored. The link's visitor acts in sharePublic.ts.
 */

/** The documents a link of this module opens (doc_events and shares name them so). */
export const SUPPLEMENT_DOC = 'entrySupplement';
export const SECOND_HALF_DOC = 'entrySecondHalf';

interface LinkSettings {
  Days?: number;
  AccessCode?: string;
}

/** A link to fill one supplement: only while it may be filled (requested, filled not yet decided, returned). */
export async function shareSupplement(db: Db, actor: Actor, input: LinkSettings & { Id: number }): Promise<Outcome<EntryShareMade>> {
  return inTransaction(db, async (tx, fail): Promise<Outcome<EntryShareMade>> => {
    const s = await lockSupplement(tx, input.Id);
    if (!s || !readsSupplement(actor, s)) return noSupplement();
    if (!supMove(s.status, 'fill', 'assignee').ok) return supRefusal(s.status, 'fill');
    const made = await createShare(tx, {
      docType: SUPPLEMENT_DOC,
      docId: s.id,
      // the company asked: the link fills for it
      companyId: Number(s.assigneeId),
      scope: ['FILL_SUPPLEMENT'],
      days: input.Days,
      accessCode: input.AccessCode,
      createdBy: Number(actor.id),
    });
    if (!made.ok) return fail(made);
    const detail = { SUP_NO: s.no, Share: made.value.Id, ExpiresAt: made.value.ExpiresAt, WithCode: !!input.AccessCode };
    await recordEntryEvent(tx, { supId: s.id, entId: s.entId, actorId: actor.id, type: 'v1.SupplementShared', detail });
    return { ok: true, value: { ...made.value, Url: supplementShareUrl(made.value.Token) } };
  });
}

/** A link to record an order's destination milestones: shipped, arrived or delivered (an agent assigned or not). */
export async function shareSecondHalf(db: Db, actor: Actor, input: LinkSettings & { ENT_ID: number }): Promise<Outcome<EntryShareMade>> {
  return inTransaction(db, async (tx, fail): Promise<Outcome<EntryShareMade>> => {
    const o = await lockReachable(tx, actor, input.ENT_ID);
    if (!o) return noOrder();
    if (o.status < ENT_STATUS.SHIPPED || !isOnSecondHalf(o.status)) return entRefusal('ENT_STATE', o.status, 'record');
    const made = await createShare(tx, {
      docType: SECOND_HALF_DOC,
      docId: o.id,
      // the order's customer owns the document; the link's visitor records as its agent would
      companyId: Number(o.companyId),
      scope: ['SECOND_HALF'],
      days: input.Days,
      accessCode: input.AccessCode,
      createdBy: Number(actor.id),
    });
    if (!made.ok) return fail(made);
    const detail = { ENT_NO: o.no, Share: made.value.Id, ExpiresAt: made.value.ExpiresAt, WithCode: !!input.AccessCode };
    await recordEntryEvent(tx, { entId: o.id, actorId: actor.id, type: 'v1.SecondHalfShared', detail });
    return { ok: true, value: { ...made.value, Url: secondHalfShareUrl(made.value.Token) } };
  });
}

/** Which document a reader names, and whether it reaches it: a supplement asked of its company, an order it may record on. */
async function reachedDoc(q: Queryable, actor: Actor, of: { SUP_ID?: number; ENT_ID?: number }) {
  if (!of.SUP_ID === !of.ENT_ID) return undefined;
  if (of.SUP_ID) {
    const s = await storedSupplement(q, of.SUP_ID);
    return s && readsSupplement(actor, s) ? { docType: SUPPLEMENT_DOC, docId: s.id, companyId: Number(s.assigneeId) } : undefined;
  }
  // a customer reads its order, but its second-half links are the staff's and the agent's
  const o = actor.companyKind === 'customer' ? undefined : await readReachable(q, actor, of.ENT_ID!);
  return o ? { docType: SECOND_HALF_DOC, docId: o.id, companyId: Number(o.companyId) } : undefined;
}

/** The links of a supplement (SUP_ID) or of an order's second half (ENT_ID): never the token nor the code. */
export async function entrySharesOf(db: Db, actor: Actor, of: { SUP_ID?: number; ENT_ID?: number }): Promise<Outcome<EntryShare[]>> {
  const doc = await reachedDoc(db, actor, of);
  if (!doc) return of.SUP_ID ? noSupplement() : noOrder();
  const links = await sharesOf(db, doc.docType, doc.docId, doc.companyId);
  return { ok: true, value: links.map(({ Scope: _, ...l }) => l) };
}

/** Revoke a link of this kind whose document the actor reaches (another's, or another kind's: 404 as no such link). */
export async function revokeEntryShare(db: Db, actor: Actor, id: number, scope: ShareScope): Promise<Outcome<{ Id: number }>> {
  const gone = () => missing<{ Id: number }>('No such share link.', '没有这个分享链接。');
  const docType = scope === 'FILL_SUPPLEMENT' ? SUPPLEMENT_DOC : SECOND_HALF_DOC;
  const link = await shareDocOf(db, id, docType);
  if (!link) return gone();
  const doc = await reachedDoc(db, actor, docType === SUPPLEMENT_DOC ? { SUP_ID: Number(link.docId) } : { ENT_ID: Number(link.docId) });
  if (!doc) return gone();
  const at = docType === SUPPLEMENT_DOC ? { supId: doc.docId } : { entId: doc.docId };
  // the order's own history line in the revoke's transaction: both or neither, and once
  return revokeShare(db, { id, companyId: link.companyId, by: Number(actor.id) }, (tx) =>
    recordEntryEvent(tx, { ...at, actorId: actor.id, type: 'v1.ShareRevoked', detail: { Share: id } }),
  );
}
