import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Bookings (spec §2.2 and the external booking pages of §2.18; ../shared/domain/commercial.md §6):
 * booking orders from a customer's request through the booking desk and the carrier to the release
 * (放舱), when the order becomes the `bookings` cargo record (CGO_ID) that SIs are made from. The
 * calls' schemas are in calls.ts, which only the server and the booking screens import.
 */
export const BOOKING_PATHS = {
  bookingSaveDraft: '/api/BookingOrder/SaveDraft',
  bookingCheck: '/api/BookingOrder/Check',
  bookingPrice: '/api/BookingOrder/Price',
  bookingSubmit: '/api/BookingOrder/Submit',
  bookingList: '/api/BookingOrder/List',
  bookingGet: '/api/BookingOrder/Get',
  bookingAccept: '/api/BookingOrder/Accept',
  bookingReturn: '/api/BookingOrder/Return',
  bookingReject: '/api/BookingOrder/Reject',
  bookingSendToCarrier: '/api/BookingOrder/SendToCarrier',
  bookingMarkBooked: '/api/BookingOrder/MarkBooked',
  bookingRelease: '/api/BookingOrder/Release',
  bookingDecline: '/api/BookingOrder/Decline',
  bookingCancel: '/api/BookingOrder/Cancel',
  bookingRequestCancel: '/api/BookingOrder/RequestCancel',
  bookingDecideCancel: '/api/BookingOrder/DecideCancel',
  bookingRecords: '/api/BookingOrder/Records',
  bookingQueue: '/api/BookingOrder/Queue',
  carrierConfigList: '/api/BookingCarrierConfig/List',
  carrierConfigSave: '/api/BookingCarrierConfig/Save',
  carrierMessages: '/api/BookingOrder/CarrierMessages',
  cockpit: '/api/BookingCockpit/Summary',
  bookingRequestAmend: '/api/BookingOrder/RequestAmend',
  bookingDecideAmend: '/api/BookingOrder/DecideAmend',
  bookingWithdrawAmend: '/api/BookingOrder/WithdrawAmend',
  bookingRequireAmend: '/api/BookingOrder/RequireAmend',
  bookingParse: '/api/BookingOrder/Parse',
  quickSearch: '/api/BookingSpace/QuickSearch',
  bookingCustomers: '/api/BookingSpace/Customers',
  bookingMilestones: '/api/OrderTracking/Get',
  bookingThirdParty: '/api/BookingOrder/ThirdParty',
  bookingTemplateList: '/api/BookingTemplate/List',
  bookingTemplateGet: '/api/BookingTemplate/Get',
  bookingTemplateSave: '/api/BookingTemplate/Save',
  bookingTemplateDelete: '/api/BookingTemplate/Delete',
  partyTemplateList: '/api/PartyTemplate/List',
  partyTemplateGet: '/api/PartyTemplate/Get',
  partyTemplateSave: '/api/PartyTemplate/Save',
  partyTemplateDelete: '/api/PartyTemplate/Delete',
  bookingImport: '/api/BookingOrder/List/Import',
  bookingImportTemplate: '/api/BookingOrder/List/Import/Template',
  bookingUploads: '/api/BookingOrder/Uploads',
  bookingFileUpload: '/api/BookingOrder/Files/Upload',
  bookingFileList: '/api/BookingOrder/Files/List',
  bookingFileDownload: '/api/BookingOrder/Files/Download',
  bookingFileDelete: '/api/BookingOrder/Files/Delete',
  bookingFileLog: '/api/BookingOrder/Files/Log',
} as const;

const B = '/BookingSpace';
const W = '/external/workbench';
/** The booking pages by what they are (commercial.md §6.4). */
export const BOOKING_PAGES = {
  quick: `${B}/Home`,
  search: `${B}/DcSearch`,
  fill: `${B}/DcOrder`,
  myOrders: `${B}/MyOrder`,
  records: `${B}/OrderRecode`,
  carrierConfig: `${B}/DCShipDispose`,
  cockpit: `${B}/DCCockpit`,
  bookingTemplates: `${B}/OrderTemp`,
  partyTemplates: `${B}/SFTTemp`,
  dataList: '/FlcExport/FlcOrderData/BookingOrderList',
  smart: '/FlcExport/BookingOrder',
  desk: '/quckBook/BookingManagement',
  deskDetail: '/quckBook/internalBookDetail',
  onBehalf: '/quckBook/internalBookOnline',
  deskLogs: '/quckBook/internalBookLogs',
  book: `${W}/BookOnline`,
  detail: `${W}/BookOnlineDetail`,
  drafts: `${W}/BookDrafts`,
  logs: `${W}/BookLogs`,
  tracking: `${W}/OrderTracking`,
  third: `${W}/BookThirdDetail`,
  trackingDetail: `${W}/OrderTrackingDetail`,
  uploadBook: `${W}/booking/uploadBook`,
  uploadLog: `${W}/booking/uploadBookLog`,
  orderUpload: `${W}/OrderUpload`,
  orderUploadLog: `${W}/BookingLog/OrderUploadLog`,
} as const;
const P = BOOKING_PAGES;

/**
 * Where a customer's employees book and follow their bookings (menus: the detail pages open under
 * their parents — BookOnlineDetail under BookOnline, OrderTrackingDetail under OrderTracking — and
 * take their menus and buttons).
 */
