import { READY_SPACE_PATHS as P } from '../../../contract/readySpace/module';
import { listKey } from '../../../lib/listKey';

/**
 * The ready-space query keys, named once: a mutation invalidates what it changed by these, and the
 * live frame (module.ts) refreshes them. The two lists are the tables' keys (DataTable's `listKey`),
 * so a key under them (the buyer's holds on one listing, the orders that take files) is refreshed
 * with the list. Kept apart from the calls: module.ts is on the first page, the schemas are not.
 */
export const readySpaceKeys = {
  all: ['readySpace'] as const,
  space: (id: number) => [...readySpaceKeys.all, 'space', id] as const,
  sailings: (query: string) => [...readySpaceKeys.all, 'sailings', query] as const,
  public: (query: string) => [...readySpaceKeys.all, 'public', query] as const,
  orderFiles: (orderId: number) => [...readySpaceKeys.all, 'files', orderId] as const,
  spaces: () => listKey(P.readySpaceList),
  uploads: () => listKey(P.readySpaceUploads),
  orders: () => listKey(P.readySpaceOrderList),
  ordersOn: (spaceId: number) => [...readySpaceKeys.orders(), 'space', spaceId] as const,
  ordersForFiles: () => [...readySpaceKeys.orders(), 'forFiles'] as const,
};

/** A listing's key, as the live stock frame writes into it (module.ts). */
export const readySpaceKey = readySpaceKeys.space;
