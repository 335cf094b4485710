import type { MilestoneCode, MilestoneState } from '../../../domain/booking/milestones';
import { statusWords } from '../../../contract/words';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { bookingWords } from '../words';

/** An order's milestones in words (OrderTracking). */
export const MILESTONE_WORDS: Record<MilestoneCode, { zh: string; en: string }> = {
  SUBMITTED: { zh: '提交订舱', en: 'Booking submitted' },
  ACCEPTED: { zh: '订舱受理', en: 'Accepted by the desk' },
  RELEASED: { zh: '放舱', en: 'Space released' },
  EMPTY_PICKED_UP: { zh: '提空箱', en: 'Empty picked up' },
  GATE_IN: { zh: '重箱进港', en: 'Gate-in at the terminal' },
  LOADED: { zh: '装船开航', en: 'Loaded and sailed' },
  ARRIVED: { zh: '抵达目的港', en: 'Arrived at POD' },
  SI_APPROVED: { zh: '提单补料审核通过', en: 'SIs approved' },
};

export const MILESTONE_STATE_WORDS: Record<MilestoneState, { zh: string; en: string }> = {
  DONE: statusWords.done,
  EXPECTED: commonWords.planned,
  PENDING: { zh: '未到', en: 'Not yet' },
  NOT_TRACKED: { zh: '暂无箱动态数据', en: 'No container events yet' },
};

export const trackingWords = defineWords({
  milestones: { zh: '订单节点', en: 'Milestones' },
  thirdParty: { zh: '第三方订舱', en: 'Bookings through a third party' },
  noThirdParty: { zh: '没有通过第三方下的订舱', en: 'No booking was placed through a third party' },
  provider: { zh: '服务商', en: 'Provider' },
  providerShared: (name: string) => ({ zh: `通过服务商「${name}」的共享运价订舱`, en: `Booked on a rate shared by ${name}` }),
  bookingNo: bookingWords.bookingNo,
  lane: commonWords.lane,
  etd: bookingWords.etd,
  status: commonWords.status,
});
