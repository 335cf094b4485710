import type { OfferStatus, SubscriptionStatus } from '../../../contract/rates/sharedCalls';
import { commonWords } from '../../../i18n/commonWords';
import { defineWords } from '../../../i18n/words';
import { rateWords } from '../words';
import { commonFieldWords } from '../../../contract/words';
import { ratesFieldWords } from '../../../contract/rates/words';

export const OFFER_STATUS_WORDS: Record<OfferStatus, { zh: string; en: string }> = {
  DRAFT: commonWords.draft,
  ACTIVE: { zh: '共享中', en: 'Shared' },
  PAUSED: { zh: '已暂停', en: 'Paused' },
  CLOSED: { zh: '已关闭', en: 'Closed' },
};

export const SUBSCRIPTION_STATUS_WORDS: Record<SubscriptionStatus, { zh: string; en: string }> = {
  REQUESTED: { zh: '待审批', en: 'Waiting for approval' },
  ACTIVE: { zh: '生效中', en: 'Active' },
  REJECTED: commonWords.rejected,
  REVOKED: { zh: '已撤销', en: 'Revoked' },
  CANCELLED: commonWords.cancelled,
};

/** The shared-rate pages (commercial.md §3.4). */
export const sharingWords = defineWords({
  offersHint: {
    zh: '共享运价：按筛选条件把本公司已发布的运价共享给其他公司，对方看到的成本是您的底价加上共享加价；您的底价、加价与内部备注都不会发给对方。',
    en: 'Shared rates: offer your published rates under a filter to other companies. They see your cost plus the offer mark-up as their cost; your cost, the mark-up and internal remarks never reach them.',
  },
  mineHint: {
    zh: '订阅其他公司共享的运价：对方批准后，这些运价按“对方底价 + 共享加价”作为本公司底价进入运价池，再按本公司的加价规则报给客户。',
    en: 'Subscribe to rates other companies share: once approved, they join your rate pool at their cost plus the offer mark-up as your cost, and your own mark-up rules price them for customers.',
  },
  allocationHint: {
    zh: '选择订阅的运价给哪些业务员使用，以及客户查询运价时是否可见。',
    en: "Choose which salespeople use each subscription's rates, and whether customers see them in their rate searches.",
  },
  othersHint: {
    zh: '订阅本公司共享运价的公司：批准、拒绝或撤销。撤销后对方立即看不到这些运价。',
    en: 'Companies subscribing to your offers: approve, reject or revoke. Once revoked, they no longer see the rates.',
  },
  listHint: {
    zh: '本公司可用的全部第三方运价，价格为本公司成本（对方底价 + 共享加价）。',
    en: 'Every third-party rate available to you, priced at your cost (their cost + the offer mark-up).',
  },
  poolHint: {
    zh: '运价池决定查询时使用哪些运价：本公司运价与各订阅，按优先级排列（数字小者优先）；“同船司同航线只留最低价”按本公司成本去重。',
    en: 'The rate pool decides which rates searches use: your own and each subscription, by priority (lower first); "lowest per carrier and lane" keeps only the lowest of your costs.',
  },
  newOffer: { zh: '新建共享', en: 'New offer' },
  name: { zh: '共享名称', en: 'Offer name' },
  filter: { zh: '共享范围', en: 'What it shares' },
  tradeLanes: { zh: '航线代码（逗号分隔）', en: 'Trade lane codes (comma-separated)' },
  carriers: { zh: '船公司（可多个）', en: 'Carriers' },
  pols: commonFieldWords.PolCodes,
  pods: commonFieldWords.PodCodes,
  rateTypes: { zh: '运价类型（逗号分隔，如 SPOT,CONTRACT）', en: 'Rate types (comma-separated, e.g. SPOT,CONTRACT)' },
  cargoTypes: { zh: '货物类型（逗号分隔，如 GP,RF）', en: 'Cargo types (comma-separated, e.g. GP,RF)' },
  markup: { zh: '共享加价', en: 'Offer mark-up' },
  markupBasis: { zh: '加价方式', en: 'Mark-up basis' },
  byAmount: { zh: '按箱型金额', en: 'Amount per class' },
  byPercent: { zh: '按百分比', en: 'Percentage' },
  amounts: { zh: '各箱型加价（如 40HQ:80, *:60；* 为其他箱型）', en: 'Per class (e.g. 40HQ:80, *:60; * is any other class)' },
  amountsBad: { zh: '写作“40HQ:80, *:60”这样的格式', en: 'write it like "40HQ:80, *:60"' },
  percent: { zh: '百分比（%）', en: 'Percent (%)' },
  currency: commonWords.currency,
  audience: { zh: '可订阅对象', en: 'Who may subscribe' },
  public: { zh: '所有货代与供应商', en: 'Every forwarder and provider' },
  invited: { zh: '仅邀请的公司', en: 'Invited companies only' },
  invitedCompanies: { zh: '邀请的公司', en: 'Invited companies' },
  approvalRequired: { zh: '订阅需要我方批准', en: 'Subscriptions need my approval' },
  showOwnerName: { zh: '向订阅方显示本公司名称（否则显示“第三方”）', en: "Show my company's name to subscribers (otherwise 'third party')" },
  terms: commonWords.terms,
  rateCount: { zh: '覆盖运价', en: 'Rates covered' },
  subscribers: { zh: '订阅方（生效/待批）', en: 'Subscribers (active/waiting)' },
  publish: { zh: '发布共享', en: 'Publish' },
  pause: { zh: '暂停', en: 'Pause' },
  resume: { zh: '恢复', en: 'Resume' },
  close: commonWords.close,
  back: commonWords.cancel,
  closeAsk: (name: string) => ({
    zh: `关闭共享“${name}”？所有订阅随之结束，对方立即看不到这些运价。关闭后不能再开启。`,
    en: `Close "${name}"? Every subscription ends and subscribers no longer see the rates. A closed offer cannot be reopened.`,
  }),
  history: rateWords.history,
  edit: commonWords.edit,
  save: commonWords.save,
  saved: commonWords.saved,
  status: commonWords.status,
  owner: { zh: '共享方', en: 'Owner' },
  offer: { zh: '共享', en: 'Offer' },
  subscribe: { zh: '订阅', en: 'Subscribe' },
  subscribed: (status: string) => ({ zh: `已订阅：${status}`, en: `Subscribed: ${status}` }),
  market: { zh: '可订阅的共享运价', en: 'Offers to subscribe to' },
  mySubscriptions: { zh: '我的订阅', en: 'My subscriptions' },
  none: { zh: '暂无', en: 'None yet' },
  requestedAt: { zh: '申请时间', en: 'Requested' },
  decidedAt: { zh: '处理时间', en: 'Decided' },
  reason: { zh: '原因', en: 'Why' },
  cancelSubscription: { zh: '取消订阅', en: 'Cancel subscription' },
  cancelled: { zh: '已取消订阅', en: 'Subscription cancelled' },
  approve: { zh: '批准', en: 'Approve' },
  reject: { zh: '拒绝订阅', en: 'Reject' },
  revoke: { zh: '撤销', en: 'Revoke' },
  done: { zh: '已处理', en: 'Done' },
  subscriber: { zh: '订阅方', en: 'Subscriber' },
  requestedBy: { zh: '申请人', en: 'Requested by' },
  allSales: { zh: '全部业务员', en: 'Every salesperson' },
  salespeople: { zh: '分配给', en: 'Allocated to' },
  chooseSales: { zh: '选择业务员', en: 'Choose salespeople' },
  exposeToCustomers: { zh: '客户查询可见', en: 'Customers see them' },
  allocate: { zh: '分配', en: 'Allocate' },
  allocated: { zh: '已保存分配', en: 'Allocation saved' },
  priority: ratesFieldWords.Priority,
  include: { zh: '使用', en: 'In use' },
  dedup: { zh: '去重', en: 'Dedupe' },
  showAll: { zh: '全部显示', en: 'Show all' },
  lowestPerLane: { zh: '同船司同航线只留最低价', en: 'Lowest per carrier and lane' },
  myCost: (cls: string) => ({ zh: `${cls} 本公司成本`, en: `${cls} my cost` }),
  search: { zh: '查询', en: 'Search' },
  anyValue: { zh: '不限', en: 'Any' },
});

/** What happened to an offer or a subscription, as its history reads. */
export const OFFER_EVENT_WORDS: Record<string, { zh: string; en: string }> = {
  ...OFFER_STATUS_WORDS,
  CREATED: commonWords.actionCreated,
  SAVED: { zh: '修改共享', en: 'Offer changed' },
  REQUESTED: { zh: '申请订阅', en: 'Asked to subscribe' },
  SUBSCRIBED: { zh: '订阅成功', en: 'Subscribed' },
  REJECTED: { zh: '订阅被拒绝', en: 'Subscription rejected' },
  REVOKED: { zh: '订阅被撤销', en: 'Subscription revoked' },
  CANCELLED: { zh: '订阅方取消', en: 'Subscriber cancelled' },
  ALLOCATED: { zh: '分配业务员', en: 'Allocated to salespeople' },
};

/** The names of an offer filter's lists. */
export const FILTER_WORDS = {
  TradeLaneCodes: commonWords.lane,
  CarrierCodes: commonWords.carrier,
  PolCodes: commonWords.pol,
  PodCodes: commonWords.pod,
  RateTypes: { zh: '运价类别', en: 'Rate types' },
  CargoTypes: { zh: '货物类别', en: 'Cargo types' },
};
