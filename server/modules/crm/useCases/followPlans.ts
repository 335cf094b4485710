import type { PlanSaveInput, RecordInput } from '../../../../src/contract/crm/followCalls';
import { planOpen } from '../../../../src/domain/crm/follow';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput, missing } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../checks';
import { methodProblem, targetProblem } from '../followChecks';
import { closePlan, insertPlan, type PlanHeld, planSeen, updatePlan } from '../followRepository';
import { viewerOf } from '../scope';
import { asOutcome, writeRecord } from './followRecords';

/** Follow-up plans (commercial.md §7.1 CrmFollowPlan, §7.2): saved, completed into a record (DONE), cancelled. */

const noPlan = <T>() => missing<T>('No such follow-up plan.', '没有这个跟进计划。');
const notOpen = <T>(p: PlanHeld) =>
  refuse<T>(
    'NOT_OPEN',
    p.status === 'DONE'
      ? { zh: '该跟进计划已完成。', en: 'This follow-up plan is done already.' }
      : { zh: '该跟进计划已取消。', en: 'This follow-up plan was cancelled.' },
  );

/** A new plan of mine, or an edit of an open one I see (mine; a manager: the team's — it stays its owner's). */
export async function savePlan(db: Db, actor: Actor, b: PlanSaveInput): Promise<Outcome<{ Id: number }>> {
  if (Number.isNaN(Date.parse(b.PlannedAt))) return badInput('/PlannedAt', 'is not a time', '不是有效的时间');
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const held = b.Id ? await planSeen(tx, v.companyId, v.id, v.manager, b.Id) : undefined;
    if (b.Id && !held) return noPlan();
    if (held && !planOpen(held.status)) return notOpen(held);
    const owner = held?.owner_employee_id ?? v.id;
    const t = { customerId: b.CustomerId ?? null, leadId: b.LeadId ?? null };
    const no = (await methodProblem(tx, v.companyId, b.Method)) ?? (await targetProblem(tx, v.companyId, owner, v.manager, { ...t, contactId: b.ContactId }));
    if (no) return asOutcome(no);
    const content = b.Content.trim();
    if (!content) return refuse('CONTENT', { zh: '请填写跟进内容。', en: 'Write what the follow-up is about.' });
    const p = {
      ...t,
      companyId: v.companyId,
      opportunityId: b.OpportunityId ?? null,
      contactId: b.ContactId ?? null,
      ownerId: owner,
      plannedAt: new Date(b.PlannedAt),
      method: b.Method,
      content,
      createdBy: v.id,
    };
    if (held) {
      await updatePlan(tx, held.id, p);
      return { ok: true, value: { Id: held.id } };
    }
    return { ok: true, value: { Id: await insertPlan(tx, p) } };
  });
}

/** Completes an open plan into a record about the same customer or lead (the plan is DONE, the record names it). */
export async function completePlan(db: Db, actor: Actor, b: { Id: number; Record: RecordInput }, now = new Date()): Promise<Outcome<{ RecordId: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx, fail) => {
    const p = await planSeen(tx, v.companyId, v.id, v.manager, b.Id);
    if (!p) return noPlan();
    if (!planOpen(p.status)) return notOpen(p);
    const t = { customerId: p.customer_id, leadId: p.lead_id, opportunityId: p.opportunity_id };
    const written = await writeRecord(tx, v, t, { ...b.Record, ContactId: b.Record.ContactId ?? p.contact_id ?? undefined }, p.id, now);
    if (!written.ok) return fail(written);
    await closePlan(tx, p.id, 'DONE', written.value.Id, now, v.id);
    return { ok: true, value: { RecordId: written.value.Id } };
  });
}

export async function cancelPlan(db: Db, actor: Actor, id: number, now = new Date()): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const p = await planSeen(tx, v.companyId, v.id, v.manager, id);
    if (!p) return noPlan();
    if (!planOpen(p.status)) return notOpen(p);
    await closePlan(tx, p.id, 'CANCELLED', null, now, v.id);
    return { ok: true, value: { Moved: 1 } };
  });
}
