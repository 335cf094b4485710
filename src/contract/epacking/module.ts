import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Electronic packing (电子装箱, spec §2.6; ../shared/domain/operations.md §4): a packing list's
 * stuffed data sent to the loading terminal through the `TERMINAL_CLP` channel, and "unpacking"
 * (拆箱), the terminal told a packed container is unstuffed. The calls' schemas are in calls.ts.
 */
export const EPACKING_PATHS = {
  epackingApply: '/api/ElectronicPacking/Apply',
  epackingDecide: '/api/ElectronicPacking/Decide',
  epackingRetry: '/api/ElectronicPacking/Retry',
  epackingWithdraw: '/api/ElectronicPacking/Withdraw',
  epackingList: '/api/ElectronicPacking/List',
  /** One request with its packing list, the packing list's check, its VGM and its history (the audit queue's detail). */
  epackingGet: '/api/ElectronicPacking/Get',
  epackingOperatingRecords: '/api/ElectronicPacking/OperatingRecords',
  /** Containers the events say were shut out (`ecp.shutout`): gated in laden at the POL, the vessel departed, no LOAD. */
  epackingShutOut: '/api/ElectronicPacking/ShutOut',
} as const;

const I = '/internal/ElectronicPacking';
/** The electronic packing pages (operations.md §4.4) and the workbench page the customer or trucker applies from. */
export const EPACKING_PAGES = {
  applyAudit: `${I}/ApplyAudit`,
  unpacking: `${I}/Unpacking`,
  operatingRecord: `${I}/OperatingRecord`,
  workbenchManager: '/external/workbench/cargoManager/TrachManManager',
} as const;
const P = EPACKING_PAGES;
const STAFF_PAGES = [P.applyAudit, P.unpacking, P.operatingRecord];

export const EPACKING_ACCESS = {
  /** Requests: a company its own (and a trucker those on the packing lists assigned to it), the platform all. */
  epackingRead: read([...STAFF_PAGES, P.workbenchManager]),
  /** Applying for a pack or an unpack (button ePack): the customer or trucker on the workbench, the operator on the audit and unpacking pages. */
  epackingApply: act([P.workbenchManager, P.applyAudit, P.unpacking], 'ePack'),
  /** The applicant withdraws a request still waiting for the operator. */
  epackingWithdraw: act([P.workbenchManager, P.applyAudit, P.unpacking], 'ePack'),
  /** The operator's decision (button approve): approving hands the request to the terminal channel. */
  epackingDecide: act([P.applyAudit, P.unpacking], 'approve', true),
  /** Sending a failed transmission again (button retry). */
  epackingRetry: act([P.operatingRecord], 'retry', true),
  /** Every transmission with its receipts and attempts (the operating record). */
  epackingRecords: read([P.operatingRecord], true),
  /** The shut-out suspects (the unpacking page). */
  epackingShutOut: read([P.unpacking], true),
} as const;

export const epackingContract = contractModule({
  name: 'epacking',
  paths: EPACKING_PATHS,
  access: EPACKING_ACCESS,
  buttons: {
    ePack: { zh: '申请电子装箱', en: 'Apply for electronic packing' },
    approve: { zh: '批准', en: 'Approve' },
    retry: { zh: '重发', en: 'Send again' },
  },
});
