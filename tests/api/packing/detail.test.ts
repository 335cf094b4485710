import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { packingKit } from './packingApp';

/**
 * The audit desk's one call per opened item (GET PackingList/Detail): the very record Get answers and
 * the very history Log answers, on one lookup — for an application, and for a packing list with data
 * saved by the customer after staff opened it (the record's UpdatedBy read from the same history).
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

const data = async (who: 'operator' | 'customer', url: string) => {
  const r = await k.get(who, url);
  expect(r.statusCode).toBe(200);
  return r.json().Data;
};

describe('PackingList/Detail', () => {
  it('answers Get’s record and Log’s events together, for every reader', async () => {
    const [applied] = await k.applied(await k.booking());
    const [filled] = await k.opened(await k.booking());
    expect((await k.save('customer', filled!, k.goodData())).statusCode).toBe(200);
    for (const id of [applied!, filled!])
      for (const who of ['operator', 'customer'] as const) {
        const detail = await data(who, `${ENDPOINTS.packingDetail}?Id=${id}`);
        expect(detail.Record).toEqual(await data(who, `${ENDPOINTS.packingGet}?Id=${id}`));
        expect(detail.Log).toEqual(await data(who, `${ENDPOINTS.packingLog}?Id=${id}`));
      }
    const detail = await data('operator', `${ENDPOINTS.packingDetail}?Id=${filled}`);
    expect(detail.Record.UpdatedBy).not.toBe('');
    expect(detail.Log.map((e: { Type: string }) => e.Type).slice(0, 2)).toEqual(['v1.PackingListDataSaved', 'v1.PackingListOpened']);
  });

  it('answers 404 for what the reader may not see, 401 without a session', async () => {
    const [other] = await k.applied(await k.booking({ company: 'CUS-NBHY' }), 1, '40HQ', 'customer2');
    expect((await k.get('customer', `${ENDPOINTS.packingDetail}?Id=${other}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${ENDPOINTS.packingDetail}?Id=${other}` })).statusCode).toBe(401);
  });
});
