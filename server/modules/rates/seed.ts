import type { FclRateDraftInput, RateStatus } from '../../../src/contract/rates/calls';
import { RATE_EDIT_PAGES, RATE_PAGES, RATES_ACCESS } from '../../../src/contract/rates/module';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Queryable } from '../../db/types';
import { type DemoRole, seedDemoRoles } from '../access/public';
import { seedDemoStaff } from '../staff/public';
import { syncMenuButtons } from '../access/public';
import { appendEvent, insertVersion, nextRateNo, primaryLane, setStatus, writeLines } from './repository';

/** The pricing desk (issue 15): a clerk who writes and submits rates, and the manager who confirms them. */
const PRICING_STAFF = [
  { account: 'pricing@demo.test', name: '王芳' },
  { account: 'pricing.manager@demo.test', name: '郑雪' },
];
/** The manager's buttons: confirm, hide/show and withdraw, on the pages the access table names for each. */
function managerButtons(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const access of [RATES_ACCESS.rateConfirm, RATES_ACCESS.rateVisibility, RATES_ACCESS.rateWithdraw])
    for (const menu of access.menus) out[menu] = [...(out[menu] ?? []), access.button!];
  return out;
}

const PRICING_ROLES: DemoRole[] = [
  {
    name: '运价专员',
    description: '维护整箱运价：新增、修改、提交确认',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: RATE_PAGES,
    buttons: Object.fromEntries(RATE_EDIT_PAGES.map((p) => [p, ['edit', 'submit']])),
    holders: ['pricing@demo.test', 'pricing.manager@demo.test'],
  },
  {
    name: '运价经理',
    description: '确认或驳回提交的运价；其提交直接发布',
    owner: { company: 'PLATFORM' },
    tree: 'internal',
    menus: RATE_PAGES,
    buttons: managerButtons(),
    holders: ['pricing.manager@demo.test'],
  },
];

/** The demo staff and roles of the pricing desk. The rate pages' buttons are synced first: on a database seeded before them they do not exist yet. */
export async function seedPricingDesk(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoStaff(tx, PRICING_STAFF);
  await seedDemoRoles(tx, PRICING_ROLES);
}

export type DemoLane = {
  carrier: string;
  pol: string;
  pod: string;
  via?: string;
  costs: Record<string, string>;
  transit: number;
  cut: number;
  etd: number;
  baf?: string;
};
/** Real lanes of the China export trade at plausible late-2026 levels (USD per container). */
const LANES: DemoLane[] = [
  { carrier: 'COSU', pol: 'CNSHA', pod: 'NLRTM', costs: { '20GP': '1450', '40GP': '1750', '40HQ': '1850' }, transit: 30, cut: 2, etd: 4, baf: '120' },
  { carrier: 'MAEU', pol: 'CNNGB', pod: 'DEHAM', costs: { '20GP': '1520', '40GP': '1880', '40HQ': '1930' }, transit: 33, cut: 3, etd: 5, baf: '135' },
  { carrier: 'MSCU', pol: 'CNYTN', pod: 'NLRTM', costs: { '20GP': '1390', '40GP': '1690', '40HQ': '1760' }, transit: 29, cut: 1, etd: 3 },
  { carrier: 'CMDU', pol: 'CNSHA', pod: 'USLAX', costs: { '20GP': '1650', '40GP': '2050', '40HQ': '2150' }, transit: 14, cut: 3, etd: 5 },
  { carrier: 'OOLU', pol: 'CNNGB', pod: 'USLAX', costs: { '20GP': '1700', '40GP': '2100', '40HQ': '2200' }, transit: 15, cut: 4, etd: 6 },
  { carrier: 'EGLV', pol: 'CNYTN', pod: 'SGSIN', costs: { '20GP': '180', '40GP': '320', '40HQ': '340' }, transit: 6, cut: 1, etd: 3 },
  { carrier: 'ONEY', pol: 'CNSHA', pod: 'SGSIN', costs: { '20GP': '220', '40GP': '380', '40HQ': '400' }, transit: 7, cut: 5, etd: 7 },
  { carrier: 'HLCU', pol: 'CNSHA', pod: 'DEHAM', via: 'SGSIN', costs: { '20GP': '1380', '40GP': '1650', '40HQ': '1720' }, transit: 38, cut: 2, etd: 4 },
];

