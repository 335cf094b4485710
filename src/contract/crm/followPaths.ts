import { act, read } from '../accessRow';

/**
 * Follow-up plans and records and the activity record (commercial.md §7.3, §7.4; issue 50): their
 * paths, pages and access, spread into the CRM's lists (module.ts). A salesperson works their own
 * plans and records and sees their own customers' activity; a manager (who holds 客户资源) the team's.
 */
export const FOLLOW_PATHS = {
  crmFollowPlanList: '/api/CrmFollowPlan/List',
  crmFollowPlanSave: '/api/CrmFollowPlan/Save',
  crmFollowPlanComplete: '/api/CrmFollowPlan/Complete',
  crmFollowPlanCancel: '/api/CrmFollowPlan/Cancel',
  crmFollowRecordList: '/api/CrmFollowRecord/List',
  crmFollowRecordSave: '/api/CrmFollowRecord/Save',
  crmFollowRecordDelete: '/api/CrmFollowRecord/Delete',
  crmFollowAttachment: '/api/CrmFollowRecord/Attachment',
  crmActivityList: '/api/CrmActivity/List',
} as const;

export const FOLLOW_PAGES = {
  followPlan: '/CRM/FollowUpPlan',
  followRecord: '/CRM/FollowUpRecord',
  activity: '/CRM/ActivityRecord',
} as const;

const F = FOLLOW_PAGES;

/** The follow-ups' access: read from the follow-up pages and the customer lists (a customer's panel), written with their `edit` button. */
export const followAccess = (customerPages: readonly string[]) => ({
  crmFollowRead: read([F.followPlan, F.followRecord, ...customerPages], true),
  crmFollowEdit: act([F.followPlan, F.followRecord, ...customerPages], 'edit', true),
  crmActivityRead: read([F.activity], true),
});
