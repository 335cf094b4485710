import type { SiProblem, SiRecord, SiSourceData, SiUsedContainer } from '../../contract/si';
import type { SiChange } from './diff';
import { containerTypeName } from './reference';

/** The SI's totals: what the B/L will say. */
export interface SiTotals {
  Packages: number;
  Weight: number;
  Volume: number;
  Boxes: number;
}

/** The booking's containers against this SI: which are on it, which are on no SI, which were never booked. */
export interface SiCoverage {
  /** Every booked container: its number and type, and where it is (this SI, another SI's number, or nowhere). */
  Booked: { CNNO: string; TYPE: string; On: 'this' | 'other' | 'none'; SiNo?: string }[];
  /** Containers on this SI the booking does not have. */
  Extra: string[];
  /** Booked containers on no live SI of the booking. */
  Missing: string[];
  /**
   * Per class the booking has: how many it has, how many are on this SI, how many on its other live
   * SIs. A booking released online knows its classes and counts before any container number: then
   * these are the measure, and a box is "not booked" only beyond its class's count.
   */
  Classes: { TYPE: string; Booked: number; This: number; Other: number }[];
}

/** What a reviewer decides on (GetReviewFacts), for one version of one SI. */
export interface SiReviewFacts {
  Id: number;
  Version: number;
  Status: number;
  /** When it was last submitted (ISO), and the booking's cut-off (YYYY-MM-DD). */
  SubmittedAt: string | null;
  Deadline: string;
  /** The server's check now: errors and warnings (Severity). */
  Problems: SiProblem[];
  Totals: SiTotals;
  Coverage: SiCoverage;
  /**
   * On a resubmission: when it was last resubmitted, and what changed since the version the
   * reviewer last decided on (returned), over every edit since; before any decision, what the
   * latest edit changed.
   */
  Changes: { At: string; Items: SiChange[] } | null;
}

/** The SI cockpit's figures (GET Cockpit). */
export interface SiCockpit {
  ByStatus: Record<string, number>;
  ByCompany: { CompanyName: string; Status: number; Count: number }[];
  /** Awaiting review, nearest cut-off first (at most five). */
  Nearest: { Id: number; NoText: string; CompanyName: string; CGO_ID: string; Deadline: string }[];
  /** Decisions and submissions since `Since` (the browser's start of today). */
  Today: { Approved: number; Returned: number; Submitted: number };
  /** The SI waiting longest for review, or null when none waits. */
  Oldest: { Id: number; NoText: string; CompanyName: string; WaitingSince: string } | null;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const key = (no: string | undefined) => (no ?? '').trim().toUpperCase();
const typeKey = (type: string | undefined) => containerTypeName(type ?? '') ?? key(type);

export function siTotals(si: SiRecord): SiTotals {
  const boxes = si.Boxes ?? [];
  const sum = (f: (b: (typeof boxes)[number]) => number) => round(boxes.reduce((a, b) => a + (Number.isFinite(f(b)) ? f(b) : 0), 0));
  return { Packages: sum((b) => b.TBX_NUM), Weight: sum((b) => b.TBX_WEIGHT), Volume: sum((b) => b.TBX_VOLUME), Boxes: boxes.length };
}

/** `used`: the containers on the booking's other live SIs (not this one). */
export function siCoverage(si: SiRecord, booking: Pick<SiSourceData, 'Containers'>, used: readonly SiUsedContainer[]): SiCoverage {
  const boxes = (si.Boxes ?? []).map((b) => ({ no: key(b.TBX_CNNO), type: typeKey(b.TBX_TYPE) }));
  const mine = new Set(boxes.map((b) => b.no).filter(Boolean));
  const others = new Map(used.map((u) => [key(u.CNNO), u.SiNo]));
  const booked = booking.Containers.flatMap((c) => c.CNNOS.map((n) => ({ CNNO: key(n), TYPE: c.TYPE })));
  const bookedSet = new Set(booked.map((b) => b.CNNO));
  const classes = classCounts(boxes, booking, used);
  return {
    Booked: booked.map((b) =>
      mine.has(b.CNNO)
        ? { ...b, On: 'this' as const }
        : others.has(b.CNNO)
          ? { ...b, On: 'other' as const, SiNo: others.get(b.CNNO) }
          : { ...b, On: 'none' as const },
    ),
    // numbers known: a number the booking lacks; numbers not known yet: a box beyond its class's released count
    Extra: booked.length ? [...mine].filter((n) => !bookedSet.has(n)) : beyondCount(boxes, classes),
    Missing: booked.filter((b) => !mine.has(b.CNNO) && !others.has(b.CNNO)).map((b) => b.CNNO),
    Classes: classes,
  };
}

/** Booked, on this SI and on the other live SIs, per class (the booking's classes first, then any other on an SI). */
function classCounts(boxes: readonly { type: string }[], booking: Pick<SiSourceData, 'Containers'>, used: readonly SiUsedContainer[]): SiCoverage['Classes'] {
  const rows = new Map<string, SiCoverage['Classes'][number]>();
  const row = (type: string) => rows.get(type) ?? rows.set(type, { TYPE: type, Booked: 0, This: 0, Other: 0 }).get(type)!;
  for (const c of booking.Containers) row(typeKey(c.TYPE)).Booked += c.COUNT;
  for (const b of boxes) if (b.type) row(b.type).This += 1;
  for (const u of used) if (typeKey(u.TYPE)) row(typeKey(u.TYPE)).Other += 1;
  return [...rows.values()];
}

/** This SI's boxes past what their class has left after the other SIs (the last ones named). */
function beyondCount(boxes: readonly { no: string; type: string }[], classes: SiCoverage['Classes']): string[] {
  const left = new Map(classes.map((c) => [c.TYPE, Math.max(0, c.Booked - c.Other)]));
  const extra: string[] = [];
  for (const b of boxes) {
    const n = left.get(b.type) ?? 0;
    if (n > 0) left.set(b.type, n - 1);
    else extra.push(b.no || b.type);
  }
  return extra;
}
