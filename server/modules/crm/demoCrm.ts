import { companyNameKey, emailKey, phoneKey } from '../../../src/domain/crm/names';
import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { defaultPool, savePool, upsertCapacity, upsertDict } from './setupRepository';
import { warnHolder } from './useCases/recycleRound';
import type { HeldForRound } from './roundRepository';

/**
 * The CRM's demo (issue 50 item 8): the lists of data maintenance, the default pool's rules (5 claims
 * a day, a 7-day cooldown, recycled after 30 days without follow-up or 90 without a deal, warned 3
 * days before), customers in the pool and in two salespeople's private seas, leads, one customer
 * about to be recycled (its holder warned) and one in the recycle bin. 天祥 is a platform company:
 * its CRM customer is linked to it (one identity) and shows its quotes.
 */

const DICTS: [kind: string, code: string, zh: string, en: string][] = [
  ['SOURCE', 'EXPO', '展会', 'Trade fair'],
  ['SOURCE', 'WEBSITE', '官网', 'Website'],
  ['SOURCE', 'REFERRAL', '转介绍', 'Referral'],
  ['SOURCE', 'EDM', 'EDM 邮件营销', 'E-mail campaign'],
  ['SOURCE', 'LEAD', '线索转化', 'Converted lead'],
  ['SOURCE', 'PLATFORM', '平台注册', 'Platform sign-up'],
  ['SOURCE', 'PRIVATE', '私域', 'Private channels'],
  ['INDUSTRY', 'MACHINERY', '机械设备', 'Machinery'],
  ['INDUSTRY', 'TEXTILE', '纺织服装', 'Textiles and garments'],
  ['INDUSTRY', 'ELECTRONICS', '电子电器', 'Electronics'],
  ['INDUSTRY', 'FURNITURE', '家具家居', 'Furniture'],
  ['INDUSTRY', 'CHEMICAL', '化工', 'Chemicals'],
  ['INDUSTRY', 'FOOD', '食品', 'Food'],
  ['LEVEL', 'A', 'A 级（重点）', 'A (key account)'],
  ['LEVEL', 'B', 'B 级', 'B'],
  ['LEVEL', 'C', 'C 级', 'C'],
  ['TAG', 'EU', '欧线', 'Europe trade'],
  ['TAG', 'US', '美线', 'US trade'],
  ['POOL_REASON', 'NO_NEED', '暂无出货需求', 'No shipments for now'],
  ['POOL_REASON', 'NO_CONTACT', '联系不上', 'Cannot be reached'],
  ['POOL_REASON', 'OTHER_FORWARDER', '已有合作货代', 'Works with another forwarder'],
  ['POOL_REASON', 'OTHER', '其他', 'Other'],
];

type DemoCustomer = {
  name: string;
  en: string;
  kind: string;
  source: string;
  industry: string;
  level: string;
  region: string;
  contact: [string, string, string];
};
const c = (
  name: string,
  en: string,
  kind: string,
  source: string,
  industry: string,
  level: string,
  region: string,
  contact: [string, string, string],
): DemoCustomer => ({
  name,
  en,
  kind,
  source,
  industry,
  level,
  region,
  contact,
});

