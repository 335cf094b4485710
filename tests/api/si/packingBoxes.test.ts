import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { insertPackingList, OWN_CGO } from '../packingReports/support';

/**
 * "Import from packing lists" (从装箱单导入): the SI module reads the booking's live packing lists
 * (rows the packing module stores, inserted here as SQL fixtures) and answers them as SI boxes.
 */
describe('SI boxes from packing lists', () => {
  const t = withTestApp({ modules: ['si'] });
  const { call, asUser } = caller(t);
  let customer: string;

  beforeAll(async () => {
    customer = await asUser('customer.admin@demo.test');
    const lines = [
      { cngoods: '纯棉T恤', goods: 'COTTON T-SHIRTS', hs: '610910', num: 100, weight: 5000.25, volume: 30, marks: 'N/M' },
      { cngoods: '外套', goods: 'JACKETS', hs: '620193', num: 20, weight: 400, volume: 3.5 },
    ];
    await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112700401', slot: 2, cnno: 'HLXU4180510', seal: 'SL-2', lines });
    await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112700402', slot: 1, cnno: 'HLXU4180505', seal: 'SL-1', lines: [lines[0]!] });
    // cancelled, and applied without a container: neither is a box
    await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112700403', slot: 1, status: 8, cnno: 'HLXU9999999', lines });
    await insertPackingList(t.db, { cgo: OWN_CGO, no: null, type: '40HQ', slot: 3, status: 1 });
  });

  it('answers each live packing list with a container as an SI box, its lines as goods lines with HS codes', async () => {
    const res = await call('GET', `${ENDPOINTS.siPackingBoxes}?CGO_ID=${OWN_CGO}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const boxes = res.json().Data as { PKL_NO: string; Box: Record<string, unknown> & { Details: Record<string, unknown>[] } }[];
    expect(boxes.map((b) => b.PKL_NO)).toEqual(['PK26112700402', 'PK26112700401']);
    expect(boxes[1]!.Box).toMatchObject({
      TBX_TYPE: '40HQ',
      TBX_CNNO: 'HLXU4180510',
      TBX_SEALNO: 'SL-2',
      TBX_PACKAGE: 'CT',
      TBX_NUM: 120,
      TBX_WEIGHT: 5400.25,
      TBX_VOLUME: 33.5,
    });
    expect(boxes[1]!.Box.Details).toEqual([
      {
        TBD_CNGOODS: '纯棉T恤',
        TBD_GOODS: 'COTTON T-SHIRTS',
        TBD_HSCODE: '610910',
        TBD_MARKS: 'N/M',
        TBD_PACKAGE: 'CT',
        TBD_NUM: 100,
        TBD_WEIGHT: 5000.25,
        TBD_VOLUME: 30,
      },
      { TBD_CNGOODS: '外套', TBD_GOODS: 'JACKETS', TBD_HSCODE: '620193', TBD_MARKS: '', TBD_PACKAGE: 'CT', TBD_NUM: 20, TBD_WEIGHT: 400, TBD_VOLUME: 3.5 },
    ]);
  });

  it('answers nothing for a booking without packing lists, and 404 for one the caller may not see', async () => {
    const none = await call('GET', `${ENDPOINTS.siPackingBoxes}?CGO_ID=CGO-HZTX-2611-005`, customer);
    expect(none.json().Data).toEqual([]);
    expect((await call('GET', `${ENDPOINTS.siPackingBoxes}?CGO_ID=NO-SUCH`, customer)).statusCode).toBe(404);
  });
});
