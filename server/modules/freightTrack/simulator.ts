import { draw, parseFaults, strikes } from '../../channels/simulation';
import type { Queryable } from '../../db/types';
import type { TntAdapter, TntAnswer, TntQuery } from './adapter';
import { TNT_CHANNEL } from './adapter';
import type { DcsaEvent } from './dcsa';
import { carrierBooking, countPoll, keepScript, portZones, simRow } from './simRepository';
import { journeyHours, journeyScript, type Leg, type Scenario, type ScriptedEvent, zoneOffset } from './simScript';
import { setting } from '../../settings/read';

/**
 * The CARRIER_TNT channel's local simulator (operations.md §17.1): a carrier's DCSA `GET /events`
 * for the voyages it knows, answered from an event script (simScript.ts) on a clock of its own.
 *
 * What it knows, like a carrier: the containers, bookings and B/Ls of our bookings made with it
 * (their journey anchored on the booking's sailing day), and its test numbers — containers of the
 * owner code SIMU, as carriers' and aggregators' sandboxes offer (the serial's first digit picks the
 * case: 1 the ETA slips 40 h, 2 customs hold the box, 8 the carrier's service fails, 9 unknown;
 * others a plain journey). A test number's journey started 40 days before the carrier first heard of
 * it, so every actual event is in the past.
 *
 * Its clock: from the first lookup, the script's time runs SIM_CARRIER_TNT_SPEED times faster than
 * ours (1440: a simulated day per minute; tests pass their own `now`), never past the real now —
 * the carrier cannot report what has not happened. The answer holds each event's latest version
 * published by then, in no particular order (DCSA leaves it unspecified), shuffled per poll; faults
 * on demand (SIM_CARRIER_TNT_FAULTS=timeout:0.05,5xx:0.05,duplicate:0.1) fail the call or send an
 * event twice. It never invents a reference: anything else is "not found".
 */
export interface TntSimOptions {
  speed: number;
  faults: Partial<Record<'timeout' | '5xx' | 'duplicate', number>>;
}

export const tntSimulatorOptions = (env: NodeJS.ProcessEnv): TntSimOptions => ({
  speed: setting(env, 'SIM_CARRIER_TNT_SPEED'),
  faults: parseFaults(setting(env, 'SIM_CARRIER_TNT_FAULTS'), ['timeout', '5xx', 'duplicate'] as const),
});

const DAY = 86_400_000;
/** The test numbers' owner code. */
export const TEST_OWNER = 'SIMU';

type Plan = { legs: Leg[]; start: number; scenario: Scenario; containers: string[]; blNo?: string };

/** A test number's case, by the first digit of its serial. */
export function testCase(cnno: string): Scenario | 'fails' | 'unknown' {
  const d = cnno[4];
  return d === '1' ? 'etaSlip' : d === '2' ? 'customsHold' : d === '8' ? 'fails' : d === '9' ? 'unknown' : 'normal';
}

function testPlan(q: TntQuery, now: Date): Plan | undefined {
  if (q.refType !== 'CONTAINER' || !q.ref.startsWith(TEST_OWNER)) return undefined;
  const c = testCase(q.ref);
  if (c === 'unknown') return undefined;
  const day = Math.floor(now.getTime() / DAY) * DAY;
  const start = day - 40 * DAY;
  const mmdd = new Date(start).toISOString().slice(5, 10).replace('-', '');
  const legs: Leg[] = [
    { vessel: 'SIM ORIENT', voyage: `${mmdd}S`, from: 'CNSHA', to: 'SGSIN' },
    { vessel: 'SIM ATLANTIC', voyage: `${mmdd}W`, from: 'SGSIN', to: 'NLRTM' },
  ];
  return { legs, start, scenario: c === 'fails' ? 'normal' : c, containers: [q.ref], blNo: `SIMB${q.ref.slice(4, 10)}` };
}

async function bookingPlan(db: Queryable, q: TntQuery): Promise<Plan | undefined> {
  const b = await carrierBooking(db, q.carrier, q.refType, q.ref);
  if (!b?.sailing || !b.containers.length) return undefined;
  const legs: Leg[] = [{ vessel: b.vessel || 'TBN', voyage: b.voyage || 'TBN', from: b.pol, to: b.pod }];
  // the vessel departs on the sailing day (72 h after the empty pick-up)
  const start = Date.parse(`${b.sailing}T08:00:00Z`) - 72 * 3_600_000;
  const containers = q.refType === 'CONTAINER' ? [q.ref] : b.containers;
  return { legs, start, scenario: 'normal', containers, ...(b.mblNo ? { blNo: b.mblNo } : {}) };
}

