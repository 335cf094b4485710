import { MANIFEST_SETUP_PAGES as G } from '../../contract/manifestSetup/module';

/**
 * Each template list and the edit page it opens, for the three ways in (staff, the customer's
 * workbench, the "new version" workbench): the same two screens on every path.
 */
export const SFT_EDIT_OF: Readonly<Record<string, string>> = {
  [G.sftList.toLowerCase()]: G.sftEdit,
  [G.customerSftList.toLowerCase()]: G.customerSftEdit,
  [G.workbenchSftList.toLowerCase()]: G.workbenchSftEdit,
};
export const SFT_LIST_OF: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(SFT_EDIT_OF).map(([list, edit]) => [edit.toLowerCase(), list]));
/** Whether a template page is the platform staff's (a company column and picker). */
export const isStaffSftPage = (path: string) => path.toLowerCase().startsWith('/mainifest/');
