import { describe, expect, it } from 'vitest';
import { maskEmail, maskMobile, maskName } from '../../../src/domain/crm/mask';
import { daysLeft, recycleDue, recycleStep } from '../../../src/domain/crm/recycle';

const rule = { Enabled: true, NoFollowDays: 30, NoDealDays: 90, NoticeDays: 3 };
const d = (s: string) => new Date(`${s}T00:00:00Z`);

/** R7.4, R7.5: when a held customer goes back to the pool, and the warning before. */
describe('the recycling rule', () => {
  it('counts no follow-up from the last follow-up, else from the claim', () => {
    expect(recycleDue(rule, { claimedAt: d('2026-11-01'), lastFollowAt: null, dealt: false })).toEqual({ at: d('2026-12-01'), reason: 'NO_FOLLOW' });
    expect(recycleDue(rule, { claimedAt: d('2026-11-01'), lastFollowAt: d('2026-11-20'), dealt: false })?.at).toEqual(d('2026-12-20'));
  });
  it('takes the earlier of no follow-up and no deal', () => {
    const r = { ...rule, NoFollowDays: 0 };
    expect(recycleDue(r, { claimedAt: d('2026-09-01'), lastFollowAt: null, dealt: false })).toEqual({ at: d('2026-11-30'), reason: 'NO_DEAL' });
  });
  it('never recycles a dealt customer, nor by a rule switched off', () => {
    expect(recycleDue(rule, { claimedAt: d('2026-01-01'), lastFollowAt: null, dealt: true })).toBeUndefined();
    expect(recycleDue({ ...rule, Enabled: false }, { claimedAt: d('2026-01-01'), lastFollowAt: null, dealt: false })).toBeUndefined();
  });
  it('warns NoticeDays before, recycles when due', () => {
    const held = { claimedAt: d('2026-11-01'), lastFollowAt: null, dealt: false };
    expect(recycleStep(rule, held, d('2026-11-27')).step).toBe('NONE');
    expect(recycleStep(rule, held, d('2026-11-28')).step).toBe('WARN');
    expect(recycleStep(rule, held, d('2026-12-01')).step).toBe('RECYCLE');
    expect(daysLeft(d('2026-12-01'), d('2026-11-28'))).toBe(3);
  });
});

describe('the pool masks contacts (R7.6)', () => {
  it('as 138****1234 and a***@x.com', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskEmail('alice@x.com')).toBe('a***@x.com');
    expect(maskName('张伟')).toBe('张*');
    expect(maskName('Li Ming')).toBe('L***');
  });
});
