import type { LclSaveInput } from '../../../src/contract/rates/lclCalls';
import { LCL_PAGES } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, syncMenuButtons } from '../access/public';
import { publishLcl, saveLcl } from './lclService';
import { seedDb, seedPerson } from '../../platform/seedDb';

// the edit page has no menu of its own: it opens under the maintenance page
const ALL = [LCL_PAGES.maintenance, LCL_PAGES.history, LCL_PAGES.search, LCL_PAGES.coLoad];
/** Who does what: the clerk writes LCL rates and surcharges, the manager also publishes and withdraws, sales compare co-loaders. */
const GRANTS: { role: string; menus: string[]; buttons: [string[], string][] }[] = [
  { role: '运价专员', menus: ALL, buttons: [[[LCL_PAGES.maintenance, LCL_PAGES.coLoad], 'edit']] },
  {
    role: '运价经理',
    menus: ALL,
    buttons: [
      [[LCL_PAGES.maintenance, LCL_PAGES.coLoad], 'edit'],
      [[LCL_PAGES.maintenance], 'publishLcl'],
      [[LCL_PAGES.maintenance], 'withdraw'],
    ],
  },
  { role: '销售报价', menus: [LCL_PAGES.search], buttons: [] },
];

/**
 * The LCL pages for the pricing desk's and the salespeople's roles, and the demo's co-loaders:
 * three on Shanghai → Hamburg (one with a piece-weight limit, one with volume breaks) and two on
 * Shanghai → Singapore, their CFS and documentation charges, one rate's next version still a draft.
 */
export async function seedLcl(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  for (const g of GRANTS) {
    await grantMenusToRoles(tx, { platform: [g.role] }, { tree: 'internal', paths: g.menus });
    for (const [pages, button] of g.buttons) await grantButtonsToRoles(tx, { platform: [g.role] }, { tree: 'internal', paths: pages }, [button]);
  }
  const manager = await seedPerson(tx, 'pricing.manager@demo.test');
  if (!manager) return;
  const db = seedDb(tx);
  const today = todayInShanghai();
  const base = { Currency: 'USD', MinRt: '1', ValidFrom: addDays(today, -20), ValidTo: addDays(today, 70), CutOffWeekdays: [3], EtdWeekdays: [6], Breaks: [] };
  const rates: LclSaveInput[] = [
    { ...base, CoLoaderName: '盛世拼箱', PolCode: 'CNSHA', PodCode: 'DEHAM', RatePerRt: '42', TransitDays: 32 },
    {
      ...base,
      CoLoaderName: '环球拼箱',
      PolCode: 'CNSHA',
      PodCode: 'DEHAM',
      RatePerRt: '38',
      MinRt: '2',
      Breaks: [
        { FromRt: '0', ToRt: '5', RatePerRt: '38' },
        { FromRt: '5', ToRt: null, RatePerRt: '33' },
      ],
      TransitDays: 35,
    },
    { ...base, CoLoaderName: '顺达 CFS', PolCode: 'CNSHA', PodCode: 'DEHAM', RatePerRt: '36', MaxPieceKg: 1500, TransitDays: 34, Remarks: '单件限重 1.5 吨' },
    { ...base, CoLoaderName: '盛世拼箱', PolCode: 'CNSHA', PodCode: 'SGSIN', RatePerRt: '8', TransitDays: 7 },
    { ...base, CoLoaderName: '环球拼箱', PolCode: 'CNSHA', PodCode: 'SGSIN', RatePerRt: '10', TransitDays: 6 },
  ];
  let first: { Id: number } | undefined;
  for (const r of rates) {
    const saved = await saveLcl(db, manager, r, today, 'zh');
    if (!saved.ok) throw new Error(`demo LCL rate: ${saved.message}`);
    const published = await publishLcl(db, manager, { Id: saved.value.Id, Revision: saved.value.Revision }, today, 'zh');
    if (!published.ok) throw new Error(`demo LCL rate: ${published.message}`);
    first ??= { Id: saved.value.Id };
  }
  // the desk is changing the first one: its next version waits as a draft
  const [current] = await tx.query<{ revision: number }>('select revision from lcl_rates where id = $1', [first!.Id]);
  const next = await saveLcl(db, manager, { ...rates[0]!, Id: first!.Id, Revision: current!.revision, RatePerRt: '44' }, today, 'zh');
  if (!next.ok) throw new Error(`demo LCL draft: ${next.message}`);
  const [platform] = await tx.query<{ id: string }>(`select id from company_directory where code = 'PLATFORM'`);
  for (const s of [
    { fee: 'CFS', co: null, basis: 'PER_RT', amount: '15', min: '20' },
    { fee: 'CFS', co: '环球拼箱', basis: 'PER_RT', amount: '18', min: '30' },
    { fee: 'DOC', co: null, basis: 'PER_BL', amount: '45', min: null },
    { fee: 'DOC', co: '顺达 CFS', basis: 'PER_BL', amount: '60', min: null },
  ])
    await tx.query(
      `insert into lcl_surcharges (owner_company_id, fee_code, co_loader_name, basis, amount, currency, min_amount, side, valid_from, valid_to, created_by)
       select $1, $2, $3, $4, $5, 'USD', $6, 'ORIGIN', $7, $8, $9 where exists (select 1 from fee_code_directory where code = $2)`,
      [platform!.id, s.fee, s.co, s.basis, s.amount, s.min, base.ValidFrom, base.ValidTo, manager.id],
    );
}
