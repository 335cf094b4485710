import { defineWords } from '../../../i18n/words';

/** The booking module's start-page cards in both languages (start/cards.ts). */
export const bookingStartWords = defineWords({
  queueTitle: { zh: '订舱受理队列', en: 'Booking queue' },
  queueUnit: { zh: '票订舱待处理', en: 'bookings to work' },
  queueAction: { zh: '打开受理队列', en: 'Open the booking queue' },
  overSlaTitle: { zh: '超时未受理', en: 'SLA breaches' },
  overSlaUnit: { zh: '票订舱已超过受理时限', en: 'bookings past their acceptance SLA' },
  overSlaAction: { zh: '打开订舱驾驶舱', en: 'Open the booking cockpit' },
  slaLeft: { zh: '受理时限剩余', en: 'SLA left' },
  slaPast: { zh: '已超时', en: 'overdue by' },
  fromQuotesTitle: { zh: '我的报价带来的订舱', en: 'Bookings from my quotes' },
  fromQuotesUnit: { zh: '票订舱来自我的报价', en: 'bookings made from my quotes' },
  myQuotesAction: { zh: '查看我的报价', en: 'See my quotes' },
  underwayTitle: { zh: '进行中的订舱', en: 'Bookings under way' },
  underwayUnit: { zh: '票订舱尚未放舱', en: 'bookings not yet released' },
  trackAction: { zh: '跟踪订舱', en: 'Track bookings' },
  releasedTitle: { zh: '已放舱待做SI', en: 'Released, SI to make' },
  releasedUnit: { zh: '票已放舱，尚未制作SI', en: 'released bookings without an SI' },
});
