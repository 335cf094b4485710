import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { publishQueuesChanged } from '../../live/queues';
import { processLog } from '../../platform/processLog';
import { liveAudience } from './liveRepository';
import { ENTRY_ORDER_QUEUES } from './queues';

/**
 * Tells the screens that show an order or a supplement that it changed (the contract's `entryOrder`
 * and `entryOrder.supplement` frames): the platform's staff, the order's customer, its destination
 * agent and a supplement's assignee — nobody else, as the calls answer nobody else. Only the id and
 * the state travel: each screen refetches through its own authorized call. A supplement moved (or an
 * order cancelled, its open supplements with it: `supplementsMoved`) also tells the staff the work
 * center's supplement queues changed. After the commit, best effort.
 */
export async function publishEntryChanged(
  db: Db,
  hub: LiveHub,
  c: { orders?: readonly number[]; supplements?: readonly number[]; supplementsMoved?: boolean },
): Promise<void> {
  try {
    for (const a of await liveAudience(db, c.orders ?? [], c.supplements ?? []))
      for (const companyId of a.companies)
        await hub.publish({ scope: 'company', companyId }, {
          type: a.kind === 'order' ? 'entryOrder' : 'entryOrder.supplement',
          Id: a.id,
          Status: a.status,
        } as never);
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: an entry order change could not be published');
  }
  if (c.supplements?.length || c.supplementsMoved) await publishQueuesChanged(db, hub, ENTRY_ORDER_QUEUES);
}
