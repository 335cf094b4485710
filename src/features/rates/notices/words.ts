import { noticeAudienceWords, noticeStatusWords } from '../../../contract/rates/words';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { batchWords } from '../batch/words';

/** The contract's words (the export writes the same). */
export const NOTICE_STATUS_WORDS = noticeStatusWords;
export const AUDIENCE_WORDS = noticeAudienceWords;

/** Rate notices: the desk's page and the customers' panel beside the rate query. */
export const noticeWords = defineWords({
  hint: {
    zh: '船公司的 GRI、PSS 等调价通知：写好并附上原件 PDF，发布后按对象给每家公司发送消息（未读角标提醒）。调价批次可关联公告。',
    en: "Carriers' GRI and PSS circulars: write them, attach the PDF, and publishing sends each company of the audience a message (with the unread badge). An increase batch can name the notice it follows.",
  },
  add: { zh: '新建公告', en: 'New notice' },
  edit: commonWords.edit,
  title: commonWords.title,
  body: { zh: '内容', en: 'Text' },
  carrier: commonWords.carrier,
  lanes: batchWords.tradeLanes,
  feeCode: commonWords.feeCode,
  effective: { zh: '生效日期', en: 'Effective' },
  audience: { zh: '发布对象', en: 'Audience' },
  status: commonWords.status,
  attachment: { zh: '附件', en: 'Circular' },
  attach: { zh: '上传 PDF', en: 'Attach PDF' },
  download: { zh: '下载 PDF', en: 'Download PDF' },
  publish: commonWords.publish,
  publishAsk: (audience: string) => ({ zh: `发布给「${audience}」？每家公司都会收到消息。`, en: `Publish to ${audience}? Each company gets a message.` }),
  published: (n: number) => ({ zh: `已发布，已通知 ${n} 家公司`, en: `Published: ${n} companies told` }),
  withdraw: commonWords.withdraw,
  withdrawAsk: { zh: '撤回这条公告？客户将不再看到它。', en: 'Withdraw this notice? Customers no longer see it.' },
  withdrawn: commonWords.withdrawn,
  saved: commonWords.saved,
  attached: { zh: '附件已上传', en: 'Circular attached' },
  publishedAt: { zh: '发布时间', en: 'Published at' },
  // the customers' panel
  panel: { zh: '运价公告', en: 'Rate notices' },
  noNotices: { zh: '目前没有运价公告。', en: 'No rate notices at present.' },
  effectiveFrom: (d: string) => ({ zh: `${d} 起生效`, en: `effective ${d}` }),
});