async function scriptOf(db: Queryable, q: TntQuery, plan: Plan): Promise<ScriptedEvent[]> {
  const places = [...new Set(plan.legs.flatMap((l) => [l.from, l.to]).concat('CNNGB'))];
  const zones = await portZones(db, places);
  const offsetAt = (place: string, at: number) => zoneOffset(zones.get(place) ?? '', at);
  return plan.containers.flatMap((container) =>
    journeyScript({
      carrier: q.carrier,
      container,
      legs: plan.legs,
      start: plan.start,
      scenario: plan.scenario,
      offsetAt,
      ...(plan.blNo ? { blNo: plan.blNo } : {}),
    }),
  );
}

/** The script's clock at our `now`: from its first step, `speed` times ours since first heard, never past the real now. */
export function simClock(script: readonly ScriptedEvent[], firstHeardAt: number, now: number, speed: number): number {
  const first = Math.min(...script.map((s) => s.publishAt));
  return Math.min(now, Date.now(), first + Math.max(0, now - firstHeardAt) * speed);
}

/** Each event's latest version published by `clock`. */
export function published(script: readonly ScriptedEvent[], clock: number): DcsaEvent[] {
  const latest = new Map<string, ScriptedEvent>();
  for (const s of script) {
    if (s.publishAt > clock) continue;
    const before = latest.get(s.event.eventID);
    if (!before || before.publishAt <= s.publishAt) latest.set(s.event.eventID, s);
  }
  return [...latest.values()].map((s) => s.event);
}

/** The answer in an order of its own (a repeatable shuffle per poll), some events twice when the duplicate fault strikes. */
function shuffled(events: DcsaEvent[], key: string, o: TntSimOptions): DcsaEvent[] {
  const out = events.flatMap((e) => (strikes(o.faults, `${key}|${e.eventID}`, 1, 'duplicate') ? [e, e] : [e]));
  return out
    .map((e, i) => ({ e, k: draw(`${key}|${i}|${e.eventID}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.e);
}

export function carrierTntSimulator(db: Queryable, o: TntSimOptions): TntAdapter {
  return {
    channel: TNT_CHANNEL,
    simulated: true,
    async lookup(q, nowDate): Promise<TntAnswer> {
      const now = nowDate.getTime();
      const row = await simRow(db, q.carrier, q.refType, q.ref);
      // the poll's own draw: a fault that struck one poll need not strike the next (a replay of the same run draws the same)
      const key = `${q.carrier}|${q.refType}|${q.ref}|${row?.polls ?? 0}|${now}`;
      if (strikes(o.faults, key, 1, 'timeout')) return { kind: 'error', error: 'timeout (simulated)' };
      if (strikes(o.faults, key, 1, '5xx') || (q.ref.startsWith(TEST_OWNER) && testCase(q.ref) === 'fails'))
        return { kind: 'error', error: 'HTTP 503 from the carrier (simulated)' };
      let kept = row;
      if (!kept) {
        const plan = testPlan(q, nowDate) ?? (await bookingPlan(db, q));
        if (!plan) return { kind: 'notFound' };
        await keepScript(db, q.carrier, q.refType, q.ref, nowDate, await scriptOf(db, q, plan));
        kept = await simRow(db, q.carrier, q.refType, q.ref);
        if (!kept) return { kind: 'error', error: 'the simulator lost its script' };
      }
      await countPoll(db, q.carrier, q.refType, q.ref);
      const clock = simClock(kept.script, kept.firstHeardAt, now, o.speed);
      return { kind: 'events', events: shuffled(published(kept.script, clock), key, o) };
    },
  };
}

/** How long a test number's whole journey takes on the simulator's clock (a test compresses it). */
export const testJourneyMs = () =>
  journeyHours([
    { vessel: '', voyage: '', from: '', to: '' },
    { vessel: '', voyage: '', from: '', to: '' },
  ]) * 3_600_000;
