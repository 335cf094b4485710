import { describe, expect, it } from 'vitest';
import { nextPollDelay } from '../../../src/domain/freightTrack/cadence';
import { normaliseRef, splitPasted } from '../../../src/domain/freightTrack/refs';
import { TRK_STATUS as S, TRK_STATUSES, type TrkEvent, trkMove } from '../../../src/domain/freightTrack/status';

/** §8.2 as a table: every state × every event, the move or none. */
const EXPECTED: Record<TrkEvent, Partial<Record<number, number>>> = {
  subscribe: {},
  found: { [S.PENDING]: S.ACTIVE, [S.ACTIVE]: S.ACTIVE },
  notFound: { [S.PENDING]: S.NOT_FOUND },
  failed: { [S.PENDING]: S.FAILED, [S.ACTIVE]: S.FAILED },
  completed: { [S.ACTIVE]: S.COMPLETED },
  retry: { [S.FAILED]: S.PENDING, [S.NOT_FOUND]: S.PENDING },
  stop: { [S.PENDING]: S.STOPPED, [S.ACTIVE]: S.STOPPED, [S.NOT_FOUND]: S.STOPPED, [S.FAILED]: S.STOPPED, [S.COMPLETED]: S.STOPPED },
};

describe('the subscription’s state table (§8.2)', () => {
  it('a new reference starts pending', () => expect(trkMove(undefined, 'subscribe')).toBe(S.PENDING));
  for (const [event, moves] of Object.entries(EXPECTED) as [TrkEvent, Partial<Record<number, number>>][])
    for (const from of TRK_STATUSES) it(`${event} from ${from} → ${moves[from] ?? 'no move'}`, () => expect(trkMove(from, event)).toBe(moves[from]));
  it('a stopped one never moves again', () => {
    for (const e of Object.keys(EXPECTED) as TrkEvent[]) expect(trkMove(S.STOPPED, e)).toBeUndefined();
  });
});

describe('trk.poll cadence', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  const H = 3_600_000;
  it('6 h before departure, 12 h at sea, 2 h within 48 h of the ETA', () => {
    expect(nextPollDelay({ departed: false, errors: 0, notFound: false }, now)).toBe(6 * H);
    expect(nextPollDelay({ departed: true, arrivalAt: now + 10 * 24 * H, errors: 0, notFound: false }, now)).toBe(12 * H);
    expect(nextPollDelay({ departed: true, arrivalAt: now + 30 * H, errors: 0, notFound: false }, now)).toBe(2 * H);
    expect(nextPollDelay({ departed: true, arrivalAt: now - 30 * H, errors: 0, notFound: false }, now)).toBe(2 * H);
  });
  it('backs off exponentially on errors, at most the normal cadence, never under the carrier’s limit', () => {
    const d = [1, 2, 3, 4, 5, 10].map((errors) => nextPollDelay({ departed: false, errors, notFound: false }, now));
    expect(d.slice(0, 4)).toEqual([5, 10, 20, 40].map((m) => m * 60_000));
    expect(d[5]).toBe(6 * H);
    expect(nextPollDelay({ departed: true, arrivalAt: now, errors: 0, notFound: false }, now, 3 * H)).toBe(3 * H);
  });
});

describe('references', () => {
  const carriers = new Set(['COSU', 'MAEU']);
  it('upper-cases, guesses the carrier from the owner code, and says what is wrong', () => {
    expect(normaliseRef({ TRK_REF: ' csqu3054383 ' }, carriers)).toEqual({ type: 'CONTAINER', ref: 'CSQU3054383', carrier: 'COSU' });
    expect(normaliseRef({ TRK_REF: 'CSQU3054384' }, carriers)).toEqual({ problem: 'containerCheckDigit' });
    expect(normaliseRef({ TRK_REF: 'TGHU1234567' }, carriers)).toEqual({ problem: 'carrierRequired' });
    expect(normaliseRef({ TRK_REF: 'TGHU1234567', TRK_CARRIER: 'XXXX' }, carriers)).toEqual({ problem: 'carrierUnknown' });
    expect(normaliseRef({ TRK_REF_TYPE: 'MBL', TRK_REF: 'COSU6401120010' }, carriers)).toEqual({ problem: 'carrierRequired' });
    expect(normaliseRef({ TRK_REF_TYPE: 'AWB', TRK_REF: 'X' }, carriers)).toEqual({ problem: 'refType' });
  });
  it('a pasted column splits on lines, commas and spaces, once each', () => {
    expect(splitPasted('csqu3054383\r\n MSKU4102203,\n\ncsqu3054383；TGHU1234567')).toEqual(['CSQU3054383', 'MSKU4102203', 'TGHU1234567']);
  });
});
