import { describe, expect, it } from 'vitest';
import {
  EFM_STATUSES,
  type EfmEvent,
  efmMove,
  ENT_ACTORS,
  ENT_EVENTS,
  ENT_STATUS,
  ENT_STATUSES,
  type EntActor,
  type EntEvent,
  type EntStatus,
  entEventsFor,
  entMove,
  isSupplementOverdue,
  SUP_EVENTS,
  SUP_STATUS,
  SUP_STATUSES,
  type SupActor,
  type SupEvent,
  type SupStatus,
  supMove,
} from '../../../src/domain/entryOrder/status';

/** §9.2 written out again, by hand: (from, event) → to, and who may. Anything not here is refused. */
const S = ENT_STATUS;
const SPEC: [from: EntStatus | null, event: EntEvent, to: EntStatus, by: EntActor[]][] = [
  [null, 'save', S.DRAFT, ['staff', 'customer']],
  [S.DRAFT, 'save', S.DRAFT, ['staff', 'customer']],
  [S.SUBMITTED, 'save', S.SUBMITTED, ['staff', 'customer']],
  [S.DRAFT, 'submit', S.SUBMITTED, ['staff', 'customer']],
  [S.SUBMITTED, 'accept', S.ACCEPTED, ['staff']],
  [S.SUBMITTED, 'reject', S.REJECTED, ['staff']],
  // the booking's draft made from the order: it stays accepted until that booking is released and linked
  [S.ACCEPTED, 'book', S.ACCEPTED, ['staff']],
  [S.ACCEPTED, 'link', S.BOOKED, ['staff', 'system']],
  [S.BOOKED, 'load', S.SHIPPED, ['system']],
  [S.SHIPPED, 'arrive', S.ARRIVED, ['system']],
  [S.ARRIVED, 'deliver', S.DELIVERED, ['system', 'agent']],
  [S.DELIVERED, 'close', S.CLOSED, ['staff', 'system']],
  [S.DRAFT, 'cancel', S.CANCELLED, ['customer', 'staff']],
  [S.SUBMITTED, 'cancel', S.CANCELLED, ['customer', 'staff']],
  [S.ACCEPTED, 'cancel', S.CANCELLED, ['customer', 'staff']],
  // booked: only the operator cancels (the customer is refused ENT_ACTOR)
  [S.BOOKED, 'cancel', S.CANCELLED, ['staff']],
];

describe('the entry order state table (§9.2)', () => {
  it('answers every state × event × actor as the spec says', () => {
    for (const from of [null, ...ENT_STATUSES]) {
      for (const event of ENT_EVENTS) {
        const row = SPEC.find(([f, e]) => f === from && e === event);
        for (const by of ENT_ACTORS) {
          const got = entMove(from, event, by);
          if (!row) expect(got, `${from} ${event} ${by}`).toEqual({ ok: false, code: 'ENT_STATE' });
          else if (row[3].includes(by)) expect(got, `${from} ${event} ${by}`).toEqual({ ok: true, to: row[2] });
          else expect(got, `${from} ${event} ${by}`).toEqual({ ok: false, code: 'ENT_ACTOR' });
        }
      }
    }
  });

  it('never moves out of closed, rejected or cancelled, and nobody cancels a shipped order', () => {
    for (const from of [S.CLOSED, S.REJECTED, S.CANCELLED]) for (const by of ENT_ACTORS) expect(entEventsFor(from, by)).toEqual([]);
    for (const from of [S.SHIPPED, S.ARRIVED, S.DELIVERED]) for (const by of ENT_ACTORS) expect(entMove(from, 'cancel', by).ok).toBe(false);
  });

  it('lists the buttons a person has', () => {
    expect(entEventsFor(S.DRAFT, 'customer')).toEqual(['save', 'submit', 'cancel']);
    expect(entEventsFor(S.SUBMITTED, 'staff')).toEqual(['save', 'accept', 'reject', 'cancel']);
    expect(entEventsFor(S.BOOKED, 'customer')).toEqual([]);
    expect(entEventsFor(S.ARRIVED, 'agent')).toEqual(['deliver']);
  });
});

describe('the supplement state table', () => {
  const R = SUP_STATUS;
  const SUP: [from: SupStatus | null, event: SupEvent, to: SupStatus, by: SupActor][] = [
    [null, 'request', R.REQUESTED, 'staff'],
    [R.REQUESTED, 'fill', R.FILLED, 'assignee'],
    [R.FILLED, 'fill', R.FILLED, 'assignee'],
    [R.RETURNED, 'fill', R.FILLED, 'assignee'],
    [R.FILLED, 'accept', R.ACCEPTED, 'staff'],
    [R.FILLED, 'return', R.RETURNED, 'staff'],
    [R.REQUESTED, 'cancel', R.CANCELLED, 'staff'],
    [R.FILLED, 'cancel', R.CANCELLED, 'staff'],
    [R.RETURNED, 'cancel', R.CANCELLED, 'staff'],
  ];
  it('requested → filled → accepted or returned, returned → filled again, cancel while open', () => {
    for (const from of [null, ...SUP_STATUSES]) {
      for (const event of SUP_EVENTS) {
        const row = SUP.find(([f, e]) => f === from && e === event);
        for (const by of ['staff', 'assignee', 'other'] as const) {
          const got = supMove(from, event, by);
          if (!row) expect(got, `${from} ${event} ${by}`).toEqual({ ok: false, code: 'SUP_STATE' });
          else if (row[3] === by) expect(got).toEqual({ ok: true, to: row[2] });
          else expect(got, `${from} ${event} ${by}`).toEqual({ ok: false, code: event === 'fill' ? 'NOT_ASSIGNEE' : 'ENT_ACTOR' });
        }
      }
    }
  });

  it('is overdue only past its due time and while waiting for the assignee', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const past = '2026-05-01T11:59:00Z';
    const ahead = '2026-05-01T12:01:00+00:00';
    expect(isSupplementOverdue({ status: R.REQUESTED, dueAt: past }, now)).toBe(true);
    expect(isSupplementOverdue({ status: R.RETURNED, dueAt: past }, now)).toBe(true);
    expect(isSupplementOverdue({ status: R.REQUESTED, dueAt: ahead }, now)).toBe(false);
    for (const status of [R.FILLED, R.ACCEPTED, R.CANCELLED]) expect(isSupplementOverdue({ status, dueAt: past }, now)).toBe(false);
    // an offset counts: 19:59 in Shanghai is 11:59 UTC
    expect(isSupplementOverdue({ status: R.REQUESTED, dueAt: '2026-05-01T19:59:00+08:00' }, now)).toBe(true);
  });
});

describe('the form versions', () => {
  it('edits only a draft, publishes a draft, retires a published one', () => {
    const table: Record<string, string> = {};
    for (const from of EFM_STATUSES)
      for (const e of ['save', 'publish', 'retire'] as EfmEvent[]) {
        const m = efmMove(from, e);
        table[`${from} ${e}`] = m.ok ? m.to : m.code;
      }
    expect(table).toEqual({
      'DRAFT save': 'DRAFT',
      'DRAFT publish': 'PUBLISHED',
      'DRAFT retire': 'FORM_STATE',
      'PUBLISHED save': 'FORM_PUBLISHED',
      'PUBLISHED publish': 'FORM_STATE',
      'PUBLISHED retire': 'RETIRED',
      'RETIRED save': 'FORM_PUBLISHED',
      'RETIRED publish': 'FORM_STATE',
      'RETIRED retire': 'FORM_STATE',
    });
  });
});
