import { MARKUP_PAGES, STAFF_SEARCH_PAGES, SURCHARGE_PAGES } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles } from '../access/public';
import { syncMenuButtons } from '../access/public';

/**
 * The pricing desk's rules (commercial.md §2.1, §2.4), so a new user sees real prices at once:
 * three customer levels (VIP, A as the default, the public tier), the demo customers placed in them,
 * a business mark-up, one tier rule per level (a more specific one for Singapore), and surcharge
 * rules beside the rates' own lines — mandatory filing fees per trade, seal fees, a conditional
 * overweight charge and optional trucking and customs. Amounts in minor units (USD 150 = 15000).
 */

const LEVELS = [
  { code: 'VIP', zh: 'VIP 客户', en: 'VIP customers', rank: 1, isPublic: false, isDefault: false },
  { code: 'A', zh: 'A 级客户', en: 'Level A customers', rank: 2, isPublic: false, isDefault: true },
  { code: 'PUB', zh: '公开价', en: 'Public prices', rank: 3, isPublic: true, isDefault: false },
];
const PLACED: [company: string, level: string][] = [
  ['CUS-HZTX', 'VIP'],
  ['CUS-NBHY', 'A'],
];

const USD = (amounts: Record<string, number>) => Object.fromEntries(Object.entries(amounts).map(([c, v]) => [c, v * 100]));
const MIN_MARGIN = USD({ '20GP': 30, '40GP': 50, '40HQ': 50, '45HQ': 60 });

interface MarkupSeed {
  name: string;
  scope: 'BUSINESS' | 'LEVEL';
  level?: string;
  match?: Record<string, string>;
  method: 'AMOUNT' | 'PERCENT';
  amounts?: Record<string, number>;
  pctBp?: number;
  roundingStep: number;
}
const MARKUPS: MarkupSeed[] = [
  { name: '业务默认加价', scope: 'BUSINESS', method: 'AMOUNT', amounts: USD({ '20GP': 100, '40GP': 150, '40HQ': 150, '45HQ': 180 }), roundingStep: 500 },
  {
    name: 'VIP 客户加价',
    scope: 'LEVEL',
    level: 'VIP',
    method: 'AMOUNT',
    amounts: USD({ '20GP': 50, '40GP': 80, '40HQ': 80, '45HQ': 100 }),
    roundingStep: 500,
  },
  { name: 'A 级客户加价 8%', scope: 'LEVEL', level: 'A', method: 'PERCENT', pctBp: 800, roundingStep: 1000 },
  {
    name: 'A 级客户·新加坡',
    scope: 'LEVEL',
    level: 'A',
    match: { PodCode: 'SGSIN' },
    method: 'AMOUNT',
    amounts: USD({ '20GP': 30, '40GP': 50, '40HQ': 50 }),
    roundingStep: 500,
  },
  { name: '公开价加价 15%', scope: 'LEVEL', level: 'PUB', method: 'PERCENT', pctBp: 1500, roundingStep: 1000 },
];

interface SurchargeSeed {
  name: string;
  kind: 'MANDATORY' | 'CONDITIONAL' | 'OPTIONAL';
  fee: string;
  basis: 'PER_CONTAINER' | 'PER_BL';
  currency: string;
  side: 'FREIGHT' | 'ORIGIN' | 'DESTINATION';
  match?: Record<string, string>;
  condition?: Record<string, unknown>;
  amounts?: Record<string, number>;
  amount?: number;
}
const SURCHARGES: SurchargeSeed[] = [
  { name: '欧盟入境申报 ENS', kind: 'MANDATORY', fee: 'ENS', basis: 'PER_BL', currency: 'USD', side: 'FREIGHT', match: { TradeLaneCode: 'EU' }, amount: 3500 },
  { name: '美国舱单 AMS', kind: 'MANDATORY', fee: 'AMS', basis: 'PER_BL', currency: 'USD', side: 'FREIGHT', match: { TradeLaneCode: 'USWC' }, amount: 3500 },
  { name: '封条费', kind: 'MANDATORY', fee: 'SEAL', basis: 'PER_CONTAINER', currency: 'CNY', side: 'ORIGIN', amount: 5000 },
  {
    name: '超重附加费（20GP 超过 18 吨）',
    kind: 'CONDITIONAL',
    fee: 'OWS',
    basis: 'PER_CONTAINER',
    currency: 'USD',
    side: 'FREIGHT',
    condition: { grossKgOver: { '20GP': 18000 } },
    amounts: USD({ '20GP': 200 }),
  },
  {
    name: '拖车（可选）',
    kind: 'OPTIONAL',
    fee: 'TRK',
    basis: 'PER_CONTAINER',
    currency: 'CNY',
    side: 'ORIGIN',
    amounts: { '20GP': 120000, '40GP': 160000, '40HQ': 160000, '45HQ': 180000 },
  },
  { name: '报关（可选）', kind: 'OPTIONAL', fee: 'CUS', basis: 'PER_BL', currency: 'CNY', side: 'ORIGIN', amount: 30000 },
];

