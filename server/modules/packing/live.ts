import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { LiveHub } from '../../live/hub';
import { publishQueuesChanged } from '../../live/queues';
import { listsToTell, platformCompanyIds } from './liveRepository';
import { processLog } from '../../platform/processLog';

/**
 * Tells every screen that shows a packing list that it changed (the `packing` frame of the contract):
 * the platform's staff (the operator's desk, its queue counts, the opened lists), the list's own
 * company and the trucker company assigned to it now — nobody else, as the list calls answer
 * nobody else. A trucker company the list was just taken from (`formerTruckers`, by list) is told
 * of that one change too, so its list drops the row. The frame carries only the id and the state:
 * each screen refetches through its own authorized call.
 *
 * Called after the change committed, never inside its transaction (nobody hears of a rolled-back
 * change); best effort, as the change itself stands and a list refetches on reconnect anyway.
 */
export async function publishPackingChanged(
  db: Queryable,
  hub: LiveHub,
  ids: readonly number[],
  formerTruckers: ReadonlyMap<number, string> = new Map(),
): Promise<void> {
  if (!ids.length) return;
  try {
    const lists = await listsToTell(db, ids);
    const staff = await platformCompanyIds(db);
    for (const p of lists) {
      const former = formerTruckers.get(p.id);
      const companies = new Set([...staff, p.company_id, ...(p.trucker ? [p.trucker] : []), ...(former ? [former] : [])]);
      for (const companyId of companies) await hub.publish({ scope: 'company', companyId }, { type: 'packing', Id: p.id, PKL_STATUS: p.status });
    }
    // the operator's queues count applications and submitted data (./tower.ts)
    await publishQueuesChanged(db, hub, ['packing.applications', 'packing.dataAudit']);
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a packing-list change could not be published');
  }
}

/** A service's outcome, announced when it changed something: `changed` names the packing lists it wrote. */
export async function announced<T>(db: Queryable, hub: LiveHub, outcome: Outcome<T>, changed: (value: T) => readonly number[]): Promise<Outcome<T>> {
  if (outcome.ok) await publishPackingChanged(db, hub, changed(outcome.value));
  return outcome;
}
