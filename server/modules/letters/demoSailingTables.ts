import type { Queryable } from '../../db/types';
import { zoneOr } from '../../../src/domain/refdata/localTimes';
import { knownPorts } from './checks';
import { checkRows } from './rowChecks';
import { insertTable, publishTableVersion, replaceRows, type StoredRow, tableEvent } from './sailingRepository';
import { cellInstant } from './useCases/importSailingTable';

/**
 * The demo's sailing tables (operations.md §13): COSCO's AEU3 Shanghai/Ningbo–Hamburg/Rotterdam
 * published to the public, Maersk's AE7 to all customers, a CMA CGM draft. Times on each port's clock.
 */
type Sailing = [vessel: string, imo: string, voyage: string, pol: string, etd: string, pod: string, eta: string];
export interface DemoTable {
  title: string;
  carrier: string;
  service: string;
  line: string;
  from: string;
  to: string;
  audience: string;
  publish: boolean;
  sailings: Sailing[];
}
const TABLES: DemoTable[] = [
  {
    title: '中远海运 AEU3 亚欧线 12 月船期 / COSCO AEU3 December',
    carrier: 'COSU',
    service: 'AEU3',
    line: '亚洲—北欧 Asia–North Europe',
    from: '2026-12-01',
    to: '2026-12-31',
    audience: 'PUBLIC',
    publish: true,
    sailings: [
      ['COSCO SHIPPING ARIES', '9783497', '031W', 'CNSHA', '2026-12-06 18:00', 'DEHAM', '2027-01-09 08:00'],
      ['COSCO SHIPPING ARIES', '9783497', '031W', 'CNSHA', '2026-12-06 18:00', 'NLRTM', '2027-01-06 10:00'],
      ['COSCO SHIPPING TAURUS', '9795608', '027W', 'CNSHA', '2026-12-13 18:00', 'DEHAM', '2027-01-16 08:00'],
      ['COSCO SHIPPING TAURUS', '9795608', '027W', 'CNNGB', '2026-12-15 06:00', 'DEHAM', '2027-01-16 08:00'],
      ['COSCO SHIPPING GEMINI', '9783502', '019W', 'CNSHA', '2026-12-20 18:00', 'NLRTM', '2027-01-20 10:00'],
    ],
  },
  {
    title: '马士基 AE7 宁波—欧洲船期 / Maersk AE7 Ningbo–Europe',
    carrier: 'MAEU',
    service: 'AE7',
    line: '亚洲—北欧 Asia–North Europe',
    from: '2026-12-01',
    to: '2027-01-15',
    audience: 'ALL_CUSTOMERS',
    publish: true,
    sailings: [
      ['MAERSK MC-KINNEY MOLLER', '9619907', '650W', 'CNNGB', '2026-12-09 12:00', 'NLRTM', '2027-01-10 14:00'],
      ['MAERSK MAJESTIC', '9619919', '651W', 'CNNGB', '2026-12-16 12:00', 'GBFXT', '2027-01-19 07:00'],
    ],
  },
  {
    title: '达飞 FAL1 亚欧线 1 月船期 / CMA CGM FAL1 January',
    carrier: 'CMDU',
    service: 'FAL1',
    line: '',
    from: '2027-01-01',
    to: '2027-01-31',
    audience: 'ALL_CUSTOMERS',
    publish: false,
    sailings: [['CMA CGM JACQUES SAADE', '9839131', '0FLB1W', 'CNSHA', '2027-01-05 20:00', 'GBFXT', '2027-02-08 06:00']],
  },
];

/** A day before ETD on the POL's clock: the demo's cut-offs (DCO 3 days, VCO 2, PCO 1 before). */
const before = (etd: string, days: number) => new Date(Date.parse(etd) - days * 86_400_000).toISOString();

export async function seedDemoSailingTables(tx: Queryable): Promise<void> {
  const [done] = await tx.query(`select 1 from sailing_tables limit 1`);
  if (done) return;
  const [staff] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'admin@demo.test' order by e.id limit 1`,
  );
  if (!staff) return;
  for (const t of TABLES) await seedDemoTable(tx, staff.company_id, staff.id, t);
}

/** One demo table of `owner`, its rows on each port's clock, published when it says so. */
export async function seedDemoTable(tx: Queryable, owner: string, by: string, t: DemoTable): Promise<void> {
  {
    const ports = await knownPorts(
      tx,
      t.sailings.flatMap((s) => [s[3], s[5]]),
    );
    const inputs = t.sailings.map(([Vessel, IMO, Voyage, POL, etd, POD, eta]) => {
      const ETD = cellInstant(etd, zoneOr(ports.get(POL)?.time_zone))!;
      return {
        Vessel,
        IMO,
        Voyage,
        POL,
        ETD,
        DCO: before(ETD, 3),
        VCO: before(ETD, 2),
        PCO: before(ETD, 1),
        POD,
        ETA: cellInstant(eta, zoneOr(ports.get(POD)?.time_zone))!,
      };
    });
    const rows = (await checkRows(tx, inputs)).flatMap((c) => (c.ok ? [c.row as StoredRow] : []));
    const id = await insertTable(tx, owner, by, {
      title: t.title,
      carrier: t.carrier,
      service: t.service,
      line: t.line,
      periodFrom: t.from,
      periodTo: t.to,
      audience: t.audience,
      companies: [],
    });
    await replaceRows(tx, id, rows, `${t.service}.xlsx`);
    await tableEvent(tx, id, 'CREATE', by);
    if (!t.publish) return;
    const v = await publishTableVersion(tx, id, by);
    await tableEvent(tx, id, 'PUBLISH', by, v.published);
  }
}