export const draftOf = (l: DemoLane, from: string, to: string, over: Partial<FclRateDraftInput> = {}): FclRateDraftInput => ({
  RateType: 'SPOT',
  CarrierCode: l.carrier,
  PolCode: l.pol,
  PodCode: l.pod,
  ViaCode: l.via ?? null,
  Currency: 'USD',
  ValidFrom: from,
  ValidTo: to,
  TransitDays: l.transit,
  CutOffWeekdays: [l.cut],
  EtdWeekdays: [l.etd],
  Remarks: '以开船日为准；不含目的港费用',
  Prices: Object.entries(l.costs).map(([ContainerClass, Cost]) => ({ ContainerClass, Cost, MaxGrossKg: ContainerClass === '20GP' ? 21000 : 26000 })),
  Surcharges: [
    ...(l.baf
      ? Object.keys(l.costs).map((c) => ({
          FeeCode: 'BAF',
          Basis: 'PER_CONTAINER' as const,
          ContainerClass: c,
          Amount: c === '20GP' ? l.baf! : String(Number(l.baf) * 2),
          Currency: 'USD',
          PaymentTerm: 'PRE' as const,
          Side: 'FREIGHT' as const,
        }))
      : []),
    ...Object.keys(l.costs).map((c) => ({
      FeeCode: 'THC',
      Basis: 'PER_CONTAINER' as const,
      ContainerClass: c,
      Amount: c === '20GP' ? '790' : '1190',
      Currency: 'CNY',
      PaymentTerm: 'PRE' as const,
      Side: 'ORIGIN' as const,
    })),
    { FeeCode: 'DOC', Basis: 'PER_BL', Amount: '450', Currency: 'CNY', PaymentTerm: 'PRE', Side: 'ORIGIN' },
  ],
  ...over,
});

/** Writes demo rates of one company as its clerk would, confirmed (when not a draft or pending) by its confirmer. */
export function rateMaker(tx: Queryable, who: { companyId: string; clerkId: string; confirmerId: string }, yymm: string) {
  return async (input: FclRateDraftInput, status: RateStatus, more: { version?: number; rateNo?: string; supersedesId?: number } = {}) => {
    const rateNo = more.rateNo ?? (await nextRateNo(tx, yymm));
    const filled = { ...input, TradeLaneCode: await primaryLane(tx, input.PodCode) };
    const made = await insertVersion(tx, filled, {
      rateNo,
      version: more.version ?? 1,
      supersedesId: more.supersedesId ?? null,
      ownerCompanyId: who.companyId,
      actorId: who.clerkId,
    });
    await writeLines(tx, made.id, filled);
    await appendEvent(tx, made.id, who.clerkId, 'CREATED');
    if (status !== 'DRAFT') {
      await appendEvent(tx, made.id, who.clerkId, 'SUBMITTED');
      await setStatus(tx, made.id, status, { submittedBy: who.clerkId, ...(status === 'PENDING' ? {} : { confirmedBy: who.confirmerId }) });
      if (status !== 'PENDING') await appendEvent(tx, made.id, who.confirmerId, 'PUBLISHED');
      if (status === 'SUPERSEDED' || status === 'WITHDRAWN') await appendEvent(tx, made.id, who.confirmerId, status);
    }
    return { id: made.id, rateNo };
  };
}

/**
 * Demo rates in every state a pricing desk sees (commercial.md §2.2): published rates on the main China
 * lanes valid from a month ago to two months ahead, one of them with an earlier version it superseded,
 * one hidden, one expired last week, one waiting for confirmation, one draft, one withdrawn.
 */
export async function seedDemoRates(tx: Queryable): Promise<void> {
  const [clerk] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'pricing@demo.test'`,
  );
  const [manager] = await tx.query<{ id: string }>(
    `select e.id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'pricing.manager@demo.test'`,
  );
  if (!clerk || !manager) return;
  const today = todayInShanghai();
  const yymm = `${today.slice(2, 4)}${today.slice(5, 7)}`;
  const from = addDays(today, -30);
  const to = addDays(today, 60);

  const make = rateMaker(tx, { companyId: clerk.company_id, clerkId: clerk.id, confirmerId: manager.id }, yymm);

  const [first, ...others] = LANES;
  // COSU Shanghai → Rotterdam: version 1 at a higher price, superseded by version 2
  const v1 = await make(
    draftOf(first!, from, to, { Prices: draftOf(first!, from, to).Prices.map((p) => ({ ...p, Cost: String(Number(p.Cost) + 150) })) }),
    'SUPERSEDED',
  );
  await make(draftOf(first!, from, to), 'PUBLISHED', { version: 2, rateNo: v1.rateNo, supersedesId: v1.id });
  for (const lane of others.slice(0, 5)) await make(draftOf(lane, from, to), 'PUBLISHED');
  const [hidden, pending, draft] = others.slice(5).concat(LANES.slice(1, 3));
  const h = await make(draftOf(hidden!, from, to, { RateType: 'PROMO', Remarks: '限时特价，仅对指定客户' }), 'PUBLISHED');
  await tx.query('update fcl_rates set visible = false where id = $1', [h.id]);
  // an expired one: last month's contract rate, ended a week ago
  await make(draftOf(first!, addDays(today, -60), addDays(today, -7), { RateType: 'CONTRACT', ContractNo: 'SC2611COSU01' }), 'PUBLISHED');
  // next month's rates: one waiting for the manager, one still a draft, one withdrawn
  await make(draftOf(pending!, addDays(to, 1), addDays(to, 30)), 'PENDING');
  await make(draftOf(draft!, addDays(to, 1), addDays(to, 30)), 'DRAFT');
  await make(draftOf(LANES[3]!, addDays(to, 1), addDays(to, 30)), 'WITHDRAWN');
}
