import type { Bilingual } from '../../i18n/bilingual';
import { bookingFieldWords } from '../booking/public';
import { siFieldWords } from '../si/public';
import { commonFieldWords } from '../words';
import { PKL_STATUS } from '../../domain/packing/status';
import { pklStatusWords } from '../../domain/packing/words';
import type { PklAction } from './schemas';
import { towerRoleWords } from './tower/words';

/**
 * The packing-list calls' words (issue 34): the fields as the forms name them (the server's refusals
 * read them), the log's event types, the stages of the list and what a person may do. The states'
 * words are the domain's (src/domain/packing/words.ts pklStatusWords), the rules' words its
 * messages.ts; a pair written elsewhere is pointed at, never written again.
 */
export const packingFieldWords = {
  PKL_NO: { zh: '装箱单号', en: 'Packing list no.' },
  PKL_STATUS: commonFieldWords.Status,
  PKL_SOURCE: { zh: '装箱单来源', en: 'Packing list source' },
  PKL_CGO_ID: bookingFieldWords.CgoId,
  CGO_ID: bookingFieldWords.CgoId,
  COMPANYID: siFieldWords.COMPANYID,
  PKL_BOOKING_NO: bookingFieldWords.CarrierBookingNo,
  PKL_CARRIER: commonFieldWords.CarrierCode,
  PKL_VESSEL: commonFieldWords.VesselName,
  PKL_VOYAGE: commonFieldWords.Voyage,
  Vessel: commonFieldWords.VesselName,
  Voyage: commonFieldWords.Voyage,
  PKL_LOADING_CODE: commonFieldWords.PolCode,
  PKL_DISCHARGE_CODE: commonFieldWords.PodCode,
  PKL_DELIVERY_CODE: commonFieldWords.PlaceOfDelivery,
  PKL_CNTR_TYPE: siFieldWords.TBX_TYPE,
  PKL_SLOT: { zh: '箱位', en: 'Slot' },
  PKL_EMPTY_DEPOT: { zh: '提箱点', en: 'Empty pick-up depot' },
  PKL_RETURN_TERMINAL: { zh: '进港码头', en: 'Return terminal' },
  PKL_TERMINAL_CODE: { zh: '码头代码（SMDG）', en: 'Terminal code (SMDG)' },
  PKL_TRUCKER_ID: towerRoleWords.trucker,
  TruckerName: { zh: '车队名称', en: 'Trucker name' },
  PKL_TRUCK_PLATE: { zh: '车牌号', en: 'Truck plate' },
  PKL_DRIVER_NAME: { zh: '司机姓名', en: 'Driver' },
  PKL_DRIVER_PHONE: { zh: '司机手机', en: "Driver's mobile" },
  PKL_EIR_NO: { zh: '设备交接单号', en: 'EIR no.' },
  PKL_CNNO: siFieldWords.TBX_CNNO,
  CNNO: siFieldWords.TBX_CNNO,
  PKL_NON_ISO: siFieldWords.TBX_NON_ISO,
  PKL_SEALNO: siFieldWords.TBX_SEALNO,
  PKL_SEAL_SOURCE: { zh: '施封方', en: 'Seal source' },
  PKL_TARE_KG: { zh: '箱皮重（千克）', en: 'Tare (kg)' },
  PKL_MAX_GROSS_KG: { zh: '最大总重（千克）', en: 'Max gross (kg)' },
  PKL_SOC: { zh: '货主自有箱', en: 'Shipper-owned container' },
  PKL_STUFF_PLACE: { zh: '装箱地点', en: 'Stuffing place' },
  PKL_STUFF_AT: { zh: '装箱时间', en: 'Stuffing time' },
  PKL_NUM: siFieldWords.TBX_NUM,
  PKL_WEIGHT: siFieldWords.TBX_WEIGHT,
  PKL_VOLUME: siFieldWords.TBX_VOLUME,
  PKL_PARENT_ID: { zh: '拆分自', en: 'Split from' },
  PKL_APPLY_BATCH: { zh: '申请批次', en: 'Application batch' },
  PKL_REMARKS: commonFieldWords.Remarks,
  PKL_DECISION_REMARKS: { zh: '审核意见', en: "Operator's remarks" },
  PKL_GATED_IN_AT: { zh: '进港时间', en: 'Gated in at' },
  VERSION: commonFieldWords.Version,
  Lines: siFieldWords.Details,
  PKD_SEQ: { zh: '序号', en: 'Line no.' },
  PKD_CNGOODS: siFieldWords.TBD_CNGOODS,
  PKD_GOODS: siFieldWords.TBD_GOODS,
  PKD_HSCODE: commonFieldWords.HsCode,
  PKD_MARKS: siFieldWords.TBD_MARKS,
  PKD_PACKAGE: siFieldWords.TBD_PACKAGE,
  PKD_NUM: siFieldWords.TBD_NUM,
  PKD_WEIGHT: commonFieldWords.GrossKg,
  PKD_NET_WEIGHT: { zh: '净重（千克）', en: 'Net weight (kg)' },
  PKD_VOLUME: siFieldWords.TBD_VOLUME,
  PKD_UNNO: { zh: '联合国编号', en: 'UN no.' },
  PKD_IMO_CLASS: bookingFieldWords.ImoClass,
  Slots: { zh: '申请箱量', en: 'Containers asked for' },
  Count: { zh: '数量', en: 'Count' },
  Universal: { zh: '通用装箱单', en: 'Universal packing list' },
  Open: { zh: '是否开单', en: 'Open' },
  Into: { zh: '拆分为', en: 'Split into' },
  Stage: { zh: '环节', en: 'Stage' },
  Mine: { zh: '我的', en: 'Mine' },
} satisfies Record<string, Bilingual>;

