import type { Bilingual } from '../../i18n/bilingual';
import { bookingFieldWords as B } from '../booking/public';
import { containerEventFieldWords } from '../containerEvents/public';
import { freightTrackFieldWords } from '../freightTrack/public';
import { manifestFieldWords } from '../manifest/public';
import { printWords } from '../packingReports/public';
import { siFieldWords } from '../si/public';
import { vgmFieldWords } from '../vgm/public';
import { commonFieldWords as C, sharedRefusalWords, sharedWords } from '../words';

const bookingNo = printWords.booking;

/** The house bill's states in words (operations.md §10.3), by HBL_STATUS. */
export const hblStatusWords: Record<number, Bilingual> = {
  1: { zh: '分单草稿', en: 'HBL draft' },
  2: { zh: '待客户确认', en: 'Pending approval' },
  3: { zh: '客户已确认', en: 'Approved' },
  4: { zh: '分单已签发', en: 'HBL issued' },
  5: { zh: '已放单', en: 'Released' },
  6: { zh: '正本已收回', en: 'Surrendered' },
  7: { zh: '分单已作废', en: 'HBL voided' },
};

/** The master bill's states in words, by MBL_STATUS. */
export const mblStatusWords: Record<number, Bilingual> = {
  1: { zh: '主单草稿', en: 'MBL draft' },
  2: { zh: '已发船公司', en: 'Sent to carrier' },
  3: { zh: '船公司草稿已到', en: 'Carrier draft received' },
  4: { zh: '已核对确认', en: 'Confirmed' },
  5: { zh: '船公司已签发', en: 'Issued by carrier' },
  6: { zh: '已电放给代理', en: 'Released to agent' },
  7: { zh: '主单已作废', en: 'MBL voided' },
};

/** The rules' words (src/domain/houseBill/rules.ts); `{x}` is filled in. */
export const ruleWords = {
  toOrderNotify: { zh: '凭指示提单必须有通知人。', en: 'A to-order bill needs a notify party.' },
  swbRelease: { zh: '海运单的放单方式只能是海运单放货。', en: 'A sea waybill is released only as SEAWAY BILL.' },
  swbToOrder: { zh: '海运单不能凭指示。', en: 'A sea waybill cannot be to order.' },
  swbOriginals: { zh: '海运单没有正本：正本份数须为 0。', en: 'A sea waybill has no originals: the number of originals must be 0.' },
  bolRelease: { zh: '提单不能按海运单放货。', en: 'A bill of lading is not released as a SEAWAY BILL.' },
  bolOriginals: { zh: '提单正本份数须为 1 至 3 份。', en: 'A bill of lading has 1 to 3 originals.' },
  siNotApproved: { zh: '托单尚未审核通过。', en: 'The SI is not approved.' },
  placeOfIssue: { zh: '请填写签发地点。', en: 'Enter the place of issue.' },
  houseManifestMissing: {
    zh: '{filing}的分单舱单尚未制作：按舱单配置，分提单须在分单舱单被海关接受后签发。',
    en: 'No house-level {filing} manifest yet: under the manifest configuration the house bill is issued only once it is accepted.',
  },
  houseManifestNotAccepted: {
    zh: '{filing}的分单舱单 {no} 尚未被海关接受（{state}）：按舱单配置，分提单须在其被接受后签发。',
    en: 'The house-level {filing} manifest {no} is not accepted yet ({state}): under the manifest configuration the house bill is issued only once it is.',
  },
  notLoaded: { zh: '以下箱子还没有装船记录（也没有主单装船日期）：{list}', en: 'No shipped-on-board (LOAD) record yet, nor an MBL on-board date, for: {list}' },
  onBoardAfterIssue: { zh: '装船日期不能晚于签发日期。', en: 'The on-board date cannot be after the issue date.' },
  onBoardBeforeAtd: { zh: '装船日期不能早于开船日（{atd}）前一天。', en: 'The on-board date cannot be more than a day before the departure ({atd}).' },
  packages: C.Packages,
  weight: manifestFieldWords.MFG_GROSS_KG,
  volume: siFieldWords.TBD_VOLUME,
  consolDiff: { zh: '箱 {cnno} 的{field}：分单合计 {houses}，主单 {master}。', en: 'Container {cnno}, {field}: houses total {houses}, master {master}.' },
  consolNotOnMaster: { zh: '箱 {cnno} 在分单上，却不在主单的订舱里。', en: 'Container {cnno} is on a house bill but not on the master’s bookings.' },
} satisfies Record<string, Bilingual>;

