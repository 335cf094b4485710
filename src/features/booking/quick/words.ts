import type { SailingStanding } from '../../../domain/booking/sailing';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { commonFieldWords } from '../../../contract/words';

/** Where a sailing stands for a new booking (R6.2), as the quick booking pages show it. */
export const STANDING_WORDS: Record<SailingStanding, { zh: string; en: string }> = {
  OPEN: { zh: '可订舱', en: 'Open for booking' },
  NOT_OPEN: { zh: '未开舱', en: 'Booking not open yet' },
  CLOSING: { zh: '临近截单', en: 'Closing soon' },
  SPECIAL_ONLY: { zh: '已截舱，仅特殊受理', en: 'Special acceptance only' },
  CLOSED: { zh: '已截单', en: 'Closed' },
};

/** The quick booking pages (/BookingSpace/Home, DcSearch). */
export const quickWords = defineWords({
  pol: commonWords.pol,
  pod: commonWords.pod,
  carrier: commonWords.carrier,
  customer: commonWords.customer,
  vessel: commonWords.vessel,
  voyage: commonWords.voyage,
  transitDays: commonWords.transitDays,
  containers: commonWords.containers,
  week: { zh: '开船周（任选一天）', en: 'Sailing week (any day of it)' },
  weekRange: (from: string, to: string) => ({ zh: `${from} 至 ${to}`, en: `${from} to ${to}` }),
  containersHint: commonWords.containersHint,
  containersBad: { zh: '箱型箱量写法不对，请写成 2×40HQ', en: 'Write the containers as 2×40HQ' },
  find: { zh: '查找运价与船期', en: 'Find prices and sailings' },
  chooseCustomer: { zh: '请选择客户', en: 'Choose a customer' },
  noCustomer: { zh: '不指定客户（默认价格等级）', en: 'No customer (the default level)' },
  chooseLane: { zh: '选择起运港、目的港、开船周和箱型箱量', en: 'Choose the ports, the week and the containers' },
  rates: { zh: '本周有效运价', en: 'Prices valid that week' },
  sailings: { zh: '本周直达船期', en: 'Direct sailings that week' },
  noRates: { zh: '这一周没有有效运价', en: 'No price is valid that week' },
  noSailings: { zh: '这一周没有直达船期', en: 'No direct sailing that week' },
  etdPort: { zh: '开船（港口当地时间）', en: 'ETD (port time)' },
  eta: commonFieldWords.Eta,
  dco: commonWords.dco,
  fco: commonWords.fco,
  bookingOpens: (at: string) => ({ zh: `开舱：${at}`, en: `Booking opens ${at}` }),
  bestPrice: { zh: '该船公司最低价', en: "Carrier's best price" },
  noPrice: { zh: '无运价', en: 'No price' },
  validity: commonWords.validity,
  perClass: { zh: '各箱型单价', en: 'Per container' },
  totals: commonWords.totals,
  book: commonWords.book,
  unpriced: (classes: string) => ({ zh: `未报价：${classes}`, en: `Not priced: ${classes}` }),
  bookSailing: { zh: '订这条船', en: 'Book this sailing' },
  pickSailing: { zh: '选择此船期', en: 'Pick this sailing' },
  notOnline: { zh: '该船公司不接受在线订舱', en: 'This carrier takes no online bookings' },
  pricesAt: (level: string) => ({ zh: `价格等级：${level}`, en: `Prices at: ${level}` }),
  keys: {
    zh: '键盘：j/k 选择船期，Enter 订舱。',
    en: 'Keyboard: j/k picks a sailing, Enter books it.',
  },
});
