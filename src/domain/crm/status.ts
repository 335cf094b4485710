import type { Bilingual } from '../../i18n/bilingual';

/** The CRM's words of its states and kinds (commercial.md §7.1, §7.2). */

export const CUSTOMER_KINDS = ['SHIPPER', 'TRADER', 'FORWARDER', 'CONSIGNEE', 'OTHER'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];
export const customerKindWords: Record<CustomerKind, Bilingual> = {
  SHIPPER: { zh: '工厂/货主', en: 'Shipper' },
  TRADER: { zh: '外贸公司', en: 'Trader' },
  FORWARDER: { zh: '同行', en: 'Forwarder' },
  CONSIGNEE: { zh: '收货人', en: 'Consignee' },
  OTHER: { zh: '其他', en: 'Other' },
};

export const LEAD_STAGES = ['NEW', 'FOLLOWING', 'QUALIFIED', 'CONVERTED', 'DISCARDED'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];
export const leadStageWords: Record<LeadStage, Bilingual> = {
  NEW: { zh: '新线索', en: 'New' },
  FOLLOWING: { zh: '跟进中', en: 'Following up' },
  QUALIFIED: { zh: '已确认', en: 'Qualified' },
  CONVERTED: { zh: '已转客户', en: 'Converted' },
  DISCARDED: { zh: '已废弃', en: 'Discarded' },
};

/** The lists of data maintenance (CrmDict kinds this part uses; later parts add theirs). */
export const DICT_KINDS = ['SOURCE', 'INDUSTRY', 'LEVEL', 'TAG', 'POOL_REASON', 'STAGE', 'LOST_REASON', 'FOLLOW_METHOD'] as const;
export type DictKind = (typeof DICT_KINDS)[number];
export const dictKindWords: Record<DictKind, Bilingual> = {
  SOURCE: { zh: '客户来源', en: 'Sources' },
  INDUSTRY: { zh: '行业', en: 'Industries' },
  LEVEL: { zh: '客户等级', en: 'Levels' },
  TAG: { zh: '标签', en: 'Tags' },
  POOL_REASON: { zh: '退回公海原因', en: 'Reasons for release' },
  STAGE: { zh: '商机阶段', en: 'Opportunity stages' },
  LOST_REASON: { zh: '输单原因', en: 'Reasons for a loss' },
  FOLLOW_METHOD: { zh: '跟进方式', en: 'Follow-up methods' },
};

/** Where a customer is: the pool, someone's private sea, the recycle bin. */
export const CUSTOMER_SCOPES = ['MINE', 'POOL', 'ALL', 'DELETED'] as const;
export type CustomerScope = (typeof CUSTOMER_SCOPES)[number];

/** Every move of a customer or lead, as its history names it (CrmActivity). */
export const CRM_ACTIONS = [
  'CREATE',
  'EDIT',
  'CLAIM',
  'RELEASE',
  'ASSIGN',
  'TRANSFER',
  'WARN',
  'RECYCLE',
  'DELETE',
  'RESTORE',
  'PURGE',
  'CONVERT',
  'DISCARD',
  'IMPORT',
  'LINK',
  'ENQUIRY',
  'MERGE',
  'MERGED_INTO',
  'CONSENT',
  'STAGE',
  'REOPEN',
  'WIN',
  'LOSE',
  'PLANS_MOVED',
  'FOLLOW',
  'PLAN_DONE',
  'PLAN_CANCELLED',
] as const;
export type CrmAction = (typeof CRM_ACTIONS)[number];
export const crmActionWords: Record<CrmAction, Bilingual> = {
  CREATE: { zh: '新建', en: 'Created' },
  EDIT: { zh: '修改', en: 'Edited' },
  CLAIM: { zh: '领取', en: 'Claimed' },
  RELEASE: { zh: '退回公海', en: 'Released to the pool' },
  ASSIGN: { zh: '分配', en: 'Assigned' },
  TRANSFER: { zh: '转移', en: 'Transferred' },
  WARN: { zh: '回收提醒', en: 'Recycling warned' },
  RECYCLE: { zh: '自动回收', en: 'Recycled to the pool' },
  DELETE: { zh: '删除', en: 'Deleted' },
  RESTORE: { zh: '恢复', en: 'Restored' },
  PURGE: { zh: '彻底删除', en: 'Purged' },
  CONVERT: { zh: '转为客户', en: 'Converted to a customer' },
  DISCARD: { zh: '废弃', en: 'Discarded' },
  IMPORT: { zh: '导入', en: 'Imported' },
  LINK: { zh: '关联平台公司', en: 'Linked to a platform company' },
  ENQUIRY: { zh: '网站留言', en: 'Website enquiry' },
  MERGE: { zh: '合并了其他客户', en: 'Merged others into it' },
  MERGED_INTO: { zh: '已并入', en: 'Merged into' },
  CONSENT: { zh: '邮件同意', en: 'E-mail consent' },
  /** An opportunity's moves (commercial.md §7.2). */
  STAGE: { zh: '商机阶段变更', en: 'Stage changed' },
  REOPEN: { zh: '商机重新打开', en: 'Opportunity reopened' },
  WIN: { zh: '赢单', en: 'Won' },
  LOSE: { zh: '输单', en: 'Lost' },
  /** A transfer or assignment moved the customer's open follow-up plans to the new holder (the reason: how many). */
  PLANS_MOVED: { zh: '跟进计划随客户转交', en: 'Open follow-up plans moved with it' },
  /** Follow-ups in the activity record (read from their own tables, not crm_events). */
  FOLLOW: { zh: '写了跟进记录', en: 'Followed up' },
  PLAN_DONE: { zh: '完成跟进计划', en: 'Follow-up plan completed' },
  PLAN_CANCELLED: { zh: '取消跟进计划', en: 'Follow-up plan cancelled' },
};

export const recycleReasonWords: Record<'NO_FOLLOW' | 'NO_DEAL', Bilingual> = {
  NO_FOLLOW: { zh: '长期未跟进', en: 'no follow-up' },
  NO_DEAL: { zh: '领取后未成交', en: 'no deal since the claim' },
};

/** How long a deleted record stays restorable in the recycle bin (commercial.md §7.2). */
export const RETENTION_DAYS = 30;

/** What a duplicate matched on (R7.1). */
export const matchedOnWords: Record<'NAME' | 'USCC' | 'MOBILE' | 'EMAIL', Bilingual> = {
  NAME: { zh: '公司名称', en: 'company name' },
  USCC: { zh: '统一社会信用代码', en: 'credit code (USCC)' },
  MOBILE: { zh: '联系人手机', en: "contact's mobile" },
  EMAIL: { zh: '联系人邮箱', en: "contact's e-mail" },
};
