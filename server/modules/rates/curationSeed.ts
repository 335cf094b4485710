import { CURATION_PAGES } from '../../../src/contract/rates/module';
import type { Queryable } from '../../db/types';
import { syncMenuButtons } from '../access/public';
import { grantPricingManager } from './managerGrantRepository';

/** The demo's home page: hot ports on both sides, and three featured rates — one hidden by itself (no rate serves Santos). */
export async function seedCuration(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await grantPricingManager(tx, [CURATION_PAGES.ports, CURATION_PAGES.rates], ['edit']);
  const [platform] = await tx.query<{ id: string }>(`select id from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const ports: [string, 'POL' | 'POD'][] = [
    ['CNSHA', 'POL'],
    ['CNNGB', 'POL'],
    ['CNYTN', 'POL'],
    ['NLRTM', 'POD'],
    ['DEHAM', 'POD'],
    ['USLAX', 'POD'],
    ['SGSIN', 'POD'],
  ];
  for (const [i, [code, kind]] of ports.entries())
    await tx.query('insert into recommended_ports (owner_company_id, port_code, kind, sort_order) values ($1, $2, $3, $4) on conflict do nothing', [
      platform.id,
      code,
      kind,
      i,
    ]);
  for (const [i, f] of [
    { pol: 'CNSHA', pod: 'NLRTM', carrier: 'COSU', badge: '热卖' },
    { pol: 'CNNGB', pod: 'USLAX', carrier: null, badge: '特价' },
    { pol: 'CNSHA', pod: 'BRSSZ', carrier: null, badge: '新航线' },
  ].entries())
    await tx.query('insert into recommended_rates (owner_company_id, pol_code, pod_code, carrier_code, badge, sort_order) values ($1, $2, $3, $4, $5, $6)', [
      platform.id,
      f.pol,
      f.pod,
      f.carrier,
      f.badge,
      i,
    ]);
}
