import { beforeAll } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { recordEmailConsent } from '../../../server/modules/crm/public';
import { runEdmRound } from '../../../server/modules/edm/useCases/sendRound';
import { tokenKey } from '../../../server/modules/edm/tokens';
import { publicUrlFromEnv } from '../../../server/http/publicUrl';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { round as mailRound } from '../mail/support';

/** The campaigns' API fixtures: the app with edm, crm, mail and rates; 孙丽 (sales@) writes campaigns; the demo's contacts. */
export function edmApp() {
  const t = withTestApp({ modules: ['edm', 'crm', 'mail', 'rates'] });
  const { call, asUser } = caller(t);
  const tokens = {} as Record<'sales' | 'customer' | 'admin', string>;
  beforeAll(async () => {
    tokens.sales = await asUser('sales@demo.test');
    tokens.customer = await asUser('customer@demo.test');
    tokens.admin = await asUser('admin@demo.test');
  });
  const get = (url: string, who: keyof typeof tokens = 'sales') => call('GET', url, tokens[who]);
  const post = (url: string, body: object, who: keyof typeof tokens = 'sales', headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
  const q = <T>(sql: string, params: unknown[] = []) => t.db.query<T>(sql, params);
  const ctx = { publicUrl: publicUrlFromEnv(), tokenKey: tokenKey(), env: process.env };
  /** The campaigns' round and the mail channel's, until the campaign leaves RUNNING or the rounds run out. */
  const drive = async (campaignId: number, times = 8) => {
    for (let i = 0; i < times; i++) {
      await runEdmRound(t.db, ctx, new Date(Date.now() + 1000));
      await mailRound(t.db);
      const [c] = await q<{ status: string }>(`select status from edm_campaigns where id = $1`, [campaignId]);
      if (c?.status !== 'RUNNING' && c?.status !== 'SCHEDULED') return c?.status;
    }
    const [c] = await q<{ status: string }>(`select status from edm_campaigns where id = $1`, [campaignId]);
    return c?.status;
  };
  /** A new contact of a new CRM customer (linked to a platform company, or a prospect), with or without consent. */
  const contact = async (email: string, opts: { linkedCode?: string; consent?: boolean } = {}) => {
    const [platform] = await q<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
    const [pool] = await q<{ id: string }>(`select id::text from crm_pools where owner_company_id = $1 order by id limit 1`, [platform!.id]);
    const linked = opts.linkedCode ? (await q<{ id: string }>(`select id::text from company_directory where code = $1`, [opts.linkedCode]))[0]!.id : null;
    const [held] = linked ? await q<{ id: string }>(`select id::text from crm_customers where linked_company_id = $1`, [linked]) : [];
    const [k] = held
      ? [held]
      : await q<{ id: string }>(
          `insert into crm_customers (owner_company_id, name, name_key, kind, source_code, pool_id, linked_company_id)
           values ($1, $2, $2, 'SHIPPER', 'EXPO', $3, $4) returning id::text`,
          [platform!.id, `测试客户 ${email}`, pool!.id, linked],
        );
    const [c] = await q<{ id: string }>(`insert into crm_contacts (customer_id, name, email, email_key) values ($1, $2, $3, lower($3)) returning id::text`, [
      k!.id,
      `联系人 ${email.split('@')[0]}`,
      email,
    ]);
    if (opts.consent !== false) await recordEmailConsent(t.db, c!.id, 'test');
    return Number(c!.id);
  };
  return { t, get, post, q, drive, contact, tokens, E, ctx };
}
