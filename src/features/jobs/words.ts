import { commonWords } from '../../i18n/commonWords';
import { dictionary } from '../../i18n/dictionary';
import { defineWords } from '../../i18n/words';

/** The background jobs screen's words (zh first: Chinese is the default). */
export const jobWords = defineWords({
  title: { zh: '后台任务', en: 'Background jobs' },
  intro: {
    zh: '这些后台任务已用尽全部重试仍然失败，正等待处理：排除原因后“重试”，任务会从头再试；确认不再需要时写明原因“放弃”。',
    en: 'These background jobs failed every attempt and wait for a person. Once the cause is fixed, Retry runs a job again from the start; when one is no longer needed, Discard it and say why.',
  },
  kind: { zh: '任务', en: 'Job' },
  allKinds: { zh: '全部任务', en: 'All jobs' },
  kindFilter: { zh: '任务类别', en: 'Kind of job' },
  no: { zh: '编号', en: 'No.' },
  attempts: { zh: '已尝试', en: 'Attempts' },
  lastError: { zh: '最后一次失败原因', en: 'Last failure' },
  createdAt: commonWords.createdAt,
  failedAt: { zh: '失败时间', en: 'Failed' },
  actions: commonWords.actions,
  retry: commonWords.retry,
  discard: { zh: '放弃', en: 'Discard' },
  details: { zh: '详情', en: 'Job details' },
  retried: { zh: '已重新排队，稍后运行。', en: 'Queued again: it runs shortly.' },
  discarded: { zh: '已放弃该任务。', en: 'The job is discarded.' },
  none: { zh: '没有失败的后台任务', en: 'No failed background jobs' },
  noneHint: { zh: '后台任务全部成功或仍在重试中。', en: 'Every background job succeeded or is still being retried.' },
  loading: { zh: '正在读取失败的后台任务…', en: 'Reading the failed background jobs…' },
  loadFailed: { zh: '读取失败的后台任务时出错：', en: 'The failed background jobs could not be read: ' },
  discardTitle: { zh: '放弃后台任务', en: 'Discard a background job' },
  discardWarning: {
    zh: '放弃后该任务不会再运行，它本应完成的工作需要人工处理。变更记录会保留任务内容和原因。',
    en: 'A discarded job never runs again: what it was to do must be done by hand. The change log keeps what it was and why.',
  },
  reason: { zh: '放弃原因', en: 'Reason' },
  cancel: commonWords.cancel,
  page: { zh: '页', en: 'Page' },
  previous: dictionary.tablePrev,
  next: dictionary.tableNext,
  pageOf: (page: number, pages: number, total: number) => ({ zh: `第 ${page} / ${pages} 页，共 ${total} 个`, en: `Page ${page} of ${pages}, ${total} in all` }),
  attemptsOf: (n: number) => ({ zh: `${n} 次`, en: `${n}` }),
  payload: { zh: '任务内容', en: 'What the job was given' },
  noError: { zh: '（未记录）', en: '(not recorded)' },
  // the change log's words
  subject: { zh: '后台任务', en: 'Background job' },
  retryAction: { zh: '重试', en: 'retried' },
  discardAction: { zh: '放弃', en: 'discarded' },
});
