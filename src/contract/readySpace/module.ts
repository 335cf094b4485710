import { act, forSellers, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Ready space (现舱, spec §2.13 NowOrderManagement, §2.18 NowCargoSpace; ../shared/domain/commercial.md
 * §5): a provider's (or the platform's) space on a known sailing sold as stock at a fixed price;
 * customers' orders hold it, the provider confirms and releases the S/O, which becomes a released
 * booking. The calls' schemas are in calls.ts.
 */
export const READY_SPACE_PATHS = {
  readySpaceList: '/api/ReadySpace/List',
  readySpaceGet: '/api/ReadySpace/Get',
  readySpaceSaveDraft: '/api/ReadySpace/SaveDraft',
  readySpaceSubmit: '/api/ReadySpace/Submit',
  readySpaceAudit: '/api/ReadySpace/Audit',
  readySpaceSetShelf: '/api/ReadySpace/SetShelf',
  readySpaceUpdateStock: '/api/ReadySpace/UpdateStock',
  readySpaceUpdatePrice: '/api/ReadySpace/UpdatePrice',
  /** The schedules' direct sailings of a lane, for the publish form to pick one from (vessel, voyage, cut-offs). */
  readySpaceSailings: '/api/ReadySpace/Sailings',
  readySpaceOrderPlace: '/api/ReadySpaceOrder/Place',
  readySpaceOrderList: '/api/ReadySpaceOrder/List',
  readySpaceOrderGet: '/api/ReadySpaceOrder/Get',
  readySpaceOrderConfirm: '/api/ReadySpaceOrder/Confirm',
  readySpaceOrderReject: '/api/ReadySpaceOrder/Reject',
  readySpaceOrderCancel: '/api/ReadySpaceOrder/Cancel',
  readySpaceOrderReleaseSo: '/api/ReadySpaceOrder/ReleaseSo',
  readySpaceOrderRequestCancel: '/api/ReadySpaceOrder/RequestCancel',
  readySpaceOrderDecideCancel: '/api/ReadySpaceOrder/DecideCancel',
  /** The Excel upload of listings, its template and its log (commercial.md §5.3 List/Import). */
  readySpaceImport: '/api/ReadySpace/List/Import',
  readySpaceImportTemplate: '/api/ReadySpace/List/Import/Template',
  readySpaceUploads: '/api/ReadySpace/Uploads',
  /** An order's files: the booking letter and payment proof (the buyer), the S/O copy (the provider). */
  readySpaceOrderFileUpload: '/api/ReadySpaceOrder/Files/Upload',
  readySpaceOrderFileList: '/api/ReadySpaceOrder/Files/List',
  readySpaceOrderFileDownload: '/api/ReadySpaceOrder/Files/Download',
  readySpaceOrderFileDelete: '/api/ReadySpaceOrder/Files/Delete',
  /** The public ready-space query (/customer/booking, allowLogout): what is on sale, without prices. */
  readySpacePublic: '/api/ReadySpace/Public',
} as const;

const N = '/SeaFreight/NowOrderManagement';
const C = '/workbench/NowCargoSpace';
/** The ready-space pages by what they are (commercial.md §5.4). */
export const READY_SPACE_PAGES = {
  publish: `${N}/NowOrderNew/NowOrderRelease`,
  edit: `${N}/EditNowOrder`,
  drafts: `${N}/DraftList`,
  submitted: `${N}/SubmitList`,
  mine: `${N}/provider/MyNowOrderList`,
  onSale: `${N}/saleingOrderList`,
  sold: `${N}/SaledNowOrderList`,
  orders: `${N}/NowOrderList`,
  cancels: `${N}/NowOrderCancelList`,
  upload: `${N}/NowOrderUpload`,
  manage: `${N}/NowOrderManagement`,
  onSaleManage: `${N}/OnSaleNowOrderManagement`,
  soldManage: `${N}/SoldNowOrderManagement`,
  spaceList: `${N}/ShippingSpaceList`,
  spaceOrders: `${N}/ShippingSpaceOrder`,
  market: `${C}/NowCargoSpaceList`,
  detail: `${C}/NowCargoSpaceDetail`,
  myOrders: `${C}/NowOrderList`,
  cancelled: `${C}/CancleOrderList`,
  orderUpload: `${C}/NowOrderUpload`,
  public: '/customer/booking',
} as const;
const P = READY_SPACE_PAGES;

/**
 * The provider's pages (menus; the edit page opens under the platform's management page): on the
 * staff side in the internal tree, for providers' employees in the external tree's ready-space folder.
 */
