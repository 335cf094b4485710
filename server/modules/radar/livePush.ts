import { RADAR_ACCESS } from '../../../src/contract/radar/module';
import { officeDayStart, REPEAT_SEARCHES, signalRef } from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { loadActor } from '../../platform/access/grants';
import { refusal } from '../../platform/auth/authHook';
import { type CustomerSearch, laneSearchesPerDay, onCustomerSearch } from '../rates/public';
import { staffOf } from './repository';
import { radarScope } from './scope';

/**
 * The user radar's live push (issue 51): when a customer's search makes (or adds to) today's
 * repeated-search signal, a `radar.signal` frame goes to each person of the rates' owner whose radar
 * shows that customer (R9.1: the customer's owner, the managers) — never to another salesperson. The
 * frame names only the signal; the page reads the feed again through its own authorized call.
 */
export function pushRadarSignals(db: Db, hub: LiveHub): () => void {
  return onCustomerSearch(db, (search) => pushSearchSignal(db, hub, search));
}

export async function pushSearchSignal(db: Db, hub: LiveHub, s: CustomerSearch, now = new Date()): Promise<void> {
  const today = dayIn(OFFICE_ZONE, now);
  const lanes = await laneSearchesPerDay(db, { from: officeDayStart(today), to: new Date(now.getTime() + 1), zone: OFFICE_ZONE, atLeast: REPEAT_SEARCHES });
  if (!lanes.some((l) => String(l.companyId) === String(s.companyId) && l.polCode === s.polCode && l.podCode === s.podCode)) return;
  const Ref = signalRef('SEARCH_REPEAT', s.companyId, today);
  for (const employeeId of await radarAudience(db, s.ownerCompanyId, s.companyId))
    await hub.publish({ scope: 'employee', employeeId }, { type: 'radar.signal', Kind: 'SEARCH_REPEAT', Ref });
}

/** The owner company's staff whose user radar shows this customer: they open the page (R9.1) and their scope holds it. */
export async function radarAudience(db: Db, ownerCompanyId: string, customerCompanyId: string): Promise<string[]> {
  const out: string[] = [];
  for (const person of await staffOf(db, ownerCompanyId)) {
    const actor = await loadActor(db, person.id);
    if (!actor || (await refusal(db, actor, RADAR_ACCESS.radarUsers))) continue;
    if ((await radarScope(db, actor)).sees(customerCompanyId)) out.push(person.id);
  }
  return out;
}
