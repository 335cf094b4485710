import { useQuery } from '@tanstack/react-query';
import { listTotalQueryOptions } from './api/startPage';

/** How many rows a server list holds under a filter (one row fetched): a queue's length. */
export function useListTotal(endpoint: string, filter: Record<string, string>, enabled: boolean) {
  return useQuery(listTotalQueryOptions(endpoint, filter, enabled));
}
