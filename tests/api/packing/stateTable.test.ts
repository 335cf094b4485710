import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_MOVES, PKL_STATUS, PKL_STATUSES, type PklActor, type PklEvent } from '../../../src/domain/packing/status';
import { withTestApp } from '../support/build';
import { goods, packingKit, type Who } from './packingApp';

/**
 * The packing list's state table (operations.md §3.2, PKL_MOVES) through the API: every move by each
 * person it names, and from every other state the move refused — 400 with its Code (pkl.state, or
 * pkl.locked once gated in), nothing changed. The gate-in (system) is the container events' module's.
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

const { APPLIED, OPENED, REJECTED, DATA_SUBMITTED, DATA_APPROVED, DATA_RETURNED, GATED_IN, CANCELLED } = PKL_STATUS;
const WHO: Record<Exclude<PklActor, 'system'>, Who> = { customer: 'customer', trucker: 'trucker', operator: 'operator' };

/** A packing list of a fresh booking in `state`, reached by the API's own moves (gate-in forced: not this module's call). */
async function inState(state: number): Promise<number> {
  const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 3 }] });
  const truckerCo = await k.companyId('PRV-SHCD');
  if (state === APPLIED) return (await k.applied(cgo))[0]!;
  if (state === REJECTED) {
    const [id] = await k.applied(cgo);
    expect((await k.decide('operator', [id!], false, '货未备妥')).statusCode).toBe(200);
    return id!;
  }
  if (state === CANCELLED) {
    const [id] = await k.applied(cgo);
    expect((await k.cancel('customer', id!)).statusCode).toBe(200);
    return id!;
  }
  const [id] = await k.opened(cgo);
  expect((await k.post('operator', ENDPOINTS.packingAssignTrucker, { Ids: [id], PKL_TRUCKER_ID: truckerCo })).statusCode).toBe(200);
  if (state === OPENED) return id!;
  if (state === GATED_IN) {
    await k.force(id!, GATED_IN);
    return id!;
  }
  expect((await k.save('customer', id!, k.goodData())).statusCode).toBe(200);
  expect((await k.submit('customer', id!)).statusCode).toBe(200);
  if (state === DATA_SUBMITTED) return id!;
  if (state === DATA_APPROVED) expect((await k.audit('operator', id!, true)).statusCode).toBe(200);
  if (state === DATA_RETURNED) expect((await k.audit('operator', id!, false, '毛重不符')).statusCode).toBe(200);
  return id!;
}

/** One move by one person: the call that makes it. */
async function move(event: Exclude<PklEvent, 'gateIn'>, who: Who, id: number) {
  switch (event) {
    case 'open':
      return k.decide(who, [id], true);
    case 'reject':
      return k.decide(who, [id], false, '不予受理');
    case 'submitData': {
      // an opened packing list is filled before it is submitted (the check refuses an empty one)
      const rec = await k.record('operator', id);
      if ((rec.PKL_STATUS === OPENED || rec.PKL_STATUS === DATA_RETURNED) && !rec.PKL_CNNO)
        expect((await k.save('customer', id, k.goodData())).statusCode).toBe(200);
      return k.submit(who, id);
    }
    case 'approveData':
      return k.audit(who, id, true);
    case 'returnData':
      return k.audit(who, id, false, '封号不清');
    case 'cancel':
      return k.cancel(who, id);
    case 'split': {
      // the goods split are one line of 10 packages: an opened packing list gets it first
      const rec = await k.record('operator', id);
      if (rec.PKL_STATUS === OPENED)
        expect((await k.save('customer', id, { Lines: [goods({ PKD_NUM: 10, PKD_WEIGHT: 100, PKD_VOLUME: 2 })] })).statusCode).toBe(200);
      const into = [
        { Lines: [{ PKD_SEQ: 1, PKD_NUM: 6, PKD_WEIGHT: 60, PKD_VOLUME: 1.2 }] },
        { Lines: [{ PKD_SEQ: 1, PKD_NUM: 4, PKD_WEIGHT: 40, PKD_VOLUME: 0.8 }] },
      ];
      return k.post(who, ENDPOINTS.packingSplit, { Id: id, Into: into });
    }
  }
}

const MOVES = PKL_MOVES.filter((m) => m.event !== 'gateIn');

describe('every move of PKL_MOVES, by each person it names', () => {
  for (const m of MOVES)
    for (const by of m.by.filter((b): b is Exclude<PklActor, 'system'> => b !== 'system'))
      for (const from of m.from)
        it(`${m.event} by the ${by}: ${from} → ${m.to}`, async () => {
          const id = await inState(from);
          const r = await move(m.event as Exclude<PklEvent, 'gateIn'>, WHO[by], id);
          expect(r.statusCode, r.body).toBe(200);
          expect(await k.status(id)).toBe(m.to);
          if (m.event === 'split') {
            const rec = await k.record('operator', id);
            expect(rec.ChildIds).toHaveLength(2);
            for (const c of rec.ChildIds) expect((await k.record('operator', c)).PKL_STATUS).toBe(OPENED);
          }
        });
});

describe('every refused move: 400 with its Code, nothing changed', () => {
  for (const m of MOVES) {
    const refusedFrom = PKL_STATUSES.filter((s) => !m.from.includes(s));
    const by = m.by.find((b) => b !== 'system') as Exclude<PklActor, 'system'>;
    for (const from of refusedFrom)
      it(`${m.event} by the ${by} from ${from}`, async () => {
        const id = await inState(from);
        const before = await k.record('operator', id);
        const r = await move(m.event as Exclude<PklEvent, 'gateIn'>, WHO[by], id);
        expect(r.statusCode, r.body).toBe(400);
        expect(r.json().Code).toBe(from === GATED_IN ? 'pkl.locked' : 'pkl.state');
        const after = await k.record('operator', id);
        expect(after.PKL_STATUS).toBe(from);
        expect(after.VERSION).toBe(before.VERSION);
      });
  }
});

describe('moves the table gives to others', () => {
  it('a trucker neither cancels nor splits; an operator does not submit data', async () => {
    const opened = await inState(OPENED);
    expect((await k.cancel('trucker', opened)).json().Code).toBe('pkl.state');
    expect((await move('split', 'trucker', opened)).json().Code).toBe('pkl.state');
    expect((await k.save('operator', opened, k.goodData())).statusCode).toBe(200);
    expect((await k.submit('operator', opened)).json().Code).toBe('pkl.state');
    expect(await k.status(opened)).toBe(OPENED);
  });
  it('a customer neither opens nor audits (platform staff only: 403)', async () => {
    const id = await inState(APPLIED);
    expect((await k.decide('customer', [id], true)).statusCode).toBe(403);
    const sub = await inState(DATA_SUBMITTED);
    expect((await k.audit('customer', sub, true)).statusCode).toBe(403);
  });
  it('the log tells every move, newest first', async () => {
    const id = await inState(DATA_APPROVED);
    expect(await k.events(id)).toEqual([
      'v1.PackingListDataApproved',
      'v1.PackingListDataSubmitted',
      'v1.PackingListDataSaved',
      'v1.PackingListTruckerAssigned',
      'v1.PackingListOpened',
      'v1.PackingListApplied',
    ]);
  });
});
