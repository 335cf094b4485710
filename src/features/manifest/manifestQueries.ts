import { MANIFEST_PATHS } from '../../contract/manifest/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * Every query that shows manifests, named once: under `manifest` the details, receipts, logs and
 * share lists; and the list kit's table (every stage's list). Kept apart from the calls so the live
 * frame's handler (module.ts, on the first page) does not bring the calls' schemas along.
 */
export const MANIFEST_QUERIES = [['manifest'], listKey(MANIFEST_PATHS.manifestList)] as const;

/** A manifest changed (here, or live: a receipt from customs, a share link's holder): what shows manifests fetches again. */
export async function refreshManifestQueries(client = queryClient): Promise<void> {
  await Promise.all(MANIFEST_QUERIES.map((queryKey) => readAgain(queryKey, client)));
}
