import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { grantMenusToRoles } from '../access/public';

const COCKPIT = '/SeaFreight/FreightManagement/FareCockpit';

/**
 * The rate cockpit for the pricing desk's roles (运价专员, 运价经理: a role its company changed keeps
 * its choices otherwise), and the demo's uncovered demand: searches of the last days on lanes no rate
 * serves — Shanghai → Santos by 天祥 and by visitors, Ningbo → Durban by 海越 — so the cockpit shows
 * what it is for on a fresh database.
 */
export async function seedRateCockpit(tx: Queryable): Promise<void> {
  await grantMenusToRoles(tx, { platform: ['运价专员', '运价经理'] }, { tree: 'internal', paths: [COCKPIT] });
  const [platform] = await tx.query<{ id: string }>(`select id from company_directory where code = 'PLATFORM'`);
  const companies = await tx.query<{ id: string; code: string }>(`select id, code from company_directory where code in ('CUS-HZTX', 'CUS-NBHY')`);
  if (!platform || companies.length < 2) return;
  const company = (code: string) => companies.find((c) => c.code === code)!.id;
  const today = todayInShanghai();
  const asked = [
    { who: company('CUS-HZTX'), visitor: null, pol: 'CNSHA', pod: 'BRSSZ', hoursAgo: 30 },
    { who: company('CUS-HZTX'), visitor: null, pol: 'CNSHA', pod: 'BRSSZ', hoursAgo: 5 },
    { who: null, visitor: 'demo-visitor-1', pol: 'CNSHA', pod: 'BRSSZ', hoursAgo: 3 },
    { who: company('CUS-NBHY'), visitor: null, pol: 'CNNGB', pod: 'ZADUR', hoursAgo: 20 },
  ];
  for (const a of asked)
    await tx.query(
      `insert into rate_search_log (at, owner_company_id, company_id, visitor_key, source, pol_code, pod_code, lines, day, results)
       values (now() - make_interval(hours => $1), $2, $3, $4, $5, $6, $7, '{"Lines": [{"ContainerClass": "40HQ", "Qty": 1}], "GrossKg": null}', $8, 0)`,
      [a.hoursAgo, platform.id, a.who, a.visitor, a.who ? 'CUSTOMER' : 'PUBLIC', a.pol, a.pod, addDays(today, 7)],
    );
}
