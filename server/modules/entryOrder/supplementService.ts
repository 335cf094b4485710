import type { SupplementDecide, SupplementDetail, SupplementFill, SupplementRequest, SupplementSaved } from '../../../src/contract/entryOrder/calls';
import { ENTRY_ORDER_PAGES } from '../../../src/contract/entryOrder/module';
import { dueProblems, fillGaps, itemList } from '../../../src/domain/entryOrder/orderRules';
import { mayRequestSupplement, SUP_EVENTS, type SupActor, supMove } from '../../../src/domain/entryOrder/status';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { inTransaction } from '../../platform/transaction';
import { recordEntryEvent } from './eventRepository';
import { bookingOf, companyOf, dcoOf, tellCompany } from './facts';
import { type LockedOrder, orderFacts, orderOfBooking } from './orderRepository';
import { reaches } from './orderAccess';
import {
  decideSupplementRow,
  filesOfOrder,
  fillSupplementRow,
  insertSupplement,
  lockSupplement,
  type StoredSupplement,
  storedSupplement,
  supplementRow,
} from './supplementRepository';
import { at, entRefusal, isStaff, noOrder, noSupplement, notAssignee, refuse, refuseIn, stale, supRefusal } from './terms';
import { placeTime } from '../../../src/domain/refdata/localTimes';

/**
 * Supplements (补料, operations.md §9.1, §9.5 sup.due and sup.assignee): the staff request data or
 * documents of the order's customer (ORDER) or of the shipment's destination agent (SECOND_HALF),
 * due before the booking's documentation cut-off; the assignee company's employees are told and fill
 * it; the staff accept or return it (with the reason), or cancel it. Overdue is derived, never stored.
 */

const saved = (s: { id: number; no: string }, version: number, status: SupplementSaved['SUP_STATUS']): SupplementSaved => ({
  Id: s.id,
  SUP_NO: s.no,
  VERSION: version,
  SUP_STATUS: status,
});

/** The order a supplement is about (its own, or the one linked to its booking), if any. */
export async function supplementOrder(q: Queryable, s: Pick<StoredSupplement, 'entId' | 'cgoId'>): Promise<LockedOrder | undefined> {
  if (s.entId) return orderFacts(q, s.entId);
  return s.cgoId ? orderOfBooking(q, s.cgoId) : undefined;
}

/** Who reads a supplement: the staff, or the assignee company's employees. */
export const readsSupplement = (actor: Actor, s: Pick<StoredSupplement, 'assigneeId'>) => isStaff(actor) || s.assigneeId === String(actor.companyId);
const supActor = (actor: Actor, s: Pick<StoredSupplement, 'assigneeId'>): SupActor =>
  isStaff(actor) ? 'staff' : s.assigneeId === String(actor.companyId) ? 'assignee' : 'other';

/** Request (§9.3): of a party of the order, due ahead and (ORDER) before the DCO; the assignee's employees get a message. */
export async function requestSupplement(db: Db, actor: Actor, r: SupplementRequest): Promise<Outcome<SupplementSaved>> {
  if (!r.ENT_ID === !r.CGO_ID) return refuse('SUP_TARGET');
  return inTransaction(db, async (tx): Promise<Outcome<SupplementSaved>> => {
    let order: LockedOrder | undefined;
    let cgoId: string | null = null;
    let customerId: string;
    if (r.ENT_ID) {
      order = await orderFacts(tx, r.ENT_ID);
      if (!order || !reaches(actor, order)) return noOrder();
      if (!mayRequestSupplement(order.status)) return entRefusal('ENT_STATE', order.status, 'request');
      cgoId = order.cgoId;
      customerId = order.companyId;
    } else {
      const b = await bookingOf(tx, r.CGO_ID!);
      if (!b) return refuse('TARGET_MISSING');
      order = await orderOfBooking(tx, b.cgoId);
      cgoId = b.cgoId;
      customerId = b.companyId;
    }
    const assignee = String(r.AssigneeCompanyId);
    const party = r.Scope === 'ORDER' ? assignee === customerId : !!order?.agentId && assignee === order.agentId;
    if (!party) return refuse('ASSIGNEE_NOT_PARTY', {}, [at('/AssigneeCompanyId', 'not a party of this order', '不是该委托的相关方')]);
    const dco = r.Scope === 'ORDER' && cgoId ? await dcoOf(tx, cgoId) : null;
    const problems = dueProblems({ dueAt: r.DueAt, dco, scope: r.Scope }, new Date());
    if (problems.some((p) => p.Code === 'DUE_PAST')) return refuse('SUP_DUE_PAST', {}, [at('/DueAt', 'has passed', '已过')]);
    if (problems.some((p) => p.Code === 'DUE_AFTER_DCO'))
      return refuse('SUP_DUE_AFTER_DCO', { dco: placeTime(dco) }, [at('/DueAt', 'after the cut-off', '晚于截单时间')]);
    const made = await insertSupplement(tx, {
      entId: r.ENT_ID ?? null,
      cgoId: r.ENT_ID ? null : cgoId,
      scope: r.Scope,
      assigneeId: assignee,
      items: r.Items,
      dueAt: r.DueAt,
      remarks: (r.Remarks ?? '').trim(),
      by: actor.id,
    });
    const who = await companyOf(tx, assignee);
    await recordEntryEvent(tx, {
      supId: made.id,
      entId: r.ENT_ID ?? order?.id ?? null,
      actorId: actor.id,
      type: 'v1.SupplementRequested',
      detail: { SUP_NO: made.no, Scope: r.Scope, AssigneeName: who?.name ?? '', DueAt: r.DueAt },
    });
    const items = itemList(r.Items);
    const page = r.Scope === 'ORDER' ? ENTRY_ORDER_PAGES.supplement : ENTRY_ORDER_PAGES.secondHalfSupplement;
    await tellCompany(tx, assignee, {
      title: `请补料 ${made.no}${order ? `（委托 ${order.no}）` : ''}：${items.zh}`,
      titleEn: `Please supply ${made.no}${order ? ` (order ${order.no})` : ''}: ${items.en}`,
      description: `截止 ${r.DueAt}`,
      link: `${page}?Id=${made.id}`,
      senderId: actor.id,
    });
    return { ok: true, value: saved(made, 1, 1) };
  });
}

