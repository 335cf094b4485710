import { describe, expect, it } from 'vitest';
import { isPklLocked, PKL_MOVES, PKL_STATUS, PKL_STATUSES, pklMove, type PklActor, type PklEvent } from '../../../src/domain/packing/status';
import { pklStatusWords } from '../../../src/domain/packing/words';
import { vgmStatusWords } from '../../../src/domain/vgm/words';
import { isVgmEditable, VGM_MOVES, VGM_STATUS, VGM_STATUSES, vgmMove, type VgmActor, type VgmEvent } from '../../../src/domain/vgm/status';

/** The state tables of operations.md §3.2 and §6.2: every move listed is allowed, every other is refused. */
const PKL_EVENTS: PklEvent[] = ['open', 'reject', 'submitData', 'approveData', 'returnData', 'gateIn', 'cancel', 'split'];
const PKL_ACTORS: PklActor[] = ['customer', 'trucker', 'operator', 'system'];
const VGM_EVENTS: VgmEvent[] = ['declare', 'send', 'sendFailed', 'deliveredAfterAll', 'accept', 'reject', 'supersede'];
const VGM_ACTORS: VgmActor[] = ['declarant', 'gateway', 'system'];

describe('the packing list’s states (§3.2)', () => {
  it('holds §3.2’s moves, written out independently of the table', () => {
    const S = PKL_STATUS;
    const expected: [number, PklEvent, number, PklActor][] = [
      [S.APPLIED, 'open', S.OPENED, 'operator'],
      [S.APPLIED, 'reject', S.REJECTED, 'operator'],
      [S.OPENED, 'submitData', S.DATA_SUBMITTED, 'customer'],
      [S.DATA_RETURNED, 'submitData', S.DATA_SUBMITTED, 'trucker'],
      [S.DATA_SUBMITTED, 'approveData', S.DATA_APPROVED, 'operator'],
      [S.DATA_SUBMITTED, 'returnData', S.DATA_RETURNED, 'operator'],
      [S.OPENED, 'gateIn', S.GATED_IN, 'system'],
      [S.DATA_SUBMITTED, 'gateIn', S.GATED_IN, 'system'],
      [S.DATA_APPROVED, 'gateIn', S.GATED_IN, 'system'],
      [S.DATA_RETURNED, 'cancel', S.CANCELLED, 'customer'],
      [S.APPLIED, 'cancel', S.CANCELLED, 'operator'],
      [S.OPENED, 'split', S.CANCELLED, 'operator'],
    ];
    for (const [from, event, to, by] of expected) expect(pklMove(from, event, by)?.to, `${from} ${event} by ${by}`).toBe(to);
  });

  it('allows every move of the table and refuses every pair it does not hold', () => {
    let allowed = 0;
    let refused = 0;
    for (const from of PKL_STATUSES)
      for (const event of PKL_EVENTS)
        for (const by of PKL_ACTORS) {
          const listed = PKL_MOVES.find((m) => m.event === event && m.from.includes(from) && m.by.includes(by));
          expect(pklMove(from, event, by)).toBe(listed);
          if (listed) allowed++;
          else refused++;
        }
    expect(allowed).toBe(PKL_MOVES.reduce((n, m) => n + m.from.length * m.by.length, 0));
    expect(refused).toBeGreaterThan(0);
  });

  it('refuses what §3.2 forbids', () => {
    const S = PKL_STATUS;
    expect(pklMove(S.GATED_IN, 'cancel', 'operator')).toBeUndefined(); // cancel only before gate-in
    expect(pklMove(S.DATA_APPROVED, 'cancel', 'customer')).toBeUndefined();
    expect(pklMove(S.CANCELLED, 'open', 'operator')).toBeUndefined();
    expect(pklMove(S.REJECTED, 'open', 'operator')).toBeUndefined();
    expect(pklMove(S.APPLIED, 'open', 'customer')).toBeUndefined(); // the operator opens
    expect(pklMove(S.DATA_SUBMITTED, 'approveData', 'trucker')).toBeUndefined();
    expect(pklMove(S.APPLIED, 'submitData', 'customer')).toBeUndefined(); // not opened yet
    expect(pklMove(S.DATA_SUBMITTED, 'split', 'operator')).toBeUndefined(); // split in state 2 only
    expect(pklMove(S.OPENED, 'gateIn', 'operator')).toBeUndefined(); // only a tracking event gates in
    expect(pklMove(99, 'open', 'operator')).toBeUndefined();
  });

  it('requires remarks to reject, return and cancel', () => {
    expect(PKL_MOVES.filter((m) => m.remarks).map((m) => m.event)).toEqual(['reject', 'returnData', 'cancel']);
  });

  it('freezes the data at gate-in only', () => {
    expect(PKL_STATUSES.filter(isPklLocked)).toEqual([PKL_STATUS.GATED_IN]);
  });

  it('has words in both languages for every state', () => {
    for (const s of PKL_STATUSES) expect(pklStatusWords[s].zh && pklStatusWords[s].en, `${s}`).toBeTruthy();
    expect(pklStatusWords[PKL_STATUS.GATED_IN]).toEqual({ zh: '已进港', en: 'Gated in' });
  });
});

