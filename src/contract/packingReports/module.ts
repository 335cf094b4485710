import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * The packing-list documents that read across the chain (issue 34, operations.md §3.3/§3.4): the
 * print (a PDF with the PKL_NO barcode) and its preview, the per-container reconciliation of a
 * booking (SplitDetail), the query of every packing-list line with its Excel export, and the event
 * log of one packing list or of a booking's. It only reads: the packing module writes the lists.
 */
export const PACKING_REPORT_PATHS = {
  /** The PDF of one packing list (file name from content-disposition). */
  packingPrint: '/api/PackingList/Print',
  /** What the PDF shows, as data: the preview page draws the same sheet. */
  packingPrintSheet: '/api/PackingList/PrintSheet',
  packingSplitDetail: '/api/PackingList/SplitDetail',
  /** Every packing-list line (the list kit: paging, sort, filters, `/Export`). */
  packingDataList: '/api/PackingList/DataList',
  /** The history of one packing list (`Id`) or of all of a booking's (`CGO_ID`). */
  packingEvents: '/api/PackingList/Events',
} as const;

const S = '/cargoManager/';
const W = '/external/workbench/cargoManager/';
/** The pages this module shows (operations.md §3.4), by what they are. */
export const PACKING_REPORT_PAGES = {
  preview: `${S}TrachPreview`,
  data: `${S}TrachManData`,
  mine: `${S}TrachManDataUniversal`,
  workbenchPreview: `${W}PackingPreview`,
  workbenchData: `${W}TrachManData`,
  workbenchMine: `${W}TrachManDataUniversal`,
  log: `${W}TrachManLog`,
  splitDetail: `${W}SplitDetail`,
} as const;
const P = PACKING_REPORT_PAGES;

/** The packing-list managers and queues of both sides: the pages a print, a log or a reconciliation is opened from. */
const MANAGERS = [
  `${S}TrachManDataAudit`,
  `${S}TrachManDataAuditUniversal`,
  `${S}TrachManManager`,
  `${S}TrachManManagerUniversal`,
  `${W}TrachManManager`,
  `${W}TrachManManagerUniversal`,
];
const PREVIEWS = [P.preview, P.workbenchPreview];
const DATA = [P.data, P.mine, P.workbenchData, P.workbenchMine];

export const PACKING_REPORT_ACCESS = {
  /** The preview's sheet: whoever may open a packing list's preview or its managers. */
  packingPrintSheet: read([...PREVIEWS, ...MANAGERS]),
  /** The PDF (operations.md §0.1 button `print`). */
  packingPrint: act([...PREVIEWS, ...MANAGERS], 'print'),
  /** The line query (customers their company's, truckers those assigned to their company, staff all). */
  packingDataList: read(DATA),
  /** Its Excel export (button `export`). */
  packingDataExport: act(DATA, 'export'),
  /** The reconciliation: the workbench page, and staff from their managers and the data query. */
  packingSplitDetail: read([P.splitDetail, ...MANAGERS, P.data, P.mine]),
  packingEvents: read([P.log, ...MANAGERS, P.data, P.mine, P.splitDetail]),
} as const;

export const packingReportsContract = contractModule({
  name: 'packingReports',
  paths: PACKING_REPORT_PATHS,
  access: PACKING_REPORT_ACCESS,
  buttons: {
    print: { zh: '打印', en: 'Print' },
    export: { zh: '导出', en: 'Export' },
  },
});