/**
 * Who fills: an employee (the assignee company's; anyone else is refused), or the visitor of the
 * supplement's share link (sharePublic.ts), who fills for the assignee as its employees would.
 */
export type SupFiller = { kind: 'employee'; actor: Actor } | { kind: 'share'; shareId: number };

/** Fill (§9.3): only the assignee company's employees (403 NOT_ASSIGNEE); every required item answered; files of this order. */
export const fillSupplement = (db: Db, actor: Actor, f: SupplementFill) => fillSupplementBy(db, { kind: 'employee', actor }, f);

/** The fill itself, by an employee or a share link's visitor: the same checks, the same move, the same event. */
export async function fillSupplementBy(db: Db, who: SupFiller, f: SupplementFill): Promise<Outcome<SupplementSaved>> {
  return inTransaction(db, async (tx): Promise<Outcome<SupplementSaved>> => {
    const s = await lockSupplement(tx, f.Id);
    // a company that neither asked nor was asked finds nothing there
    if (!s) return noSupplement();
    const by: SupActor = who.kind === 'share' ? 'assignee' : supActor(who.actor, s);
    if (by === 'other' && who.kind === 'employee')
      return isStaff(who.actor) ? noSupplement() : (await mayRead(tx, who.actor, s)) ? notAssignee() : noSupplement();
    if (f.VERSION !== s.version) return stale();
    const move = supMove(s.status, 'fill', by);
    if (!move.ok) return move.code === 'NOT_ASSIGNEE' ? notAssignee() : supRefusal(s.status, 'fill');
    const gaps = fillGaps(s.items, f.Answers, f.Files);
    if (gaps.unknown.length) return refuse('SUP_ITEM_UNKNOWN', { key: gaps.unknown[0]! }, [at('/Answers', 'not asked for', '补料未要求此项')]);
    if (gaps.missing.length) {
      const list = itemList(gaps.missing);
      return refuseIn('SUP_ITEMS_MISSING', { list: list.zh }, { list: list.en }, [at('/Answers', 'required items missing', '必填项未填写')]);
    }
    const order = await supplementOrder(tx, s);
    const files = order
      ? await filesOfOrder(
          tx,
          order.id,
          f.Files.map((x) => x.FileId),
        )
      : new Map<number, string>();
    if (f.Files.some((x) => !files.has(x.FileId))) return refuse('SUP_ITEM_UNKNOWN', { key: 'FileId' }, [at('/Files', 'no such file', '没有这个文件')]);
    // a link's visitor has no employee row: the fill and its event name the link instead
    const employee = who.kind === 'employee' ? who.actor.id : null;
    const version = await fillSupplementRow(tx, s.id, {
      answers: f.Answers,
      files: f.Files.map((x) => ({ Key: x.Key, FileId: x.FileId, FileName: files.get(x.FileId) ?? '' })),
      by: employee,
    });
    const detail = who.kind === 'share' ? { SUP_NO: s.no, Share: who.shareId } : { SUP_NO: s.no };
    await recordEntryEvent(tx, { supId: s.id, actorId: employee, type: 'v1.SupplementFilled', detail });
    return { ok: true, value: saved(s, version, move.to) };
  });
}

