import type { SharedSecondHalf, SharedSupplement } from '../../../src/contract/entryOrder/shareCalls';
import type { DestinationMilestone } from '../../../src/domain/entryOrder/codes';
import { ENT_STATUS, isOnSecondHalf, supMove } from '../../../src/domain/entryOrder/status';
import { OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { ShareScope } from '../../../src/domain/spine/shares';
import type { Db } from '../../db/types';
import { absentShare as absent, notOpened, openShareOf, type ShareAnswer } from '../../platform/spine/shares';
import { containerNosOf } from './facts';
import { recordMilestoneBy, secondHalfRowById } from './secondHalfService';
import { SECOND_HALF_DOC, SUPPLEMENT_DOC } from './shareService';
import { platformName, portZone } from './shareViewRepository';
import { storedSupplement, supplementRow } from './supplementRepository';
import { fillSupplementBy, supplementOrder } from './supplementService';
import { fileDigest } from '../../http/storedFiles';
import { insertFile } from './fileRepository';
import { at, refuse, supRefusal } from './terms';

/**
 * What a share link's visitor sees and does (operations.md §9.7, rule `mft.share`): the token is the
 * authority, no session. A supplement's link shows that supplement — its items in both languages, its
 * due time on the office's clock, who asks and who is asked — and fills it with the same use case as
 * the assignee's employees (fillSupplementBy; actor: the link). A second-half link shows that order's
 * destination side and records a milestone with the agent's use case (recordMilestoneBy). An unknown,
 * ended or revoked link, a link of the other kind and a link whose document is gone are one answer
 * (404, never saying which); too many wrong access codes lock it (429). Nothing of another order, no
 * money: the view is built from the one document the link names.
 */

type Code = string | undefined;
const openOf = (db: Db, docType: string, needs: ShareScope) => (t: string, accessCode: Code, visitor: string) =>
  openShareOf(db, docType, { token: t, accessCode, visitor, needs });

/** A supplement as its link's visitor reads it: what is asked, by whom, until when; never another's. */
async function supplementView(db: Db, id: number): Promise<SharedSupplement | undefined> {
  const s = await storedSupplement(db, id);
  const row = s && (await supplementRow(db, id));
  if (!s || !row) return undefined;
  return {
    SUP_NO: s.no,
    ENT_NO: row.ENT_NO,
    AssigneeName: row.AssigneeName,
    AskedBy: await platformName(db),
    SUP_DUE_AT: s.dueAt,
    // the staff set the due time on the office's clock (SupplementRequest.tsx): the link says it on the same
    DueZone: OFFICE_ZONE,
    SUP_STATUS: s.status,
    VERSION: s.version,
    SUP_REMARKS: s.remarks,
    DecisionRemarks: s.decisionRemarks,
    Items: s.items,
    SUP_ANSWERS: s.answers,
    Fillable: supMove(s.status, 'fill', 'assignee').ok,
  };
}

/** An order's destination side as its link's visitor reads it: that order only, no money. */
async function secondHalfView(db: Db, id: number): Promise<SharedSecondHalf | undefined> {
  const r = await secondHalfRowById(db, id);
  if (!r) return undefined;
  return {
    ENT_NO: r.ENT_NO,
    AskedBy: await platformName(db),
    AgentName: r.AgentName,
    ENT_POD: r.ENT_POD,
    ENT_DELIVERY: r.ENT_DELIVERY,
    Zone: (await portZone(db, r.ENT_POD)) ?? OFFICE_ZONE,
    Eta: r.Eta,
    Containers: r.Containers,
    ContainerNos: await containerNosOf(db, r.CGO_ID),
    DischargedAt: r.DischargedAt,
    ReleasedAt: r.ReleasedAt,
    AvailableAt: r.AvailableAt,
    PickedUpAt: r.PickedUpAt,
    DeliveredAt: r.DeliveredAt,
    EmptyReturnedAt: r.EmptyReturnedAt,
    LastFreeDay: r.LastFreeDay,
    Recordable: r.ENT_STATUS >= ENT_STATUS.SHIPPED && isOnSecondHalf(r.ENT_STATUS),
  };
}

/**
 * A document a supplement asks for, sent by its link's visitor: only a document item, only while the
 * supplement may be filled; the file is the order's, kept with the supplement, in the name of the
 * company asked (no employee: the link), and answers its item once the fill names it.
 */
async function storeSupplementDocument(
  db: Db,
  supId: number,
  u: { Key: string; FileName: string },
  file: { bytes: Buffer; type: string },
): Promise<ShareAnswer<{ FileId: number; FileName: string; Size: number }>> {
  const s = await storedSupplement(db, supId);
  const order = s && (await supplementOrder(db, s));
  if (!s || !order) return absent();
  if (!supMove(s.status, 'fill', 'assignee').ok) return supRefusal(s.status, 'fill');
  if (!s.items.some((i) => i.Key === u.Key && i.Kind === 'document'))
    return refuse('SUP_ITEM_UNKNOWN', { key: u.Key }, [at('/Key', 'not a document asked for', '不是补料要求的文件')]);
  const d = fileDigest(file.bytes);
  const stored = await insertFile(db, {
    ...{ entId: order.id, supId: s.id, key: u.Key, name: u.FileName, type: file.type, bytes: file.bytes },
    ...{ size: d.size, sha256: d.sha256, companyId: s.assigneeId, by: null },
  });
  return { ok: true, value: { FileId: stored.Id, FileName: stored.FileName, Size: d.size } };
}

export function entryShareService(db: Db) {
  const openSupplementLink = openOf(db, SUPPLEMENT_DOC, 'FILL_SUPPLEMENT');
  const openSecondHalfLink = openOf(db, SECOND_HALF_DOC, 'SECOND_HALF');

  /** The supplement a link names, as its visitor reads it. */
  async function openSupplement(t: string, code: Code, visitor: string): Promise<ShareAnswer<SharedSupplement>> {
    const o = await openSupplementLink(t, code, visitor);
    if (!o.ok) return notOpened(o);
    const view = await supplementView(db, Number(o.share.docId));
    return view ? { ok: true, value: view } : absent();
  }

  /** Fill it: the fields, and the documents uploaded through the link (uploadDocument); the supplement moves to filled as by its assignee. */
  async function fillSupplement(
    t: string,
    code: Code,
    visitor: string,
    f: { VERSION: number; Answers: Record<string, unknown>; Files?: { Key: string; FileId: number }[] },
  ): Promise<ShareAnswer<{ Id: number; SUP_NO: string; SUP_STATUS: SharedSupplement['SUP_STATUS']; VERSION: number }>> {
    const o = await openSupplementLink(t, code, visitor);
    if (!o.ok) return notOpened(o);
    const id = Number(o.share.docId);
    const fill = { Id: id, VERSION: f.VERSION, Answers: f.Answers, Files: f.Files ?? [] };
    const done = await fillSupplementBy(db, { kind: 'share', shareId: o.share.id }, fill);
    // a supplement gone since the link was made is no longer there, as for a signed-in person
    if (!done.ok) return done.status === 404 ? absent() : done;
    return { ok: true, value: { Id: id, SUP_NO: done.value.SUP_NO, SUP_STATUS: done.value.SUP_STATUS, VERSION: done.value.VERSION } };
  }

  /** A document the supplement asks for, uploaded through its link (storeSupplementDocument). */
  async function uploadDocument(t: string, code: Code, visitor: string, u: { Key: string; FileName: string }, file: { bytes: Buffer; type: string }) {
    const o = await openSupplementLink(t, code, visitor);
    return o.ok ? storeSupplementDocument(db, Number(o.share.docId), u, file) : notOpened(o);
  }

  /** The order a second-half link names, its destination side. */
  async function openSecondHalf(t: string, code: Code, visitor: string): Promise<ShareAnswer<SharedSecondHalf>> {
    const o = await openSecondHalfLink(t, code, visitor);
    if (!o.ok) return notOpened(o);
    const view = await secondHalfView(db, Number(o.share.docId));
    return view ? { ok: true, value: view } : absent();
  }

  /** Record a milestone of that order, as its agent would; the answer is the order's destination side after it. */
  async function recordMilestone(
    t: string,
    code: Code,
    visitor: string,
    m: { Milestone: DestinationMilestone; At: string; ContainerNo?: string; Remarks?: string },
  ): Promise<ShareAnswer<SharedSecondHalf & { ENT_ID: number }>> {
    const o = await openSecondHalfLink(t, code, visitor);
    if (!o.ok) return notOpened(o);
    const id = Number(o.share.docId);
    const done = await recordMilestoneBy(db, { kind: 'share', shareId: o.share.id }, { ...m, ENT_ID: id });
    if (!done.ok) return done.status === 404 ? absent() : done;
    const view = await secondHalfView(db, id);
    return view ? { ok: true, value: { ...view, ENT_ID: id } } : absent();
  }

  return { openSupplement, fillSupplement, uploadDocument, openSecondHalf, recordMilestone };
}