/** The print's headings and marks. */
export const hblPrintWords = {
  title: { zh: '分提单', en: 'HOUSE BILL OF LADING' },
  swbTitle: { zh: '海运单', en: 'SEA WAYBILL' },
  original: { zh: '正本', en: 'ORIGINAL' },
  copy: { zh: '副本 不可转让', en: 'COPY NON-NEGOTIABLE' },
  draft: { zh: '草稿 仅供核对', en: 'DRAFT FOR APPROVAL' },
  amended: { zh: '已更正', en: 'AMENDED' },
  shipper: B.Shipper,
  consignee: manifestFieldWords.Consignee,
  notify: B.Notify,
  vesselVoyage: { zh: '船名及航次', en: 'Ocean vessel and voyage' },
  receipt: siFieldWords.TBI_RECEIPT_CODE,
  loading: printWords.loading,
  discharge: printWords.discharge,
  delivery: printWords.delivery,
  marks: { zh: '唛头', en: 'Marks and numbers' },
  goods: { zh: '货物描述', en: 'Description of goods' },
  containers: { zh: '箱号 / 封号 / 箱型', en: 'Container / seal / type' },
  freight: { zh: '运费及支付地', en: 'Freight payable' },
  originals: B.NumberOfOriginals,
  placeDate: { zh: '签发地点及日期', en: 'Place and date of issue' },
  onBoard: { zh: '装船日期', en: 'Shipped on board' },
  release: { zh: '放货方式', en: 'Release' },
  issuedBy: { zh: '签发人', en: 'Issued by' },
  signature: { zh: '授权签字', en: 'Authorized signature' },
} satisfies Record<string, Bilingual>;

/** The kinds of bill and of release in words (the screens; the printed bill keeps the trade's English). */
export const hblTypeWords: Record<string, Bilingual> = {
  BOL: { zh: '提单', en: 'Bill of lading' },
  SWB: { zh: '海运单', en: 'Sea waybill' },
};
export const releaseTypeWords: Record<string, Bilingual> = {
  ORIGINAL: { zh: '正本放货', en: 'Original bills' },
  // 电放 is also a B/L application's kind (orderApply's OAP_KIND_WORDS reads this pair)
  'TELEX RELEASE': { zh: '电放', en: 'Telex release' },
  'SEAWAY BILL': { zh: '海运单放货', en: 'Sea waybill' },
};