const POOL: DemoCustomer[] = [
  c('义乌市环球小商品进出口有限公司', 'Yiwu Global Commodities Import & Export Co., Ltd.', 'TRADER', 'EXPO', 'TEXTILE', 'B', '浙江 义乌', [
    '王建国',
    '13857900001',
    'wjg@yiwu-global.example.com',
  ]),
  c('苏州恒达机械制造有限公司', 'Suzhou Hengda Machinery Co., Ltd.', 'SHIPPER', 'WEBSITE', 'MACHINERY', 'A', '江苏 苏州', [
    '李明',
    '13912600002',
    'liming@hengda-mach.example.com',
  ]),
  c('厦门海联国际贸易有限公司', 'Xiamen Hailian International Trading Co., Ltd.', 'TRADER', 'REFERRAL', 'FOOD', 'B', '福建 厦门', [
    '陈晓燕',
    '13806000003',
    'chenxy@hailian.example.com',
  ]),
  c('深圳前海跨境电商有限公司', 'Shenzhen Qianhai Cross-border E-commerce Co., Ltd.', 'TRADER', 'EDM', 'ELECTRONICS', 'C', '广东 深圳', [
    '张伟',
    '13798700004',
    'zhangwei@qhcb.example.com',
  ]),
  c('Hamburg Nordic Trading GmbH', 'Hamburg Nordic Trading GmbH', 'CONSIGNEE', 'EXPO', 'FURNITURE', 'B', 'Hamburg, DE', [
    'Anna Schmidt',
    '+494012345678',
    'anna.schmidt@nordic-trading.example.de',
  ]),
  c('Pacific Rim Sourcing Ltd.', 'Pacific Rim Sourcing Ltd.', 'FORWARDER', 'WEBSITE', 'ELECTRONICS', 'C', 'Hong Kong', [
    'David Wong',
    '+85291234567',
    'david@pacrim.example.hk',
  ]),
];
const SUN_LI: DemoCustomer[] = [
  c('温州瓯江鞋业有限公司', 'Wenzhou Oujiang Footwear Co., Ltd.', 'SHIPPER', 'EXPO', 'TEXTILE', 'A', '浙江 温州', [
    '周海峰',
    '13957700011',
    'zhouhf@oujiang-shoes.example.com',
  ]),
  c('宁波北仑五金工具有限公司', 'Ningbo Beilun Hardware Tools Co., Ltd.', 'SHIPPER', 'REFERRAL', 'MACHINERY', 'B', '浙江 宁波', [
    '吴磊',
    '13858000012',
    'wulei@bl-tools.example.com',
  ]),
];
const ABOUT_TO_GO = c('青岛蓝海食品有限公司', 'Qingdao Blue Ocean Foods Co., Ltd.', 'SHIPPER', 'WEBSITE', 'FOOD', 'B', '山东 青岛', [
  '刘芳',
  '13969800013',
  'liufang@blueocean-food.example.com',
]);
const ZHOU_TING: DemoCustomer[] = [
  c('上海浦江化工有限公司', 'Shanghai Pujiang Chemicals Co., Ltd.', 'SHIPPER', 'EXPO', 'CHEMICAL', 'A', '上海', [
    '黄志强',
    '13916200021',
    'huangzq@pjchem.example.com',
  ]),
  c('广州南沙家具有限公司', 'Guangzhou Nansha Furniture Co., Ltd.', 'SHIPPER', 'PRIVATE', 'FURNITURE', 'B', '广东 广州', [
    '林静',
    '13802200022',
    'linjing@ns-furniture.example.com',
  ]),
  c('Shanghai Bright Lighting Co., Ltd.', 'Shanghai Bright Lighting Co., Ltd.', 'TRADER', 'EDM', 'ELECTRONICS', 'C', '上海', [
    'Kevin Xu',
    '13701600023',
    'kevin.xu@brightlight.example.com',
  ]),
];
const DELETED = c('天津北方钢管有限公司', 'Tianjin Northern Steel Pipe Co., Ltd.', 'SHIPPER', 'EXPO', 'MACHINERY', 'C', '天津', [
  '赵军',
  '13820200031',
  'zhaojun@nsp.example.com',
]);

const LEADS: [company: string, contact: string, phone: string, email: string, source: string, stage: string][] = [
  ['绍兴柯桥纺织品有限公司', '钱红', '13905750041', 'qianhong@kq-textile.example.com', 'EXPO', 'NEW'],
  ['Rotterdam Fresh Imports B.V.', 'Jan de Vries', '+31101234567', 'jan@rfi.example.nl', 'WEBSITE', 'FOLLOWING'],
  ['东莞长安电子有限公司', '何俊', '13712900043', 'hejun@ca-elec.example.com', 'REFERRAL', 'QUALIFIED'],
];

const DAY = 86_400_000;

async function insertDemoCustomer(tx: Queryable, company: string, pool: number, d: DemoCustomer, owner: string | null, claimedDaysAgo: number) {
  const claimed = owner ? new Date(Date.now() - claimedDaysAgo * DAY) : null;
  const [row] = await tx.query<{ id: number }>(
    `insert into crm_customers (owner_company_id, name, name_key, name_en, kind, source_code, industry_code, level_code, region, pool_id, in_pool,
                                owner_employee_id, claimed_at, created_by, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::bigint is null, $11, $12, $11, coalesce($12, now())) returning id::int`,
    [company, d.name, companyNameKey(d.name), d.en, d.kind, d.source, d.industry, d.level, d.region, pool, owner, claimed],
  );
  const id = row!.id;
  const [name, mobile, email] = d.contact;
  await tx.query(`insert into crm_contacts (customer_id, name, mobile, mobile_key, email, email_key, is_primary) values ($1, $2, $3, $4, $5, $6, true)`, [
    id,
    name,
    mobile,
    phoneKey(mobile),
    email,
    emailKey(email),
  ]);
  await tx.query(
    `insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, at) values ($1, 'CUSTOMER', $2, 'CREATE', $3, coalesce($4, now()))`,
    [company, id, owner, claimed],
  );
  if (owner && claimed) {
    await tx.query(`insert into crm_owner_history (customer_id, owner_employee_id, from_at, operator_id) values ($1, $2, $3, $2)`, [id, owner, claimed]);
    await tx.query(
      `insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, to_employee_id, at) values ($1, 'CUSTOMER', $2, 'CLAIM', $3, $3, $4)`,
      [company, id, owner, claimed],
    );
  }
  return id;
}

