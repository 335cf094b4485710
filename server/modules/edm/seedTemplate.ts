import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { insertTemplate } from './templateRepository';

/** The demo template's name: both languages, as its text. */
export const DEMO_TEMPLATE_NAME = '欧线周报 · Europe weekly';

/**
 * A demo template (seed step demo-edm-template-v1, docs/modules/edm.md) so that /EDM/FreightEDM's
 * template tab is not empty on a fresh demo: 孙丽's, a bilingual text block (Chinese, then English)
 * and the rate block for Shanghai → Rotterdam and Hamburg in 40HQ, with the unsubscribe block every
 * body needs (R8.3). Once: a company that has a template of that name keeps it as people left it.
 */
export async function seedEdmTemplateDemo(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const sunLi = (await employeesSigningInAs(tx, ['sales@demo.test'])).find((e) => String(e.company_id) === platform.id);
  if (!sunLi) return;
  const [held] = await tx.query(`select 1 from edm_templates where owner_company_id = $1 and name = $2`, [platform.id, DEMO_TEMPLATE_NAME]);
  if (held) return;
  await insertTemplate(tx, platform.id, String(sunLi.id), {
    name: DEMO_TEMPLATE_NAME,
    subject: '本周欧线运价 · Europe rates',
    language: 'zh',
    blocks: [
      {
        Kind: 'TEXT',
        Html:
          '<p>尊敬的客户：</p><p>本周上海至鹿特丹、汉堡的 40HQ 运价如下，舱位充足，欢迎订舱。</p>' +
          "<p>Dear customer,</p><p>Here are this week's 40HQ rates from Shanghai to Rotterdam and Hamburg. Space is available: book now.</p>",
      },
      { Kind: 'RATES' },
      { Kind: 'UNSUBSCRIBE' },
    ],
    rates: {
      Lanes: [
        { PolCode: 'CNSHA', PodCode: 'NLRTM' },
        { PolCode: 'CNSHA', PodCode: 'DEHAM' },
      ],
      RateNos: [],
      ContainerClass: '40HQ',
    },
  });
}
