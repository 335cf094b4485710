import { MANIFEST_PATHS } from '../../contract/manifest/module';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/**
 * Every query that shows manifests, named once: under `manifest` the records, logs, queues, due lines
 * and share links; and the list kit's tables. Apart from api/manifest.ts so the live frame's handler
 * (module.ts, on the first page) does not bring the calls' schemas along.
 */
export const MANIFEST_QUERIES = [['manifest'], listKey(MANIFEST_PATHS.manifestList), listKey(MANIFEST_PATHS.manifestUploadList)] as const;

/** A manifest changed (here, or live from elsewhere: a receipt, a verifier's decision): what shows manifests fetches again. */
export async function refreshManifestQueries(client = queryClient): Promise<void> {
  await Promise.all(MANIFEST_QUERIES.map((queryKey) => readAgain(queryKey, client)));
}