/** A company reaches the supplement's order (its customer or its agent), so it is told "not yours to fill" rather than "nothing there". */
async function mayRead(q: Queryable, actor: Actor, s: StoredSupplement): Promise<boolean> {
  const o = await supplementOrder(q, s);
  return !!o && reaches(actor, o);
}

/** Decide (§9.3): accept a filled supplement, or return it with the reason (REASON_MISSING). */
export async function decideSupplement(db: Db, actor: Actor, d: SupplementDecide): Promise<Outcome<SupplementSaved>> {
  return inTransaction(db, async (tx): Promise<Outcome<SupplementSaved>> => {
    const s = await lockSupplement(tx, d.Id);
    if (!s) return noSupplement();
    if (d.VERSION !== s.version) return stale();
    const event = d.Accept ? 'accept' : 'return';
    const move = supMove(s.status, event, supActor(actor, s));
    if (!move.ok) return supRefusal(s.status, event);
    const remarks = (d.Remarks ?? '').trim();
    if (!d.Accept && !remarks) return refuse('REASON_MISSING', {}, [at('/Remarks', 'is required', '必填')]);
    const version = await decideSupplementRow(tx, s.id, { status: move.to, remarks, by: actor.id });
    await recordEntryEvent(tx, {
      supId: s.id,
      actorId: actor.id,
      type: d.Accept ? 'v1.SupplementAccepted' : 'v1.SupplementReturned',
      detail: { SUP_NO: s.no, Remarks: remarks },
    });
    if (!d.Accept) {
      const o = await supplementOrder(tx, s);
      await tellCompany(tx, s.assigneeId, {
        title: `补料 ${s.no} 已退回：${remarks}`,
        titleEn: `Supplement ${s.no} returned: ${remarks}`,
        description: o ? `委托 ${o.no}` : '',
        link: `${s.scope === 'ORDER' ? ENTRY_ORDER_PAGES.supplement : ENTRY_ORDER_PAGES.secondHalfSupplement}?Id=${s.id}`,
        senderId: actor.id,
      });
    }
    return { ok: true, value: saved(s, version, move.to) };
  });
}

/** Cancel an open supplement (the staff), with the reason. */
export async function cancelSupplement(db: Db, actor: Actor, c: { Id: number; VERSION: number; Reason: string }): Promise<Outcome<SupplementSaved>> {
  return inTransaction(db, async (tx): Promise<Outcome<SupplementSaved>> => {
    const s = await lockSupplement(tx, c.Id);
    if (!s) return noSupplement();
    if (c.VERSION !== s.version) return stale();
    const move = supMove(s.status, 'cancel', supActor(actor, s));
    if (!move.ok) return supRefusal(s.status, 'cancel');
    const reason = c.Reason.trim();
    if (!reason) return refuse('REASON_MISSING', {}, [at('/Reason', 'is required', '必填')]);
    const version = await decideSupplementRow(tx, s.id, { status: move.to, remarks: reason, by: actor.id });
    await recordEntryEvent(tx, { supId: s.id, actorId: actor.id, type: 'v1.SupplementCancelled', detail: { SUP_NO: s.no, From: s.status, Reason: reason } });
    return { ok: true, value: saved(s, version, move.to) };
  });
}

/** One supplement with its items, answers and files, and the moves the reader may make. */
export async function getSupplement(q: Queryable, actor: Actor, id: number): Promise<Outcome<SupplementDetail>> {
  const s = await storedSupplement(q, id);
  if (!s || !readsSupplement(actor, s)) return noSupplement();
  const row = await supplementRow(q, id);
  const by = supActor(actor, s);
  return {
    ok: true,
    value: {
      Supplement: row!,
      SUP_ITEMS: s.items,
      SUP_ANSWERS: s.answers,
      SUP_FILES: (s.files as { Key: string; FileId: number; FileName?: string }[]).map((f) => ({ Key: f.Key, FileId: f.FileId, FileName: f.FileName ?? '' })),
      SUP_REMARKS: s.remarks,
      DecisionRemarks: s.decisionRemarks,
      Moves: SUP_EVENTS.filter((e) => e !== 'request' && supMove(s.status, e, by).ok),
    },
  };
}
