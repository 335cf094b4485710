import { commonWords } from '../../i18n/commonWords';
import { dictionary } from '../../i18n/dictionary';
import { defineWords } from '../../i18n/words';

/** The simulated mailbox's words (/EDM/Workbench). */
export const mailWords = defineWords({
  title: { zh: '模拟邮箱：平台发出的邮件', en: 'Simulated mailbox: the mail the platform sent' },
  simulatedMark: { zh: '模拟 — 未投递给任何人', en: 'SIMULATED — not delivered to anyone' },
  simulatedHint: {
    zh: '本机的模拟 SMTP 服务器收下了这些邮件，没有发给任何真实邮箱。发往 bounce.test 的会退信，slow.test 会迟到，fail.test 第一次会临时失败。',
    en: 'The SMTP simulator on this machine received these; none went to a real inbox. Mail to bounce.test bounces, to slow.test comes late, to fail.test fails once first.',
  },
  realChannel: {
    zh: '邮件通道已连接真实 SMTP 服务器；这里只保留之前模拟时收到的邮件。',
    en: 'The e-mail channel runs on a real SMTP server; this mailbox keeps only what the simulator received before.',
  },
  search: { zh: '按收件人或主题搜索', en: 'Search by recipient or subject' },
  empty: { zh: '模拟邮箱里还没有邮件', en: 'No mail in the simulated mailbox yet' },
  emptyHint: { zh: '发送报价或以邮件推送运价卡后，邮件会出现在这里。', en: 'Send a quote, or push a rate card by e-mail: the mail shows here.' },
  from: { zh: '发件人', en: 'From' },
  to: { zh: '收件人', en: 'To' },
  cc: { zh: '抄送', en: 'Cc' },
  subject: { zh: '主题', en: 'Subject' },
  receivedAt: { zh: '接收时间', en: 'Received at' },
  size: commonWords.fileSize,
  state: { zh: '投递状态', en: 'Delivery' },
  attachments: { zh: '邮件附件', en: 'Attached files' },
  receipts: { zh: '回执（模拟服务商发回）', en: 'Receipts (sent back by the simulated provider)' },
  receiptDue: { zh: '待发回', en: 'to come' },
  envelope: { zh: '信封', en: 'Envelope' },
  pick: { zh: '选择左侧的一封邮件查看', en: 'Pick a message on the left to read it' },
  noMessage: { zh: '邮箱中没有这封邮件', en: 'No such message in the mailbox' },
  previous: dictionary.tablePrev,
  next: dictionary.tableNext,
  pageOf: { zh: '第 {page} / {pages} 页，共 {total} 封', en: 'Page {page} of {pages}, {total} messages' },
  download: commonWords.download,
  textOnly: { zh: '（纯文本邮件）', en: '(plain text only)' },
});

/** A sent message's state as the mailbox shows it. */
export const MAIL_STATUS_WORDS: Record<string, { zh: string; en: string }> = {
  QUEUED: { zh: '排队中', en: 'Queued' },
  SENT: { zh: '已发出', en: 'Sent' },
  DELIVERED: { zh: '已投递', en: 'Delivered' },
  BOUNCED: { zh: '退信', en: 'Bounced' },
  FAILED: { zh: '发送失败', en: 'Failed' },
};
