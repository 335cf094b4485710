import type { Db, Queryable } from './types';
import { seedDemoAccounts } from './demoAccounts';
import { seedAccessButtons, seedDemoAccess, seedMenus } from './demoAccess';
import { seedDemoBookings, seedSiReference } from './demoSi';

export const DEMO_COMPANIES = [
  { code: 'PLATFORM', zh: '环球货代平台', en: 'Global Freight Platform', kind: 'platform' },
  { code: 'CUS-HZTX', zh: '杭州天祥进出口有限公司', en: 'Hangzhou Tianxiang Import & Export Co., Ltd.', kind: 'customer' },
  { code: 'CUS-NBHY', zh: '宁波海越贸易有限公司', en: 'Ningbo Haiyue Trading Co., Ltd.', kind: 'customer' },
  { code: 'PRV-SHYD', zh: '上海远达船务代理有限公司', en: 'Shanghai Yuanda Shipping Agency Co., Ltd.', kind: 'provider' },
] as const;

/** Named seed steps, each applied once (recorded in seed_runs). New steps go at the end. */
const STEPS: { name: string; run(tx: Queryable): Promise<void> }[] = [
  {
    name: 'demo-v1',
    async run(tx) {
      for (const c of DEMO_COMPANIES) {
        await tx.query(
          'insert into companies (code, name_zh, name_en, kind) values ($1, $2, $3, $4) on conflict (code) do nothing',
          [c.code, c.zh, c.en, c.kind],
        );
      }
    },
  },
  { name: 'demo-accounts-v1', run: seedDemoAccounts },
  {
    // 天祥's own site: open http://hztx.localhost:8080 to see a company site resolved.
    name: 'demo-sites-v1',
    async run(tx) {
      await tx.query(`update companies set site_domain = 'hztx.localhost' where code = 'CUS-HZTX' and site_domain is null`);
    },
  },
  // The two menu trees are product data, not demo data, but they come from the same route table.
  { name: 'menus-v1', run: seedMenus },
  { name: 'demo-access-v1', run: seedDemoAccess },
  // buttons added to the access table later (messages: send, withdraw)
  {
    // company admins send messages to their own people (issue 5): the node joins their folder
    name: 'menus-v2-message-manage',
    async run(tx) {
      await tx.query(
        `insert into menus (tree, parent_id, path, title_zh, title_en, icon, sort_order)
         select 'external', f.id, '/system/messageManage', '消息管理', 'Message management', 'document', 70 from menus f
         where f.tree = 'external' and f.path = 'group:companyAdmin' on conflict (tree, lower(path)) do nothing`,
      );
    },
  },
  { name: 'access-buttons-v2', run: seedAccessButtons },
  { name: 'si-reference-v1', run: seedSiReference },
  { name: 'demo-bookings-v1', run: seedDemoBookings },
  // buttons of the SI calls (review)
  { name: 'access-buttons-v3', run: seedAccessButtons },
];

/**
 * The demo data, each step applied once: a run is recorded in seed_runs, and rows are inserted
 * with `on conflict do nothing`, so what people changed is never overwritten. Returns whether
 * any step ran.
 */
export async function seed(db: Db): Promise<boolean> {
  let ran = false;
  for (const step of STEPS) {
    const did = await db.transaction(async (tx) => {
      const done = await tx.query('select 1 from seed_runs where name = $1', [step.name]);
      if (done.length) return false;
      await step.run(tx);
      await tx.query('insert into seed_runs (name) values ($1)', [step.name]);
      return true;
    });
    ran ||= did;
  }
  return ran;
}
