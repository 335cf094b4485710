import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { onePerContainer } from '../../support/siDrafts';
import { siApp } from './siApp';

/** Deleting an SI: its company's own, while it is not approved; the event log keeps it. */
const { t, sources, body, post, get, listOf, count } = siApp();

describe('deleting an SI', () => {
  it('works for its own company, appends its event, frees nothing twice; an approved SI is refused; others get 404', async () => {
    const s = sources['CGO-HZTX-2611-003']!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)))).statusCode).toBe(200);
    const [one, two, three] = await listOf(s.CGO_ID);
    expect((await post(ENDPOINTS.siDelete, { Id: one!.Id }, 'customer2@demo.test')).statusCode).toBe(404);
    const deleted = await post(ENDPOINTS.siDelete, { Id: one!.Id });
    expect(deleted.json()).toMatchObject({ Status: true });
    const events = await t.db.query<{ type: string; actor: string }>(
      `select e.type, a.name as actor from si_events e join employees a on a.id = e.actor_id where e.si_id = $1 order by e.id desc`,
      [one!.Id],
    );
    expect(events[0]).toEqual({ type: 'v1.SiDeleted', actor: '陈静' });
    expect((await get(`${ENDPOINTS.siGet}?Id=${one!.Id}`)).statusCode).toBe(404);
    expect((await post(ENDPOINTS.siDelete, { Id: one!.Id })).statusCode).toBe(404); // once

    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${two!.Id}&Status=2`, 'reviewer@demo.test')).statusCode).toBe(200);
    const approved = await post(ENDPOINTS.siDelete, { Id: two!.Id });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().Message).toBe('SI已审核通过，不能删除；请联系审单员作废。'); // Chinese unless English is asked for
    expect(await count(`select count(*) as n from si_events where si_id = $1 and type = 'v1.SiDeleted'`, [two!.Id])).toBe(0);

    // returned for correction: still the company's to delete
    expect(
      (await get(`${ENDPOINTS.siChangeStatus}?TDId=${three!.Id}&Status=3&Remarks=${encodeURIComponent('唛头不清')}`, 'reviewer@demo.test')).statusCode,
    ).toBe(200);
    expect((await post(ENDPOINTS.siDelete, { Id: three!.Id })).statusCode).toBe(200);
    expect((await listOf(s.CGO_ID)).map((si) => si.Id)).toEqual([two!.Id]);
  });
});
