import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * House bills and master bills (operations.md §10, issue 37): the HBL made from one approved SI, its
 * draft approved by the shipper (the workbench SI page's "B/L draft" panel, a share link, or an
 * approval the clerk records), issued, printed, amended, voided; the MBL over one or more bookings,
 * its consolidation per container, our SI to the carrier (CARRIER_SI), the carrier's draft matched
 * field by field, its issue. The calls' schemas are in calls.ts.
 */
export const HOUSE_BILL_PATHS = {
  hblList: '/api/HouseBill/List',
  hblToMake: '/api/HouseBill/ToMake',
  hblGet: '/api/HouseBill/Get',
  hblLog: '/api/HouseBill/Log',
  hblPrint: '/api/HouseBill/Print',
  hblCreateFromSi: '/api/HouseBill/CreateFromSi',
  hblSave: '/api/HouseBill/Save',
  hblSendDraft: '/api/HouseBill/SendDraft',
  hblDecideDraft: '/api/HouseBill/DecideDraft',
  /** Staff end the draft's share links at once. */
  hblRevokeDraftShare: '/api/HouseBill/RevokeDraftShare',
  hblIssue: '/api/HouseBill/Issue',
  hblAmend: '/api/HouseBill/Amend',
  hblVoid: '/api/HouseBill/Void',
  /** The customer's workbench: the B/L draft of one of its SIs. */
  hblOfSi: '/api/HouseBill/OfSi',
  /** The public pair of the share link: the token instead of a session. */
  hblShareRead: '/api/HouseBillShare/Draft',
  hblShareDecide: '/api/HouseBillShare/Decide',
  hblSharePdf: '/api/HouseBillShare/Pdf',
  mblList: '/api/MasterBill/List',
  mblGet: '/api/MasterBill/Get',
  mblLog: '/api/MasterBill/Log',
  mblCreate: '/api/MasterBill/Create',
  mblSave: '/api/MasterBill/Save',
  mblSubmitToCarrier: '/api/MasterBill/SubmitToCarrier',
  mblRecordCarrierDraft: '/api/MasterBill/RecordCarrierDraft',
  mblConfirm: '/api/MasterBill/Confirm',
  mblRecordIssue: '/api/MasterBill/RecordIssue',
  mblVoid: '/api/MasterBill/Void',
} as const;

export const HOUSE_BILL_PAGES = {
  hbl: '/MakeOrderBusiness/HBLMake',
  mbl: '/MakeOrderBusiness/MBLMake',
  /** The customer's SI page, where the B/L draft panel sits. */
  customerSi: '/external/workbench/SISubimtList',
  /** The share link's public page: the shipper without an account reads, prints and approves the draft. */
  share: '/external/mainifest/blDraft',
} as const;

/** The address a draft share link gives (the page reads the token from it). */
export const hblShareUrl = (token: string) => `${HOUSE_BILL_PAGES.share}?t=${token}`;

const HBL = [HOUSE_BILL_PAGES.hbl];
const MBL = [HOUSE_BILL_PAGES.mbl];
const CUSTOMER = [HOUSE_BILL_PAGES.customerSi];

export const HOUSE_BILL_ACCESS = {
  hblRead: read(HBL, true),
  hblCreate: act(HBL, 'createHbl', true),
  hblSave: act(HBL, 'saveHbl', true),
  hblSendDraft: act(HBL, 'sendHblDraft', true),
  hblIssue: act(HBL, 'issueHbl', true),
  hblVoid: act(HBL, 'voidHbl', true),
  /** The shipper approves or asks for changes on its workbench; the clerk records an approval received by e-mail. */
  hblDecide: act([...HBL, ...CUSTOMER], 'approveBlDraft'),
  hblOfSi: read([...HBL, ...CUSTOMER]),
  hblPrint: read([...HBL, ...CUSTOMER]),
  mblRead: read(MBL, true),
  mblEdit: act(MBL, 'editMbl', true),
  mblSend: act(MBL, 'sendMblToCarrier', true),
  mblVoid: act(MBL, 'voidMbl', true),
} as const;

export const houseBillContract = contractModule({
  name: 'houseBill',
  /** A house bill's draft link: the customer views the draft and approves it. */
  shareScopes: ['VIEW', 'APPROVE_DRAFT'],
  paths: HOUSE_BILL_PATHS,
  access: HOUSE_BILL_ACCESS,
  buttons: {
    createHbl: { zh: '生成分提单', en: 'Make HBL' },
    saveHbl: { zh: '保存分提单', en: 'Save HBL' },
    sendHblDraft: { zh: '发送提单草稿', en: 'Send B/L draft' },
    issueHbl: { zh: '签发分提单', en: 'Issue HBL' },
    voidHbl: { zh: '作废分提单', en: 'Void HBL' },
    approveBlDraft: { zh: '确认提单草稿', en: 'Approve B/L draft' },
    editMbl: { zh: '编辑主提单', en: 'Edit MBL' },
    sendMblToCarrier: { zh: '主单补料发船公司', en: 'Send SI to carrier' },
    voidMbl: { zh: '作废主提单', en: 'Void MBL' },
  },
});
