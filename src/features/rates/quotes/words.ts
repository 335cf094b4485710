import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { searchWords } from '../search/words';
import { quoteStatusWords, ratesFieldWords } from '../../../contract/rates/words';

/** Quotes: the quick quote centre's bar and dialog, the quotation records, the quote itself. */
export const quoteWords = defineWords({
  customer: commonWords.customer,
  pol: commonWords.pol,
  pod: commonWords.pod,
  makeQuote: { zh: '生成报价', en: 'Make quote' },
  reviseQuote: { zh: '生成修订报价', en: 'Make the revision' },
  ticked: (n: number) => ({ zh: `已选 ${n} 条运价`, en: `${n} rates ticked` }),
  chooseCustomer: { zh: '报价针对一个客户：请先选择客户再查询。', en: 'A quote is for one customer: choose the customer, then search.' },
  tickSome: { zh: '勾选要报给客户的运价。', en: 'Tick the rates to quote.' },
  revising: (no: string) => ({ zh: `正在修订报价 ${no}：生成后原报价作废。`, en: `Revising quote ${no}: the old one is superseded once this is made.` }),
  validUntil: { zh: '报价有效期至', en: 'Valid until' },
  validUntilHelp: { zh: '留空 = 7 天，且不晚于所选运价的到期日', en: 'Blank = 7 days, never after a quoted rate ends' },
  terms: { zh: '报价条款', en: 'Terms' },
  overrideReason: { zh: '低于底价的原因', en: 'Why below the floor' },
  overrideHelp: {
    zh: '所选运价低于底线毛利，须有“低于底价报价”权限并填写原因',
    en: 'A ticked rate is below the floor margin: it needs the override and a reason',
  },
  made: (no: string) => ({ zh: `已生成报价 ${no}`, en: `Quote ${no} made` }),
  quoteNo: ratesFieldWords.QuoteNo,
  status: commonWords.status,
  sales: { zh: '销售', en: 'Sales' },
  containers: commonWords.containers,
  options: { zh: '方案数', en: 'Options' },
  from: { zh: '最低总价', en: 'From' },
  createdAt: commonWords.createdAt,
  listHint: {
    zh: '每份报价来自一次按客户的运价查询，价格按当时的运价版本与规则版本锁定；已发送的报价不随运价调整而改变。',
    en: 'Each quote comes from one price search for a customer, its prices fixed by the rate and rule versions of the time; a sent quote does not change when rates do.',
  },
  customerHint: { zh: '销售发给贵公司的报价：可查看、打印、接受或拒绝。', en: 'Quotes sent to your company: read, print, accept or decline them.' },
  quotesForUs: { zh: '我的报价', en: 'Quotes for us' },
  open: commonWords.open,
  send: { zh: '发送给客户', en: 'Send to the customer' },
  sent: (no: string) => ({ zh: `报价 ${no} 已发送给客户`, en: `Quote ${no} sent to the customer` }),
  accept: { zh: '接受报价', en: 'Accept' },
  decline: { zh: '拒绝报价', en: 'Decline' },
  declineReason: { zh: '拒绝原因', en: 'Why declined' },
  accepted: (no: string) => ({ zh: `已接受报价 ${no}`, en: `Quote ${no} accepted` }),
  declined: (no: string) => ({ zh: `已拒绝报价 ${no}`, en: `Quote ${no} declined` }),
  revise: { zh: '修订', en: 'Revise' },
  print: { zh: '打印', en: 'Print' },
  book: searchWords.book,
  chooseOption: { zh: '本报价有多个方案：请在要订舱的方案行点击“订舱”。', en: 'This quote has several options: book from the row of the option you choose.' },
  quoteTitle: (no: string) => ({ zh: `报价单 ${no}`, en: `Quote ${no}` }),
  lane: commonWords.lane,
  sailingDay: { zh: '船期', en: 'Sailing date' },
  level: { zh: '价格等级', en: 'Price tier' },
  revisionOf: (no: string) => ({ zh: `修订自 ${no}`, en: `Revises ${no}` }),
  revisedBy: (no: string) => ({ zh: `已被 ${no} 取代`, en: `Superseded by ${no}` }),
  decisionReason: { zh: '客户答复', en: 'Customer’s answer' },
  history: { zh: '记录', en: 'History' },
  noTerms: commonWords.noneChosen,
  totalsNote: commonWords.totalsPerCurrency,
});

/** A quote's status in words: the contract's, which the server's export reads too. */
export const QUOTE_STATUS_WORDS = quoteStatusWords;

export const QUOTE_EVENT_WORDS: Record<string, { zh: string; en: string }> = {
  CREATED: { zh: '生成', en: 'Made' },
  SENT: { zh: '发送', en: 'Sent' },
  ACCEPTED: { zh: '客户接受', en: 'Accepted' },
  REJECTED: { zh: '客户拒绝', en: 'Declined' },
  SUPERSEDED: { zh: '被修订', en: 'Superseded' },
};