/** An application staff made for a customer company (the `Applied` event's `OnBehalfOf`): the log says so on both sides. */
export const packingLogWords = {
  appliedOnBehalf: { zh: '平台代客户申请装箱单', en: 'Applied for by platform staff on the customer’s behalf' },
} satisfies Record<string, Bilingual>;

/** The log's event types (doc_events `type`, v1.PackingList…) in words. */
export const packingEventWords = {
  'v1.PackingListApplied': { zh: '申请装箱单', en: 'Applied for' },
  'v1.PackingListOpened': { zh: '开装箱单', en: 'Opened' },
  'v1.PackingListRejected': { zh: '驳回申请', en: 'Application rejected' },
  'v1.PackingListDataSaved': { zh: '保存装箱数据', en: 'Data saved' },
  'v1.PackingListDataSubmitted': { zh: '提交装箱数据', en: 'Data submitted' },
  'v1.PackingListDataApproved': { zh: '装箱数据审核通过', en: 'Data approved' },
  'v1.PackingListDataReturned': { zh: '装箱数据退回', en: 'Data returned' },
  'v1.PackingListSplit': { zh: '拆分装箱单', en: 'Split' },
  'v1.PackingListSplitFrom': { zh: '由拆分产生', en: 'Made by a split' },
  'v1.PackingListCancelled': { zh: '作废装箱单', en: 'Cancelled' },
  'v1.PackingListTruckerAssigned': { zh: '指派车队', en: 'Trucker assigned' },
  'v1.PackingListGatedIn': pklStatusWords[PKL_STATUS.GATED_IN],
  'v1.PackingListCorrected': { zh: '操作员更正数据', en: 'Data corrected by an operator' },
  // written by electronic packing (server/modules/epacking/effects.ts) on the packing list's history
  'v1.PackingListEclpAccepted': { zh: '码头已接收电子装箱', en: 'Electronic load plan accepted by the terminal' },
  'v1.PackingListUnpacked': { zh: '码头已拆箱，装箱单退回已开', en: 'Unpacked at the terminal: back to opened' },
} satisfies Record<string, Bilingual>;

/** The list's stages (its Stage filter and the queues' tabs). */
export const packingStageWords = {
  applications: { zh: '待审申请', en: 'Applications' },
  auditData: { zh: '待审数据', en: 'Data to audit' },
  opened: { zh: '已开装箱单', en: 'Opened packing lists' },
  all: { zh: '全部装箱单', en: 'All packing lists' },
} satisfies Record<string, Bilingual>;

