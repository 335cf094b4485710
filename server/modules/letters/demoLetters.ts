import type { Queryable } from '../../db/types';
import { letterEvent, insertLetter, type LetterValues, publishLetterVersion, withdrawLetterRow } from './letterRepository';
import { markRead } from './letterReadsRepository';

/**
 * The demo's carriers' letters (operations.md §13): a GRI from COSCO on Shanghai–Hamburg, a Maersk
 * surcharge for 天祥 alone, a CMA CGM schedule notice to the public, a withdrawn one and a draft —
 * Chinese with the carrier's English beside it; read by some of the demo customers.
 */
type Demo = Omit<LetterValues, 'bodyText' | 'companies'> & { companies?: string[]; status: 0 | 1 | 2; readBy?: string[]; reason?: string };

const p = (zh: string, en: string) => `<p>${zh}</p><p>${en}</p>`;
const LETTERS: Demo[] = [
  {
    carrier: 'COSU',
    title: '中远海运：亚洲—北欧航线 GRI 通知 / COSCO GRI Asia–North Europe',
    kind: 'GRI',
    effectiveFrom: '2026-12-15',
    ports: ['CNSHA', 'CNNGB', 'DEHAM', 'NLRTM'],
    lines: ['AEU3'],
    body: `${p('自 2026 年 12 月 15 日（按开船日）起，亚洲至北欧航线上调综合费率：20GP 加收 USD 500，40GP/40HC 加收 USD 1000。', 'Effective 15 Dec 2026 (sailing date), a GRI of USD 500/20GP and USD 1000/40GP, 40HC applies from Asia to North Europe.')}<ul><li>20GP: USD 500</li><li>40GP / 40HC: USD 1000</li></ul>`,
    audience: 'ALL_CUSTOMERS',
    status: 1,
    readBy: ['customer@demo.test'],
  },
  {
    carrier: 'MAEU',
    title: '马士基：宁波紧急燃油附加费（EBS）/ Maersk emergency bunker surcharge Ningbo',
    kind: 'SURCHARGE',
    effectiveFrom: '2026-12-01',
    ports: ['CNNGB'],
    lines: [],
    body: p(
      '自 2026 年 12 月 1 日起，宁波出口收取紧急燃油附加费 USD 150/TEU。',
      'From 1 Dec 2026, an emergency bunker surcharge of USD 150/TEU applies to exports from Ningbo.',
    ),
    audience: 'COMPANIES',
    companies: ['CUS-HZTX'],
    status: 1,
  },
  {
    carrier: 'CMDU',
    title: '达飞：第 52 周 FAL1 航线停航通知 / CMA CGM blank sailing FAL1 week 52',
    kind: 'SCHEDULE',
    effectiveFrom: '2026-12-21',
    ports: ['CNSHA', 'GBFXT'],
    lines: ['FAL1'],
    body: p(
      '因春节前运力调整，FAL1 航线第 52 周航次取消，已订舱货物顺延至下一航次。',
      'Owing to capacity adjustment, the FAL1 sailing of week 52 is cancelled; booked cargo rolls to the next sailing.',
    ),
    audience: 'PUBLIC',
    status: 1,
    readBy: ['customer2@demo.test'],
  },
  {
    carrier: 'COSU',
    title: '中远海运：上海港码头操作费调整 / COSCO terminal handling charges Shanghai',
    kind: 'OPERATIONAL',
    effectiveFrom: '2026-11-20',
    ports: ['CNSHA'],
    lines: [],
    body: p('上海港码头操作费自 11 月 20 日起调整。', 'Terminal handling charges at Shanghai change from 20 Nov.'),
    audience: 'ALL_CUSTOMERS',
    status: 2,
    reason: '船公司已发更正函，以新函为准。/ The carrier sent a correction; the new letter applies.',
  },
  {
    carrier: 'MAEU',
    title: '马士基：1 月远东—美西 GRI / Maersk January GRI Far East–USWC',
    kind: 'GRI',
    effectiveFrom: '2027-01-01',
    ports: ['CNSHA', 'USLAX'],
    lines: ['TP6'],
    body: p('待确认金额。', 'Amounts to be confirmed.'),
    audience: 'ALL_CUSTOMERS',
    status: 0,
  },
];

export async function seedDemoLetters(tx: Queryable): Promise<void> {
  const [done] = await tx.query(`select 1 from carrier_letters limit 1`);
  if (done) return;
  const [staff] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'admin@demo.test' order by e.id limit 1`,
  );
  if (!staff) return;
  const companies = await tx.query<{ id: string; code: string }>(`select id::text, code from company_directory`);
  const companyId = (code: string) => companies.find((c) => c.code === code)?.id;
  for (const d of LETTERS) {
    const chosen = (d.companies ?? []).map(companyId).filter((c): c is string => !!c);
    const id = await insertLetter(tx, staff.company_id, staff.id, { ...d, bodyText: d.body.replace(/<[^>]+>/g, ' '), companies: chosen });
    await letterEvent(tx, id, 'CREATE', staff.id);
    if (d.status === 0) continue;
    const v = await publishLetterVersion(tx, id, staff.id);
    await letterEvent(tx, id, 'PUBLISH', staff.id, v.published);
    if (d.status === 2) {
      await withdrawLetterRow(tx, id, d.reason ?? '');
      await letterEvent(tx, id, 'WITHDRAW', staff.id, v.published, d.reason ?? '');
    }
    for (const account of d.readBy ?? []) {
      const [reader] = await tx.query<{ id: string; company_id: string }>(
        `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = $1 order by e.id limit 1`,
        [account],
      );
      if (reader) await markRead(tx, id, reader.id, reader.company_id);
    }
  }
}
