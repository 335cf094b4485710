import type { Bilingual } from '../../i18n/bilingual';

/**
 * A letter's or a sailing table's state (operations.md §13.2): draft → published → withdrawn; a
 * withdrawn one saved again is a draft of its next version (its published versions and history kept).
 */
export const DOC_STATUS = { DRAFT: 0, PUBLISHED: 1, WITHDRAWN: 2 } as const;
export type DocStatus = (typeof DOC_STATUS)[keyof typeof DOC_STATUS];
export const DOC_STATUSES = [0, 1, 2] as const;

export const docStatusWords: Record<DocStatus, Bilingual> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '已发布', en: 'Published' },
  2: { zh: '已撤回', en: 'Withdrawn' },
};

/** What a letter is about (§13.1 LTR_KIND). */
export const LETTER_KINDS = ['GRI', 'SURCHARGE', 'SCHEDULE', 'OPERATIONAL', 'REGULATORY', 'OTHER'] as const;
export type LetterKind = (typeof LETTER_KINDS)[number];
export const letterKindWords: Record<LetterKind, Bilingual> = {
  GRI: { zh: '综合费率上调（GRI）', en: 'General rate increase (GRI)' },
  SURCHARGE: { zh: '附加费', en: 'Surcharge' },
  SCHEDULE: { zh: '船期变更', en: 'Schedule change' },
  OPERATIONAL: { zh: '操作通知', en: 'Operational notice' },
  REGULATORY: { zh: '法规通知', en: 'Regulatory notice' },
  OTHER: { zh: '其他', en: 'Other' },
};
/** The kinds whose effective date and lanes touch open bookings (§13.5: their customers are told). */
export const PRICE_KINDS: readonly LetterKind[] = ['GRI', 'SURCHARGE'];

/** Who reads a letter or a table (§13.1 LTR_AUDIENCE). */
export const AUDIENCES = ['ALL_CUSTOMERS', 'COMPANIES', 'PUBLIC'] as const;
export type Audience = (typeof AUDIENCES)[number];
export const audienceWords: Record<Audience, Bilingual> = {
  ALL_CUSTOMERS: { zh: '全部客户', en: 'All customers' },
  COMPANIES: { zh: '指定公司', en: 'Chosen companies' },
  PUBLIC: { zh: '公开', en: 'Public' },
};

/** The moves a history shows. */
export const HISTORY_ACTIONS = ['CREATE', 'SAVE', 'PUBLISH', 'REPUBLISH', 'WITHDRAW', 'REDRAFT', 'IMPORT', 'FILE_ADD', 'FILE_REMOVE'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export const historyWords: Record<HistoryAction, Bilingual> = {
  CREATE: { zh: '创建', en: 'Created' },
  SAVE: { zh: '保存', en: 'Saved' },
  PUBLISH: { zh: '发布', en: 'Published' },
  REPUBLISH: { zh: '修改后重新发布', en: 'Republished after a change' },
  WITHDRAW: { zh: '撤回', en: 'Withdrawn' },
  REDRAFT: { zh: '撤回后修改，转为草稿', en: 'Changed after withdrawal: a draft again' },
  IMPORT: { zh: 'Excel 导入', en: 'Imported from Excel' },
  FILE_ADD: { zh: '上传附件', en: 'Attachment added' },
  FILE_REMOVE: { zh: '删除附件', en: 'Attachment removed' },
};
