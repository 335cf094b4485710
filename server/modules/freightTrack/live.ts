import type { Db, Queryable } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { companiesOf, platformCompanies } from './repository';
import { processLog } from '../../platform/processLog';

/**
 * Tells every open tracking list or detail that these subscriptions changed (the contract's
 * `freightTrack` frame): the platform's staff and each subscription's company, one frame per
 * company naming its own ids. Each page refetches through its own authorized call. Called after
 * the change committed; best effort (a page refetches on reconnect anyway).
 */
export async function publishTrackChanged(db: Queryable | Db, hub: LiveHub, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  try {
    const subs = await companiesOf(db, [...new Set(ids)]);
    const staff = await platformCompanies(db);
    const byCompany = new Map<string, number[]>();
    for (const s of subs) for (const c of new Set([...staff, s.companyId])) byCompany.set(c, [...(byCompany.get(c) ?? []), s.id]);
    for (const [companyId, Ids] of byCompany) await hub.publish({ scope: 'company', companyId }, { type: 'freightTrack', Ids });
  } catch (err) {
    processLog.warn({ error: (err as Error).message }, 'live: a tracking change could not be published');
  }
}
