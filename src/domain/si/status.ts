/**
 * What each SI STATUS number means (spec §4 leaves them open; defined here, shown everywhere as
 * words, never as the bare number). Editing and resubmitting forces it back to 1.
 */
export const SI_STATUS = {
  SUBMITTED: 1,
  APPROVED: 2,
  RETURNED: 3,
  CANCELLED: 4,
} as const;

export type SiStatus = (typeof SI_STATUS)[keyof typeof SI_STATUS];

export const SI_STATUS_TEXT: Record<SiStatus, { zh: string; en: string }> = {
  1: { zh: '已提交，待审核', en: 'Submitted, awaiting review' },
  2: { zh: '审核通过', en: 'Approved' },
  3: { zh: '已退回修改', en: 'Returned for correction' },
  4: { zh: '已取消', en: 'Cancelled' },
};

/** The statuses a reviewer may set, and whether remarks are required. */
export const REVIEW_DECISIONS: readonly { status: SiStatus; remarksRequired: boolean }[] = [
  { status: 2, remarksRequired: false },
  { status: 3, remarksRequired: true },
  { status: 4, remarksRequired: true },
];

export const statusText = (status: number, lang: 'zh' | 'en') => SI_STATUS_TEXT[status as SiStatus]?.[lang] ?? `${status}`;
