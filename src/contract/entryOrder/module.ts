import { act, forBuyers, forSellers, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Online order entry (在线录单, operations.md §9; issue 48): customer service enters the orders
 * customers give by phone, e-mail or WeChat on a form designed per business (versioned: an order keeps
 * the version it was entered with), chases missing data with supplements (补料), turns an order into a
 * booking, and follows the destination side after discharge (后半程) with destination agents. Calls:
 * calls.ts; states and rules: src/domain/entryOrder.
 *
 * Who: the platform's staff on every page; a customer's employees enter, submit and cancel their own
 * company's orders, fill the supplements asked of their company and read their orders' board and data
 * sheet (the external tree's folder `customerEntryOrders`); a destination agent's employees (a
 * provider's) see the orders assigned to their company on the second-half board, record its
 * milestones and fill the second-half supplements asked of them (folder `agentSecondHalf`).
 * Another company's order answers 404.
 *
 * `/api/OrderTracking/Get` of §9.3 is the booking module's (the booking's milestones): the entry
 * order's services × steps board is `/api/EntryOrder/Board`.
 */
export const ENTRY_ORDER_PATHS = {
  entryFormList: '/api/EntryForm/List',
  entryFormGet: '/api/EntryForm/Get',
  entryFormSave: '/api/EntryForm/Save',
  entryFormPublish: '/api/EntryForm/Publish',
  entryFormRetire: '/api/EntryForm/Retire',
  /** The published form an order of this customer and business is entered on (entryOrdeForm's choice, else the platform-wide one). */
  entryFormForOrder: '/api/EntryForm/ForOrder',
  /** Which form a customer (or every customer) uses for a business: entryOrdeForm's rows. */
  entryFormUses: '/api/EntryForm/Uses',
  entryFormSaveUse: '/api/EntryForm/SaveUse',
  entryFormDeleteUse: '/api/EntryForm/DeleteUse',
  entryOrderSave: '/api/EntryOrder/Save',
  entryOrderSubmit: '/api/EntryOrder/Submit',
  entryOrderDecide: '/api/EntryOrder/Decide',
  entryOrderLinkBooking: '/api/EntryOrder/LinkBooking',
  /** The booking's draft made from an accepted order (bookingCalls.ts); linked by the system once released. */
  entryOrderMakeBooking: '/api/EntryOrder/MakeBooking',
  entryOrderCancel: '/api/EntryOrder/Cancel',
  entryOrderList: '/api/EntryOrder/List',
  entryOrderGet: '/api/EntryOrder/Get',
  entryOrderLog: '/api/EntryOrder/Log',
  /** One order's board: its services × steps with times (§9.3 OrderTracking/Get; that path is the booking module's). */
  entryOrderBoard: '/api/EntryOrder/Board',
  /** The pickers of the entry form: customers, operators, the customer's party templates (SFT), its bookings to link. */
  entryOrderCustomers: '/api/EntryOrder/Customers',
  entryOrderOperators: '/api/EntryOrder/Operators',
  entryOrderPartyTemplates: '/api/EntryOrder/PartyTemplates',
  entryOrderBookings: '/api/EntryOrder/Bookings',
  /** An order's files (a form's file fields, a supplement's documents): raw body up, named download. */
  entryFileUpload: '/api/EntryOrder/Files/Upload',
  entryFileList: '/api/EntryOrder/Files/List',
  entryFileDownload: '/api/EntryOrder/Files/Download',
  orderSupplementRequest: '/api/OrderSupplement/Request',
  orderSupplementFill: '/api/OrderSupplement/Fill',
  orderSupplementDecide: '/api/OrderSupplement/Decide',
  orderSupplementCancel: '/api/OrderSupplement/Cancel',
  orderSupplementList: '/api/OrderSupplement/List',
  orderSupplementGet: '/api/OrderSupplement/Get',
  /** The second-half board: shipped orders' destination milestones, their agent and exceptions. */
  secondHalfList: '/api/SecondHalf/List',
  secondHalfRecord: '/api/SecondHalf/Record',
  secondHalfAssign: '/api/SecondHalf/Assign',
  secondHalfAgents: '/api/SecondHalf/Agents',
  logisticsDataGet: '/api/LogisticsData/Get',
  logisticsDataExport: '/api/LogisticsData/Export',
  /** Share links (§9.7, rule mft.share): a supplement's or an order's second half, for people without an account. */
  entryShareSupplement: '/api/EntryOrder/Shares/Supplement',
  entryShareSecondHalf: '/api/EntryOrder/Shares/SecondHalf',
  entryShareList: '/api/EntryOrder/Shares/List',
  entryShareRevokeSupplement: '/api/EntryOrder/Shares/RevokeSupplement',
  entryShareRevokeSecondHalf: '/api/EntryOrder/Shares/RevokeSecondHalf',
  /** The public calls of those links: the token instead of a session. */
  entryShareOpenSupplement: '/api/EntryOrderShare/Supplement',
  entryShareFillSupplement: '/api/EntryOrderShare/FillSupplement',
  entryShareOpenSecondHalf: '/api/EntryOrderShare/SecondHalf',
  entryShareRecordMilestone: '/api/EntryOrderShare/RecordMilestone',
  entryShareUpload: '/api/EntryOrderShare/Upload',
} as const;

const E = '/entryOrder';
/** The route table's pages of the group 'entryOrder' (§9.4). */
export const ENTRY_ORDER_PAGES = {
  list: `${E}/entryOnlineList`,
  entry: `${E}/entryOnline`,
  supplements: `${E}/orderSupplementList`,
  supplement: `${E}/orderSupplement`,
  secondHalf: `${E}/secondHalfTrack`,
  secondHalfSupplement: `${E}/secondHalfTrackSupplement`,
  board: `${E}/orderTracking`,
  data: `${E}/logisticsData`,
  formUse: `${E}/entryOrdeForm`,
  formAdmin: `${E}/EntryOrdeFormAdmin`,
} as const;
const G = ENTRY_ORDER_PAGES;

/** The public pages a share link opens (the route table's publicSite group, no session). */
export const ENTRY_SHARE_PAGES = {
  supplement: '/external/entryOrder/supplementShare',
  secondHalf: '/external/entryOrder/secondHalfShare',
} as const;

/** A customer's employees' pages (external tree, never a provider's). */
export const CUSTOMER_ENTRY_PAGES = [G.list, G.entry, G.supplements, G.supplement, G.board, G.data];
/** A destination agent's employees' pages (external tree, providers only). */
export const AGENT_ENTRY_PAGES = [G.secondHalf, G.secondHalfSupplement];
/** The pages that show an order. */
const ORDER_PAGES = [G.list, G.entry, G.board, G.data, G.supplements, G.supplement];
/** The pages that show supplements, of either scope. */
const SUPPLEMENT_PAGES = [G.supplements, G.supplement, G.secondHalf, G.secondHalfSupplement, G.list, G.entry];
/** The pages an order's form is read on (to enter, to preview, to design). */
const FORM_PAGES = [G.formAdmin, G.formUse, G.entry, G.list];

export const ENTRY_ORDER_ACCESS = {
  /** Forms: staff every form; a customer the published forms it may use (the server scopes). */
  entryFormRead: read(FORM_PAGES),
  /** Designing a form: a draft version (staff). */
  entryFormEdit: act([G.formAdmin], 'designForm', true),
  /** Publishing and retiring a version (staff). */
  entryFormPublish: act([G.formAdmin], 'publishForm', true),
  /** Which form a customer uses for a business (staff). */
  entryFormUseEdit: act([G.formUse], 'edit', true),
  /** Orders: a customer its company's, staff all (never a provider: agents read the second-half board). */
  entryOrderRead: forBuyers(read(ORDER_PAGES)),
  /** Saving an order (a draft, or a submitted one corrected). */
  entryOrderEdit: forBuyers(act([G.entry, G.list], 'edit')),
  entryOrderSubmit: forBuyers(act([G.entry, G.list], 'submit')),
  /** Accepting (an operator assigned) or rejecting a submitted order: the operator. */
  entryOrderDecide: act([G.list, G.entry], 'decideEntry', true),
  /** Turning an order into a booking: making its booking's draft (MakeBooking), or linking a booking made for it. */
  entryOrderLink: act([G.list, G.entry, G.board], 'linkBooking', true),
  /** Cancelling: the customer before booked, the operator before shipped (the state table decides). */
  entryOrderCancel: forBuyers(act([G.list, G.entry], 'cancel')),
  /** The pickers staff enter for a customer with (customers, operators). */
  entryStaffPickers: read([G.list, G.entry, G.supplement, G.secondHalf, G.formUse], true),
  /** The party templates (SFT) and bookings of the order's customer: its own employees and staff. */
  entryOrderPickers: forBuyers(read([G.entry, G.list])),
  /** An order's files: read by whoever may read the order or the supplement; uploaded by whoever writes the one or fills the other. */
  entryFileRead: read([...ORDER_PAGES, G.secondHalf, G.secondHalfSupplement]),
  entryFileUpload: act([G.entry, G.supplement, G.secondHalfSupplement], 'upload'),
  /** Supplements: staff all; a customer's or an agent's employees those asked of their company. */
  supplementRead: read(SUPPLEMENT_PAGES),
  supplementRequest: act([G.supplement, G.supplements, G.secondHalfSupplement, G.entry], 'requestSupplement', true),
  /** Filling: only the assignee company's employees (sup.assignee; 403 NOT_ASSIGNEE otherwise). */
  supplementFill: act([G.supplement, G.supplements, G.secondHalfSupplement], 'fillSupplement'),
  /** Accepting, returning or cancelling a supplement (staff). */
  supplementDecide: act([G.supplement, G.supplements, G.secondHalfSupplement], 'decideSupplement', true),
  /** The second-half board: staff all shipped orders; an agent those assigned to its company. */
  secondHalfRead: forSellers(read([G.secondHalf, G.secondHalfSupplement])),
  /** Recording a destination milestone (discharge, release, available, picked up, delivered, empty returned, last free day). */
  secondHalfRecord: forSellers(act([G.secondHalf], 'recordMilestone')),
  /** Assigning the destination agent (staff). */
  secondHalfAssign: act([G.secondHalf], 'assignAgent', true),
  /** The board of one order and its data sheet (with its xlsx/JSON export). */
  entryBoardRead: forBuyers(read([G.board, G.list, G.entry])),
  logisticsDataRead: forBuyers(read([G.data, G.list, G.board])),
  /**
   * A supplement's share link: who may fill it may let someone without an account fill it (the staff;
   * the assignee company's employees, for the colleague or supplier who holds the data).
   */
  entryShareSupplement: act([G.supplement, G.supplements, G.secondHalfSupplement], 'fillSupplement'),
  /** An order's second-half link: who may record its milestones may let someone without an account record them. */
  entryShareSecondHalf: forSellers(act([G.secondHalf], 'recordMilestone')),
  /** The links of a supplement or of an order's second half: whoever may make them (the service scopes to the reader's). */
  entryShareRead: read([G.supplement, G.supplements, G.secondHalf, G.secondHalfSupplement]),
} as const;

export const entryOrderContract = contractModule({
  name: 'entryOrder',
  tower: () => import('./tower/words'),
  /** A supplement's link fills that supplement; an order's second-half link records its destination milestones. */
  shareScopes: ['FILL_SUPPLEMENT', 'SECOND_HALF'],
  paths: ENTRY_ORDER_PATHS,
  access: ENTRY_ORDER_ACCESS,
  // the group's pages reached by customers' and destination agents' employees through the external tree
  menuFolders: [
    { key: 'customerEntryOrders', title: { zh: '委托与补料', en: 'Orders and supplements' }, icon: 'clipboard', pages: CUSTOMER_ENTRY_PAGES },
    { key: 'agentSecondHalf', title: { zh: '目的港代理', en: 'Destination agent' }, icon: 'flag', pages: AGENT_ENTRY_PAGES, sellersOnly: true },
  ],
  buyersOnlyPages: CUSTOMER_ENTRY_PAGES,
  buttons: {
    designForm: { zh: '设计录单表单', en: 'Design entry forms' },
    publishForm: { zh: '发布/停用表单', en: 'Publish or retire forms' },
    edit: { zh: '编辑', en: 'Edit' },
    submit: { zh: '提交', en: 'Submit' },
    decideEntry: { zh: '受理/拒绝委托', en: 'Accept or reject orders' },
    linkBooking: { zh: '关联订舱', en: 'Link a booking' },
    cancel: { zh: '取消', en: 'Cancel' },
    upload: { zh: '上传', en: 'Upload' },
    requestSupplement: { zh: '发起补料', en: 'Request supplements' },
    fillSupplement: { zh: '填写补料', en: 'Fill supplements' },
    decideSupplement: { zh: '审核补料', en: 'Review supplements' },
    recordMilestone: { zh: '更新后半程节点', en: 'Record destination milestones' },
    assignAgent: { zh: '指定目的港代理', en: 'Assign destination agents' },
  },
  live: {
    /** An entry order moved (saved, submitted, decided, booked, shipped …): its company's lists and the staff's refresh. */
    entryOrder: liveFrame<{ Id: number; Status: number }>(),
    /** A supplement moved (requested, filled, decided): its assignee's and the staff's lists refresh. */
    'entryOrder.supplement': liveFrame<{ Id: number; Status: number }>(),
  },
});