export const PROVIDER_READY_SPACE_PAGES = [P.publish, P.drafts, P.submitted, P.mine, P.onSale, P.sold, P.orders, P.cancels, P.upload];
/** The platform's pages across providers (internal tree only). */
export const PLATFORM_READY_SPACE_PAGES = [P.manage, P.onSaleManage, P.soldManage, P.spaceList, P.spaceOrders];
/** The buyer's pages (the detail page opens under the market and takes its menus). */
export const CUSTOMER_READY_SPACE_PAGES = [P.market, P.myOrders, P.cancelled, P.orderUpload];

export const READY_SPACE_ACCESS = {
  /** Listings: the owner its own, the platform all, buyers what is on sale for them (the query scopes). */
  readySpaceRead: read([...PROVIDER_READY_SPACE_PAGES, ...PLATFORM_READY_SPACE_PAGES, ...CUSTOMER_READY_SPACE_PAGES]),
  /** Publishing and editing one's own space (readySpace.publish): providers and the platform. */
  readySpacePublish: forSellers(act([P.publish, P.drafts, P.submitted, P.mine, P.onSale], 'publish')),
  /** The sailings the publish form picks from (the schedules' vessel calls). */
  readySpaceSailings: forSellers(read([P.publish, P.drafts, P.submitted, P.mine, P.onSale])),
  /** Publishing listings from an Excel sheet (readySpace.publish on the upload page), and that page's log. */
  readySpaceImport: forSellers(act([P.upload], 'publish')),
  readySpaceUploadsRead: forSellers(read([P.upload])),
  /** Off the shelf and back: the provider, or the platform on any listing. */
  readySpaceShelf: forSellers(act([P.onSale, P.mine, P.onSaleManage, P.manage], 'publish')),
  /** The platform's audit of providers' listings (readySpace.audit, R5.2). */
  readySpaceAudit: act([P.manage], 'audit', true),
  /** Orders: the buyer its company's, the provider those on its space, the platform all. */
  readySpaceOrderRead: read([P.orders, P.cancels, P.sold, P.soldManage, P.spaceOrders, ...CUSTOMER_READY_SPACE_PAGES]),
  /** An order's files: the buyer's booking letter and payment proof, the provider's S/O copy; deleting one's own before release. */
  readySpaceOrderFileUpload: act([P.orderUpload, P.myOrders, P.orders, P.spaceOrders], 'upload'),
  /** Buying (readySpace.buy): places an order that holds stock. */
  readySpaceBuy: act([P.market], 'buy'),
  /** The buyer withdraws a placed order, or asks to cancel a confirmed or released one. */
  readySpaceCancel: act([P.myOrders, P.cancelled], 'cancelOrder'),
  /** The provider confirms or rejects an order and decides a cancellation request (readySpace.orderDecide). */
  readySpaceOrderDecide: forSellers(act([P.orders, P.cancels, P.spaceOrders], 'orderDecide')),
  /** The provider releases the S/O (readySpace.releaseSo, R5.7). */
  readySpaceReleaseSo: forSellers(act([P.orders, P.spaceOrders], 'releaseSo')),
} as const;

export const readySpaceContract = contractModule({
  name: 'readySpace',
  paths: READY_SPACE_PATHS,
  access: READY_SPACE_ACCESS,
  // the provider's pages of the internal group, reached by providers' employees through the external tree (commercial.md §5.4)
  menuFolders: [
    { key: 'providerReadySpace', title: { zh: '现舱发布与订单', en: 'My ready space' }, icon: 'box', pages: PROVIDER_READY_SPACE_PAGES, sellersOnly: true },
  ],
  buttons: {
    publish: { zh: '发布', en: 'Publish' },
    audit: { zh: '审核', en: 'Audit' },
    buy: { zh: '下单', en: 'Buy' },
    cancelOrder: { zh: '取消订单', en: 'Cancel order' },
    orderDecide: { zh: '确认订单', en: 'Decide orders' },
    releaseSo: { zh: '放舱', en: 'Release S/O' },
    upload: { zh: '上传', en: 'Upload' },
  },
  live: {
    /**
     * A listing's stock changed (a hold, a sale, an expiry, a cancellation, a stock or shelf change):
     * every open market list and that listing's detail page show the new counts (sell side only: what
     * is available, never the held or sold counts). `Status` is the shown status (SOLD_OUT…).
     */
    'readySpace.stock': liveFrame<{ Id: number; Status: string; Lines: { ContainerClass: string; Available: number }[] }>(),
  },
});