/** What a person may do (Get's Moves) as the buttons read. */
export const packingActionWords: Record<PklAction, Bilingual> = {
  open: { zh: '开单', en: 'Open' },
  reject: { zh: '驳回申请', en: 'Reject the application' },
  saveData: { zh: '保存数据', en: 'Save data' },
  submitData: { zh: '提交数据', en: 'Submit data' },
  approveData: { zh: '审核通过', en: 'Approve data' },
  returnData: { zh: '退回数据', en: 'Return data' },
  split: { zh: '拆分', en: 'Split' },
  cancel: { zh: '作废', en: 'Cancel' },
  assignTrucker: { zh: '指派车队', en: 'Assign trucker' },
};

const said = (w: { zh: string; en: string } | number, lang: 'zh' | 'en') => (typeof w === 'number' ? String(w) : w[lang]);

/** The server's refusals that are no rule of the check (the check's own words are src/domain/packing/messages.ts). */
export const packingRefusalWords = {
  /** pkl.stale: another save since the version the person edited. */
  stale: (by: string, at: string) => ({
    zh: `该装箱单已被 ${by} 于 ${at} 修改，请刷新后再试。`,
    en: `Changed by ${by} at ${at} — reload.`,
  }),
  /** pkl.state: the move is not one the packing list's state allows. */
  state: (no: string, status: { zh: string; en: string } | number, action: { zh: string; en: string } | number) => ({
    zh: `装箱单 ${no} 当前为「${said(status, 'zh')}」，不能${said(action, 'zh')}。`,
    en: `Packing list ${no} is ${said(status, 'en')}: not possible to ${said(action, 'en').toLowerCase()}.`,
  }),
  slotTakenNow: { zh: '箱位刚被另一份申请占用，请刷新后重试。', en: 'A slot was just taken by another application — reload and try again.' },
  notFound: { zh: '没有这个装箱单。', en: 'No such packing list.' },
  remarksRequired: { zh: '请填写原因。', en: 'Say why (remarks are required).' },
  bookingOrUniversal: {
    zh: '请选择订舱，或填写通用装箱单的订舱信息（二选一）。',
    en: 'Name a booking, or type the facts of a booking made elsewhere (one of the two).',
  },
  bookingCancelled: { zh: '该订舱已取消，不能申请装箱单。', en: 'The booking is cancelled: no packing list can be applied for.' },
  bookingNotOfCompany: { zh: '该订舱不属于所选客户公司。', en: 'That booking is not the chosen customer company’s.' },
  universalCompany: { zh: '平台代申请通用装箱单时请选择客户公司。', en: 'Staff applying for a universal packing list name the customer company.' },
  notProvider: { zh: '车队必须是服务商公司。', en: 'The trucker must be a provider company.' },
  unknownCarrier: { zh: '未知的船公司。', en: 'Unknown carrier.' },
  unknownPort: { zh: '未知的港口代码。', en: 'Unknown port code.' },
  typeNotBooked: (type: string) => ({ zh: `订舱没有 ${type} 箱型。`, en: `The booking has no ${type}.` }),
  bookingFactsFixed: { zh: '平台订舱的装箱单不能修改订舱信息。', en: "The booking facts of a platform booking's packing list cannot be changed." },
  driverPhone: { zh: '司机手机须为 11 位大陆手机号。', en: "The driver's mobile must be a mainland number (11 digits, 1[3-9]…)." },
  stuffAt: { zh: '装箱时间格式不对。', en: 'The stuffing time is not a date and time.' },
  lineSeqTwice: (seq: number) => ({ zh: `第 ${seq} 行序号重复。`, en: `Line number ${seq} is given twice.` }),
  submitProblems: { zh: '装箱数据未通过检查，不能提交。', en: 'The packing data does not pass the check: not submitted.' },
  splitSums: (seq: number, what: string) => ({
    zh: `拆分后第 ${seq} 行的 ${what} 合计与原装箱单不符。`,
    en: `The children's ${what} of line ${seq} do not add up to the packing list's.`,
  }),
  splitLine: (seq: number) => ({ zh: `原装箱单没有第 ${seq} 行。`, en: `The packing list has no line ${seq}.` }),
  splitSlots: (type: string, free: number, children: number) => ({
    zh: `${type} 只有 ${free} 个空箱位，不能拆成 ${children} 个。`,
    en: `The ${type} has ${free} free slots: it cannot be split into ${children}.`,
  }),
  splitEmptyChild: { zh: '每个拆分后的装箱单至少要有一行货物。', en: 'Each child needs at least one goods line.' },
} as const;
