import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListCall } from '../contract/call';
import { callApi } from '../streams/callApi';
import { listKey } from './listKey';

/** A list's query as sent: the fields that have a value (as `queryString` sends them). */
const asked = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number | boolean>;

/**
 * One page of a server list (the list kit's, src/lib/DataTable.tsx) under its list's key, so
 * invalidating `listKey(path)` reads every page and filter of it again. The page shown stays while
 * the next is read.
 */
export const listPageQueryOptions = <T>(list: ListCall<T>, params: Record<string, string | number | boolean | undefined>, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...listKey(list.path), params, page, pageSize],
    // an empty filter is no filter: only the fields with a value are asked
    queryFn: () => callApi(list, asked({ ...params, Page: page, PageSize: pageSize })),
    placeholderData: keepPreviousData,
  });