/** The bills' calls' fields as the HBLMake and MBLMake pages name them: the server's refusals read them. */
export const houseBillFieldWords = {
  Id: { zh: '提单', en: 'Bill' },
  SiId: { zh: '托单', en: 'SI' },
  VERSION: C.Version,
  HBL_TYPE: { zh: '提单类型', en: 'Bill type' },
  HBL_RELEASE_TYPE: { zh: '放货方式', en: 'Release type' },
  HBL_ORIGINALS: hblPrintWords.originals,
  HBL_TO_ORDER: { zh: '凭指示', en: 'To order' },
  HBL_ALSO_NOTIFY: { zh: '第二通知人', en: 'Also notify' },
  HBL_AGENT: sharedWords.destinationAgent,
  HBL_PRE_CARRIAGE: { zh: '前程运输', en: 'Pre-carriage' },
  HBL_FREIGHT_TERM: B.FreightTerm,
  HBL_FREIGHT_PAYABLE_AT: { zh: '运费支付地', en: 'Freight payable at' },
  HBL_COPIES: { zh: '副本份数', en: 'Number of copies' },
  HBL_RECEIPT_TYPE: B.ReceiptType,
  HBL_DELIVERY_TYPE: B.DeliveryType,
  HBL_MOVEMENT: { zh: '运输条款', en: 'Movement' },
  HBL_CLAUSES: { zh: '附加条款', en: 'Clauses' },
  HBL_ISSUE_DATE: { zh: '签发日期', en: 'Issue date' },
  HBL_ON_BOARD_DATE: hblPrintWords.onBoard,
  HBL_PLACE_OF_ISSUE: { zh: '签发地点', en: 'Place of issue' },
  Channel: { zh: '发送方式', en: 'Send by' },
  To: { zh: '收件人', en: 'Recipient' },
  Approve: { zh: '确认草稿', en: 'Approve the draft' },
  Comment: { zh: '修改意见', en: 'Changes asked' },
  Note: { zh: '邮件确认说明', en: 'E-mail approval note' },
  Reason: C.Reason,
  Copy: { zh: '打印份别', en: 'Print as' },
  Search: { zh: '搜索', en: 'Search' },
  t: vgmFieldWords.t,
  CGO_IDs: { zh: '所含订舱号', en: 'Booking numbers' },
  Direct: { zh: '直单', en: 'Direct B/L' },
  MBL_NO: { zh: '主提单号', en: 'MBL no.' },
  MBL_SHIPPER: hblPrintWords.shipper,
  MBL_CONSIGNEE: hblPrintWords.consignee,
  MBL_NOTIFY: hblPrintWords.notify,
  MBL_FREIGHT_TERM: { zh: '主单运费条款', en: 'MBL freight term' },
  MBL_RELEASE_TYPE: { zh: '主单放货方式', en: 'MBL release type' },
  MBL_ON_BOARD_DATE: { zh: '主单装船日期', en: 'MBL on-board date' },
  MBL_ISSUE_DATE: { zh: '主单签发日期', en: 'MBL issue date' },
  Containers: { zh: '箱子', en: 'Containers' },
  CNNO: containerEventFieldWords.CNNO,
  SEALNO: siFieldWords.TBX_SEALNO,
  TYPE: siFieldWords.TBX_TYPE,
  PKGS: ruleWords.packages,
  KG: ruleWords.weight,
  CBM: ruleWords.volume,
  Draft: { zh: '船公司草稿', en: 'Carrier draft' },
  Shipper: hblPrintWords.shipper,
  Consignee: hblPrintWords.consignee,
  Notify: hblPrintWords.notify,
  Vessel: freightTrackFieldWords.Vessel,
  Voyage: freightTrackFieldWords.Voyage,
  HBL_NO: { zh: '分提单号', en: 'HBL no.' },
  HBL_STATUS: C.Status,
  MBL_STATUS: C.Status,
  HBL_CGO_ID: bookingNo,
  Customer: C.CustomerCompanyId,
  UpdatedAt: { zh: '最近修改', en: 'Last changed' },
} satisfies Record<string, Bilingual>;