export const CUSTOMER_BOOKING_PAGES = [P.book, P.drafts, P.logs, P.tracking, P.third, P.uploadBook, P.uploadLog, P.orderUpload, P.orderUploadLog];
/** Where a booking is written: the customer's form and drafts, the staff's fill-in page and on-behalf page. */
const WRITE_PAGES = [P.book, P.drafts, P.fill, P.onBehalf];
/** The desk's pages: the acceptance queue (a booking's detail opens under it), the data list, records and logs. */
export const DESK_PAGES = [P.desk, P.dataList, P.records, P.deskLogs, P.myOrders];
/** The template pages (staff: internal menus) and the booking form's pages, where a template is picked or saved. */
const TEMPLATE_PAGES = [P.bookingTemplates, P.partyTemplates, ...WRITE_PAGES];
/** The SI editor's pages: its "收发通模板" picker fills a party block from a party template. */
const SI_EDITOR_PAGES = ['/external/workbench/siSubmit', '/tdManage/siMake'];

export const BOOKING_ACCESS = {
  /** Reading bookings: a customer its company's own, the desk every customer's. */
  bookingRead: read([...CUSTOMER_BOOKING_PAGES, ...DESK_PAGES, P.fill, P.onBehalf]),
  /** Saving a draft (or correcting a returned booking). */
  bookingEdit: act(WRITE_PAGES, 'edit'),
  /** Submitting a booking to the desk (booking.submit); staff submitting for a customer need onBehalf too. */
  bookingSubmit: act(WRITE_PAGES, 'submit'),
  /** Staff booking for a customer (booking.onBehalf): the log names the staff member. */
  bookingOnBehalf: act([P.onBehalf, P.fill], 'bookOnBehalf', true),
  /** The customer withdraws a booking before release, or asks the desk to cancel a released one. */
  bookingCancel: act([P.book, P.drafts, P.myOrders], 'cancel'),
  /** The desk's queue and moves (commercial.md §6.2). */
  deskRead: read(DESK_PAGES, true),
  accept: act([P.desk], 'accept', true),
  return: act([P.desk], 'return', true),
  reject: act([P.desk], 'reject', true),
  /** Booking with the carrier: through its channel, or marked booked by hand (e-mail, portal). */
  book: act([P.desk], 'book', true),
  /** Release (放舱) with the carrier's booking number, vessel, voyage, ETD and cut-offs; also a decline after it. */
  release: act([P.desk], 'release', true),
  /** Every event of every booking (the desk's records). */
  recordsRead: read([P.records, P.deskLogs, P.logs, P.desk]),
  /** The carriers' booking set-up: channel, SLA, required fields (platformOnly). */
  carrierConfigRead: read([P.carrierConfig, P.desk], true),
  carrierConfigEdit: act([P.carrierConfig], 'edit', true),
  /** Smart booking: a pasted booking note read into drafts to correct (staff booking for a customer). */
  parse: read([P.smart], true),
  /** The booking cockpit: queue sizes, SLA breaches, near cut-offs, release rate per carrier. */
  bookingCockpitRead: read([P.cockpit, P.desk], true),
  /** The quick booking pages: a lane, a week and containers → prices and sailings side by side (staff pricing for a customer). */
  quickSearch: read([P.quick, P.search], true),
  /** The customers staff may book for (the quick pages and the on-behalf form). */
  customersRead: read([P.quick, P.search, P.fill, P.onBehalf], true),
  /** Booking templates, each company's own (a customer's employees and the staff alike: their own company's). */
  templateRead: read(TEMPLATE_PAGES),
  templateEdit: act(TEMPLATE_PAGES, 'edit'),
  /** Party templates are read wherever a party is written: the booking pages and the SI editor. */
  partyTemplateRead: read([...TEMPLATE_PAGES, ...SI_EDITOR_PAGES]),
  /** An Excel sheet of bookings read into drafts of the uploader's company (customers only: the rows are its own). */
  bookingImport: act([P.uploadBook], 'upload'),
  bookingUploadsRead: read([P.uploadBook, P.uploadLog]),
  /** A booking's files: its company's employees and the desk read them (the booking itself is the scope). */
  bookingFileRead: read([...CUSTOMER_BOOKING_PAGES, ...DESK_PAGES]),
  /** Uploading a booking note, packing list… (the customer) or the S/O (the desk); deleting one's own before release. */
  bookingFileUpload: act([P.orderUpload, P.book, P.desk], 'upload'),
} as const;

export const bookingContract = contractModule({
  name: 'booking',
  /** Below a booking's release: one booking's containers (its CGO_ID). */
  panelSlots: ['booking.containers'],
  paths: BOOKING_PATHS,
  access: BOOKING_ACCESS,
  buttons: {
    edit: { zh: '编辑', en: 'Edit' },
    submit: { zh: '提交', en: 'Submit' },
    bookOnBehalf: { zh: '代客户订舱', en: 'Book for a customer' },
    // one code for every document that can be called off (a booking, a packing list): the permission tree shows it under each page
    cancel: { zh: '取消', en: 'Cancel' },
    accept: { zh: '受理', en: 'Accept' },
    return: { zh: '退回修改', en: 'Return for update' },
    reject: { zh: '拒绝', en: 'Reject' },
    book: { zh: '向船公司订舱', en: 'Book with carrier' },
    release: { zh: '放舱', en: 'Release' },
    upload: { zh: '上传', en: 'Upload' },
  },
  live: {
    /** A booking order moved (submitted, accepted, released …): lists and details that show it refresh (its company and the platform's staff). */
    booking: liveFrame<{ Id: number; Status: string }>(),
  },
});
