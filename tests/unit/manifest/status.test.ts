import { describe, expect, it } from 'vitest';
import {
  isMftLive,
  isShareEditable,
  MFT_EDITABLE,
  MFT_MOVES,
  MFT_STATUS,
  MFT_STATUSES,
  mftMove,
  type MftActor,
  type MftEvent,
  receiptEvent,
} from '../../../src/domain/manifest/status';
import { mftStatusWords } from '../../../src/domain/manifest/words';

const EVENTS: MftEvent[] = [
  'submit',
  'submitFail',
  'verify',
  'return',
  'send',
  'autoSend',
  'transmitted',
  'transportFailed',
  'rejected',
  'accepted',
  'amend',
  'sendAmendment',
  'retry',
  'deliveredAfterAll',
  'deleteAccepted',
  'deleted',
  'amendRefused',
  'cancel',
];
const ACTORS: MftActor[] = ['owner', 'verifier', 'system', 'gateway'];
const S = MFT_STATUS;

/** §7.3 written out independently of the table: [from, event, to, by]. */
const EXPECTED: [number, MftEvent, number, MftActor][] = [
  [S.DRAFT, 'submit', S.SUBMITTED, 'owner'],
  [S.SUBMIT_FAILED, 'submit', S.SUBMITTED, 'owner'],
  [S.VERIFY_FAILED, 'submit', S.SUBMITTED, 'owner'],
  [S.DRAFT, 'submitFail', S.SUBMIT_FAILED, 'system'],
  [S.SUBMIT_FAILED, 'submitFail', S.SUBMIT_FAILED, 'system'],
  [S.VERIFY_FAILED, 'submitFail', S.SUBMIT_FAILED, 'system'],
  [S.SUBMITTED, 'verify', S.VERIFIED, 'verifier'],
  [S.SUBMITTED, 'return', S.VERIFY_FAILED, 'verifier'],
  [S.VERIFIED, 'send', S.SENDING, 'verifier'],
  [S.SUBMITTED, 'autoSend', S.SENDING, 'system'],
  [S.SUBMITTED, 'autoSend', S.SENDING, 'verifier'],
  [S.SENDING, 'transmitted', S.SENT, 'gateway'],
  [S.SENDING, 'transportFailed', S.SEND_FAILED, 'system'],
  [S.SENDING, 'rejected', S.REJECTED, 'gateway'],
  [S.SENT, 'rejected', S.REJECTED, 'gateway'],
  [S.SENDING, 'accepted', S.ACCEPTED, 'gateway'],
  [S.SENT, 'accepted', S.ACCEPTED, 'gateway'],
  [S.REJECTED, 'amend', S.AMENDING, 'owner'],
  [S.REJECTED, 'amend', S.AMENDING, 'verifier'],
  [S.ACCEPTED, 'amend', S.AMENDING, 'owner'],
  [S.ACCEPTED, 'amend', S.AMENDING, 'verifier'],
  [S.AMENDING, 'sendAmendment', S.SENDING, 'verifier'],
  [S.SEND_FAILED, 'retry', S.SENDING, 'verifier'],
  // customs answered a message we gave up on: it arrived after all
  [S.SEND_FAILED, 'deliveredAfterAll', S.SENDING, 'gateway'],
  [S.ACCEPTED, 'deleteAccepted', S.SENDING, 'verifier'],
  [S.AMENDING, 'deleteAccepted', S.SENDING, 'verifier'],
  [S.SENDING, 'deleted', S.DELETED, 'gateway'],
  [S.SENT, 'deleted', S.DELETED, 'gateway'],
  [S.SENDING, 'amendRefused', S.ACCEPTED, 'gateway'],
  [S.SENT, 'amendRefused', S.ACCEPTED, 'gateway'],
  ...([S.DRAFT, S.SUBMITTED, S.SUBMIT_FAILED, S.VERIFY_FAILED] as number[]).flatMap((from) =>
    (['owner', 'verifier'] as MftActor[]).map((by): [number, MftEvent, number, MftActor] => [from, 'cancel', S.CANCELLED, by]),
  ),
];

describe('the manifest’s states (operations.md §7.3)', () => {
  it('holds every move of §7.3', () => {
    for (const [from, event, to, by] of EXPECTED) expect(mftMove(from, event, by)?.to, `${from} ${event} by ${by}`).toBe(to);
  });

  it('refuses every other (state, event, actor)', () => {
    const allowed = new Set(EXPECTED.map(([f, e, , b]) => `${f} ${e} ${b}`));
    let refused = 0;
    for (const from of MFT_STATUSES) {
      for (const event of EVENTS) {
        for (const by of ACTORS) {
          if (allowed.has(`${from} ${event} ${by}`)) continue;
          expect(mftMove(from, event, by), `${from} ${event} by ${by}`).toBeUndefined();
          refused++;
        }
      }
    }
    // 13 states × 18 events × 4 actors, less the allowed moves
    expect(refused).toBe(13 * 18 * 4 - allowed.size);
  });

  it('the table has no move beyond those listed', () => {
    const listed = MFT_MOVES.reduce((n, m) => n + m.from.length * m.by.length, 0);
    expect(listed).toBe(EXPECTED.length);
  });

  it('a return needs remarks', () => {
    expect(mftMove(S.SUBMITTED, 'return', 'verifier')?.remarks).toBe(true);
  });

  it('what customs answers depends on the transmission’s kind', () => {
    expect(receiptEvent('MAIN', true)).toBe('accepted');
    expect(receiptEvent('MAIN', false)).toBe('rejected');
    expect(receiptEvent('MODIFY', true)).toBe('accepted');
    expect(receiptEvent('MODIFY', false)).toBe('amendRefused');
    expect(receiptEvent('DELETE', true)).toBe('deleted');
    expect(receiptEvent('DELETE', false)).toBe('amendRefused');
  });

  it('editable, live and share-editable states', () => {
    expect(MFT_EDITABLE).toEqual([S.DRAFT, S.SUBMIT_FAILED, S.VERIFY_FAILED, S.AMENDING]);
    expect(MFT_STATUSES.filter((s) => !isMftLive(s))).toEqual([S.DELETED, S.CANCELLED]);
    expect(MFT_STATUSES.filter(isShareEditable)).toEqual([S.DRAFT, S.SUBMIT_FAILED, S.VERIFY_FAILED]);
  });

  it('every state has words in both languages', () => {
    for (const s of MFT_STATUSES) {
      expect(mftStatusWords[s].zh).toBeTruthy();
      expect(mftStatusWords[s].en).toBeTruthy();
    }
  });
});