/** What the bills' refusals say (each names the thing as the page does). */
export const billRefusalWords = {
  noHbl: { zh: '没有这个分提单。', en: 'No such house bill.' },
  noMbl: { zh: '没有这个主提单。', en: 'No such master bill.' },
  noSi: { zh: '没有这个托单。', en: 'No such SI.' },
  siNotApproved: { zh: '托单尚未审核通过，不能生成分提单。', en: 'The SI is not approved: no house bill can be made from it.' },
  numberFiled: {
    zh: '提单号 {no} 已随舱单 {manifest} 向海关申报，又已用于一份作废的分提单，不能再发：请先打开舱单 {manifest} 办理修改（改提单号）或在海关删除，再生成分提单。',
    en: 'B/L number {no} was filed with customs on manifest {manifest} and was used by a voided house bill, so it cannot be given again: open manifest {manifest} and amend its B/L number (or delete it at customs) first, then make the house bill.',
  },
  siHasHbl: { zh: '这个托单已有分提单（{no}）。', en: 'This SI already has a house bill ({no}).' },
  stale: { zh: '您打开之后分提单已被修改：请重新加载后再操作。', en: 'Someone changed this bill since you opened it: reload it, then try again.' },
  state: { zh: '分提单当前为“{state}”，不能{action}。', en: 'This house bill is {state}: it cannot be {action} now.' },
  mblState: { zh: '主提单当前为“{state}”，不能{action}。', en: 'This master bill is {state}: it cannot be {action} now.' },
  issueBlocked: { zh: '还不能签发：{list}', en: 'Not ready to issue: {list}' },
  originalsOut: { zh: '正本已放出且未全部收回：须先收回正本。', en: 'Originals are out and not all surrendered: they must be back first.' },
  emailNote: { zh: '登记邮件确认时请写明邮件（发件人、日期）。', en: 'Recording an e-mail approval needs a note of the e-mail (sender, date).' },
  notIssued: { zh: '分提单尚未签发：只能打印草稿。', en: 'The house bill is not issued yet: only a draft prints.' },
  customerOriginal: { zh: '正本只由单证员打印。', en: 'Originals are printed by the documentation clerk only.' },
  bookingOnMaster: { zh: '订舱 {cgo} 的箱子已在另一份主提单上。', en: 'Booking {cgo} is already on another master bill.' },
  noBooking: sharedRefusalWords.noBooking,
  directOne: { zh: '直单只能对应一个订舱、一个托单。', en: 'A direct B/L covers one booking with one SI.' },
  consolidation: { zh: '分单合计与主单不符：{list}', en: 'The houses do not add up to the master: {list}' },
  key: { zh: '这个幂等键已用于另一次不同的发送。', en: 'This Idempotency-Key was used for a different request.' },
  noCarrierDraft: { zh: '还没有船公司草稿可核对。', en: 'No carrier draft to match yet.' },
} satisfies Record<string, Bilingual>;

/** Actions as the refusals name them (“cannot be {action}”). */
export const billActionWords = {
  save: { zh: '修改', en: 'changed' },
  sendDraft: { zh: '发送草稿', en: 'sent as a draft' },
  approve: { zh: '确认', en: 'approved' },
  askChanges: { zh: '退回修改', en: 'sent back for changes' },
  issue: { zh: '签发', en: 'issued' },
  release: { zh: '放单', en: 'released' },
  surrender: { zh: '登记收回正本', en: 'marked surrendered' },
  void: { zh: '作废', en: 'voided' },
  amend: { zh: '更正', en: 'amended' },
  submit: { zh: '发船公司', en: 'sent to the carrier' },
  sendFailed: { zh: '标记发送失败', en: 'marked as failed' },
  carrierDraft: { zh: '登记船公司草稿', en: 'given a carrier draft' },
  confirm: { zh: '确认主单', en: 'confirmed' },
  recordIssue: { zh: '登记签发', en: 'recorded as issued' },
} satisfies Record<string, Bilingual>;

/**
 * A carrier-draft difference's field as the MBL page names it (src/domain/houseBill/rules.ts
 * draftDifferences writes `Consignee`, `Containers/TGHU1234567` or `Containers/TGHU1234567/SEALNO`).
 */
export function diffFieldText(field: string): Bilingual {
  const [head, cnno, key] = field.split('/');
  const named = (k: string | undefined): Bilingual | undefined => (k ? (houseBillFieldWords as Record<string, Bilingual>)[k] : undefined);
  if (head === 'Containers' && cnno) {
    const part = named(key);
    return part ? { zh: `箱 ${cnno} 的${part.zh}`, en: `Container ${cnno}: ${part.en}` } : { zh: `箱 ${cnno}`, en: `Container ${cnno}` };
  }
  return named(head) ?? { zh: field, en: field };
}
