import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readAgain } from '../../../src/lib/queryClient';

/**
 * A live frame arriving while a page's first read is still in flight (a fresh page on a busy
 * server): the read began before the change, so its answer is stale. `readAgain` must end on the
 * server's new value; plain invalidation joins the stale read (the e2e flake of the unread badge).
 */
describe('readAgain', () => {
  async function race(refresh: (client: QueryClient) => Promise<void>) {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    let server = 0;
    const reads: number[] = [];
    const observer = new QueryObserver(client, {
      queryKey: ['messages', 'unread'],
      // the answer is what the server had when the read began, delivered later
      queryFn: async () => {
        const seen = server;
        reads.push(seen);
        await new Promise((r) => setTimeout(r, 30));
        return seen;
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await new Promise((r) => setTimeout(r, 5)); // the first read is in flight, no answer yet
    server = 1; // the message is committed and its frame arrives
    await refresh(client);
    await new Promise((r) => setTimeout(r, 60));
    const shown = client.getQueryData<number>(['messages', 'unread']);
    unsubscribe();
    client.clear();
    return { shown, reads };
  }

  it('reads again after a change that came while the first read was in flight', async () => {
    const { shown, reads } = await race((client) => readAgain(['messages'], client));
    expect(reads).toEqual([0, 1]);
    expect(shown).toBe(1);
  });

  it('(why it exists) plain invalidation keeps the stale first answer', async () => {
    const { shown } = await race((client) => client.invalidateQueries({ queryKey: ['messages'] }));
    expect(shown).toBe(0);
  });
});
