import type { Queryable } from '../../db/types';
import { type DemoTable, seedDemoTable } from './demoSailingTables';

/**
 * A company site's own sailing table (operations.md §13–§14): 上海畅达 (PRV-SHCD, shcd.localhost) keeps
 * its Shanghai–Europe trucking-to-vessel departures, published to the public, so its home's schedule
 * box shows them — kept by the platform's desk for 畅达's site, owned by 畅达.
 */
const SHCD_TABLE: DemoTable = {
  title: '畅达 · 上海/宁波—欧洲 12 月船期 / Changda Shanghai & Ningbo–Europe December',
  carrier: 'MSCU',
  service: 'SILK',
  line: '亚洲—北欧 Asia–North Europe',
  from: '2026-12-01',
  to: '2026-12-31',
  audience: 'PUBLIC',
  publish: true,
  sailings: [
    ['MSC IRINA', '9930038', 'FA648W', 'CNSHA', '2026-12-08 16:00', 'NLRTM', '2027-01-08 06:00'],
    ['MSC IRINA', '9930038', 'FA648W', 'CNNGB', '2026-12-10 08:00', 'DEHAM', '2027-01-12 10:00'],
    ['MSC LORETO', '9934735', 'FA649W', 'CNSHA', '2026-12-15 16:00', 'GBFXT', '2027-01-16 12:00'],
    ['MSC LORETO', '9934735', 'FA649W', 'CNNGB', '2026-12-17 08:00', 'DEHAM', '2027-01-19 10:00'],
  ],
};

export async function seedDemoSiteSailingTables(tx: Queryable): Promise<void> {
  const [owner] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PRV-SHCD' and status = 'active'`);
  const [staff] = await tx.query<{ id: string }>(
    `select e.id::text from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'admin@demo.test' order by e.id limit 1`,
  );
  if (!owner || !staff) return;
  const [done] = await tx.query(`select 1 from sailing_tables where company_id = $1 limit 1`, [owner.id]);
  if (!done) await seedDemoTable(tx, owner.id, staff.id, SHCD_TABLE);
}
