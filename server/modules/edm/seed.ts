import { EDM_PAGE } from '../../../src/contract/edm/module';
import type { Queryable } from '../../db/types';
import { grantPlatformRole, syncMenuButtons } from '../access/public';
import { edmContacts, recordEmailConsent } from '../crm/public';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { campaignLinks } from './render';
import { ensureDefaultTemplate, insertAudience, insertSender } from './setupRepository';

/** The salespeople (销售报价, CRM 销售) and the sales manager write and send campaigns. */
export async function seedEdmAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  for (const role of ['销售报价', 'CRM 销售', '销售主管']) await grantPlatformRole(tx, role, [EDM_PAGE], '*');
}

export const DEFAULT_TEMPLATE = '{{content}}';

const BLOCKS = [
  { Kind: 'TEXT', Text: '尊敬的客户：\n本周欧洲、美西航线运价如下，欢迎订舱。' },
  { Kind: 'RATES' },
  { Kind: 'READY_SPACE' },
  { Kind: 'SALES_CARD' },
  { Kind: 'UNSUBSCRIBE' },
];
const RATES = { Lanes: [{ PolCode: 'CNSHA', PodCode: 'NLRTM' }], RateNos: [], ContainerClass: '40HQ' };

/**
 * The demo (docs/modules/edm.md): 孙丽's verified sender (checked by the simulated resolver), the
 * default template, three consenting contacts of two levels (天祥, VIP, and two prospects at the
 * public tier) in a list, a campaign scheduled for the moment the demo starts — the round sends it
 * and it finishes with its statistics — and a draft.
 */
export async function seedEdmDemo(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const company = platform.id;
  const sunLi = (await employeesSigningInAs(tx, ['sales@demo.test'])).find((e) => String(e.company_id) === company);
  if (!sunLi) return;
  const by = String(sunLi.id);
  await ensureDefaultTemplate(tx, company, DEFAULT_TEMPLATE);
  const sender = await insertSender(tx, company, by, { fromName: '孙丽 · 环球货运', fromEmail: 'rates@globalfreight.cn', replyTo: 'sales@globalfreight.cn' });
  await tx.query(
    `update edm_senders set status = 'VERIFIED', checks = '{"Spf":true,"Dkim":true,"Dmarc":true}', simulated = true, checked_at = now() where id = $1`,
    [sender.id],
  );
  const people = await edmContacts(tx, company, { search: '' });
  const linked = people.filter((p) => p.linkedCompanyId).slice(0, 1);
  const prospects = people.filter((p) => !p.linkedCompanyId).slice(0, 2);
  const chosen = [...linked, ...prospects];
  for (const p of chosen) await recordEmailConsent(tx, p.id, '展会登记表 / trade-show sign-up form');
  const audience = await insertAudience(tx, company, by, { name: '欧洲航线重点客户', kind: 'LIST', contactIds: chosen.map((p) => p.id), filter: {} });
  await insertAudience(tx, company, by, { name: '已成交客户（分群）', kind: 'SEGMENT', contactIds: [], filter: { DealStatus: 'DEALT' } });
  const links = JSON.stringify(campaignLinks('http://localhost:8080', RATES.Lanes));
  await tx.query(
    `insert into edm_campaigns (owner_company_id, name, subject, preheader, sender_id, audience_ids, blocks, rate_selection, links, send_at, status, created_by)
     values ($1, '欧线周报（第 48 周）', '本周上海—鹿特丹运价', '40HQ 专属价格，仅限本周', $2, $3::bigint[], $4, $5, $6, now(), 'SCHEDULED', $7),
            ($1, '美西航线促销（草稿）', '美西航线限时运价', '', $2, $3::bigint[], $4, $8, '[]', null, 'DRAFT', $7)`,
    [
      company,
      sender.id,
      [audience.id],
      JSON.stringify(BLOCKS),
      JSON.stringify(RATES),
      links,
      by,
      JSON.stringify({ Lanes: [{ PolCode: 'CNSHA', PodCode: 'USLAX' }], RateNos: [], ContainerClass: '40HQ' }),
    ],
  );
}
