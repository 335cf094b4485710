import type { HblRow } from '../../../contract/houseBill/calls';
import { releaseTypeWords } from '../../../contract/houseBill/words';
import type { DataColumn } from '../../../lib/DataTable';
import { billWords, hblStatusWords } from '../words';

/** The house bills made, as their list shows them. */
export const HBL_COLUMNS: DataColumn<HblRow>[] = [
  { key: 'HBL_NO', title: billWords.hblNo, width: 150, filter: 'text', sortable: true },
  {
    key: 'HBL_STATUS',
    title: billWords.status,
    width: 120,
    text: (r, l) => hblStatusWords[r.HBL_STATUS]?.[l] ?? '',
    filter: Object.entries(hblStatusWords).map(([value, label]) => ({ value, label })),
  },
  { key: 'HBL_CGO_ID', title: billWords.cgoId, width: 170, filter: 'text', sortable: true },
  { key: 'Customer', title: billWords.customer, width: 160, filter: 'text' },
  { key: 'Consignee', title: billWords.consignee, width: 220, filter: 'text', text: (r) => r.Consignee.split('\n')[0] ?? '' },
  { key: 'HBL_RELEASE_TYPE', title: billWords.release, width: 120, text: (r, l) => releaseTypeWords[r.HBL_RELEASE_TYPE]?.[l] ?? r.HBL_RELEASE_TYPE },
  { key: 'HBL_ISSUE_DATE', title: billWords.issueDate, width: 110 },
];
