import { SEED_CUT_OFF_CODES } from './seed/cutOffCodes';

/**
 * The times of one vessel call and how they may change (commercial.md §1.2 VesselCall, §1.3
 * VesselCall/SetTimes, R1.8): DCSA's PLN/EST/ACT classifiers for arrival (ARRI) and departure (DEPA).
 * Pure, so the screen can say what the server will refuse before it is asked.
 *
 * - An actual time is never in the future (a few minutes' clock difference are allowed).
 * - Departure is never before arrival, comparing what is best known of each (actual over estimated
 *   over planned). A delay is therefore entered departure first: the screen says so.
 * - Every cut-off is before the ETD the call now has (estimated over planned); an actual departure
 *   is a fact and is not held against the cut-offs.
 * - An omitted or cancelled call takes no more times; an estimate after the actual is refused.
 * - An actual arrival moves SCHEDULED → ARRIVED; an actual departure moves it to DEPARTED.
 */

export const CALL_STATUSES = ['SCHEDULED', 'ARRIVED', 'DEPARTED', 'OMITTED', 'CANCELLED'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export type TimeEvent = 'ARRI' | 'DEPA';
export type TimeClassifier = 'EST' | 'ACT';

export interface CallTimes {
  readonly status: CallStatus;
  readonly etaPlanned: string;
  readonly etaEstimated: string;
  readonly ata: string;
  readonly etdPlanned: string;
  readonly etdEstimated: string;
  readonly atd: string;
  readonly cutOffs: readonly { readonly code: string; readonly dateTime: string }[];
}

export interface TimeChange {
  readonly event: TimeEvent;
  readonly classifier: TimeClassifier;
  /** An instant (ISO with its offset). */
  readonly dateTime: string;
}

export interface CallRefusal {
  readonly code: string;
  readonly en: string;
  readonly zh: string;
}

export type CallOutcome = { ok: true; call: CallTimes } | ({ ok: false } & CallRefusal);

/** How far in the future an "actual" time may be: clocks differ by a minute or two, never more. */
export const ACTUAL_SKEW_MS = 5 * 60_000;
const CLOSED: readonly CallStatus[] = ['OMITTED', 'CANCELLED'];
const refuse = (code: string, en: string, zh: string): CallOutcome => ({ ok: false, code, en, zh });
const best = (...times: string[]) => times.find((t) => t) ?? '';
const before = (a: string, b: string) => !!a && !!b && Date.parse(a) < Date.parse(b);

/** What is best known of the arrival and the departure. */
export const bestArrival = (c: CallTimes) => best(c.ata, c.etaEstimated, c.etaPlanned);
export const bestDeparture = (c: CallTimes) => best(c.atd, c.etdEstimated, c.etdPlanned);
/** The ETD the cut-offs are held against (R1.8). */
export const cutOffEtd = (c: CallTimes) => best(c.etdEstimated, c.etdPlanned);

export function applyTime(call: CallTimes, change: TimeChange, now: Date): CallOutcome {
  if (CLOSED.includes(call.status))
    return refuse('CALL_CLOSED', `The call is ${call.status.toLowerCase()}: it takes no more times.`, '该挂靠已跳港或取消，不能再录入时间。');
  const at = Date.parse(change.dateTime);
  if (Number.isNaN(at)) return refuse('INVALID', `${change.dateTime} is no date and time.`, `${change.dateTime} 不是有效的日期时间。`);
  const iso = new Date(at).toISOString();
  const arrival = change.event === 'ARRI';
  if (change.classifier === 'ACT' && at > now.getTime() + ACTUAL_SKEW_MS)
    return refuse('FUTURE_ACTUAL', 'An actual time cannot be in the future.', '实际时间不能晚于现在。');
  if (change.classifier === 'EST' && (arrival ? call.ata : call.atd))
    return refuse(
      'ALREADY_ACTUAL',
      `The actual ${arrival ? 'arrival' : 'departure'} is recorded: an estimate no longer applies.`,
      `已录入实际${arrival ? '到港' : '离港'}时间，不再接受预计时间。`,
    );
  const next: CallTimes = {
    ...call,
    ...(arrival ? (change.classifier === 'ACT' ? { ata: iso } : { etaEstimated: iso }) : change.classifier === 'ACT' ? { atd: iso } : { etdEstimated: iso }),
  };
  if (before(bestDeparture(next), bestArrival(next)))
    return arrival
      ? refuse(
          'DEPARTURE_BEFORE_ARRIVAL',
          `The arrival would be after the departure (${bestDeparture(next)}): enter the later departure first.`,
          `到港时间晚于离港时间（${bestDeparture(next)}）：请先录入推迟后的离港时间。`,
        )
      : refuse(
          'DEPARTURE_BEFORE_ARRIVAL',
          `The departure cannot be before the arrival (${bestArrival(next)}).`,
          `离港时间不能早于到港时间（${bestArrival(next)}）。`,
        );
  if (!arrival && change.classifier === 'EST') {
    const late = cutOffsNotBefore(cutOffEtd(next), next.cutOffs);
    if (late.length)
      return refuse(
        'CUT_OFF_AFTER_ETD',
        `The cut-offs ${late.join(', ')} would not be before the ETD: move them first.`,
        `截止时间 ${late.join('、')} 将不早于离港时间：请先调整截止时间。`,
      );
  }
  const status: CallStatus = change.classifier !== 'ACT' ? call.status : arrival ? (call.status === 'SCHEDULED' ? 'ARRIVED' : call.status) : 'DEPARTED';
  return { ok: true, call: { ...next, status } };
}

const KNOWN_CUT_OFFS = new Set(SEED_CUT_OFF_CODES.map((c) => c.code));

/** R1.8: the cut-offs (codes) not earlier than `etd`. */
export const cutOffsNotBefore = (etd: string, cutOffs: CallTimes['cutOffs']) => (etd ? cutOffs.filter((c) => !before(c.dateTime, etd)).map((c) => c.code) : []);

/** A call's cut-offs replaced: DCSA codes (§6.5), each once, each a time before the ETD (R1.8). */
export function applyCutOffs(call: CallTimes, cutOffs: CallTimes['cutOffs']): CallOutcome {
  if (CLOSED.includes(call.status)) return refuse('CALL_CLOSED', `The call is ${call.status.toLowerCase()}.`, '该挂靠已跳港或取消。');
  if (call.status === 'DEPARTED') return refuse('CALL_DEPARTED', 'The vessel has left: its cut-offs are history.', '船已离港，截止时间不再修改。');
  const seen = new Set<string>();
  const clean: { code: string; dateTime: string }[] = [];
  for (const c of cutOffs) {
    const code = c.code.trim().toUpperCase();
    if (!KNOWN_CUT_OFFS.has(code))
      return refuse('UNKNOWN_CUT_OFF', `${code || '(empty)'} is no DCSA cut-off code.`, `${code || '（空）'} 不是 DCSA 截止时间代码。`);
    if (seen.has(code)) return refuse('DUPLICATE', `${code} is given twice.`, `${code} 重复。`);
    seen.add(code);
    const at = Date.parse(c.dateTime);
    if (Number.isNaN(at)) return refuse('INVALID', `${code}: ${c.dateTime} is no date and time.`, `${code}：${c.dateTime} 不是有效的日期时间。`);
    clean.push({ code, dateTime: new Date(at).toISOString() });
  }
  const late = cutOffsNotBefore(cutOffEtd(call), clean);
  if (late.length)
    return refuse('CUT_OFF_AFTER_ETD', `The cut-offs ${late.join(', ')} are not before the ETD.`, `截止时间 ${late.join('、')} 不早于离港时间。`);
  return { ok: true, call: { ...call, cutOffs: clean } };
}

/** Omitting (跳港) or cancelling a call: only while nothing actual has happened there. */
export function closeCall(call: CallTimes, to: 'OMITTED' | 'CANCELLED'): CallOutcome {
  if (call.status !== 'SCHEDULED')
    return refuse(
      'NOT_SCHEDULED',
      `Only a scheduled call can be ${to.toLowerCase()}; this one is ${call.status.toLowerCase()}.`,
      `只有计划中的挂靠可以${to === 'OMITTED' ? '跳港' : '取消'}。`,
    );
  return { ok: true, call: { ...call, status: to } };
}
