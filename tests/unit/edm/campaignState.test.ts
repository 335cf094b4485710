import { describe, expect, it } from 'vitest';
import { CAMPAIGN_MOVES, CAMPAIGN_STATUSES, type CampaignMove, type CampaignStatus, campaignMove, movesFrom } from '../../../src/domain/edm/campaignState';
import { advertisingSubject, bareSubject, hasUnsubscribe } from '../../../src/domain/edm/content';
import { readToken, signToken } from '../../../server/modules/edm/tokens';

/** The campaign's state table (commercial.md §8.2), every status × every move: where it goes, or refused. */
const TABLE: Record<CampaignStatus, Partial<Record<CampaignMove, CampaignStatus>>> = {
  DRAFT: { edit: 'DRAFT', schedule: 'SCHEDULED', cancel: 'CANCELLED' },
  SCHEDULED: { edit: 'DRAFT', start: 'RUNNING', pause: 'PAUSED', cancel: 'CANCELLED' },
  RUNNING: { pause: 'PAUSED', finish: 'FINISHED' },
  PAUSED: { resume: 'RUNNING', cancel: 'CANCELLED' },
  CANCELLED: {},
  FINISHED: {},
};

describe('the campaign’s state table', () => {
  for (const from of CAMPAIGN_STATUSES)
    for (const move of CAMPAIGN_MOVES)
      it(`${from} × ${move} → ${TABLE[from][move] ?? 'refused'}`, () => {
        expect(campaignMove(from, move)).toBe(TABLE[from][move]);
      });

  it('offers exactly the allowed moves; a running campaign cannot be edited (R8.8), a finished or cancelled one nothing', () => {
    expect(movesFrom('RUNNING')).toEqual(['pause', 'finish']);
    expect(movesFrom('FINISHED')).toEqual([]);
    expect(movesFrom('CANCELLED')).toEqual([]);
  });
});

describe('what a campaign says', () => {
  it('always begins the subject with 【广告】, once, whatever the person typed (R8.2)', () => {
    expect(advertisingSubject('本周运价')).toBe('【广告】本周运价');
    expect(advertisingSubject('广告 本周运价')).toBe('【广告】本周运价');
    expect(advertisingSubject('【广告】本周运价')).toBe('【广告】本周运价');
    expect(advertisingSubject('AD: weekly rates')).toBe('【广告】weekly rates');
    expect(bareSubject('【广告】本周运价')).toBe('本周运价');
  });
  it('needs the unsubscribe block (R8.3)', () => {
    expect(hasUnsubscribe([{ Kind: 'RATES' }])).toBe(false);
    expect(hasUnsubscribe([{ Kind: 'RATES' }, { Kind: 'UNSUBSCRIBE' }])).toBe(true);
  });
});

describe('the links’ tokens (R8.7)', () => {
  const key = 'k'.repeat(40);
  it('name their send for their purpose only, and refuse a forged or altered one', () => {
    const t = signToken(key, 42, 'unsub');
    expect(readToken(key, t, 'unsub')).toBe('42');
    expect(readToken(key, t, 'click')).toBeUndefined();
    expect(readToken('x'.repeat(40), t, 'unsub')).toBeUndefined();
    expect(readToken(key, t.replace(/^42/, '43'), 'unsub')).toBeUndefined();
    expect(readToken(key, 'junk', 'open')).toBeUndefined();
    expect(readToken(key, undefined, 'open')).toBeUndefined();
  });
});
