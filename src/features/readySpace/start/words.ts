import { defineWords } from '../../../i18n/words';

/** The ready-space module's start-page cards in both languages (start/cards.ts). */
export const readySpaceStartWords = defineWords({
  toConfirmTitle: { zh: '现舱订单待确认', en: 'Orders to confirm' },
  toConfirmUnit: { zh: '个订单占舱中，等您确认', en: 'orders hold space until you confirm' },
  toConfirmAction: { zh: '打开现舱订单', en: 'Open the orders' },
  holdsTitle: { zh: '我的占舱', en: 'My holds' },
  holdsUnit: { zh: '个订单占舱中，等供应商确认', en: 'orders hold space until the provider confirms' },
  holdsAction: { zh: '打开我的现舱订单', en: 'Open my orders' },
  holdPast: { zh: '占舱已到时', en: 'hold ended' },
  auditTitle: { zh: '现舱待审核', en: 'Listings to audit' },
  auditUnit: { zh: '条现舱等待平台审核', en: 'listings wait for the audit' },
  auditAction: { zh: '去审核现舱', en: 'Audit the listings' },
});
