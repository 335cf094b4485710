import type { CardChannel } from '../../../contract/rates/rateCardCalls';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { quoteWords } from '../quotes/words';
import { commonFieldWords } from '../../../contract/words';
import { ratesFieldWords } from '../../../contract/rates/words';

/** Rate cards: the push dialog, my cards on FreightPush, and the card as its link shows it. */
export const cardWords = defineWords({
  push: { zh: '推送运价卡', en: 'Push rate card' },
  cardTitle: commonWords.title,
  cardTitleHelp: { zh: '留空 = 航线与箱量', en: 'Blank = the lane and containers' },
  note: { zh: '给客户的话', en: 'A word to the customer' },
  channel: { zh: '推送方式', en: 'How it is sent' },
  validUntil: commonFieldWords.ValidUntil,
  validUntilHelp: { zh: '留空 = 7 天，且不晚于所选运价的到期日', en: 'Blank = 7 days, never after a pushed rate ends' },
  emailLater: {
    zh: '选“邮件”时，运价卡链接会发到客户公司登记的邮箱（当前为模拟邮箱，可在私域工作台查看）。',
    en: 'By e-mail, the card’s link goes to the customer company’s address on file (a simulated mailbox for now: read it on the private-domain workbench).',
  },
  pushed: { zh: '运价卡已推送，客户公司已收到消息。链接：', en: 'Rate card pushed; the customer’s company got a message. Link:' },
  copy: { zh: '复制链接', en: 'Copy link' },
  copied: { zh: '链接已复制', en: 'Link copied' },
  openLink: commonWords.openLink,
  cards: { zh: '运价卡', en: 'Rate cards' },
  addOns: { zh: '我的销售加价', en: 'My add-ons' },
  cardsHint: {
    zh: '在快速报价中心按客户查询、勾选运价后推送运价卡；价格按推送时锁定，客户打开链接的每一次都会记录。',
    en: 'Push a card from the quick quote centre: search for a customer, tick rates, push. Prices are fixed when pushed; every opening of the link is recorded.',
  },
  goQuote: { zh: '去快速报价中心', en: 'Go to the quick quote centre' },
  customer: commonWords.customer,
  lane: commonWords.lane,
  containers: commonWords.containers,
  rates: { zh: '运价数', en: 'Rates' },
  views: { zh: '查看次数', en: 'Views' },
  lastViewed: { zh: '最近查看', en: 'Last viewed' },
  status: commonWords.status,
  expired: commonWords.expired,
  valid: { zh: '有效', en: 'Valid' },
  createdAt: commonWords.createdAt,
  viewsOf: (title: string) => ({ zh: `查看记录：${title}`, en: `Views: ${title}` }),
  noViews: { zh: '客户还没有打开过这张运价卡。', en: 'Nobody has opened this card yet.' },
  visitor: { zh: '访客（每日匿名编号）', en: 'Visitor (a daily anonymous key)' },
  viewedExpired: { zh: '过期后打开', en: 'opened after it expired' },
  from: (company: string, sales: string) => ({ zh: `${company} · 销售 ${sales}`, en: `${company} · sales ${sales}` }),
  forCustomer: (name: string) => ({ zh: `致 ${name}`, en: `For ${name}` }),
  sailingDay: quoteWords.sailingDay,
  expiredCard: (day: string) => ({
    zh: `这张运价卡已于 ${day} 过期，价格不再有效。请联系您的销售获取最新运价。`,
    en: `This rate card expired on ${day}; its prices no longer hold. Ask your salesperson for today’s rates.`,
  }),
  validCard: (day: string) => ({ zh: `价格有效至 ${day}，以订舱确认为准。`, en: `Prices valid until ${day}, subject to booking confirmation.` }),
  totalsNote: commonWords.totalsPerCurrency,
});

export const CHANNEL_WORDS: Record<CardChannel, { zh: string; en: string }> = {
  LINK: ratesFieldWords.Token,
  WECHAT: { zh: '微信', en: 'WeChat' },
  EMAIL: commonWords.email,
};
