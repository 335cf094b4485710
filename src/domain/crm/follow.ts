import type { Bilingual } from '../../i18n/bilingual';
import { dayIn } from '../refdata/public';

/**
 * Follow-ups (commercial.md §7.1 CrmFollowPlan / CrmFollowRecord, §7.2, R7.8): a plan is PLANNED
 * until it is completed into a record (DONE) or cancelled (CANCELLED); OVERDUE is derived — planned
 * before now and still PLANNED —, and a plan more than a day overdue shows on the sales radar.
 */

/** The ways of following up: the FOLLOW_METHOD list's codes (a company may add its own entries). */
export const FOLLOW_METHODS = ['PHONE', 'WECHAT', 'VISIT', 'EMAIL', 'MEETING'] as const;
export type FollowMethod = (typeof FOLLOW_METHODS)[number];
export const followMethodWords: Record<FollowMethod, Bilingual> = {
  PHONE: { zh: '电话', en: 'Phone call' },
  WECHAT: { zh: '微信', en: 'WeChat' },
  VISIT: { zh: '拜访', en: 'Visit' },
  EMAIL: { zh: '邮件', en: 'E-mail' },
  MEETING: { zh: '会议', en: 'Meeting' },
};
export const isFollowMethod = (code: string): code is FollowMethod => (FOLLOW_METHODS as readonly string[]).includes(code);

export const PLAN_STATUSES = ['PLANNED', 'DONE', 'CANCELLED'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
/** What a person sees of a plan: its status, or OVERDUE for a PLANNED one whose time has passed. */
export type PlanShown = PlanStatus | 'OVERDUE';
export const planShownWords: Record<PlanShown, Bilingual> = {
  PLANNED: { zh: '待跟进', en: 'Planned' },
  OVERDUE: { zh: '已逾期', en: 'Overdue' },
  DONE: { zh: '已完成', en: 'Done' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
};

const DAY_MS = 86_400_000;

export function planShown(status: PlanStatus, plannedAt: Date, now: Date): PlanShown {
  return status === 'PLANNED' && plannedAt.getTime() < now.getTime() ? 'OVERDUE' : status;
}

/** R7.8: a plan the radar counts as overdue — still PLANNED more than a day after its time. */
export const overdueForRadar = (status: PlanStatus, plannedAt: Date, now: Date): boolean =>
  status === 'PLANNED' && plannedAt.getTime() < now.getTime() - DAY_MS;

/** Only a PLANNED plan (overdue or not) may be completed, cancelled or edited. */
export const planOpen = (status: PlanStatus): boolean => status === 'PLANNED';

/** The plans screen's sections: today (the office's day), overdue (before now, not today), upcoming (after today). */
export const PLAN_SECTIONS = ['TODAY', 'OVERDUE', 'UPCOMING'] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];
export const planSectionWords: Record<PlanSection, Bilingual> = {
  TODAY: { zh: '今日', en: 'Today' },
  OVERDUE: { zh: '已逾期', en: 'Overdue' },
  UPCOMING: { zh: '即将到来', en: 'Upcoming' },
};

/** Which section an open plan belongs to, on the office's clock. */
export function planSection(plannedAt: Date, now: Date, zone?: string | null): PlanSection {
  const day = dayIn(zone, plannedAt);
  const today = dayIn(zone, now);
  if (day === today) return 'TODAY';
  return day < today ? 'OVERDUE' : 'UPCOMING';
}

/** A record may be deleted only by its author, and only within 24 hours of saving it. */
export const RECORD_DELETE_HOURS = 24;
export const recordDeletable = (authorId: string, createdAt: Date, byId: string, now: Date): boolean =>
  authorId === byId && now.getTime() - createdAt.getTime() <= RECORD_DELETE_HOURS * 3_600_000;

/** An attachment's largest size (the table holds the bytes). */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENTS_MAX = 5;
