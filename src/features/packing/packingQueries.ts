import { PACKING_PATHS } from '../../contract/packing/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * Every query that shows packing lists, named once: under `packing` the details, logs, the desk's
 * queues (and so its tabs' counts) and the latest pack request; and the list kit's tables (the opened
 * lists, the customer's and the trucker's lists). Kept apart from api/packing.ts so the live frame's
 * handler (module.ts, on the first page) does not bring the calls' schemas along.
 */
export const PACKING_QUERIES = [['packing'], listKey(PACKING_PATHS.packingList)] as const;

/** A packing list changed (here, or live from elsewhere): what shows packing lists fetches again; what is not on screen refetches when it is. */
export async function refreshPackingQueries(client = queryClient): Promise<void> {
  await Promise.all(PACKING_QUERIES.map((queryKey) => readAgain(queryKey, client)));
}