/** Who asks for prices on the staff side: the pricing desk with cost in view, sales at sell prices. */
const SEARCH_ROLES: DemoRole[] = [
  {
    name: '运价查询（含成本）',
    description: '按客户查询运价，可看成本、毛利与价格明细',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [...STAFF_SEARCH_PAGES, '/internal/freightTrack/UserSearchLog'],
    buttons: Object.fromEntries(STAFF_SEARCH_PAGES.map((p) => [p, ['viewCost']])),
    holders: ['pricing@demo.test', 'pricing.manager@demo.test'],
  },
  {
    name: '运价查询',
    description: '按客户查询销售价',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: STAFF_SEARCH_PAGES,
    buttons: {},
    holders: ['sales@demo.test'],
  },
  {
    name: '客户等级管理',
    description: '把客户公司放入运价等级',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: ['/SeaFreight/FreightManagement/FreightCustomerLevelCompany'],
    buttons: { '/SeaFreight/FreightManagement/FreightCustomerLevelCompany': ['placeLevel'] },
    holders: ['pricing.manager@demo.test'],
  },
  {
    name: '运价规则维护',
    description: '维护附加费规则、业务加价与等级加价',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: [...MARKUP_PAGES, ...SURCHARGE_PAGES],
    buttons: Object.fromEntries([...MARKUP_PAGES, ...SURCHARGE_PAGES].map((p) => [p, ['edit']])),
    holders: ['pricing.manager@demo.test'],
  },
];

export async function seedPricingRules(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const owner = platform.id;
  const [already] = await tx.query('select 1 from customer_levels where owner_company_id = $1 limit 1', [owner]);
  if (already) return;
  const today = todayInShanghai();
  const from = addDays(today, -60);
  const to = addDays(today, 365);

  const levelIds = new Map<string, string>();
  for (const l of LEVELS) {
    const [row] = await tx.query<{ id: string }>(
      `insert into customer_levels (owner_company_id, code, name_zh, name_en, rank, is_public, is_default) values ($1, $2, $3, $4, $5, $6, $7) returning id::text`,
      [owner, l.code, l.zh, l.en, l.rank, l.isPublic, l.isDefault],
    );
    levelIds.set(l.code, row!.id);
  }
  for (const [company, level] of PLACED)
    await tx.query(
      `insert into customer_level_companies (owner_company_id, company_id, level_id) select $1, id, $3 from company_directory where code = $2 on conflict do nothing`,
      [owner, company, levelIds.get(level)],
    );

  for (const m of MARKUPS)
    await tx.query(
      `insert into markup_rules (id, version, owner_company_id, scope, level_id, match, method, amounts, pct_bp, currency, rounding_step, min_margin, valid_from, valid_to, name)
       values (nextval('pricing_rule_id_seq'), 1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        owner,
        m.scope,
        m.level ? levelIds.get(m.level) : null,
        JSON.stringify(m.match ?? {}),
        m.method,
        JSON.stringify(m.amounts ?? {}),
        m.pctBp ?? null,
        m.method === 'AMOUNT' ? 'USD' : null,
        m.roundingStep,
        JSON.stringify(MIN_MARGIN),
        from,
        to,
        m.name,
      ],
    );

  for (const s of SURCHARGES)
    await tx.query(
      `insert into surcharge_rules (id, version, owner_company_id, kind, fee_code, basis, currency, payment_term, side, condition, match, amounts, amount, valid_from, valid_to, name)
       values (nextval('pricing_rule_id_seq'), 1, $1, $2, $3, $4, $5, 'PRE', $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        owner,
        s.kind,
        s.fee,
        s.basis,
        s.currency,
        s.side,
        s.condition ? JSON.stringify(s.condition) : null,
        JSON.stringify(s.match ?? {}),
        JSON.stringify(s.amounts ?? {}),
        s.amount ?? null,
        from,
        to,
        s.name,
      ],
    );
}

/** The staff who search prices: the search pages' buttons are synced first (viewCost is new). */
export async function seedSearchRoles(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, SEARCH_ROLES);
}
