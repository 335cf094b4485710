import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../contract/admin';
import { apiData } from '../../streams/http';

/** How many rows a server list holds under a filter (one row fetched): a queue's length. */
export function useListTotal(endpoint: string, filter: Record<string, string>, enabled: boolean) {
  const query = new URLSearchParams({ ...filter, PageSize: '1' }).toString();
  return useQuery({
    queryKey: ['startPage', 'total', endpoint, query],
    queryFn: () => apiData<ListPage<unknown>>('GET', `${endpoint}?${query}`).then((p) => p.Total),
    enabled,
  });
}
