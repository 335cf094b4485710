import type { Bilingual } from '../../i18n/bilingual';

/**
 * An opportunity's stages (commercial.md §7.2): the company's STAGE list (each entry with its win rate)
 * ending in the two end stages WON (100%) and LOST (0%, a reason required). Where a company keeps no
 * list yet, the seeded one below applies. Forward moves are anyone's; moving back from an end stage is
 * a manager's (CORDYS OpportunityStageConfig endRollBack), moving back between open stages anyone's.
 */
export interface Stage {
  code: string;
  name: Bilingual;
  rate: number;
}

export const WON = 'WON';
export const LOST = 'LOST';
export const END_STAGES = [WON, LOST] as const;
export const isEnd = (code: string): boolean => code === WON || code === LOST;

export const DEFAULT_STAGES: readonly Stage[] = [
  { code: 'INITIAL', name: { zh: '初步接洽', en: 'First contact' }, rate: 10 },
  { code: 'NEEDS', name: { zh: '需求确认', en: 'Needs confirmed' }, rate: 30 },
  { code: 'QUOTE', name: { zh: '报价', en: 'Quoted' }, rate: 50 },
  { code: 'NEGOTIATION', name: { zh: '谈判', en: 'Negotiation' }, rate: 70 },
  { code: WON, name: { zh: '赢单', en: 'Won' }, rate: 100 },
  { code: LOST, name: { zh: '输单', en: 'Lost' }, rate: 0 },
];

export const DEFAULT_LOST_REASONS: readonly { code: string; name: Bilingual }[] = [
  { code: 'PRICE', name: { zh: '价格没有竞争力', en: 'Price not competitive' } },
  { code: 'SPACE', name: { zh: '舱位无法保证', en: 'Space not guaranteed' } },
  { code: 'COMPETITOR', name: { zh: '客户选择了其他货代', en: 'Chose another forwarder' } },
  { code: 'NO_SHIPMENT', name: { zh: '项目取消或无货', en: 'Project cancelled, no cargo' } },
];

/** The company's stages in order: its open stages as listed, then WON and LOST (from its list, else the seeded ones). */
export function stagesOf(listed: readonly Stage[]): Stage[] {
  const open = listed.filter((s) => !isEnd(s.code));
  const end = (code: string) => listed.find((s) => s.code === code) ?? DEFAULT_STAGES.find((s) => s.code === code)!;
  return [...(open.length ? open : DEFAULT_STAGES.filter((s) => !isEnd(s.code))), end(WON), end(LOST)];
}

export type MoveRefusal = 'SAME_STAGE' | 'NO_STAGE' | 'ROLLBACK_NOT_ALLOWED' | 'USE_WIN_OR_LOSE';

/**
 * Whether a move from one stage to another is allowed. The end stages are reached only by Win and
 * Lose (which ask for the quote and the reason); leaving an end stage (reopening) needs a manager.
 */
export function moveRefusal(stages: readonly Stage[], from: string, to: string, manager: boolean): MoveRefusal | null {
  if (!stages.some((s) => s.code === to)) return 'NO_STAGE';
  if (from === to) return 'SAME_STAGE';
  if (isEnd(to)) return 'USE_WIN_OR_LOSE';
  if (isEnd(from) && !manager) return 'ROLLBACK_NOT_ALLOWED';
  return null;
}

/** The next or previous open stage from `from` (the kanban's `]` and `[`): null past either end. */
export function neighbourStage(stages: readonly Stage[], from: string, step: 1 | -1): string | null {
  const open = stages.filter((s) => !isEnd(s.code));
  const at = open.findIndex((s) => s.code === from);
  if (at < 0) return null;
  return open[at + step]?.code ?? null;
}

/** Whether Win or Lose applies: not already at an end stage (reopen first). */
export const canClose = (from: string): boolean => !isEnd(from);
