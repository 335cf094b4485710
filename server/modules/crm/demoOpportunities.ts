import { DEFAULT_LOST_REASONS, DEFAULT_STAGES } from '../../../src/domain/crm/opportunityStages';
import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';

/**
 * The opportunities' demo (issue 50): the stage list with its win rates (初步接洽 10% → 需求确认 30% →
 * 报价 50% → 谈判 70% → 赢单 100% / 输单 0%) and the reasons for a loss, then opportunities in every
 * stage for 孙丽 (sales@) and 周婷 (sales2@) on their demo customers — a lost one with its reason.
 */

type Demo = [customer: string, name: string, stage: string, amount: number, currency: string, teu: number, lanes: [string, string][], reason?: string];

const SUN_LI: Demo[] = [
  ['温州瓯江鞋业有限公司', '温州→汉堡 鞋类月度合约', 'INITIAL', 1800_00, 'USD', 12, [['CNWNZ', 'DEHAM']]],
  ['温州瓯江鞋业有限公司', '温州→洛杉矶 旺季加班', 'QUOTE', 4200_00, 'USD', 20, [['CNNGB', 'USLAX']]],
  ['宁波北仑五金工具有限公司', '宁波→鹿特丹 五金年度招标', 'NEGOTIATION', 9600_00, 'USD', 40, [['CNNGB', 'NLRTM']]],
  ['宁波北仑五金工具有限公司', '宁波→迪拜 新线路试单', 'NEEDS', 12000_00, 'CNY', 6, [['CNNGB', 'AEJEA']]],
  ['青岛蓝海食品有限公司', '青岛→东京 冷冻水产', 'WON', 3500_00, 'USD', 8, [['CNTAO', 'JPTYO']]],
  ['青岛蓝海食品有限公司', '青岛→釜山 小批量', 'LOST', 800_00, 'USD', 2, [['CNTAO', 'KRPUS']], 'PRICE'],
];
const ZHOU_TING: Demo[] = [
  ['上海浦江化工有限公司', '上海→安特卫普 危险品', 'INITIAL', 5200_00, 'USD', 10, [['CNSHA', 'BEANR']]],
  ['上海浦江化工有限公司', '上海→休斯顿 化工年度合约', 'NEGOTIATION', 15000_00, 'USD', 30, [['CNSHA', 'USHOU']]],
  ['广州南沙家具有限公司', '南沙→费利克斯托 家具', 'QUOTE', 6800_00, 'USD', 16, [['CNNSA', 'GBFXT']]],
  ['Shanghai Bright Lighting Co., Ltd.', 'Shanghai → Sydney lighting', 'NEEDS', 2400_00, 'USD', 4, [['CNSHA', 'AUSYD']]],
  ['广州南沙家具有限公司', '南沙→纽约 圣诞备货', 'LOST', 7000_00, 'USD', 18, [['CNNSA', 'USNYC']], 'COMPETITOR'],
];

async function dicts(tx: Queryable, company: string) {
  for (const [i, s] of DEFAULT_STAGES.entries())
    await tx.query(
      `insert into crm_dicts (owner_company_id, kind, code, name_zh, name_en, sort, win_rate) values ($1, 'STAGE', $2, $3, $4, $5, $6)
       on conflict (owner_company_id, kind, code) do update set win_rate = excluded.win_rate`,
      [company, s.code, s.name.zh, s.name.en, (i + 1) * 10, s.rate],
    );
  for (const [i, r] of DEFAULT_LOST_REASONS.entries())
    await tx.query(
      `insert into crm_dicts (owner_company_id, kind, code, name_zh, name_en, sort) values ($1, 'LOST_REASON', $2, $3, $4, $5) on conflict do nothing`,
      [company, r.code, r.name.zh, r.name.en, (i + 1) * 10],
    );
}

async function insertDemo(tx: Queryable, company: string, owner: string, d: Demo, n: number) {
  const [customer, name, stage, minor, currency, teu, lanes, reason] = d;
  const rate = DEFAULT_STAGES.find((s) => s.code === stage)!.rate;
  const closed = stage === 'WON' || stage === 'LOST';
  const [row] = await tx.query<{ id: number }>(
    `insert into crm_opportunities (owner_company_id, customer_id, name, lanes, est_teu_per_month, amount_minor, currency, stage_code, win_rate,
                                    expected_close_on, actual_close_on, owner_employee_id, created_by, failure_reason, competitor, created_at)
     select $1, c.id, $2, $3, $4, $5, $6, $7, $8, (now() + make_interval(days => $9))::date, case when $10 then now()::date end, $11, $11, $12, $13,
            now() - make_interval(days => $14)
       from crm_customers c where c.owner_company_id = $1 and c.name = $15 and c.deleted_at is null returning id::int`,
    [
      company,
      name,
      JSON.stringify(lanes.map(([Pol, Pod]) => ({ Pol, Pod }))),
      teu,
      minor,
      currency,
      stage,
      rate,
      30 + n * 7,
      closed,
      owner,
      reason ?? null,
      reason === 'COMPETITOR' ? '某同行货代' : '',
      20 - n,
      customer,
    ],
  );
  if (!row) return;
  await tx.query(`insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, reason) values ($1, 'OPPORTUNITY', $2, $3, $4, $5)`, [
    company,
    row.id,
    closed ? (stage === 'WON' ? 'WIN' : 'LOSE') : 'CREATE',
    owner,
    reason ?? stage,
  ]);
}

export async function seedDemoOpportunities(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const company = platform.id;
  await dicts(tx, company);
  for (const [account, demos] of [
    ['sales@demo.test', SUN_LI],
    ['sales2@demo.test', ZHOU_TING],
  ] as const) {
    const e = (await employeesSigningInAs(tx, [account])).find((x) => String(x.company_id) === company);
    if (!e) continue;
    for (const [i, d] of demos.entries()) await insertDemo(tx, company, String(e.id), d, i);
  }
}
