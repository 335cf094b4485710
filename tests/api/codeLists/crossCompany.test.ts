import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { type CrossCase, crossCompanySuite } from '../support/crossCompany';

/**
 * Code lists are platform-wide reference data (no company owns one): every call is the platform's
 * staff's, so 天祥's admin naming a list or an entry gets 403 on each, and nothing changes.
 */
const OWN_IDS = {
  list: `select id from code_lists where code = 'INCOTERMS'`,
  entry: `select e.id from code_list_entries e join code_lists l on l.id = e.list_id where l.code = 'INCOTERMS' order by e.id limit 1`,
};
type K = keyof typeof OWN_IDS;
const byList = (ids: Record<K, number>) => `Id=${ids.list}`;
const entry = (ids: Record<K, number>) => ({ ListId: ids.list, Code: 'EXW', NameZh: '越权', NameEn: '', Remarks: '', Active: true });
const CROSS: CrossCase<K>[] = [
  { method: 'GET', url: E.codeListGet, id: 'Id', query: byList, expected: 403 },
  { method: 'GET', url: E.codeListHistory, id: 'Id', query: byList, expected: 403 },
  { method: 'GET', url: E.codeListExport, id: 'Id', query: byList, expected: 403 },
  {
    method: 'POST',
    url: E.codeListSave,
    id: 'Id',
    payload: (ids) => ({ Id: ids.list, Version: 1, Code: 'INCOTERMS', NameZh: '越权', NameEn: '', Description: '' }),
    expected: 403,
  },
  { method: 'POST', url: E.codeListDelete, id: 'Id', payload: (ids) => ({ Id: ids.list, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.codeListReorder, id: 'Id', payload: (ids) => ({ Id: ids.list, Version: 1, EntryIds: [ids.entry] }), expected: 403 },
  { method: 'POST', url: E.codeListReorder, id: 'EntryIds', payload: (ids) => ({ Id: ids.list, Version: 1, EntryIds: [ids.entry] }), expected: 403 },
  { method: 'POST', url: E.codeEntrySave, id: 'ListId', payload: entry, expected: 403 },
  { method: 'POST', url: E.codeEntrySave, id: 'Id', payload: (ids) => ({ ...entry(ids), Id: ids.entry, Version: 1 }), expected: 403 },
  { method: 'POST', url: E.codeListImport, id: 'Id', query: byList, payload: () => ({}), expected: 403 },
  { method: 'POST', url: E.codeEntryDelete, id: 'Id', payload: (ids) => ({ Id: ids.entry, Version: 1 }), expected: 403 },
];

crossCompanySuite('codeLists', CROSS, {}, OWN_IDS);
