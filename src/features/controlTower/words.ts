import { controlTowerFieldWords as F } from '../../contract/controlTower/words';
import { commonWords } from '../../i18n/commonWords';
import { defineWords } from '../../i18n/words';

/** The control tower's and the work center's words (the exceptions' names: src/contract/controlTower/words.ts). */
export const towerWords = defineWords({
  hint: { zh: '所有待处理的异常，按截止时间排序：先处理最急的。', en: 'Every open exception, soonest due first: fix the most urgent one first.' },
  what: { zh: '异常', en: 'What' },
  when: { zh: '截止', en: 'When' },
  who: { zh: '处理人', en: 'Who acts' },
  severity: F.Severity,
  anyCode: { zh: '全部异常', en: 'All exceptions' },
  anySeverity: { zh: '全部级别', en: 'All severities' },
  showSnoozed: F.Acked,
  fix: { zh: '去处理', en: 'Fix' },
  snooze: { zh: '暂缓', en: 'Snooze' },
  snoozeTitle: (what: string) => ({ zh: `暂缓：${what}`, en: `Snooze: ${what}` }),
  snoozeHours: F.SnoozeHours,
  note: F.Note,
  listSeparator: commonWords.listSeparator,
  notePlaceholder: { zh: '为什么暂缓、谁在跟进', en: 'Why, and who is on it' },
  snoozed: (until: string) => ({ zh: `已暂缓到 ${until}`, en: `Snoozed until ${until}` }),
  noExceptions: { zh: '没有待处理的异常', en: 'No open exceptions' },
  dueIn: (days: number, hours: number, minutes: number) => ({
    zh: `还剩 ${days ? `${days} 天 ` : ''}${hours} 小时 ${minutes} 分`,
    en: `due in ${days ? `${days} d ` : ''}${hours} h ${minutes} min`,
  }),
  overdue: (days: number, hours: number, minutes: number) => ({
    zh: `已超时 ${days ? `${days} 天 ` : ''}${hours} 小时 ${minutes} 分`,
    en: `${days ? `${days} d ` : ''}${hours} h ${minutes} min overdue`,
  }),
  noDue: { zh: '无截止时间', en: 'No deadline' },
  total: (n: number) => ({ zh: `共 ${n} 条`, en: `${n} in all` }),
  previous: { zh: '上一页', en: 'Previous' },
  nextPage: { zh: '下一页', en: 'Next' },
  // the work center
  workHint: { zh: '按 j/k 在队列间移动，回车打开下一项。', en: 'j/k move between the queues, Enter opens the next item.' },
  queue: F.Queue,
  waiting: { zh: '待办', en: 'Waiting' },
  oldest: { zh: '最早一项', en: 'Oldest' },
  since: (days: number, hours: number) => ({ zh: `已等 ${days ? `${days} 天 ` : ''}${hours} 小时`, en: `waiting ${days ? `${days} d ` : ''}${hours} h` }),
  openNext: { zh: '打开下一项', en: 'Open the next item' },
  queueEmpty: { zh: '这个队列已清空', en: 'This queue is empty' },
  noQueues: { zh: '没有您可处理的队列', en: 'No queues for you' },
  exceptionsLink: { zh: '查看控制塔异常', en: 'Open the control tower' },
});
