import { act, forBuyers, read } from '../accessRow';
import { contractModule, liveFrame } from '../registry';

/**
 * Packing lists (装箱单 = container load plans, issue 34, operations.md §3): the customer applies for
 * one per booked container, the operator opens (numbers) or rejects them, the customer or the assigned
 * trucker fills container, seal and goods, the operator audits the data. The calls' schemas are in
 * calls.ts; the print, the reconciliation (SplitDetail), the line query and the line import are the
 * packing-list reports' module.
 */
export const PACKING_PATHS = {
  packingApply: '/api/PackingList/Apply',
  packingDecideApplication: '/api/PackingList/DecideApplication',
  packingSaveData: '/api/PackingList/SaveData',
  packingSubmitData: '/api/PackingList/SubmitData',
  packingAuditData: '/api/PackingList/AuditData',
  packingSplit: '/api/PackingList/Split',
  packingCancel: '/api/PackingList/Cancel',
  packingAssignTrucker: '/api/PackingList/AssignTrucker',
  /** The list kit's list (paging, sort, filters, `/Export`) with the Stage, Universal, Mine … filters. */
  packingList: '/api/PackingList/List',
  packingGet: '/api/PackingList/Get',
  packingLog: '/api/PackingList/Log',
  /** Get and Log in one answer: the audit desk's detail (one call where the desk made two). */
  packingDetail: '/api/PackingList/Detail',
  /** The provider companies a trucker may be picked from (the apply form, the assign dialog): pickCalls.ts. */
  packingTruckers: '/api/PackingList/Truckers',
  /** Staff applying on a customer's behalf: the customer companies to pick from, and one's platform bookings. */
  packingCustomers: '/api/PackingList/Customers',
  packingCustomerBookings: '/api/PackingList/CustomerBookings',
} as const;

const S = '/cargoManager/';
const W = '/external/workbench/cargoManager/';
/** The pages by what they are (operations.md §3.4). */
export const PACKING_PAGES = {
  audit: `${S}TrachManDataAudit`,
  auditUniversal: `${S}TrachManDataAuditUniversal`,
  opened: `${S}TrachManManager`,
  openedUniversal: `${S}TrachManManagerUniversal`,
  data: `${S}TrachManData`,
  preview: `${S}TrachPreview`,
  mine: `${S}TrachManDataUniversal`,
  apply: `${W}TrachManManagerApplication`,
  manage: `${W}TrachManManager`,
  manageUniversal: `${W}TrachManManagerUniversal`,
  workbenchData: `${W}TrachManData`,
  workbenchMine: `${W}TrachManDataUniversal`,
  workbenchPreview: `${W}PackingPreview`,
  log: `${W}TrachManLog`,
  splitDetail: `${W}SplitDetail`,
} as const;
const P = PACKING_PAGES;

/** The staff's pages (internal tree): the audit queues, the opened lists, the data query, the preview, "mine". */
export const STAFF_PACKING_PAGES = [P.audit, P.auditUniversal, P.opened, P.openedUniversal, P.data, P.preview, P.mine];
/** The customers' and truckers' pages (the workbench's packing-list folder). */
export const WORKBENCH_PACKING_PAGES = [P.apply, P.manage, P.manageUniversal, P.workbenchData, P.workbenchMine, P.workbenchPreview, P.log, P.splitDetail];
/** Where the stuffed data is filled: the managers of both sides. */
const FILL = [P.manage, P.manageUniversal, P.opened, P.openedUniversal];

export const PACKING_ACCESS = {
  /** List, Get, Log: every packing-list page of both sides (what a person sees is scoped by company). */
  packingRead: read([...STAFF_PACKING_PAGES, ...WORKBENCH_PACKING_PAGES]),
  /** Applying: the customer's application page, or staff from the audit queues (for a customer); never a provider (a trucker). */
  packingApply: forBuyers(act([P.apply, P.audit, P.auditUniversal], 'apply')),
  /**
   * Staff applying for a customer company (its platform booking or a universal one), from the audit
   * queues: the server demands this beside packingApply when the applicant is staff; the log says so.
   */
  packingApplyOnBehalf: act([P.audit, P.auditUniversal], 'applyOnBehalf', true),
  /** Opening (or, with the `reject` button too, rejecting) applications: the operator's queues. */
  packingDecide: act([P.audit, P.auditUniversal], 'open', true),
  /** DecideApplication with Open false needs this button too (the server demands it beside packingDecide's). */
  packingReject: act([P.audit, P.auditUniversal], 'reject', true),
  packingSaveData: act(FILL, 'saveData'),
  packingSubmitData: act(FILL, 'submitData'),
  packingAuditData: act([P.audit, P.auditUniversal], 'auditData', true),
  packingSplit: act([P.opened, P.openedUniversal, P.manage, P.manageUniversal], 'split'),
  packingCancel: act([P.apply, P.manage, P.manageUniversal, P.audit, P.auditUniversal, P.opened, P.openedUniversal], 'cancel'),
  packingAssignTrucker: act([P.opened, P.openedUniversal, P.audit, P.auditUniversal], 'assignTrucker', true),
} as const;

export const packingContract = contractModule({
  name: 'packing',
  /** Its control-tower words (exception codes, roles): loaded with the tower's pages. */
  tower: () => import('./tower/words'),
  actorRoles: ['trucker'],
  /** Below an opened packing list: its booking's containers (the CGO_ID), the list's own among them. */
  panelSlots: ['packingList.container'],
  paths: PACKING_PATHS,
  access: PACKING_ACCESS,
  buttons: {
    apply: { zh: '申请', en: 'Apply' },
    applyOnBehalf: { zh: '代客户申请', en: 'Apply for a customer' },
    open: { zh: '开装箱单', en: 'Open' },
    // `reject` and `cancel` are the booking module's codes too: one title each over all modules (registry.ts mergeButtonTitles)
    reject: { zh: '拒绝', en: 'Reject' },
    saveData: { zh: '保存装箱数据', en: 'Save packing data' },
    submitData: { zh: '提交装箱数据', en: 'Submit packing data' },
    auditData: { zh: '审核装箱数据', en: 'Audit packing data' },
    split: { zh: '拆分', en: 'Split' },
    assignTrucker: { zh: '指派车队', en: 'Assign trucker' },
  },
  // only customers apply (and staff for them): a trucker's tree never holds the application page
  buyersOnlyPages: [P.apply],
  live: {
    /**
     * A packing list changed (applied, decided, filled, audited, split, cancelled, its trucker named,
     * gated in, unpacked): the screens showing it refetch through their own calls. Sent to the platform's
     * staff, the list's company and its assigned trucker's company (server/modules/packing/live.ts).
     */
    packing: liveFrame<{ Id: number; PKL_STATUS: number }>(),
  },
});
