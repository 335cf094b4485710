import { PACKING_PATHS } from '../../contract/packing/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * What shows a booking's VGMs, named once: the VGM panel's booking and log (under `vgm`) and the
 * packing lists' tables, whose rows carry each container's VGM in one word. Kept apart from api/vgm.ts
 * so the live frame's handler (module.ts, on the first page) does not bring the calls' schemas along.
 */
export const VGM_QUERIES = [['vgm'], listKey(PACKING_PATHS.packingList)] as const;

/** Receipts moved a booking's VGMs (live, from the carrier's or the terminal's channel): what shows them fetches again. */
export async function refreshVgmQueries(client = queryClient): Promise<void> {
  await Promise.all(VGM_QUERIES.map((queryKey) => readAgain(queryKey, client)));
}
