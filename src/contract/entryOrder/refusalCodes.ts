import type { entryRefusalWords } from './words';

/**
 * Each refusal's Code (400 unless noted), and the key of its words in entryRefusalWords (words.ts).
 * The browser acts on the Code; the server sends `no(Code, words.en, words.zh)`. A file of its own:
 * every object a words.ts exports is a table of words, and this one holds codes.
 */
export const ENTRY_REFUSAL_CODES = {
  STALE: 'stale',
  ENT_STATE: 'entState',
  ENT_ACTOR: 'entActor',
  PROBLEMS: 'problems',
  FORM_PUBLISHED: 'formPublished',
  FORM_STATE: 'formState',
  FORM_PROBLEMS: 'formProblems',
  FORM_NOT_PUBLISHED: 'formNotPublished',
  FORM_DRAFT_EXISTS: 'formDraftExists',
  FORM_OF_ORDER: 'formOfOrder',
  CUSTOMER_MISSING: 'customerMissing',
  CUSTOMER_INVALID: 'customerInvalid',
  OPERATOR_NOT_STAFF: 'operatorNotStaff',
  REASON_MISSING: 'reasonMissing',
  BOOKING_OTHER_COMPANY: 'bookingOtherCompany',
  BOOKING_LINKED: 'bookingLinked',
  BOOKING_MADE: 'bookingMade',
  CONTAINERS_NOT_COVERED: 'containersNotCovered',
  SUP_STATE: 'supState',
  /** 403 */
  NOT_ASSIGNEE: 'notAssignee',
  ASSIGNEE_NOT_PARTY: 'assigneeNotParty',
  SUP_TARGET: 'supTarget',
  SUP_DUE_PAST: 'supDuePast',
  SUP_DUE_AFTER_DCO: 'supDueAfterCutOff',
  SUP_ITEMS_MISSING: 'supItemsMissing',
  SUP_ITEM_UNKNOWN: 'supItemUnknown',
  AGENT_NOT_PROVIDER: 'agentNotProvider',
  NO_AGENT: 'noAgent',
  AT_IN_FUTURE: 'atInFuture',
  TARGET_MISSING: 'targetMissing',
  /** 404 (nothing there, or another company's) */
  NO_FORM_FOR_ORDER: 'noFormForOrder',
} as const satisfies Record<string, keyof typeof entryRefusalWords>;
export type EntryRefusalCode = keyof typeof ENTRY_REFUSAL_CODES;
