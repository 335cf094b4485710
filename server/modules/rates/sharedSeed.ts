import { SHARING_PAGES } from '../../../src/contract/rates/module';
import { folderPath } from '../../../src/routes/defaultMenus';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays } from '../../../src/domain/refdata/sailings';
import type { Queryable } from '../../db/types';
import { grantButtonsToRoles, grantMenusToRoles, seedMenus } from '../access/public';
import { grantPricingManager } from './managerGrantRepository';
import { type DemoLane, draftOf, rateMaker } from './seed';

/**
 * Shared rates in the demo (commercial.md §3): the providers' external folder on a database seeded
 * before it, its grant to the provider template role, the platform pricing manager's six sharing
 * pages; and 上海远达 (a provider) keeping its own rates and offering them — one offer the platform
 * subscribed to and shows its customers (Bremerhaven, Aarhus), one waiting for 远达's approval
 * (La Spezia), one still a draft — and one rate no offer covers yet (Helsinki).
 */

const PROVIDER_LANES: DemoLane[] = [
  { carrier: 'COSU', pol: 'CNSHA', pod: 'DEBRV', costs: { '20GP': '1300', '40GP': '1600', '40HQ': '1680' }, transit: 32, cut: 2, etd: 4 },
  { carrier: 'MSCU', pol: 'CNSHA', pod: 'DKAAR', costs: { '20GP': '1420', '40GP': '1760', '40HQ': '1820' }, transit: 36, cut: 3, etd: 5 },
  { carrier: 'EGLV', pol: 'CNNGB', pod: 'ITSPE', costs: { '20GP': '1250', '40GP': '1540', '40HQ': '1600' }, transit: 30, cut: 1, etd: 3 },
  { carrier: 'CMDU', pol: 'CNSHA', pod: 'FIHEL', costs: { '20GP': '1480', '40GP': '1830', '40HQ': '1890' }, transit: 38, cut: 4, etd: 6 },
];

/** The providers' rates folder and every button on its pages, for the provider template role. */
async function grantFolder(tx: Queryable): Promise<void> {
  const folder = { tree: 'external', paths: [folderPath('providerRates')], andChildren: true } as const;
  await grantMenusToRoles(tx, { standard: 'provider' }, folder);
  await grantButtonsToRoles(tx, { standard: 'provider' }, folder, '*');
}

export async function seedSharedRates(tx: Queryable): Promise<void> {
  // the folder joins an external tree seeded before it (its nodes are inserted where missing), with its buttons
  await seedMenus(tx);
  await grantFolder(tx);
  await grantPricingManager(tx, Object.values(SHARING_PAGES), '*');

  const [provider] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
      where u.account = 'provider@demo.test' and c.code = 'PRV-SHYD'`,
  );
  const [manager] = await tx.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employee_directory e join user_directory u on u.id = e.user_id where u.account = 'pricing.manager@demo.test'`,
  );
  if (!provider || !manager) return;
  const today = todayInShanghai();
  const make = rateMaker(tx, { companyId: provider.company_id, clerkId: provider.id, confirmerId: provider.id }, `${today.slice(2, 4)}${today.slice(5, 7)}`);
  for (const lane of PROVIDER_LANES)
    await make(draftOf(lane, addDays(today, -20), addDays(today, 70), { InternalRemarks: '远达内部：船司合约价，勿外传' }), 'PUBLISHED');

  const filter = (over: Record<string, string[]>) =>
    JSON.stringify({ TradeLaneCodes: [], CarrierCodes: [], PolCodes: [], PodCodes: [], RateTypes: [], CargoTypes: [], ...over });
  const offer = async (name: string, f: Record<string, string[]>, markup: object, status: string, approval: boolean) => {
    const [o] = await tx.query<{ id: number }>(
      `insert into shared_rate_offers (owner_company_id, name, filter, markup, approval_required, terms, status, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning id::int`,
      [provider.company_id, name, filter(f), JSON.stringify(markup), approval, '运价以开船日为准；订舱需经远达确认舱位。', status, provider.id],
    );
    await tx.query(`insert into shared_rate_events (offer_id, actor_id, company_id, type) values ($1, $2, $3, 'CREATED'), ($1, $2, $3, $4)`, [
      o!.id,
      provider.id,
      provider.company_id,
      status,
    ]);
    return o!.id;
  };
  const usd = (amounts: Record<string, string>) => ({ Basis: 'AMOUNT', Currency: 'USD', Amounts: amounts, Percent: '0' });
  const nordic = await offer('远达北欧线共享', { PolCodes: ['CNSHA'], PodCodes: ['DEBRV', 'DKAAR'] }, usd({ '40HQ': '80', '*': '60' }), 'ACTIVE', true);
  const med = await offer('远达地中海共享', { PodCodes: ['ITSPE'] }, { Basis: 'PERCENT', Currency: '', Amounts: {}, Percent: '5' }, 'ACTIVE', true);
  await offer('远达北美线（草拟）', { CarrierCodes: ['OOLU'] }, usd({ '*': '100' }), 'DRAFT', false);

  const subscribe = async (offerId: number, status: 'ACTIVE' | 'REQUESTED') => {
    const [s] = await tx.query<{ id: number }>(
      `insert into shared_rate_subscriptions (offer_id, subscriber_company_id, status, requested_by, decided_by, decided_at, expose_to_customers)
       values ($1, $2, $3, $4, $5, case when $3 = 'ACTIVE' then now() end, $3 = 'ACTIVE') returning id::int`,
      [offerId, manager.company_id, status, manager.id, status === 'ACTIVE' ? provider.id : null],
    );
    await tx.query(`insert into shared_rate_events (offer_id, subscription_id, actor_id, company_id, type) values ($1, $2, $3, $4, 'REQUESTED')`, [
      offerId,
      s!.id,
      manager.id,
      manager.company_id,
    ]);
    if (status === 'ACTIVE')
      await tx.query(`insert into shared_rate_events (offer_id, subscription_id, actor_id, company_id, type) values ($1, $2, $3, $4, 'ACTIVE')`, [
        offerId,
        s!.id,
        provider.id,
        provider.company_id,
      ]);
  };
  await subscribe(nordic, 'ACTIVE');
  await subscribe(med, 'REQUESTED');
}
