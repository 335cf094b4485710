import type { Signal, SignalState, UsersAnswer, UsersQuery } from '../../../src/contract/radar/calls';
import {
  DORMANT_BEFORE_DAYS,
  DORMANT_QUIET_DAYS,
  DRAFT_LEFT_HOURS,
  isDormant,
  officeDayStart,
  oncePerDay,
  plusDays,
  REPEAT_SEARCHES,
  type SignalKind,
  signalRef,
} from '../../../src/domain/radar/signals';
import { dayIn, OFFICE_ZONE } from '../../../src/domain/refdata/localTimes';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { draftsLeft, releasedBookings } from '../booking/public';
import { cardViewsPerDay, laneSearchesPerDay } from '../rates/public';
import { edmSignals, readySpaceSignals } from './engagementSignals';
import type { RawSignal } from './rawSignal';
import { actsSince, companyNames, employeeNames } from './repository';
import { type RadarScope, radarScope } from './scope';

const HOUR_MS = 3_600_000;
const iso = (t: string | Date) => new Date(t).toISOString();

/** Every signal of the office days from `fromDay` to now (R9.4), newest first, once per customer, kind and day. */
export async function rawSignals(db: Db, actor: Actor, fromDay: string, now: Date): Promise<RawSignal[]> {
  const from = officeDayStart(fromDay);
  const today = dayIn(OFFICE_ZONE, now);
  const out: RawSignal[] = [];
  for (const s of await laneSearchesPerDay(db, { from, to: now, zone: OFFICE_ZONE, atLeast: REPEAT_SEARCHES }))
    out.push({
      Kind: 'SEARCH_REPEAT',
      Day: s.day,
      At: iso(s.lastAt),
      CompanyId: s.companyId,
      PolCode: s.polCode,
      PodCode: s.podCode,
      Count: s.searches,
      Subject: '',
      SuggestedAction: 'QUOTE',
    });
  for (const v of await cardViewsPerDay(db, { ownerCompanyId: actor.companyId, from, to: now, zone: OFFICE_ZONE }))
    out.push({
      Kind: 'CARD_VIEW',
      Day: v.day,
      At: iso(v.lastAt),
      CompanyId: v.companyId,
      PolCode: v.polCode,
      PodCode: v.podCode,
      Count: v.views,
      Subject: v.title,
      SuggestedAction: 'PLAN',
    });
  const left = DRAFT_LEFT_HOURS * HOUR_MS;
  for (const d of await draftsLeft(db, { since: new Date(from.getTime() - left), before: new Date(now.getTime() - left) })) {
    const at = new Date(new Date(d.createdAt).getTime() + left);
    out.push({
      Kind: 'DRAFT_LEFT',
      Day: dayIn(OFFICE_ZONE, at),
      At: iso(at),
      CompanyId: d.companyId,
      PolCode: d.polCode,
      PodCode: d.podCode,
      Count: 1,
      Subject: d.bookingNo,
      SuggestedAction: 'PLAN',
    });
  }
  out.push(...(await dormantSignals(db, today, now)));
  out.push(...(await edmSignals(db, actor, from)), ...(await readySpaceSignals(db, fromDay, now)));
  out.sort((a, b) => b.At.localeCompare(a.At));
  return oncePerDay(out);
}

/** Dormant customers on today (§9.1): a booking in the 180 days before the last 60, none in those. */
async function dormantSignals(db: Db, today: string, now: Date): Promise<RawSignal[]> {
  const booked = await releasedBookings(db, { from: plusDays(today, -(DORMANT_QUIET_DAYS + DORMANT_BEFORE_DAYS)), to: today });
  const byCompany = new Map<string, string[]>();
  for (const b of booked) byCompany.set(b.companyId, [...(byCompany.get(b.companyId) ?? []), b.etd]);
  return [...byCompany]
    .filter(([, etds]) => isDormant(etds, today))
    .map(([companyId, etds]) => ({
      Kind: 'DORMANT' as const,
      Day: today,
      At: iso(now),
      CompanyId: companyId,
      PolCode: '',
      PodCode: '',
      Count: etds.length,
      Subject: [...etds].sort().at(-1)!,
      SuggestedAction: 'PLAN' as const,
    }));
}

const STATE_OF = { PLAN: 'PLANNED', QUOTE: 'QUOTED', DISMISS: 'DISMISSED' } as const;

/** GET /api/Radar/Users: the signals this person may see (R9.1), with the owner's name and what was done with each; dismissed ones left out. */
export async function userSignals(db: Db, actor: Actor, input: UsersQuery, now = new Date()): Promise<Outcome<UsersAnswer>> {
  const today = dayIn(OFFICE_ZONE, now);
  const fromDay = input.From ?? plusDays(today, -6);
  if (fromDay > today) return no('FROM_AFTER_TODAY', 'The first day shown cannot be after today.', '起始日期不能晚于今天。');
  if (fromDay < plusDays(today, -90)) return no('FROM_TOO_EARLY', 'The radar shows at most the last 90 days.', '雷达最多显示最近 90 天。');
  const scope = await radarScope(db, actor);
  const raw = (await rawSignals(db, actor, fromDay, now)).filter((s) => seen(scope, s, input));
  const acts = new Map<string, { state: SignalState; madeId: number | null }>();
  for (const a of await actsSince(db, actor.companyId, fromDay)) {
    const key = signalRef(a.kind, a.companyId, a.day);
    if (acts.get(key)?.state !== 'DISMISSED') acts.set(key, { state: STATE_OF[a.action], madeId: a.madeId });
  }
  const companies = await companyNames(db, [...new Set(raw.map((s) => s.CompanyId))]);
  const owners = await employeeNames(db, [...new Set(raw.map((s) => scope.owners.get(s.CompanyId)).filter((x): x is string => !!x))]);
  const signals: Signal[] = [];
  for (const s of raw) {
    const Ref = signalRef(s.Kind, s.CompanyId, s.Day);
    const done = acts.get(Ref);
    if (done?.state === 'DISMISSED') continue;
    const owner = scope.owners.get(s.CompanyId) ?? null;
    signals.push({
      ...s,
      Ref,
      CompanyName: companies.get(s.CompanyId) ?? '',
      OwnerEmployeeId: owner,
      OwnerName: owner ? (owners.get(owner) ?? '') : '',
      State: done?.state ?? 'OPEN',
      MadeId: done?.madeId ?? null,
    });
  }
  return { ok: true, value: { Today: today, Manager: scope.manager, Signals: signals } };
}

function seen(scope: RadarScope, s: RawSignal, input: UsersQuery): boolean {
  if (!scope.sees(s.CompanyId)) return false;
  if (input.Kind && s.Kind !== (input.Kind as SignalKind)) return false;
  return !input.OwnerEmployeeId || scope.owners.get(s.CompanyId) === input.OwnerEmployeeId;
}
