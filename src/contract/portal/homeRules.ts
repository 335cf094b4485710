import { Value } from '@sinclair/typebox/value';
import type { Bilingual } from '../../i18n/bilingual';
import { BLOCK_CONTENT, type BlockKind } from './homeBlocks';

/** The kinds' names as a person reads them (the editor's list, a refusal). */
export const BLOCK_KIND_WORDS: Record<BlockKind, Bilingual> = {
  BANNER: { zh: '横幅', en: 'Banner' },
  SERVICES: { zh: '服务介绍', en: 'Services' },
  PRODUCTS: { zh: '产品服务卡片', en: 'Product cards' },
  NEWS: { zh: '最新动态', en: 'Latest news' },
  SCHEDULES: { zh: '船期表', en: 'Sailing schedules' },
  TRACK_BOX: { zh: '货物跟踪框', en: 'Tracking box' },
  RATE_BOX: { zh: '运价查询框', en: 'Rate search box' },
  PARTNERS: { zh: '合作伙伴', en: 'Partners' },
  STATS: { zh: '数据亮点', en: 'Key figures' },
  RICH_TEXT: { zh: '图文内容', en: 'Rich text' },
};

/** What a block's content must hold beyond its shape, kind by kind. */
const NEEDS: Partial<Record<BlockKind, { test: (c: Record<string, unknown>) => boolean; words: Bilingual }>> = {
  BANNER: { test: (c) => String(c.Title ?? '').trim() !== '', words: { zh: '请填写横幅标题', en: 'give the banner a title' } },
  SERVICES: { test: (c) => Array.isArray(c.Items) && c.Items.length > 0, words: { zh: '请至少添加一项服务', en: 'add at least one service' } },
  PARTNERS: { test: (c) => Array.isArray(c.Items) && c.Items.length > 0, words: { zh: '请至少添加一个合作伙伴', en: 'add at least one partner' } },
  STATS: { test: (c) => Array.isArray(c.Items) && c.Items.length > 0, words: { zh: '请至少添加一项数据', en: 'add at least one figure' } },
  RICH_TEXT: { test: (c) => String(c.Html ?? '').trim() !== '', words: { zh: '请填写正文', en: 'write the text' } },
};

const SHAPE: Bilingual = { zh: '内容不完整或超出长度', en: 'its content is incomplete or too long' };

/**
 * Why block number `n` (1-based) of this kind cannot be saved with this content, in words; undefined
 * when it can. The content must be exactly its kind's shape (BLOCK_CONTENT) and hold what the kind needs.
 */
export function blockProblem(kind: BlockKind, content: unknown, n: number): Bilingual | undefined {
  const k = BLOCK_KIND_WORDS[kind];
  const say = (w: Bilingual): Bilingual => ({ zh: `第 ${n} 个区块（${k.zh}）：${w.zh}。`, en: `Block ${n} (${k.en}): ${w.en}.` });
  if (!Value.Check(BLOCK_CONTENT[kind], content)) return say(SHAPE);
  const need = NEEDS[kind];
  return need && !need.test(content as Record<string, unknown>) ? say(need.words) : undefined;
}
