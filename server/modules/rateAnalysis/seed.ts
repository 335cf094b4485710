import { RATE_ANALYSIS_PAGES as P } from '../../../src/contract/rateAnalysis/module';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import { mondayOf } from '../../../src/domain/rateAnalysis';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';
import { type HistoryRate, insertRateHistory } from '../rates/public';
import { recountIndexIn } from './useCases/refreshIndex';

/**
 * Who analyses rates (commercial.md §0.2, §9.4 R9.1): the pricing manager and the sales manager see the
 * platform's index with cost and the customer page for every customer; salespeople the customer page
 * for the customers they sell to.
 */
const ROLES: DemoRole[] = [
  {
    name: '运价分析',
    description: '平台运价指数（含成本）、客户运价分析（全部客户）',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [P.platform, P.customer],
    buttons: { [P.platform]: ['viewCost', 'refresh'] },
    holders: ['pricing.manager@demo.test', 'sales.manager@demo.test'],
  },
  {
    name: '客户运价分析',
    description: '我负责的客户：搜索、报价与订舱的航线',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [P.customer],
    buttons: {},
    holders: ['sales@demo.test', 'sales2@demo.test'],
  },
];

export async function seedRateAnalysisAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, ROLES);
}

/** The demo's lanes and carriers with a plausible cost per class a year ago (USD per container). */
const LANES = [
  { pol: 'CNSHA', pod: 'NLRTM', carriers: ['COSU', 'MSCU', 'CMDU'], base: { '20GP': 1300, '40GP': 1600, '40HQ': 1700 } },
  { pol: 'CNNGB', pod: 'USLAX', carriers: ['OOLU', 'CMDU', 'MAEU'], base: { '20GP': 1500, '40GP': 1900, '40HQ': 2000 } },
  { pol: 'CNSHA', pod: 'SGSIN', carriers: ['ONEY', 'EGLV'], base: { '20GP': 200, '40GP': 350, '40HQ': 370 } },
];

/** A fixed pseudo-random sequence (the demo is the same on every machine). */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * A year of weekly spot rates on three lanes (rate analysis' demo): each carrier publishes one rate
 * per week for the 52 weeks before this one, its cost walking a few percent a week with a peak before
 * the Chinese New Year, its list price 6–12 % above; then the weekly index counted.
 */
export async function seedRateHistory(tx: Queryable): Promise<void> {
  const [clerk] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'pricing@demo.test'`,
  );
  if (!clerk) return;
  const thisWeek = mondayOf(todayInShanghai());
  const next = sequence(20261129);
  const rates: HistoryRate[] = [];
  for (const lane of LANES) {
    for (const carrier of lane.carriers) {
      let level = 0.9 + next() * 0.2;
      for (let w = 52; w >= 1; w--) {
        const monday = addDays(thisWeek, -7 * w);
        level = Math.max(0.6, level * (1 + (next() - 0.5) * 0.08) + (w > 8 && w < 14 ? 0.03 : 0));
        const markup = 1.06 + next() * 0.06;
        rates.push({
          rateNo: `HIS${monday.replaceAll('-', '').slice(2)}${carrier}${lane.pol.slice(2)}${lane.pod.slice(2)}`,
          carrier,
          pol: lane.pol,
          pod: lane.pod,
          currency: 'USD',
          from: monday,
          to: addDays(monday, 6),
          prices: Object.entries(lane.base).map(([containerClass, base]) => {
            const cost = Math.round(base * level);
            return { containerClass, cost: String(cost), listPrice: String(Math.round(cost * markup)) };
          }),
        });
      }
    }
  }
  await insertRateHistory(tx, clerk.company_id, clerk.id, rates);
  await recountIndexIn(tx);
}
