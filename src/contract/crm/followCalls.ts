import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call';
import { id, nullable, strict, text, textOf } from '../schema';
import { CRM_ACTIONS } from '../../domain/crm/status';
import { CRM_ACCESS as A, CRM_PATHS as P } from './module';

/**
 * Follow-up plans and records and the activity record (commercial.md §7.3), each call once. Times
 * are instants (ISO); the screens type and show them on the office's clock. Refusals are 400 with a
 * Code — NO_TARGET, NOT_MINE, METHOD, CONTACT, NOT_OPEN, FUTURE, ATTACHMENT, NOT_AUTHOR,
 * DELETE_WINDOW — never 409; another salesperson's plan or record and another company's answer 404.
 */

/** An instant as ISO 8601 with its offset (the screens send the office's typed time as one). */
const instant = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,6})?)?(Z|[+-]\\d{2}:\\d{2})$' });
const shown = ['PLANNED', 'OVERDUE', 'DONE', 'CANCELLED'] as const;

const target = {
  CustomerId: Type.Optional(id),
  LeadId: Type.Optional(id),
  ContactId: Type.Optional(id),
  OpportunityId: Type.Optional(id),
};

export const PlanRowSchema = Type.Object({
  Id: Type.Integer(),
  CustomerId: nullable(Type.Integer()),
  LeadId: nullable(Type.Integer()),
  TargetName: Type.String(),
  ContactName: Type.String(),
  OwnerId: Type.Integer(),
  OwnerName: Type.String(),
  PlannedAt: Type.String(),
  Method: Type.String(),
  Content: Type.String(),
  Status: textOf(shown),
  /** TODAY / OVERDUE / UPCOMING (PLAN_SECTIONS) for an open plan, on the office's clock. */
  Section: nullable(Type.String()),
  RecordId: nullable(Type.Integer()),
});
export type PlanRow = Static<typeof PlanRowSchema>;

export const RecordRowSchema = Type.Object({
  Id: Type.Integer(),
  CustomerId: nullable(Type.Integer()),
  LeadId: nullable(Type.Integer()),
  TargetName: Type.String(),
  ContactName: Type.String(),
  AuthorId: Type.Integer(),
  AuthorName: Type.String(),
  FollowAt: Type.String(),
  Method: Type.String(),
  Content: Type.String(),
  NextPlanAt: nullable(Type.String()),
  CreatedAt: Type.String(),
  Deletable: Type.Boolean(),
  Attachments: Type.Array(Type.Object({ Id: Type.Integer(), Name: Type.String(), Type: Type.String(), Size: Type.Integer() })),
});
export type RecordRow = Static<typeof RecordRowSchema>;

export const ActivityRowSchema = Type.Object({
  /** Unique over the stream: E (an event), R (a follow-up record) or P (a closed plan) and the row's id. */
  Key: Type.String(),
  Id: Type.Integer(),
  At: Type.String(),
  Entity: textOf(['CUSTOMER', 'CONTACT', 'LEAD', 'OPPORTUNITY'] as const),
  EntityId: Type.Integer(),
  Name: Type.String(),
  Action: textOf(CRM_ACTIONS),
  ActorName: Type.String(),
  ToName: Type.String(),
  Reason: nullable(Type.String()),
  /** An opportunity's reason in the company's list's words: the loss's reason (LOSE), the stage moved to (STAGE, REOPEN, WIN). */
  ReasonName: nullable(strict({ zh: Type.String(), en: Type.String() })),
});
export type ActivityRow = Static<typeof ActivityRowSchema>;

export const recordInput = strict({
  FollowAt: instant,
  Method: text(40, 1),
  Content: text(2000, 1),
  ContactId: Type.Optional(id),
  NextPlanAt: Type.Optional(instant),
  Attachments: Type.Optional(Type.Array(strict({ Name: text(120, 1), Type: text(100, 1), Base64: Type.String({ maxLength: 3_000_000 }) }), { maxItems: 3 })),
});
export type RecordInput = Static<typeof recordInput>;

export const recordSaveInput = strict({ ...target, ...recordInput.properties });
export type RecordSaveInput = Static<typeof recordSaveInput>;

export const planSaveInput = strict({ Id: Type.Optional(id), ...target, PlannedAt: instant, Method: text(40, 1), Content: text(2000, 1) });
export type PlanSaveInput = Static<typeof planSaveInput>;

const moved = Type.Object({ Moved: Type.Integer() });

export const followCalls = {
  planList: defineCall({
    method: 'GET',
    path: P.crmFollowPlanList,
    input: strict({ Status: Type.Optional(textOf(['OPEN', 'DONE', 'CANCELLED'] as const)), CustomerId: Type.Optional(id), OwnerId: Type.Optional(id) }),
    answer: Type.Array(PlanRowSchema),
    access: A.crmFollowRead,
  }),
  planSave: defineCall({
    method: 'POST',
    path: P.crmFollowPlanSave,
    input: planSaveInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.crmFollowEdit,
  }),
  planComplete: defineCall({
    method: 'POST',
    path: P.crmFollowPlanComplete,
    input: strict({ Id: id, Record: recordInput }),
    answer: Type.Object({ RecordId: Type.Integer() }),
    access: A.crmFollowEdit,
  }),
  planCancel: defineCall({ method: 'POST', path: P.crmFollowPlanCancel, input: strict({ Id: id }), answer: moved, access: A.crmFollowEdit }),
  recordList: defineCall({
    method: 'GET',
    path: P.crmFollowRecordList,
    input: strict({ CustomerId: Type.Optional(id), LeadId: Type.Optional(id), AuthorId: Type.Optional(id), Search: Type.Optional(text(100)) }),
    answer: Type.Array(RecordRowSchema),
    access: A.crmFollowRead,
  }),
  recordSave: defineCall({
    method: 'POST',
    path: P.crmFollowRecordSave,
    input: recordSaveInput,
    answer: Type.Object({ Id: Type.Integer() }),
    access: A.crmFollowEdit,
  }),
  recordDelete: defineCall({ method: 'POST', path: P.crmFollowRecordDelete, input: strict({ Id: id }), answer: moved, access: A.crmFollowEdit }),
  /** An attachment's bytes (its stored type; its name in content-disposition): not the envelope. */
  attachment: defineCall({ method: 'GET', path: P.crmFollowAttachment, input: strict({ Id: id }), answer: Type.String(), access: A.crmFollowRead }),
  activityList: defineCall({
    method: 'GET',
    path: P.crmActivityList,
    input: strict({ From: Type.Optional(instant), To: Type.Optional(instant), ActorId: Type.Optional(id), CustomerId: Type.Optional(id) }),
    answer: Type.Array(ActivityRowSchema),
    access: A.crmActivityRead,
  }),
} as const;
