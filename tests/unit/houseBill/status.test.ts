import { describe, expect, it } from 'vitest';
import {
  HBL_EVENTS,
  HBL_STATUS as H,
  HBL_STATUSES,
  hblMove,
  isLiveHbl,
  MBL_EVENTS,
  MBL_STATUS as M,
  MBL_STATUSES,
  mblMove,
} from '../../../src/domain/houseBill/status';

/**
 * Every state × every move of both tables (operations.md §10.3), written out as the expected answer:
 * a cell left undefined is a refused move. The tables are data; this is the table read by a person.
 */
const HBL_EXPECTED: Record<string, Partial<Record<number, number>>> = {
  save: { [H.DRAFT]: H.DRAFT, [H.PENDING]: H.DRAFT, [H.APPROVED]: H.DRAFT },
  sendDraft: { [H.DRAFT]: H.PENDING, [H.PENDING]: H.PENDING },
  approve: { [H.PENDING]: H.APPROVED },
  askChanges: { [H.PENDING]: H.DRAFT },
  issue: { [H.APPROVED]: H.ISSUED },
  release: { [H.ISSUED]: H.RELEASED },
  surrender: { [H.ISSUED]: H.SURRENDERED, [H.RELEASED]: H.SURRENDERED },
  void: { [H.DRAFT]: H.VOIDED, [H.PENDING]: H.VOIDED, [H.APPROVED]: H.VOIDED, [H.ISSUED]: H.VOIDED },
  amend: { [H.ISSUED]: H.DRAFT, [H.SURRENDERED]: H.DRAFT },
};

const MBL_EXPECTED: Record<string, Partial<Record<number, number>>> = {
  save: { [M.DRAFT]: M.DRAFT },
  submit: { [M.DRAFT]: M.SENT },
  sendFailed: { [M.SENT]: M.DRAFT },
  carrierDraft: { [M.SENT]: M.CARRIER_DRAFT, [M.CARRIER_DRAFT]: M.CARRIER_DRAFT },
  confirm: { [M.CARRIER_DRAFT]: M.CONFIRMED },
  recordIssue: { [M.CONFIRMED]: M.ISSUED },
  release: { [M.ISSUED]: M.RELEASED },
  void: { [M.DRAFT]: M.VOIDED, [M.SENT]: M.VOIDED, [M.CARRIER_DRAFT]: M.VOIDED, [M.CONFIRMED]: M.VOIDED, [M.ISSUED]: M.VOIDED },
};

describe('the HBL state table', () => {
  for (const event of HBL_EVENTS)
    for (const from of HBL_STATUSES)
      it(`${event} from ${from} → ${HBL_EXPECTED[event]![from] ?? 'refused'}`, () => {
        expect(hblMove(from, event)).toBe(HBL_EXPECTED[event]![from]);
      });
  it('every event of the table is in the expected table, and a voided or released HBL is only surrendered', () => {
    expect(Object.keys(HBL_EXPECTED).sort()).toEqual([...HBL_EVENTS].sort());
    expect(HBL_EVENTS.filter((e) => hblMove(H.VOIDED, e))).toEqual([]);
    expect(HBL_EVENTS.filter((e) => hblMove(H.RELEASED, e))).toEqual(['surrender']);
    expect(HBL_STATUSES.filter((s) => !isLiveHbl(s))).toEqual([H.VOIDED]);
  });
});

describe('the MBL state table', () => {
  for (const event of MBL_EVENTS)
    for (const from of MBL_STATUSES)
      it(`${event} from ${from} → ${MBL_EXPECTED[event]![from] ?? 'refused'}`, () => {
        expect(mblMove(from, event)).toBe(MBL_EXPECTED[event]![from]);
      });
  it('names every event, and nothing leaves voided or released but nothing', () => {
    expect(Object.keys(MBL_EXPECTED).sort()).toEqual([...MBL_EVENTS].sort());
    expect(MBL_EVENTS.filter((e) => mblMove(M.VOIDED, e) || mblMove(M.RELEASED, e))).toEqual([]);
  });
});
