import type { Bilingual } from '../../i18n/bilingual';

/**
 * What a rate e-mail says (commercial.md §8.1, R8.2, R8.3): the subject always begins with the
 * advertising mark ("广告" in Chinese law, "AD" in English) and a person cannot remove it; the body is a
 * list of blocks, and the unsubscribe block must be one of them.
 */
export const BLOCK_KINDS = ['TEXT', 'RATES', 'READY_SPACE', 'SALES_CARD', 'UNSUBSCRIBE'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

/** The placeholder each block stands for in the body as the design names them ({{rates}} …). */
export const BLOCK_TAGS: Record<Exclude<BlockKind, 'TEXT'>, string> = {
  RATES: '{{rates}}',
  READY_SPACE: '{{readySpace}}',
  SALES_CARD: '{{salesCard}}',
  UNSUBSCRIBE: '{{unsubscribe}}',
};

export const blockWords: Record<BlockKind, Bilingual> = {
  TEXT: { zh: '文字', en: 'Text' },
  RATES: { zh: '运价（按收件人等级）', en: "Rates (at the recipient's level)" },
  READY_SPACE: { zh: '现舱', en: 'Ready space' },
  SALES_CARD: { zh: '销售名片', en: 'Sales card' },
  UNSUBSCRIBE: { zh: '退订链接', en: 'Unsubscribe link' },
};

export interface Block {
  Kind: BlockKind;
  Text?: string;
  /** A text block written in the rich-text editor: sanitised on the server when saved and again when rendered. */
  Html?: string;
}

/** The language a template is written in (commercial.md §8.1). */
export const TEMPLATE_LANGUAGES = ['zh', 'en'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

const PREFIX = /^\s*(【?广告】?|\[?AD\]?)\s*[:：-]?\s*/i;

/** The subject as it is sent: "广告" put in front unless it already begins with 广告 or AD (R8.2). */
export function advertisingSubject(subject: string): string {
  const bare = subject.replace(PREFIX, '').trim();
  return `【广告】${bare}`;
}

/** The subject without the mark, as a person edits it (the mark is shown beside, not editable). */
export const bareSubject = (subject: string): string => subject.replace(PREFIX, '').trim();

/** Whether a body carries the unsubscribe block (R8.3): a campaign without one is refused. */
export const hasUnsubscribe = (blocks: readonly Block[]): boolean => blocks.some((b) => b.Kind === 'UNSUBSCRIBE');

/** The lower-cased domain of an address, for the per-domain throttle. */
export const domainOfAddress = (email: string): string => email.slice(email.lastIndexOf('@') + 1).toLowerCase();
