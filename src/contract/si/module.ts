import { act, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Shipping instructions (issue 6, spec §7): the paths and access rows. The calls themselves (their
 * schemas) are in calls.ts, which only the server and the SI screens import: TypeBox stays out of
 * the first page, which reads these paths (the palette, the shell's badges).
 */
export const SI_PATHS = {
  siSourceData: '/api/TDBillLadingSI/GetDataInfo',
  siBookingList: '/api/TDBillLadingSI/BookingList',
  siCheck: '/api/TDBillLadingInfo/CheckTDBillLadingInfo',
  siAdd: '/api/TDBillLadingInfo/AddTDBillLadingInfoList',
  siAddOnBehalf: '/api/TDBillLadingInfo/PTAddTDBillLadingInfoList',
  siModify: '/api/TDBillLadingInfo/ModifyTDBillLadingInfo',
  siList: '/api/TDBillLadingInfo/GetTDBillLadingInfoList',
  siGet: '/api/TDBillLadingInfo/GetTDBillLadingInfo',
  siLog: '/api/TDBillLadingInfo/GetTDBillLadingLog',
  siChangeStatus: '/api/TDBillLadingInfo/ChangeTDBillLadingStatus',
  siDelete: '/api/TDBillLadingInfo/DeleteTDBillLadingInfo',
  siReviewQueue: '/api/TDBillLadingInfo/ReviewQueue',
  siSubmitLog: '/api/TDBillLadingInfo/SubmitLog',
  siReviewFacts: '/api/TDBillLadingInfo/GetReviewFacts',
  siCockpit: '/api/TDBillLadingInfo/Cockpit',
  siCreationLog: '/api/TDBillLadingInfo/CreationLog',
  siBehalfEmployees: '/api/TDBillLadingSI/CompanyEmployees',
  siTemplateSave: '/api/TDBillLadingTemplate/AddOrModifyTDTemplate',
  siTemplateGet: '/api/TDBillLadingTemplate/GetTDTemplateInfo',
  siTemplateList: '/api/TDBillLadingTemplate/List',
  siTemplateDelete: '/api/TDBillLadingTemplate/Delete',
  /** The booking's live packing lists as SI boxes (从装箱单导入, operations.md §3.5 `pkl.si`). */
  siPackingBoxes: '/api/TDBillLadingSI/PackingListBoxes',
} as const;

export const SI_ACCESS = {
  /** making SIs: the customer's submit pages, or staff making them */
  siSubmit: read(['/external/workbench/siSubmit', '/tdManage/siMake', '/tdManage/siCreator']),
  siRead: read([
    '/external/workbench/SISubimtList',
    '/external/workbench/siSubmit',
    '/external/workbench/SILogs',
    '/external/workbench/siSubmitLog',
    '/tdManage/siCheck',
    '/tdManage/internalSiList',
    '/tdManage/siDataList',
    '/tdManage/siMake',
    '/tdManage/workbench',
    '/tdManage/siSubmitLog',
    '/tdManage/siCreator',
    '/tdManage/siMakeTd',
  ]),
  siOnBehalf: act(['/tdManage/siCreator', '/tdManage/siMake'], 'onBehalf', true),
  siReview: act(['/tdManage/siCheck'], 'review', true),
  siTemplates: read(['/external/workbench/siTemplate', '/external/workbench/siSubmit', '/tdManage/siMake']),
} as const;

export const siContract = contractModule({
  name: 'si',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  /** Below an approved SI's facts (the customer's workbench and staff): its B/L draft (the SI's id in `siId`). */
  panelSlots: ['si.detail'],
  paths: SI_PATHS,
  access: SI_ACCESS,
  buttons: {
    onBehalf: { zh: '代客户提交', en: 'Submit for a customer' },
    review: { zh: '审核', en: 'Review' },
  },
  live: {
    /** An SI was created, changed, decided or deleted: lists and details that show it refresh (sent to its company and to the platform's staff). */
    si: liveFrame<{ Id: number }>(),
  },
});