describe('the VGM’s states (§6.2)', () => {
  it('holds §6.2’s moves', () => {
    const S = VGM_STATUS;
    expect(vgmMove(S.DRAFT, 'declare', 'declarant')?.to).toBe(S.DECLARED);
    expect(vgmMove(S.DECLARED, 'send', 'system')?.to).toBe(S.SENT);
    expect(vgmMove(S.SENT, 'accept', 'gateway')?.to).toBe(S.ACCEPTED);
    expect(vgmMove(S.SENT, 'reject', 'gateway')?.to).toBe(S.REJECTED);
    // the outbox gave up: declared again, to be sent again (never accepted)
    expect(vgmMove(S.SENT, 'sendFailed', 'system')?.to).toBe(S.DECLARED);
    // …yet a receipt proves a timed-out attempt had arrived: sent after all, only on the gateway's word
    expect(vgmMove(S.DECLARED, 'deliveredAfterAll', 'gateway')?.to).toBe(S.SENT);
    expect(vgmMove(S.DECLARED, 'deliveredAfterAll', 'declarant')).toBeUndefined();
    expect(vgmMove(S.ACCEPTED, 'deliveredAfterAll', 'gateway')).toBeUndefined();
    for (const from of [S.DECLARED, S.SENT, S.ACCEPTED, S.REJECTED]) expect(vgmMove(from, 'supersede', 'system')?.to).toBe(S.SUPERSEDED);
  });

  it('allows every move of the table and refuses every pair it does not hold', () => {
    let allowed = 0;
    for (const from of VGM_STATUSES)
      for (const event of VGM_EVENTS)
        for (const by of VGM_ACTORS) {
          const listed = VGM_MOVES.find((m) => m.event === event && m.from.includes(from) && m.by === by);
          expect(vgmMove(from, event, by)).toBe(listed);
          if (listed) allowed++;
        }
    expect(allowed).toBe(VGM_MOVES.reduce((n, m) => n + m.from.length, 0));
  });

  it('refuses what §6.2 forbids', () => {
    const S = VGM_STATUS;
    expect(vgmMove(S.DRAFT, 'send', 'system')).toBeUndefined(); // a draft is not sent
    expect(vgmMove(S.DRAFT, 'supersede', 'system')).toBeUndefined();
    expect(vgmMove(S.SUPERSEDED, 'declare', 'declarant')).toBeUndefined();
    expect(vgmMove(S.ACCEPTED, 'reject', 'gateway')).toBeUndefined(); // a receipt answers a sent one
    expect(vgmMove(S.SENT, 'accept', 'declarant')).toBeUndefined(); // only the gateway answers
    expect(vgmMove(S.DECLARED, 'declare', 'declarant')).toBeUndefined(); // vgm.immutable
    expect(vgmMove(S.ACCEPTED, 'sendFailed', 'system')).toBeUndefined(); // only a message in flight fails
  });

  it('lets only a draft be edited', () => {
    expect(VGM_STATUSES.filter(isVgmEditable)).toEqual([VGM_STATUS.DRAFT]);
  });

  it('has words in both languages for every state', () => {
    for (const s of VGM_STATUSES) expect(vgmStatusWords[s].zh && vgmStatusWords[s].en, `${s}`).toBeTruthy();
  });
});
