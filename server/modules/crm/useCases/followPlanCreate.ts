import type { Queryable } from '../../../db/types';
import { isCrmManager, methodProblem, targetProblem } from '../followChecks';
import { followCounts, insertPlan } from '../followRepository';

/** The radar's (and a record's next plan's) way in: plan a follow-up for an owner. */
export interface FollowPlanRequest {
  companyId: string;
  ownerEmployeeId: string;
  customerId?: number | null;
  leadId?: number | null;
  plannedAt: Date;
  method: string;
  content: string;
  createdBy: string;
}

export type FollowPlanCreated = { ok: true; id: number } | { ok: false; code: string; message: string };

/**
 * Plans a follow-up (commercial.md §7.1 CrmFollowPlan) in the caller's transaction: the customer must
 * be the owner's private customer (a manager's: any of the team's), the method one of FOLLOW_METHOD
 * (PHONE / WECHAT / VISIT / EMAIL / MEETING or the company's own entries). The refusal's message is
 * in Chinese and English ("中文 / English").
 */
export async function createFollowPlan(tx: Queryable, p: FollowPlanRequest): Promise<FollowPlanCreated> {
  const content = p.content.trim();
  if (!content) return { ok: false, code: 'CONTENT', message: '请填写跟进内容。 / Write what the follow-up is about.' };
  if (content.length > 2000) return { ok: false, code: 'CONTENT', message: '跟进内容最多 2000 字。 / The content is at most 2,000 characters.' };
  if (Number.isNaN(p.plannedAt.getTime())) return { ok: false, code: 'PLANNED_AT', message: '计划时间无效。 / The planned time is not a time.' };
  const target = { customerId: p.customerId ?? null, leadId: p.leadId ?? null };
  const manager = await isCrmManager(tx, p.ownerEmployeeId);
  const no = (await methodProblem(tx, p.companyId, p.method)) ?? (await targetProblem(tx, p.companyId, p.ownerEmployeeId, manager, target));
  if (no) return { ok: false, code: no.code, message: `${no.words.zh} / ${no.words.en}` };
  const id = await insertPlan(tx, {
    ...target,
    companyId: p.companyId,
    opportunityId: null,
    contactId: null,
    ownerId: p.ownerEmployeeId,
    plannedAt: p.plannedAt,
    method: p.method,
    content,
    createdBy: p.createdBy,
  });
  return { ok: true, id };
}

/** The radar's counts (R7.8) per employee: plans due in [from, to), more than a day overdue at `now`, records made in [from, to). */
export async function followUpCountsFor(
  q: Queryable,
  p: { companyId: string; employeeIds: string[]; from: Date; to: Date; now: Date },
): Promise<Array<{ employeeId: string; plansDue: number; plansOverdue: number; recordsDone: number }>> {
  if (p.employeeIds.length === 0) return [];
  const rows = await followCounts(q, p.companyId, p.employeeIds, p.from, p.to, p.now);
  return rows.map((r) => ({ employeeId: r.employee_id, plansDue: r.due, plansOverdue: r.overdue, recordsDone: r.done }));
}
