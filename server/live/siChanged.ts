import type { Queryable } from '../db/types';
import type { LiveHub } from './hub';
import { publishQueuesChanged } from './queues';
import { processLog } from '../platform/processLog';

/**
 * The answer-cache topic of SIs and the bookings they hang on: every write of either announces it
 * (here for SIs; a module writing bookings must too), and every answer kept under it depends on
 * nothing else but names (employees, companies: any change of those drops every answer).
 */
export const SI_TOPIC = 'si';

/**
 * Tells every list that shows an SI that it changed (created, modified, decided, deleted): the
 * SI's own company (its people's SI lists) and the platform's staff (the review queue and the
 * staff lists). The frame carries only the id: a list refetches through its own authorized call.
 * Call after the change is committed; best effort, as the change itself stands.
 */
export async function publishSiChanged(db: Queryable, hub: LiveHub, si: { ids: readonly (number | string)[]; companyId: number | string }): Promise<void> {
  // first the kept list answers go (server/cache/answerCache.ts), so the refetch the frames cause reads the change
  await hub.forget({ topics: [SI_TOPIC] });
  try {
    const platform = await db.query<{ id: string }>(`select id from companies where kind = 'platform' and status = 'active'`);
    const companies = [...new Set([String(si.companyId), ...platform.map((c) => String(c.id))])];
    for (const id of si.ids) for (const companyId of companies) await hub.publish({ scope: 'company', companyId }, { type: 'si', Id: Number(id) });
    // the review queue counts submitted SIs (server/modules/si/tower.ts)
    await publishQueuesChanged(db, hub, ['si.review']);
  } catch (err) {
    // lists refresh on their next fetch anyway; a lost notification must not fail the change
    processLog.warn({ error: (err as Error).message }, 'live: an SI change could not be published');
  }
}
