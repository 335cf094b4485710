import { dayIn } from '../../../src/domain/refdata/localTimes';
import { addDays } from '../../../src/domain/refdata/public';
import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { type DemoReleasedOrder, insertDemoReleasedOrders } from '../booking/public';
import { assignDemoSalesperson, ensureCompany } from '../companies/public';
import { insertDemoBookRates } from '../refdata/public';
import { insertDemoEmployee } from '../staff/public';
import { rebuildSalesDaily } from './rollup';

/**
 * The sales analysis' demo (seed step demo-sales-history-v1): a year of released bookings up to two
 * weeks ahead of the seed's day, for five customer companies of their own (so no other module's demo
 * changes), on five lanes and carriers, sold in USD with local charges in CNY, each company one of
 * two salespeople's, two of its employees booking. One customer went quiet four months ago (dormant).
 * The rows go in through booking's and the companies' public functions; the roll-ups are then built.
 */
const CUSTOMERS = [
  { code: 'CUS-SZMX', nameZh: '苏州明轩家居有限公司', nameEn: 'Suzhou Mingxuan Home Furnishing Co., Ltd.', sales: 'sales@demo.test', perWeek: 3, quietDays: 0 },
  { code: 'CUS-XMHF', nameZh: '厦门华丰电子有限公司', nameEn: 'Xiamen Huafeng Electronics Co., Ltd.', sales: 'sales@demo.test', perWeek: 2, quietDays: 0 },
  { code: 'CUS-QDHL', nameZh: '青岛海蓝食品有限公司', nameEn: 'Qingdao Hailan Foods Co., Ltd.', sales: 'sales2@demo.test', perWeek: 2, quietDays: 0 },
  { code: 'CUS-SZTK', nameZh: '深圳拓科科技有限公司', nameEn: 'Shenzhen Tuoke Technology Co., Ltd.', sales: 'sales2@demo.test', perWeek: 1, quietDays: 0 },
  { code: 'CUS-YWJX', nameZh: '义乌佳信贸易有限公司', nameEn: 'Yiwu Jiaxin Trading Co., Ltd.', sales: 'sales@demo.test', perWeek: 1, quietDays: 120 },
];
const BOOKERS = ['王芳', '李强'];
const LANES = [
  { pol: 'CNSHA', pod: 'DEHAM', carrier: 'COSU', usd40: 2300 },
  { pol: 'CNNGB', pod: 'USLAX', carrier: 'MAEU', usd40: 2900 },
  { pol: 'CNSHA', pod: 'SGSIN', carrier: 'CMDU', usd40: 650 },
  { pol: 'CNNGB', pod: 'NLRTM', carrier: 'MSCU', usd40: 2100 },
  { pol: 'CNSHA', pod: 'JPTYO', carrier: 'ONEY', usd40: 480 },
];

/** A small seeded generator (mulberry32): the same history on every machine for the same day. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The history's orders for one customer (pure: the test of the seed's shape reads it too). */
export function demoOrdersOf(c: (typeof CUSTOMERS)[number], companyId: string, bookers: readonly string[], today: string, n: number): DemoReleasedOrder[] {
  const next = random(n * 7919 + 17);
  const out: DemoReleasedOrder[] = [];
  for (let d = -365; d <= 14; d++) {
    if (next() > c.perWeek / 7 || (c.quietDays && d > -c.quietDays)) continue;
    const etd = addDays(today, d);
    const lane = LANES[Math.floor(next() * LANES.length)]!;
    const forty = 1 + Math.floor(next() * 3);
    const twenty = Math.floor(next() * 2);
    // the market moves over the year: up to 25 % above the lane's base in the peak months
    const season = 1 + 0.25 * Math.sin(((d + 365) / 365) * Math.PI);
    const sell40 = Math.round(lane.usd40 * season);
    const usd = forty * sell40 + twenty * Math.round(sell40 * 0.55);
    const cny = (forty + twenty) * 850;
    const margin = 0.07 + next() * 0.08;
    out.push({
      bookingNo: `BKH${etd.slice(2, 4)}${etd.slice(5, 7)}${String(n).padStart(2, '0')}${String(out.length + 1).padStart(4, '0')}`,
      companyId,
      employeeId: bookers[out.length % bookers.length] ?? null,
      carrier: lane.carrier,
      pol: lane.pol,
      pod: lane.pod,
      etd,
      units: [{ ContainerClass: '40HQ', Units: forty }, ...(twenty ? [{ ContainerClass: '20GP', Units: twenty }] : [])],
      sellTotals: `USD ${usd}.00 + CNY ${cny}.00`,
      costTotals: `USD ${Math.round(usd * (1 - margin))}.00 + CNY ${Math.round(cny * 0.6)}.00`,
      status: etd > today ? 'RELEASED' : 'COMPLETED',
    });
  }
  return out;
}

/** The year's USD book rates (refdata keeps a window only where none is): the dollar drifts between 7.02 and 7.26. */
const pastRates = (today: string) =>
  Array.from({ length: 14 }, (_, i) => ({
    currency: 'USD',
    month: addDays(`${today.slice(0, 7)}-15`, -30.4 * (13 - i)).slice(0, 7),
    rate: (7.14 + 0.12 * Math.sin(i / 2)).toFixed(4),
  }));

export async function seedDemoSalesHistory(tx: Queryable): Promise<void> {
  const today = dayIn();
  await insertDemoBookRates(tx, pastRates(today));
  const sales = new Map<string, string>();
  for (const account of ['sales@demo.test', 'sales2@demo.test']) {
    const [e] = await employeesSigningInAs(tx, [account]);
    if (e) sales.set(account, e.id);
  }
  let n = 0;
  for (const c of CUSTOMERS) {
    n++;
    const companyId = await ensureCompany(tx, { code: c.code, nameZh: c.nameZh, nameEn: c.nameEn, kind: 'customer' });
    if (!companyId) continue;
    const salesperson = sales.get(c.sales);
    if (salesperson) await assignDemoSalesperson(tx, companyId, String(salesperson));
    const bookers: string[] = [];
    for (const name of BOOKERS) {
      const id = await insertDemoEmployee(tx, { company: c.code, userId: null, name, isAdmin: false, isDefault: false });
      if (id) bookers.push(id);
    }
    await insertDemoReleasedOrders(tx, demoOrdersOf(c, companyId, bookers, today, n));
  }
  await rebuildSalesDaily(tx);
}
