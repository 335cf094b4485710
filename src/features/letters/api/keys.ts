import { ENDPOINTS } from '../../../contract/endpoints';
import { listKey } from '../../../lib/listKey';

/** The letters module's query keys, named once: screens read by these, a write refreshes what it changed. */
export const lettersKeys = {
  all: ['letters'] as const,
  letters: () => listKey(ENDPOINTS.letterList),
  letter: (id: number) => [...lettersKeys.all, 'letter', id] as const,
  letterHistory: (id: number) => [...lettersKeys.all, 'letterHistory', id] as const,
  letterVersions: (id: number) => [...lettersKeys.all, 'letterVersions', id] as const,
  letterReads: (id: number) => [...lettersKeys.all, 'letterReads', id] as const,
  unread: () => [...lettersKeys.all, 'unread'] as const,
  audiences: () => [...lettersKeys.all, 'audiences'] as const,
  tables: () => listKey(ENDPOINTS.sailingList),
  table: (id: number, filters: object = {}) => [...lettersKeys.all, 'table', id, filters] as const,
  tableAny: (id: number) => [...lettersKeys.all, 'table', id] as const,
  tableHistory: (id: number) => [...lettersKeys.all, 'tableHistory', id] as const,
  siteCompanies: (search: string) => [...lettersKeys.all, 'siteCompanies', search] as const,
};
