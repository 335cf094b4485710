import type { OrderStatus, ShownSpaceStatus } from '../../domain/readySpace/status';
import type { Bilingual } from '../../i18n/bilingual';
import { statusWords } from '../words';

/** The ready-space calls' fields as the ready-space forms name them (issue 32): the server's refusals read them. */
export const readySpaceFieldWords = {
  AudienceCompanyIds: { zh: '可见客户', en: 'Customers who see it' },
  AudienceLevelIds: { zh: '可见客户等级', en: 'Customer levels who see it' },
  BuyerName: { zh: '买方', en: 'Buyer' },
  CancelFeePerContainer: { zh: '每箱取消费', en: 'Cancellation fee per container' },
  CancellationTerms: { zh: '取消条款', en: 'Cancellation terms' },
  Cargo: { zh: '货物', en: 'Cargo' },
  CarrierBookingNos: { zh: '船公司订舱号', en: 'Carrier booking numbers' },
  EmptyPickupDepot: { zh: '提空箱堆场', en: 'Empty pick-up depot' },
  EtdFrom: { zh: '开船日起', en: 'ETD from' },
  EtdTo: { zh: '开船日止', en: 'ETD to' },
  Fee: { zh: '取消费', en: 'Cancellation fee' },
  FloorPrice: { zh: '底价', en: 'Floor price' },
  HoldMinutes: { zh: '保留时长（分钟）', en: 'Hold time (minutes)' },
  MaxPerOrder: { zh: '每单最多箱量', en: 'Most per order' },
  OnShelf: { zh: '上架', en: 'On sale' },
  OrderNo: { zh: '订单号', en: 'Order no.' },
  Per: { zh: '计费单位', en: 'Per' },
  Price: { zh: '单价', en: 'Price' },
  PriceIncludes: { zh: '价格包含', en: 'Price includes' },
  ProviderName: { zh: '提供方', en: 'Provider' },
  ReadySpaceId: { zh: '现舱', en: 'Ready space' },
  Resell: { zh: '重新上架', en: 'Put back on sale' },
  SoFileId: { zh: '订舱确认文件', en: 'S/O file' },
  SoNo: { zh: 'S/O 号', en: 'S/O no.' },
  Space: { zh: '现舱', en: 'Space' },
  SpaceNo: { zh: '现舱编号', en: 'Space no.' },
  Submit: { zh: '立即提交', en: 'Submit at once' },
  TotalQty: { zh: '总量', en: 'Total' },
} satisfies Record<string, Bilingual>;

/** A listing's shown status in words (commercial.md §5.2): the list's and the export's. */
export const spaceStatusWords: Record<ShownSpaceStatus, Bilingual> = {
  DRAFT: statusWords.draft,
  SUBMITTED: { zh: '待审核', en: 'Awaiting audit' },
  ON_SALE: { zh: '在售', en: 'On sale' },
  OFF_SHELF: { zh: '已下架', en: 'Off the shelf' },
  SOLD_OUT: { zh: '已售罄', en: 'Sold out' },
  CLOSED: { zh: '已截止', en: 'Closed' },
};

/** An order's status in words: the list's and the export's. */
export const orderStatusWords: Record<OrderStatus, Bilingual> = {
  PLACED: { zh: '待确认（占舱中）', en: 'Placed, holding' },
  CONFIRMED: { zh: '已确认', en: 'Confirmed' },
  REJECTED: statusWords.rejected,
  CANCELLED: statusWords.cancelled,
  EXPIRED: { zh: '占舱超时', en: 'Hold expired' },
  SO_RELEASED: { zh: '已放舱', en: 'S/O released' },
  CANCEL_REQUESTED: { zh: '申请取消中', en: 'Cancellation requested' },
  COMPLETED: statusWords.completed,
};

/** What ready space's checks say about one field, with the values they name, in both languages (issue 32). */
export const readySpaceCheckWords = {
  committed: (cls: string, committed: number): Bilingual => ({ zh: `${cls} 已占用或售出 ${committed}`, en: `${cls} committed ${committed}` }),
  left: (what: string): Bilingual => ({ zh: `可订 ${what}`, en: `left ${what}` }),
};
