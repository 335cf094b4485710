import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishQueuesChanged } from '../../live/queues';
import { liveAudience } from './repository';
import { processLog } from '../../platform/processLog';

/**
 * Tells every screen showing a manifest that it changed (the contract's `manifest` frame): the
 * platform's staff and the manifest's own company. The frame carries the id, the state and the
 * customs stage; each screen refetches through its own authorized call. Called after the change
 * committed; best effort (a page refetches on reconnect anyway).
 */
export async function publishManifestChanged(db: Queryable | Db, hub: LiveHub, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  try {
    const { manifests, staff } = await liveAudience(db, [...new Set(ids)]);
    for (const m of manifests) {
      for (const companyId of new Set([...staff, m.company_id]))
        await hub.publish({ scope: 'company', companyId }, { type: 'manifest', Id: m.id, MFT_STATUS: m.status, MFT_STAGE: m.stage });
    }
    // the verifier's queues count submitted and failed manifests (./tower.ts)
    await publishQueuesChanged(db, hub, ['manifest.verify', 'manifest.failed']);
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a manifest change could not be published');
  }
}
