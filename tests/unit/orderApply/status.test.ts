import { describe, expect, it } from 'vitest';
import { isLiveApplication, OAP_MOVES, OAP_STATUS as S, OAP_STATUSES, type OapActor, type OapEvent, oapMove } from '../../../src/domain/orderApply/status';

/** §11.2's table, every state × every move × every actor: exactly the listed moves exist. */
const EXPECTED: Record<string, number> = {
  'null|apply|service': S.SUBMITTED,
  '1|autoApprove|system': S.AUTO_APPROVED,
  '1|toReview|system': S.PENDING_REVIEW,
  '1|block|system': S.BLOCKED,
  '4|recheck|service': S.SUBMITTED,
  '3|approve|risk': S.APPROVED,
  '3|reject|risk': S.REJECTED,
  '2|release|service': S.RELEASED,
  '5|release|service': S.RELEASED,
  '1|cancel|service': S.CANCELLED,
  '2|cancel|service': S.CANCELLED,
  '3|cancel|service': S.CANCELLED,
  '4|cancel|service': S.CANCELLED,
  '5|cancel|service': S.CANCELLED,
};
const EVENTS: OapEvent[] = ['apply', 'autoApprove', 'toReview', 'block', 'recheck', 'approve', 'reject', 'release', 'cancel'];
const ACTORS: OapActor[] = ['service', 'risk', 'system'];

describe('the B/L application state table', () => {
  for (const from of [null, ...OAP_STATUSES]) {
    for (const event of EVENTS) {
      for (const by of ACTORS) {
        const key = `${from}|${event}|${by}`;
        const want = EXPECTED[key];
        it(`${key} → ${want ?? 'refused'}`, () => {
          expect(oapMove(from, event, by)?.to).toBe(want);
        });
      }
    }
  }
  it('every listed move is in the table and nothing more', () => {
    const listed = OAP_MOVES.reduce((n, m) => n + Math.max(1, m.from.length), 0);
    expect(listed).toBe(Object.keys(EXPECTED).length);
  });
  it('released, rejected and cancelled are final; the rest are live', () => {
    for (const s of [S.RELEASED, S.REJECTED, S.CANCELLED]) {
      expect(isLiveApplication(s)).toBe(false);
      expect(OAP_MOVES.some((m) => m.from.includes(s))).toBe(false);
    }
    for (const s of [S.SUBMITTED, S.AUTO_APPROVED, S.PENDING_REVIEW, S.BLOCKED, S.APPROVED]) expect(isLiveApplication(s)).toBe(true);
  });
});
