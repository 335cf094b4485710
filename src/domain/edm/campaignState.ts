import type { Bilingual } from '../../i18n/bilingual';

/**
 * A rate e-mail campaign's life (commercial.md §8.2, listmonk's statuses): DRAFT → SCHEDULED →
 * RUNNING → FINISHED; RUNNING ⇄ PAUSED; DRAFT, SCHEDULED and PAUSED may be cancelled. A pure table
 * both sides read: the server refuses any other move (400 WRONG_STATUS), the screen offers only these.
 */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'RUNNING', 'PAUSED', 'CANCELLED', 'FINISHED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_MOVES = ['schedule', 'start', 'pause', 'resume', 'cancel', 'finish', 'edit'] as const;
export type CampaignMove = (typeof CAMPAIGN_MOVES)[number];

const TABLE: Record<CampaignMove, Partial<Record<CampaignStatus, CampaignStatus>>> = {
  // a draft is edited as a draft; a scheduled one edited goes back to draft (it must be scheduled again)
  edit: { DRAFT: 'DRAFT', SCHEDULED: 'DRAFT' },
  schedule: { DRAFT: 'SCHEDULED' },
  start: { SCHEDULED: 'RUNNING' },
  pause: { RUNNING: 'PAUSED', SCHEDULED: 'PAUSED' },
  resume: { PAUSED: 'RUNNING' },
  cancel: { DRAFT: 'CANCELLED', SCHEDULED: 'CANCELLED', PAUSED: 'CANCELLED' },
  finish: { RUNNING: 'FINISHED' },
};

/** Where a move takes a campaign in a status, or undefined when the move is not allowed there. */
export const campaignMove = (from: CampaignStatus, move: CampaignMove): CampaignStatus | undefined => TABLE[move][from];

/** The moves a person may make on a campaign in this status (the screen's buttons). */
export const movesFrom = (from: CampaignStatus): CampaignMove[] => CAMPAIGN_MOVES.filter((m) => TABLE[m][from] !== undefined);

export const campaignStatusWords: Record<CampaignStatus, Bilingual> = {
  DRAFT: { zh: '草稿', en: 'Draft' },
  SCHEDULED: { zh: '已排期', en: 'Scheduled' },
  RUNNING: { zh: '发送中', en: 'Sending' },
  PAUSED: { zh: '已暂停', en: 'Paused' },
  CANCELLED: { zh: '已取消', en: 'Cancelled' },
  FINISHED: { zh: '已完成', en: 'Finished' },
};
