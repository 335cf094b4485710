import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, isEnd, moveRefusal, neighbourStage, stagesOf } from '../../../src/domain/crm/opportunityStages';

/** The opportunities' stage rules (commercial.md §7.2): forward moves anyone's, leaving WON / LOST a manager's, closing only by Win / Lose. */
describe('opportunity stages', () => {
  const stages = stagesOf(DEFAULT_STAGES);

  it('lists the open stages in order, then WON and LOST, whatever order the list keeps the end stages in', () => {
    expect(stages.map((s) => s.code)).toEqual(['INITIAL', 'NEEDS', 'QUOTE', 'NEGOTIATION', 'WON', 'LOST']);
    const listed = [DEFAULT_STAGES[5]!, { code: 'VISIT', name: { zh: '拜访', en: 'Visit' }, rate: 20 }, DEFAULT_STAGES[4]!];
    expect(stagesOf(listed).map((s) => `${s.code}:${s.rate}`)).toEqual(['VISIT:20', 'WON:100', 'LOST:0']);
  });

  it('falls back to the seeded stages where the company keeps none, and always ends in WON and LOST', () => {
    expect(stagesOf([]).map((s) => s.code)).toEqual(stages.map((s) => s.code));
    expect(stagesOf([{ code: 'ONLY', name: { zh: '唯一', en: 'Only' }, rate: 40 }]).map((s) => s.code)).toEqual(['ONLY', 'WON', 'LOST']);
  });

  it('moves between open stages forward and back for anyone', () => {
    expect(moveRefusal(stages, 'INITIAL', 'QUOTE', false)).toBeNull();
    expect(moveRefusal(stages, 'NEGOTIATION', 'NEEDS', false)).toBeNull();
  });

  it('refuses the same stage, an unknown one and closing by a move', () => {
    expect(moveRefusal(stages, 'QUOTE', 'QUOTE', false)).toBe('SAME_STAGE');
    expect(moveRefusal(stages, 'QUOTE', 'NOPE', true)).toBe('NO_STAGE');
    expect(moveRefusal(stages, 'QUOTE', 'WON', true)).toBe('USE_WIN_OR_LOSE');
    expect(moveRefusal(stages, 'QUOTE', 'LOST', false)).toBe('USE_WIN_OR_LOSE');
  });

  it('lets only a manager move back from an end stage', () => {
    expect(moveRefusal(stages, 'WON', 'NEGOTIATION', false)).toBe('ROLLBACK_NOT_ALLOWED');
    expect(moveRefusal(stages, 'LOST', 'INITIAL', false)).toBe('ROLLBACK_NOT_ALLOWED');
    expect(moveRefusal(stages, 'LOST', 'INITIAL', true)).toBeNull();
  });

  it('steps to the next or previous open stage, never onto an end stage', () => {
    expect(neighbourStage(stages, 'INITIAL', 1)).toBe('NEEDS');
    expect(neighbourStage(stages, 'NEEDS', -1)).toBe('INITIAL');
    expect(neighbourStage(stages, 'INITIAL', -1)).toBeNull();
    expect(neighbourStage(stages, 'NEGOTIATION', 1)).toBeNull();
    expect(neighbourStage(stages, 'WON', 1)).toBeNull();
    expect(isEnd('WON') && isEnd('LOST') && !isEnd('QUOTE')).toBe(true);
  });
});
