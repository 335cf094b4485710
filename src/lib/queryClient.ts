import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** The one query client: components reach it through the provider, the live connection directly. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

/**
 * What the live connection says changed: read it again from the server. A read still in flight
 * began before the change, and `invalidateQueries` alone would wait for it rather than start a new
 * one when the query has no answer yet (TanStack joins a first fetch instead of cancelling it),
 * keeping that stale answer: a page just opened as a message arrived showed 0 unread until the
 * next minute. So reads in flight are cancelled first (their state put back), then read again.
 */
export async function readAgain(queryKey: QueryKey, client = queryClient): Promise<void> {
  await client.cancelQueries({ queryKey }, { revert: true, silent: true });
  await client.invalidateQueries({ queryKey });
}
