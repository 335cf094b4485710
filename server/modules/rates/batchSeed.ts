import { BATCH_CHANGE_PAGE, BATCH_IMPORT_PAGES, BATCH_RESULT_PAGE, NOTICE_PAGE } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, syncMenuButtons } from '../access/public';
import { applyBatch } from './batchApplyService';
import { classify } from './batchImport';
import { planChange } from './batchPlan';
import { createBatch } from './batchRepository';
import { readNotice } from './noticeRepository';
import { tellAudience } from './noticeService';
import { seedDb, seedPerson } from '../../platform/seedDb';

const BATCH_PAGES = [...BATCH_IMPORT_PAGES, BATCH_CHANGE_PAGE, BATCH_RESULT_PAGE, NOTICE_PAGE];
/** Who does what: the clerk loads sheets and writes notices; the manager also changes published rates in bulk and publishes notices. */
const GRANTS: { role: string; buttons: [string[], string][] }[] = [
  {
    role: '运价专员',
    buttons: [
      [BATCH_IMPORT_PAGES, 'importRates'],
      [[...BATCH_IMPORT_PAGES, BATCH_RESULT_PAGE], 'applyBatch'],
      [[NOTICE_PAGE], 'edit'],
    ],
  },
  {
    role: '运价经理',
    buttons: [
      [BATCH_IMPORT_PAGES, 'importRates'],
      [[BATCH_CHANGE_PAGE], 'batchChange'],
      [[...BATCH_IMPORT_PAGES, BATCH_CHANGE_PAGE, BATCH_RESULT_PAGE], 'applyBatch'],
      [[NOTICE_PAGE], 'edit'],
      [[NOTICE_PAGE], 'publishNotice'],
    ],
  },
];

/** A one-page PDF naming the circular: the demo's attachment opens in any reader. */
export function demoCircular(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 16 Tf 60 760 Td (${text}) Tj ET`;
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    `<</Length ${stream.length}>>\nstream\n${stream}\nendstream`,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The batch and notice pages for the pricing desk's roles (a role its company changed keeps its
 * choices otherwise), and the demo's history: CMA CGM's December GRI to the US West Coast as a
 * published notice with its PDF (a message to every customer), the increase that follows it —
 * applied, splitting the Shanghai → Los Angeles window at the effective day — a PSS notice still in
 * draft, and a carrier sheet waiting with one refused row, so every page shows what it is for.
 */
export async function seedRateBatches(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  for (const g of GRANTS) {
    await grantMenusToRoles(tx, { platform: [g.role] }, { tree: 'internal', paths: BATCH_PAGES });
    for (const [pages, button] of g.buttons) await grantButtonsToRoles(tx, { platform: [g.role] }, { tree: 'internal', paths: pages }, [button]);
  }

  const manager = await seedPerson(tx, 'pricing.manager@demo.test');
  const clerk = await seedPerson(tx, 'pricing@demo.test');
  if (!manager || !clerk) return;
  const today = todayInShanghai();
  const effective = addDays(today, 10);
  const [gri] = await tx.query<{ id: number }>(
    `insert into rate_notices (owner_company_id, created_by, published_by, published_at, status, title, body, carrier_code, fee_code,
                               effective_date, audience, attachment_name, attachment)
     values ($1, $2, $2, now() - interval '2 hours', 'PUBLISHED', $3, $4, 'CMDU', 'GRI', $5, 'ALL', 'CMA-CGM-GRI.pdf', $6) returning id::int`,
    [
      manager.companyId,
      manager.id,
      'CMA CGM 美西航线 GRI',
      `自 ${effective} 起，上海至洛杉矶整箱运价上调：20GP 加 USD 200，40GP/40HQ 加 USD 300。已订舱未开船的货物按开船日运价执行。`,
      effective,
      demoCircular(`CMA CGM GRI Shanghai - Los Angeles effective ${effective}`),
    ],
  );
  await tellAudience(tx, manager.companyId, (await readNotice(tx, gri!.id, manager.companyId))!);
  await tx.query(
    `insert into rate_notices (owner_company_id, created_by, title, body, carrier_code, fee_code, effective_date, audience)
     values ($1, $2, '长荣 东南亚航线 旺季附加费（PSS）', '东南亚航线 20GP 加 USD 50，40GP/40HQ 加 USD 100。', 'EGLV', 'PSS', $3, 'CUSTOMERS')`,
    [clerk.companyId, clerk.id, addDays(today, 14)],
  );

  const db = seedDb(tx);
  const planned = await planChange(
    db,
    manager,
    {
      Kind: 'INCREASE',
      Filter: { CarrierCodes: ['CMDU'], PodCodes: ['USLAX'] },
      Change: { Amounts: { '20GP': '200', '40GP': '300', '40HQ': '300' }, EffectiveFrom: effective, Reason: 'GRI' },
      NoticeId: gri!.id,
    },
    today,
    'zh',
  );
  if (!planned.ok) throw new Error(`demo increase: ${planned.message}`);
  const applied = await applyBatch(db, manager, planned.value.Id, { today, lang: 'zh', hash: 'seed', mayChange: true, mayImport: true });
  if (!applied.ok) throw new Error(`demo increase: ${applied.message}`);

  const sheet = [
    { row: 4, rate: { CarrierCode: 'ONEY', PolCode: 'CNSHA', PodCode: 'THLCH', costs: { '20GP': '260', '40GP': '450', '40HQ': '480' } } },
    { row: 5, rate: { CarrierCode: 'ONEY', PolCode: 'CNSHA', PodCode: 'VNSGN', costs: { '20GP': '240', '40GP': '420', '40HQ': '440' } } },
    { row: 6, rate: { CarrierCode: 'ONEY', PolCode: 'CNSHA', PodCode: 'THBKX', costs: { '20GP': '300', '40GP': '520', '40HQ': '540' } } },
  ];
  const rows = await classify(
    tx,
    clerk.companyId,
    sheet.map((s) => ({
      sheet: '东南亚 SEA',
      sheetRow: s.row,
      cells: { POL: s.rate.PolCode, POD: s.rate.PodCode, ...s.rate.costs, From: today, To: addDays(today, 30) },
      rate: {
        RateType: 'SPOT' as const,
        CarrierCode: s.rate.CarrierCode,
        PolCode: s.rate.PolCode,
        PodCode: s.rate.PodCode,
        Currency: 'USD',
        ValidFrom: today,
        ValidTo: addDays(today, 30),
        TransitDays: 8,
        CutOffWeekdays: [4],
        EtdWeekdays: [6],
        Prices: Object.entries(s.rate.costs).map(([ContainerClass, Cost]) => ({ ContainerClass, Cost })),
      },
      problems: [],
    })),
    today,
    'zh',
  );
  await createBatch(tx, { ownerCompanyId: clerk.companyId, actorId: clerk.id, kind: 'IMPORT', fileName: 'ONE-SEA-rates.xlsx', template: 'V2' }, rows);
}
