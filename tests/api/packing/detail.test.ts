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

describe('the goods a packing list starts from (issue 45: they started empty although the booking knew them)', () => {
  it('an opened packing list with no lines offers the booking order’s commodity, HS code and weight per box; kept lines replace it', async () => {
    const cgo = await k.booking();
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, cgo_id, body)
       select $1, company_id, $2, $3::jsonb from bookings where cgo_id = $2`,
      [
        `BK-START-${cgo}`,
        cgo,
        JSON.stringify({
          Commodity: 'STAINLESS STEEL VACUUM FLASKS',
          HsCode: '9617.00',
          PackageKind: 'CT',
          Equipment: [{ ContainerClass: '40HQ', Units: 2, GrossKgPerUnit: 6000 }],
        }),
      ],
    );
    const [id] = await k.opened(cgo);
    const record = await data('customer', `${ENDPOINTS.packingGet}?Id=${id}`);
    expect(record.Lines).toEqual([]);
    expect(record.StartLines).toEqual([
      expect.objectContaining({ PKD_GOODS: 'STAINLESS STEEL VACUUM FLASKS', PKD_HSCODE: '961700', PKD_PACKAGE: 'CT', PKD_WEIGHT: 6000 }),
    ]);
    expect((await k.save('customer', id!, k.goodData())).statusCode).toBe(200);
    const saved = await data('customer', `${ENDPOINTS.packingGet}?Id=${id}`);
    expect(saved.Lines.length).toBeGreaterThan(0);
    expect(saved.StartLines).toEqual([]);
  });
});
