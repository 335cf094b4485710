import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../../server/db/types';
import { docHistory, recordDocEvent } from '../../../../server/platform/spine/docEvents';
import { seededDb } from '../../support/build';

/** The one history of the documents after the booking (operations.md §1 doc_events). */
let db: Db;
beforeAll(async () => {
  db = await seededDb();
});
afterAll(() => db.close());

describe('doc events', () => {
  it('a document reads its own events, newest first, with the employee named; a rolled-back change leaves none', async () => {
    const [e] = await db.query<{ id: string; name: string }>('select id, name from employees order by id limit 1');
    await recordDocEvent(db, {
      docType: 'packingList',
      docId: 'PKL-1',
      actor: { kind: 'employee', id: Number(e!.id) },
      type: 'v1.PackingListOpened',
      detail: { slot: 1 },
    });
    await recordDocEvent(db, { docType: 'packingList', docId: 'PKL-2', actor: { kind: 'system' }, type: 'v1.PackingListOpened' });
    await recordDocEvent(db, { docType: 'packingList', docId: 'PKL-1', actor: { kind: 'gateway', id: 'terminal' }, type: 'v1.GatedIn' });
    await expect(
      db.transaction(async (tx) => {
        await recordDocEvent(tx, { docType: 'packingList', docId: 'PKL-1', actor: { kind: 'system' }, type: 'v1.PackingListClosed' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const h = await docHistory(db, 'packingList', 'PKL-1');
    expect(h.map((x) => [x.type, x.actorKind, x.actorId, x.actorName])).toEqual([
      ['v1.GatedIn', 'gateway', 'terminal', null],
      ['v1.PackingListOpened', 'employee', String(e!.id), e!.name],
    ]);
    expect(h[1]!.detail).toEqual({ slot: 1 });
  });

  it('a type that is not past tense and versioned is the code’s mistake: thrown, not stored', async () => {
    await expect(recordDocEvent(db, { docType: 'vgm', docId: 1, actor: { kind: 'system' }, type: 'declared' })).rejects.toThrow(/versioned/);
    expect(await docHistory(db, 'vgm', 1)).toEqual([]);
  });
});
