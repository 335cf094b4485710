import type { Queryable } from '../db/types';
import type { LiveHub } from './hub';
import { processLog } from '../platform/processLog';

/**
 * Tells the platform's staff that something a work-center queue counts changed (the control tower's
 * `controlTower.queue` frame, operations.md §12.2): the work center refetches that queue's count through its own
 * authorized call. The modules call it beside their own announcements (an SI, a packing list, a
 * manifest changed), naming the queues they declared. Best effort, after the change committed.
 */
export async function publishQueuesChanged(db: Queryable, hub: LiveHub, queues: readonly string[]): Promise<void> {
  if (!queues.length) return;
  try {
    const staff = await db.query<{ id: string }>(`select id::text from companies where kind = 'platform' and status = 'active'`);
    for (const companyId of staff.map((c) => c.id))
      for (const Queue of queues) await hub.publish({ scope: 'company', companyId }, { type: 'controlTower.queue', Queue });
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a queue change could not be published');
  }
}
