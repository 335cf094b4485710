import type { ActivityRow, PlanRow, RecordRow } from '../../../../src/contract/crm/followCalls';
import { planSection, planShown, recordDeletable } from '../../../../src/domain/crm/follow';
import type { CrmAction } from '../../../../src/domain/crm/status';
import type { Db } from '../../../db/types';
import type { Outcome } from '../../../http/outcome';
import type { Actor } from '../../../platform/access/grants';
import { badInput, missing } from '../../../platform/refusal';
import { activityListed, attachmentSeen, plansListed, recordsListed } from '../followListRepository';
import { viewerOf } from '../scope';
import { opportunityReasonNames } from './opportunityStages';

/** The follow-ups' and the activity record's reads (commercial.md §7.3), each row as the screens show it. */

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const STATUSES = { OPEN: ['PLANNED'], DONE: ['DONE'], CANCELLED: ['CANCELLED'] } as const;

export async function listPlans(
  db: Db,
  actor: Actor,
  f: { Status?: 'OPEN' | 'DONE' | 'CANCELLED'; CustomerId?: number; OwnerId?: number },
  now = new Date(),
): Promise<Outcome<PlanRow[]>> {
  const v = await viewerOf(db, actor);
  const rows = await plansListed(db, v, { statuses: STATUSES[f.Status ?? 'OPEN'], customerId: f.CustomerId ?? null, ownerId: f.OwnerId ?? null });
  return {
    ok: true,
    value: rows.map((p) => ({
      Id: p.id,
      CustomerId: p.customer_id,
      LeadId: p.lead_id,
      TargetName: p.target_name,
      ContactName: p.contact_name ?? '',
      OwnerId: p.owner_id,
      OwnerName: p.owner_name,
      PlannedAt: iso(p.planned_at)!,
      Method: p.method,
      Content: p.content,
      Status: planShown(p.status, new Date(p.planned_at), now),
      Section: p.status === 'PLANNED' ? planSection(new Date(p.planned_at), now) : null,
      RecordId: p.record_id,
    })),
  };
}

export async function listRecords(
  db: Db,
  actor: Actor,
  f: { CustomerId?: number; LeadId?: number; AuthorId?: number; Search?: string },
  now = new Date(),
): Promise<Outcome<RecordRow[]>> {
  const v = await viewerOf(db, actor);
  const search = f.Search?.trim() ? `%${f.Search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await recordsListed(db, v, { customerId: f.CustomerId ?? null, leadId: f.LeadId ?? null, authorId: f.AuthorId ?? null, search });
  return {
    ok: true,
    value: rows.map((r) => ({
      Id: r.id,
      CustomerId: r.customer_id,
      LeadId: r.lead_id,
      TargetName: r.target_name,
      ContactName: r.contact_name ?? '',
      AuthorId: r.author_id,
      AuthorName: r.author_name,
      FollowAt: iso(r.follow_at)!,
      Method: r.method,
      Content: r.content,
      NextPlanAt: iso(r.next_plan_at),
      CreatedAt: iso(r.created_at)!,
      Deletable: recordDeletable(String(r.author_id), new Date(r.created_at), v.id, now),
      Attachments: r.attachments,
    })),
  };
}

export async function readAttachment(db: Db, actor: Actor, id: number) {
  const v = await viewerOf(db, actor);
  const a = await attachmentSeen(db, v, id);
  return a ? ({ ok: true, value: a } as const) : missing<never>('No such attachment.', '没有这个附件。');
}

const DAY_MS = 86_400_000;

/** The activity in [From, To) (default: the last 30 days), newest first. */
export async function listActivity(
  db: Db,
  actor: Actor,
  f: { From?: string; To?: string; ActorId?: number; CustomerId?: number },
  now = new Date(),
): Promise<Outcome<ActivityRow[]>> {
  if ((f.From && Number.isNaN(Date.parse(f.From))) || (f.To && Number.isNaN(Date.parse(f.To)))) return badInput('/From', 'is not a time', '不是有效的时间');
  const v = await viewerOf(db, actor);
  const to = f.To ? new Date(f.To) : new Date(now.getTime() + 60_000);
  const from = f.From ? new Date(f.From) : new Date(to.getTime() - 30 * DAY_MS);
  const rows = await activityListed(db, v, { from, to, actorId: f.ActorId ?? null, customerId: f.CustomerId ?? null });
  const reasonName = await opportunityReasonNames(db, v.companyId, rows);
  return {
    ok: true,
    value: rows.map((r) => ({
      Key: r.key,
      Id: r.id,
      At: iso(r.at)!,
      Entity: r.entity,
      EntityId: r.entity_id,
      Name: r.name,
      Action: r.action as CrmAction,
      ActorName: r.actor_name,
      ToName: r.to_name,
      Reason: r.reason,
      ReasonName: reasonName(r),
    })),
  };
}