export async function seedDemoCrm(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const company = platform.id;
  const of = async (account: string) => {
    const e = (await employeesSigningInAs(tx, [account])).find((x) => String(x.company_id) === company);
    return e ? String(e.id) : null;
  };
  const sunLi = await of('sales@demo.test');
  const zhouTing = await of('sales2@demo.test');
  for (const [kind, code, zh, en] of DICTS)
    await upsertDict(tx, company, { Kind: kind as 'SOURCE', Code: code, NameZh: zh, NameEn: en, Sort: 0, Enabled: true });
  const pool = await defaultPool(tx, company);
  await savePool(tx, pool.Id, {
    ...pool,
    LimitPerDay: true,
    PickNumber: 5,
    LimitPreOwner: true,
    PreOwnerCooldownDays: 7,
    RecycleEnabled: true,
    NoFollowDays: 30,
    NoDealDays: 90,
    NoticeDays: 3,
  });
  await upsertCapacity(tx, company, null, 20);
  // 孙丽 holds four of her capacity of five: one more claim fits, the next is refused (the e2e story)
  if (sunLi) await upsertCapacity(tx, company, Number(sunLi), 5);
  for (const d of POOL) await insertDemoCustomer(tx, company, pool.Id, d, null, 0);
  for (const [i, d] of SUN_LI.entries()) await insertDemoCustomer(tx, company, pool.Id, d, sunLi, 5 + i * 3);
  for (const [i, d] of ZHOU_TING.entries()) await insertDemoCustomer(tx, company, pool.Id, d, zhouTing, 8 + i * 4);
  await linkDemoCompany(tx, company, pool.Id, sunLi);
  if (sunLi) await warnDemo(tx, company, pool.Id, sunLi);
  const gone = await insertDemoCustomer(tx, company, pool.Id, DELETED, zhouTing, 20);
  await tx.query(`update crm_customers set deleted_at = now() - interval '2 days', deleted_by = $2 where id = $1`, [gone, zhouTing]);
  await tx.query(
    `insert into crm_events (owner_company_id, entity, entity_id, action, actor_id, at) values ($1, 'CUSTOMER', $2, 'DELETE', $3, now() - interval '2 days')`,
    [company, gone, zhouTing],
  );
  for (const [name, contact, phone, email, source, stage] of LEADS)
    await tx.query(
      `insert into crm_leads (owner_company_id, company_name, name_key, contact_name, phone, email, source_code, stage, owner_employee_id, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [company, name, companyNameKey(name), contact, phone, email, source, stage, sunLi],
    );
}

/** 天祥 registered on the platform: its CRM customer is the company itself (its name read from there) in 孙丽's sea. */
async function linkDemoCompany(tx: Queryable, company: string, pool: number, sunLi: string | null) {
  const [hztx] = await tx.query<{ id: string; name_zh: string }>(`select id::text, name_zh from company_directory where code = 'CUS-HZTX'`);
  if (!hztx || !sunLi) return;
  const id = await insertDemoCustomer(
    tx,
    company,
    pool,
    c(hztx.name_zh, 'Hangzhou Tianxiang Import & Export', 'TRADER', 'PLATFORM', 'TEXTILE', 'A', '浙江 杭州', [
      '天祥采购部',
      '13805710051',
      'purchase@hztx.example.com',
    ]),
    sunLi,
    12,
  );
  await tx.query(`update crm_customers set linked_company_id = $2, deal_status = 'DEALT' where id = $1`, [id, hztx.id]);
}

/** A customer claimed 28 days ago and never followed up: recycled in two days, its holder warned. */
async function warnDemo(tx: Queryable, company: string, pool: number, sunLi: string) {
  const id = await insertDemoCustomer(tx, company, pool, ABOUT_TO_GO, sunLi, 28);
  const claimedAt = new Date(Date.now() - 28 * DAY);
  const held: HeldForRound = {
    id,
    owner_company_id: company,
    name: ABOUT_TO_GO.name,
    owner_employee_id: sunLi,
    claimed_at: claimedAt,
    last_follow_at: null,
    deal_status: 'NONE',
    recycle_warned_at: null,
    enabled: true,
    no_follow_days: 30,
    no_deal_days: 90,
    notice_days: 3,
  };
  await warnHolder(tx, held, new Date(claimedAt.getTime() + 30 * DAY), 'NO_FOLLOW', new Date());
}
