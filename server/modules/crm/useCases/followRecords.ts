import type { RecordInput, RecordSaveInput } from '../../../../src/contract/crm/followCalls';
import { ATTACHMENT_MAX_BYTES, recordDeletable, RECORD_DELETE_HOURS } from '../../../../src/domain/crm/follow';
import type { Db, Queryable } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput, missing } from '../../../platform/refusal';
import { inTransaction } from '../../../platform/transaction';
import { refuse } from '../checks';
import { type FollowProblem, methodProblem, targetProblem } from '../followChecks';
import { type FollowTarget, insertPlan } from '../followRepository';
import { insertAttachment, insertRecord, markFollowed, recordSeen, removeRecord } from '../followRecordRepository';
import { viewerOf, type Viewer } from '../scope';

/** Follow-up records (commercial.md §7.1 CrmFollowRecord, R7.8): saved, made from a plan, deleted by their author within 24 h. */

export const noRecord = <T>() => missing<T>('No such follow-up record.', '没有这条跟进记录。');
export const asOutcome = <T>(p: FollowProblem): Outcome<T> => (p.status === 404 ? missing<T>(p.words.en, p.words.zh) : refuse<T>(p.code, p.words));

/** A time a few minutes ahead of the server's clock still counts as now (the browser's clock may run fast). */
const SLACK_MS = 10 * 60_000;

function attachmentsOf(r: RecordInput): { name: string; type: string; bytes: Buffer }[] | FollowProblem {
  const files = (r.Attachments ?? []).map((a) => ({ name: a.Name.trim(), type: a.Type, bytes: Buffer.from(a.Base64, 'base64') }));
  const big = files.find((f) => f.bytes.length > ATTACHMENT_MAX_BYTES || f.bytes.length === 0);
  if (!big) return files;
  const mb = ATTACHMENT_MAX_BYTES / 1024 / 1024;
  return big.bytes.length === 0
    ? { code: 'ATTACHMENT', status: 400, words: { zh: `附件“${big.name}”是空文件。`, en: `The attachment "${big.name}" is empty.` } }
    : { code: 'ATTACHMENT', status: 400, words: { zh: `附件“${big.name}”超过 ${mb} MB。`, en: `The attachment "${big.name}" is larger than ${mb} MB.` } };
}

/**
 * Writes a record in the caller's transaction: the checks, the attachments, the customer's (or
 * lead's) last follow-up (the recycle clock restarts, R7.8), the next plan when asked.
 */
export async function writeRecord(
  tx: Queryable,
  v: Viewer,
  t: FollowTarget & { opportunityId: number | null },
  r: RecordInput,
  planId: number | null,
  now: Date,
): Promise<Outcome<{ Id: number }>> {
  const followAt = new Date(r.FollowAt);
  if (Number.isNaN(followAt.getTime())) return badInput('/FollowAt', 'is not a time', '不是有效的时间');
  if (r.NextPlanAt && Number.isNaN(Date.parse(r.NextPlanAt))) return badInput('/NextPlanAt', 'is not a time', '不是有效的时间');
  if (followAt.getTime() > now.getTime() + SLACK_MS)
    return refuse('FUTURE', {
      zh: '跟进时间不能晚于现在：未来的跟进请建跟进计划。',
      en: 'The follow-up time cannot be later than now: plan a future follow-up instead.',
    });
  const nextAt = r.NextPlanAt ? new Date(r.NextPlanAt) : null;
  if (nextAt && nextAt.getTime() <= now.getTime())
    return refuse('NEXT_PLAN', { zh: '下次跟进时间应晚于现在。', en: 'The next follow-up must be later than now.' });
  const files = attachmentsOf(r);
  if (!Array.isArray(files)) return asOutcome(files);
  const no = (await methodProblem(tx, v.companyId, r.Method)) ?? (await targetProblem(tx, v.companyId, v.id, v.manager, { ...t, contactId: r.ContactId }));
  if (no) return asOutcome(no);
  const content = r.Content.trim();
  if (!content) return refuse('CONTENT', { zh: '请填写跟进内容。', en: 'Write what the follow-up was about.' });
  const base = { ...t, companyId: v.companyId, contactId: r.ContactId ?? null, method: r.Method, content };
  const id = await insertRecord(tx, { ...base, authorId: v.id, followAt, nextPlanAt: nextAt, planId });
  for (const f of files) await insertAttachment(tx, id, f);
  await markFollowed(tx, t, followAt, v.id);
  if (nextAt) await insertPlan(tx, { ...base, ownerId: v.id, plannedAt: nextAt, createdBy: v.id });
  return { ok: true, value: { Id: id } };
}

export async function saveRecord(db: Db, actor: Actor, b: RecordSaveInput, now = new Date()): Promise<Outcome<{ Id: number }>> {
  const v = await viewerOf(db, actor);
  const t = { customerId: b.CustomerId ?? null, leadId: b.LeadId ?? null, opportunityId: b.OpportunityId ?? null };
  return inTransaction(db, (tx) => writeRecord(tx, v, t, b, null, now));
}

/** Only the author, within 24 hours of saving it (a manager sees it but may not delete it). */
export async function deleteRecord(db: Db, actor: Actor, id: number, now = new Date()): Promise<Outcome<{ Moved: number }>> {
  const v = await viewerOf(db, actor);
  return inTransaction(db, async (tx) => {
    const r = await recordSeen(tx, v.companyId, v.id, v.manager, id);
    if (!r) return noRecord();
    if (r.owner_employee_id !== v.id)
      return refuse('NOT_AUTHOR', { zh: '只有记录人本人可以删除跟进记录。', en: 'Only the person who wrote a follow-up record may delete it.' });
    if (!recordDeletable(r.owner_employee_id, r.created_at, v.id, now))
      return refuse('DELETE_WINDOW', {
        zh: `跟进记录只能在保存后 ${RECORD_DELETE_HOURS} 小时内删除。`,
        en: `A follow-up record can be deleted only within ${RECORD_DELETE_HOURS} hours of saving it.`,
      });
    await removeRecord(tx, id);
    return { ok: true, value: { Moved: 1 } };
  });
}
