import { act, read } from '../accessRow';
import { contractModule } from '../registry';

/**
 * Code lists (基础代码, issue 51): named lists of codes with their Chinese and English labels —
 * the SYSTEM lists the product's code reads (cut-off codes, Incoterms …, codes fixed) and CUSTOM
 * lists people keep. Platform-wide reference data: the platform's staff holding the page read and
 * change them, every other caller is refused (403). The calls' schemas are in calls.ts.
 */
export const CODE_LIST_PATHS = {
  codeListList: '/api/CodeList/List',
  codeListGet: '/api/CodeList/Get',
  codeListSave: '/api/CodeList/Save',
  codeListDelete: '/api/CodeList/Delete',
  codeListReorder: '/api/CodeList/Reorder',
  codeListHistory: '/api/CodeList/History',
  codeListExport: '/api/CodeList/Export',
  /** An .xlsx body with `?Id=<list>` (and DryRun / Confirm): the entries of one list. */
  codeListImport: '/api/CodeList/Import',
  codeEntrySave: '/api/CodeList/SaveEntry',
  codeEntryDelete: '/api/CodeList/DeleteEntry',
} as const;

export const CODE_LIST_PAGE = '/system/basicCode';

export const CODE_LIST_ACCESS = {
  codeListRead: read([CODE_LIST_PAGE], true),
  codeListEdit: act([CODE_LIST_PAGE], 'edit', true),
} as const;

export const codeListsContract = contractModule({
  name: 'codeLists',
  paths: CODE_LIST_PATHS,
  access: CODE_LIST_ACCESS,
});
