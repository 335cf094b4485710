import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Queryable } from '../../db/types';
import type { Actor } from '../../platform/access/grants';
import { edmEngagementSince } from '../edm/public';
import { type SpaceViewDay, spaceViewsSince } from '../readySpace/public';
import type { RawSignal } from './rawSignal';

const iso = (t: string | Date) => new Date(t).toISOString();

/** R9.4: a customer's contacts opened or clicked our campaigns on an office day (edm/public `edmEngagementSince`): one signal a company and day. */
export async function edmSignals(q: Queryable, actor: Actor, from: Date): Promise<RawSignal[]> {
  return (await edmEngagementSince(q, { ownerCompanyId: actor.companyId, since: from, zone: OFFICE_ZONE })).map((e) => ({
    Kind: 'EDM',
    Day: e.day,
    At: iso(e.lastAt),
    CompanyId: e.companyId,
    PolCode: '',
    PodCode: '',
    Count: e.opens + e.clicks,
    Subject: e.subject,
    SuggestedAction: 'PLAN',
  }));
}

/**
 * A customer viewed ready-space offers on an office day (readySpace/public `spaceViewsSince`): one
 * signal a company and day — the offer viewed most (its number and lane), and the views of all offers that day.
 */
export async function readySpaceSignals(q: Queryable, fromDay: string, now: Date): Promise<RawSignal[]> {
  const today = dayIn(OFFICE_ZONE, now);
  const byDay = new Map<string, SpaceViewDay[]>();
  for (const v of await spaceViewsSince(q, fromDay))
    if (v.day <= today) byDay.set(`${v.companyId} ${v.day}`, [...(byDay.get(`${v.companyId} ${v.day}`) ?? []), v]);
  return [...byDay.values()].map((views) => {
    const most = views.reduce((a, b) => (b.views > a.views ? b : a));
    return {
      Kind: 'READY_SPACE_VIEW',
      Day: most.day,
      At: views
        .map((v) => iso(v.lastAt))
        .sort()
        .at(-1)!,
      CompanyId: most.companyId,
      PolCode: most.polCode,
      PodCode: most.podCode,
      Count: views.reduce((n, v) => n + v.views, 0),
      Subject: most.spaceNo,
      SuggestedAction: 'QUOTE',
    };
  });
}
