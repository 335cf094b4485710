import type { SignalKind } from '../../domain/radar/signals';
import type { SignalState } from './calls';

/** The signal kinds in words (both sides: the page's feed, the plan's content the server writes). */
export const signalKindWords: Record<SignalKind, { zh: string; en: string }> = {
  SEARCH_REPEAT: { zh: '反复查询航线', en: 'Searched a lane repeatedly' },
  CARD_VIEW: { zh: '查看了运价卡', en: 'Viewed a rate card' },
  DRAFT_LEFT: { zh: '订舱草稿超过 24 小时未提交', en: 'Left a booking draft over 24 h' },
  DORMANT: { zh: '客户沉睡', en: 'Went dormant' },
  EDM: { zh: '打开或点击了营销邮件', en: 'Opened or clicked an EDM' },
  READY_SPACE_VIEW: { zh: '查看了现舱', en: 'Viewed ready space' },
};

/** What was done with a signal, in words (the feed's column, the export's). */
export const signalStateWords: Record<SignalState, { zh: string; en: string }> = {
  OPEN: { zh: '待处理', en: 'Open' },
  PLANNED: { zh: '已建计划', en: 'Planned' },
  QUOTED: { zh: '已报价', en: 'Quoted' },
  DISMISSED: { zh: '已忽略', en: 'Dismissed' },
};

/** What a signal says happened, in one sentence (the feed's detail and a plan's content). */
export function signalSentence(
  s: { Kind: SignalKind; CompanyName: string; PolCode: string; PodCode: string; Count: number; Subject: string; Day: string },
  lang: 'zh' | 'en',
): string {
  const lane = `${s.PolCode} → ${s.PodCode}`;
  const zh = lang === 'zh';
  switch (s.Kind) {
    case 'SEARCH_REPEAT':
      return zh ? `${s.CompanyName} 于 ${s.Day} 查询 ${lane} ${s.Count} 次` : `${s.CompanyName} searched ${lane} ${s.Count} times on ${s.Day}`;
    case 'CARD_VIEW':
      return zh
        ? `${s.CompanyName} 于 ${s.Day} 打开运价卡「${s.Subject}」（${lane}）${s.Count} 次`
        : `${s.CompanyName} opened the rate card “${s.Subject}” (${lane}) ${s.Count} times on ${s.Day}`;
    case 'DRAFT_LEFT':
      return zh
        ? `${s.CompanyName} 的订舱草稿 ${s.Subject}（${lane}）超过 24 小时未提交`
        : `${s.CompanyName}’s booking draft ${s.Subject} (${lane}) left unsubmitted over 24 h`;
    case 'DORMANT':
      return zh ? `${s.CompanyName} 最近 60 天没有订舱（上次开船 ${s.Subject}）` : `${s.CompanyName} has not booked in 60 days (last sailing ${s.Subject})`;
    case 'READY_SPACE_VIEW':
      return zh
        ? `${s.CompanyName} 于 ${s.Day} 查看现舱 ${s.Subject}（${lane}）${s.Count} 次`
        : `${s.CompanyName} viewed ready space ${s.Subject} (${lane}) ${s.Count} times on ${s.Day}`;
    default:
      return zh
        ? `${s.CompanyName} 于 ${s.Day} 打开或点击营销邮件「${s.Subject}」${s.Count} 次`
        : `${s.CompanyName} opened or clicked the EDM “${s.Subject}” ${s.Count} times on ${s.Day}`;
  }
}

/** The feed's detail: what happened, without the customer and the day its own columns show. */
export function signalDetail(s: { Kind: SignalKind; PolCode: string; PodCode: string; Count: number; Subject: string }, lang: 'zh' | 'en'): string {
  const lane = `${s.PolCode} → ${s.PodCode}`;
  const zh = lang === 'zh';
  switch (s.Kind) {
    case 'SEARCH_REPEAT':
      return zh ? `查询 ${lane} 共 ${s.Count} 次` : `Searched ${lane} ${s.Count} times`;
    case 'CARD_VIEW':
      return zh ? `打开运价卡「${s.Subject}」${s.Count} 次` : `Opened the rate card ‘${s.Subject}’ ${s.Count} times`;
    case 'DRAFT_LEFT':
      return zh ? `草稿 ${s.Subject}（${lane}）超过 24 小时未提交` : `Draft ${s.Subject} (${lane}) left over 24 h`;
    case 'DORMANT':
      return zh ? `60 天未订舱，上次开船 ${s.Subject}` : `No booking in 60 days; last sailing ${s.Subject}`;
    case 'READY_SPACE_VIEW':
      return zh ? `查看现舱 ${s.Subject}（${lane}）${s.Count} 次` : `Viewed ready space ${s.Subject} (${lane}) ${s.Count} times`;
    default:
      return zh ? `打开或点击营销邮件「${s.Subject}」${s.Count} 次` : `Opened or clicked the EDM ‘${s.Subject}’ ${s.Count} times`;
  }
}

/** The sales radar export's sheets, one a table the page shows (sheet names: at most 31 characters). */
export const salesSheetWords = {
  people: { zh: '销售跟进与业绩', en: 'Salespeople' },
  recycleSoon: { zh: '即将收回公海的客户', en: 'Back to the pool soon' },
  nearDco: { zh: '临近截单未补料', en: 'Near the doc cut-off, no SI' },
} as const;
