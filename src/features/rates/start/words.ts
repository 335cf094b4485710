import { defineWords } from '../../../i18n/words';

/** The rate module's start-page cards in both languages (start/cards.ts). */
export const rateStartWords = defineWords({
  pendingTitle: { zh: '运价待确认', en: 'Rates to confirm' },
  pendingUnit: { zh: '条运价等待确认', en: 'rates wait for confirmation' },
  pendingAction: { zh: '打开待确认运价', en: 'Open the rates to confirm' },
  expiringTitle: { zh: '即将到期的运价', en: 'Rates expiring' },
  expiringUnit: { zh: '条运价7天内到期', en: 'rates end within 7 days' },
  expiringAction: { zh: '打开运价维护', en: 'Open the rates' },
  validLeft: { zh: '有效期剩余', en: 'valid for' },
  validPast: { zh: '已过有效期', en: 'ended' },
  awaitingTitle: { zh: '待客户确认的报价', en: 'Quotes awaiting customers' },
  awaitingUnit: { zh: '份报价等待客户答复', en: 'quotes wait for the customer' },
  quotesAction: { zh: '打开报价记录', en: 'Open the quotations' },
  toDecideTitle: { zh: '待决定的报价', en: 'Quotes to decide' },
  toDecideUnit: { zh: '份报价等您接受或拒绝', en: 'quotes wait for your answer' },
  toDecideAction: { zh: '查看报价', en: 'See the quotes' },
});
