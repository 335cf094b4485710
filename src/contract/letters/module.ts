import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Carriers' letters and sailing tables (operations.md §13): the forwarder's staff write letters (a GRI,
 * a surcharge, a schedule notice…) and sailing tables (imported from Excel), publish them to all
 * customers, chosen companies or the public, and withdraw them; customers read them on the workbench
 * (a letter opened is read: staff see who read it). The calls' schemas are in calls.ts.
 */
export const LETTERS_PATHS = {
  letterList: '/api/CarrierLetter/List',
  letterGet: '/api/CarrierLetter/Get',
  letterSave: '/api/CarrierLetter/Save',
  letterPublish: '/api/CarrierLetter/Publish',
  letterWithdraw: '/api/CarrierLetter/Withdraw',
  letterHistory: '/api/CarrierLetter/History',
  letterReads: '/api/CarrierLetter/Reads',
  letterVersions: '/api/CarrierLetter/Versions',
  letterUnread: '/api/CarrierLetter/Unread',
  letterUpload: '/api/CarrierLetter/Upload',
  letterDownload: '/api/CarrierLetter/Download',
  letterRemoveFile: '/api/CarrierLetter/RemoveFile',
  letterAudiences: '/api/CarrierLetter/Audiences',
  sailingList: '/api/SailingTable/List',
  sailingGet: '/api/SailingTable/Get',
  sailingSave: '/api/SailingTable/Save',
  sailingImport: '/api/SailingTable/Import',
  sailingPublish: '/api/SailingTable/Publish',
  sailingWithdraw: '/api/SailingTable/Withdraw',
  sailingHistory: '/api/SailingTable/History',
  sailingExport: '/api/SailingTable/ExportTable',
  sailingTemplate: '/api/SailingTable/Template',
} as const;

export const LETTERS_PAGES = {
  letterDesk: '/Portal/ShipLetterMaintain',
  tableDesk: '/Portal/ShipTableMaintain',
  letters: '/external/workbench/ShippingLetter',
  letterOpen: '/external/workbench/ShippingLetterOpen',
  tables: '/external/workbench/ShippingTable',
  tableOpen: '/external/workbench/ShippingTableOpen',
} as const;

const LETTER_READERS = [LETTERS_PAGES.letterDesk, LETTERS_PAGES.letters, LETTERS_PAGES.letterOpen];
const TABLE_READERS = [LETTERS_PAGES.tableDesk, LETTERS_PAGES.tables, LETTERS_PAGES.tableOpen];

export const LETTERS_ACCESS = {
  /** Letters: staff read their company's, customers the published ones meant for them. */
  letterRead: read(LETTER_READERS),
  /** Who read a letter, its versions: the desk only. */
  letterDeskRead: read([LETTERS_PAGES.letterDesk], true),
  letterEdit: act([LETTERS_PAGES.letterDesk], 'edit', true),
  letterPublish: act([LETTERS_PAGES.letterDesk], 'publish', true),
  letterWithdraw: act([LETTERS_PAGES.letterDesk], 'withdraw', true),
  tableRead: read(TABLE_READERS),
  tableDeskRead: read([LETTERS_PAGES.tableDesk], true),
  tableEdit: act([LETTERS_PAGES.tableDesk], 'edit', true),
  tableImport: act([LETTERS_PAGES.tableDesk], 'import', true),
  tablePublish: act([LETTERS_PAGES.tableDesk], 'publish', true),
  tableWithdraw: act([LETTERS_PAGES.tableDesk], 'withdraw', true),
} as const;

export const lettersContract = contractModule({
  name: 'letters',
  paths: LETTERS_PATHS,
  access: LETTERS_ACCESS,
  buttons: {
    edit: { zh: '编辑', en: 'Edit' },
    publish: { zh: '发布', en: 'Publish' },
    withdraw: { zh: '撤回', en: 'Withdraw' },
    import: { zh: '导入', en: 'Import' },
  },
});
