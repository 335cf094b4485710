import * as XLSX from 'xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { insertPackingList, OTHER_CGO_ID, OWN_CGO } from './support';

/**
 * The packing-list data query (TrachManData) and its export: every line with its packing list,
 * booking and customer; customers their company's, truckers those assigned to their company, staff
 * all; the universal and "mine" filters.
 */
describe('packing-list data query', () => {
  const t = withTestApp({ modules: ['packingReports'] });
  const { call, asUser } = caller(t);
  let customer: string;
  let trucker: string;
  let staff: string;

  beforeAll(async () => {
    customer = await asUser('customer.admin@demo.test');
    trucker = await asUser('provider.admin@demo.test');
    staff = await asUser('admin@demo.test');
    await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112700301',
      cnno: 'HLXU1234567',
      trucker: 'PRV-SHYD',
      createdBy: 'admin@demo.test',
      lines: [
        { cngoods: '纯棉T恤', goods: 'COTTON T-SHIRTS', hs: '610910', num: 100, weight: 5000.5, volume: 30 },
        { cngoods: '外套', goods: 'JACKETS', hs: '620193', num: 10, weight: 100, volume: 2 },
      ],
    });
    await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112700302',
      slot: 2,
      source: 2,
      lines: [{ goods: 'UNIVERSAL GOODS', num: 1, weight: 1, volume: 1 }],
    });
    await insertPackingList(t.db, {
      cgo: OTHER_CGO_ID,
      no: 'PK26112700303',
      trucker: 'PRV-SHYD',
      lines: [{ goods: 'OTHER GOODS', num: 5, weight: 50, volume: 5 }],
    });
  });

  const page = async (token: string, q = '') => {
    // the fixtures' numbers only: the demo's own packing lists are in the database too
    const res = await call('GET', `${ENDPOINTS.packingDataList}?PageSize=50&PKL_NO=PK2611270030${q}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Items: Record<string, unknown>[]; Total: number };
  };
  const keys = (p: { Items: Record<string, unknown>[] }) => p.Items.map((r) => `${r.PKL_NO}#${r.PKD_SEQ}`).sort();

  it('shows a customer every line of its company’s packing lists, with booking, vessel and customer', async () => {
    const p = await page(customer);
    expect(keys(p)).toEqual(['PK26112700301#1', 'PK26112700301#2', 'PK26112700302#1']);
    const line = p.Items.find((r) => r.PKL_NO === 'PK26112700301' && r.PKD_SEQ === 1)!;
    expect(line).toMatchObject({ CGO_ID: OWN_CGO, PKL_CNNO: 'HLXU1234567', PKD_CNGOODS: '纯棉T恤', PKD_WEIGHT: 5000.5, PKL_VESSEL: expect.any(String) });
    expect(line.CompanyName).toContain('天祥');
    expect(line.TruckerName).toContain('远达');
  });

  it('shows a trucker only the packing lists assigned to its company, of any customer; staff all', async () => {
    expect(keys(await page(trucker))).toEqual(['PK26112700301#1', 'PK26112700301#2', 'PK26112700303#1']);
    expect(keys(await page(staff))).toEqual(expect.arrayContaining(['PK26112700301#1', 'PK26112700302#1', 'PK26112700303#1']));
  });

  it('filters by container, universal and mine', async () => {
    expect(keys(await page(customer, '&PKL_CNNO=hlxu123'))).toEqual(['PK26112700301#1', 'PK26112700301#2']);
    expect(keys(await page(customer, '&Universal=1'))).toEqual(['PK26112700302#1']);
    expect(keys(await page(staff, '&Mine=1'))).toEqual(['PK26112700301#1', 'PK26112700301#2']);
    expect((await page(customer, `&CGO_ID=${OTHER_CGO_ID}`)).Total).toBe(0);
  });

  it('exports the lines the reader sees to Excel, status in words', async () => {
    const res = await call('GET', `${ENDPOINTS.packingDataList}/Export?PKL_NO=PK2611270030`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = XLSX.read(res.rawPayload);
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(wb.Sheets[wb.SheetNames[0]!]!);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r['装箱单号 PKL no.']).sort()).toEqual(['PK26112700301', 'PK26112700301', 'PK26112700302']);
    expect(rows[0]!['状态 Status']).toBe('已开');
    expect(rows.some((r) => r['英文品名 Goods'] === 'OTHER GOODS')).toBe(false);
  });
});
