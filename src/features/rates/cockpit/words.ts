import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { rateWords } from '../words';

/** The rate cockpit. */
export const cockpitWords = defineWords({
  draft: { zh: '草稿', en: 'Drafts' },
  pending: { zh: '待确认', en: 'Waiting for confirmation' },
  published: { zh: '已发布（可见）', en: 'Published (visible)' },
  hidden: { zh: '已隐藏', en: 'Hidden' },
  expired: commonWords.expired,
  withdrawn: commonWords.withdrawn,
  period: (from: string, to: string) => ({ zh: `查询统计期间：${from} 至 ${to}`, en: `Searches from ${from} to ${to}` }),
  from: { zh: '从', en: 'From' },
  to: { zh: '到', en: 'To' },
  searches: { zh: '查询', en: 'Searches' },
  searchesText: (customer: number, visitors: number, staff: number) => ({
    zh: `客户 ${customer} 次 · 访客 ${visitors} 次 · 员工 ${staff} 次`,
    en: `customers ${customer} · visitors ${visitors} · staff ${staff}`,
  }),
  unanswered: (n: number) => ({ zh: `其中无结果 ${n} 次`, en: `${n} found no rate` }),
  expiring: { zh: '7 天内到期', en: 'Expiring within 7 days' },
  daysLeft: (n: number) => ({ zh: n === 0 ? '今天到期' : `还剩 ${n} 天`, en: n === 0 ? 'ends today' : `${n} days left` }),
  nothingExpires: { zh: '7 天内没有到期的运价。', en: 'No rate ends within 7 days.' },
  waiting: { zh: '等待确认', en: 'Waiting for confirmation' },
  waitingSince: (by: string, at: string) => ({ zh: `${by} 提交于 ${at}`, en: `submitted by ${by} at ${at}` }),
  nothingWaits: { zh: '没有等待确认的运价。', en: 'Nothing waits for confirmation.' },
  latestNotices: { zh: '最新运价公告', en: 'Latest rate notices' },
  noNotices: { zh: '没有已发布的运价公告。', en: 'No published rate notice.' },
  unmet: { zh: '有人查询、却没有有效运价的航线', en: 'Lanes searched with no valid rate' },
  unmetHint: {
    zh: '客户和访客查过、没有查到运价、至今仍没有有效运价的航线：这是尚未覆盖的需求。补上运价后会自动消失。',
    en: 'Lanes customers and visitors searched without finding a rate, still without a valid one: demand not yet covered. A lane drops off once a rate covers it.',
  },
  askers: (searches: number, askers: number) => ({
    zh: `${searches} 次查询 · ${askers} 位客户/访客`,
    en: `${searches} searches · ${askers} customers or visitors`,
  }),
  addRate: { zh: '新增此航线运价', en: 'Add a rate for this lane' },
  noUnmet: { zh: '期间内的查询都有运价可答。', en: 'Every search of the period found a rate.' },
  lastAt: (at: string) => ({ zh: `最近 ${at}`, en: `last ${at}` }),
  searchLog: { zh: '查看查询记录', en: 'Open the search log' },
  rateNo: rateWords.rateNo,
});
