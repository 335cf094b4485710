import { CRM_PAGES as P } from '../../../src/contract/crm/module';
import { FOLLOW_METHODS, followMethodWords } from '../../../src/domain/crm/follow';
import type { Queryable } from '../../db/types';
import { employeesSigningInAs } from '../../platform/auth/accountRepository';
import { type DemoRole, seedDemoRoles, syncMenuButtons } from '../access/public';
import { upsertDict } from './setupRepository';

/**
 * Follow-ups' people and demo (issue 50): the CRM's salespeople and their manager get the plans, the
 * records and the activity record; the FOLLOW_METHOD list; for 孙丽 (sales@) and 周婷 (sales2@) plans
 * due today, overdue, upcoming and done, and records of calls, visits and WeChat chats.
 */
const FOLLOW_ROLE: DemoRole = {
  name: 'CRM 跟进',
  description: '跟进计划、跟进记录、活动记录',
  owner: { company: 'PLATFORM' },
  tree: 'internal',
  menus: [P.followPlan, P.followRecord, P.activity],
  buttons: { [P.followPlan]: ['edit'], [P.followRecord]: ['edit'] },
  holders: ['sales@demo.test', 'sales2@demo.test', 'sales.manager@demo.test'],
};

const HOUR = 3_600_000;

type Plan = [customer: string, inHours: number, method: string, content: string];
type Rec = [customer: string, hoursAgo: number, method: string, content: string];

const PLANS: Record<string, Plan[]> = {
  'sales@demo.test': [
    ['宁波北仑五金工具有限公司', 2, 'PHONE', '确认 12 月宁波—汉堡 40HQ 舱位需求'],
    ['宁波北仑五金工具有限公司', -3 * 24, 'VISIT', '上门拜访采购经理，带新版欧线报价'],
    ['温州瓯江鞋业有限公司', 3 * 24, 'WECHAT', '发春节前出货计划表'],
  ],
  'sales2@demo.test': [
    ['上海浦江化工有限公司', 3, 'PHONE', '危险品申报资料跟进'],
    ['广州南沙家具有限公司', -2 * 24, 'EMAIL', '发送美西线报价'],
    ['Shanghai Bright Lighting Co., Ltd.', 5 * 24, 'MEETING', '年度合作会议'],
  ],
};

const RECORDS: Record<string, Rec[]> = {
  'sales@demo.test': [
    ['宁波北仑五金工具有限公司', 50, 'PHONE', '电话沟通：客户 12 月有 3 个 40HQ 去汉堡，要求 ETD 12 月中旬'],
    ['宁波北仑五金工具有限公司', 26, 'VISIT', '拜访工厂，见到采购经理，对方关注直航和免堆期'],
  ],
  'sales2@demo.test': [
    ['上海浦江化工有限公司', 30, 'WECHAT', '微信发送危险品操作须知，客户已确认'],
    ['广州南沙家具有限公司', 72, 'VISIT', '拜访南沙工厂，了解美西线出货节奏'],
  ],
};

export async function seedFollowAccess(tx: Queryable): Promise<void> {
  await syncMenuButtons(tx);
  await seedDemoRoles(tx, [FOLLOW_ROLE]);
}

export async function seedDemoFollow(tx: Queryable): Promise<void> {
  const [platform] = await tx.query<{ id: string }>(`select id::text from company_directory where code = 'PLATFORM'`);
  if (!platform) return;
  const company = platform.id;
  for (const [i, code] of FOLLOW_METHODS.entries())
    await upsertDict(tx, company, {
      Kind: 'FOLLOW_METHOD',
      Code: code,
      NameZh: followMethodWords[code].zh,
      NameEn: followMethodWords[code].en,
      Sort: i,
      Enabled: true,
    });
  const now = Date.now();
  for (const account of Object.keys(PLANS)) {
    const e = (await employeesSigningInAs(tx, [account])).find((x) => String(x.company_id) === company);
    if (!e) continue;
    const owner = String(e.id);
    const customer = async (name: string) =>
      (
        await tx.query<{ id: number }>(`select id::int from crm_customers where name = $1 and owner_company_id = $2 and owner_employee_id = $3`, [
          name,
          company,
          owner,
        ])
      )[0]?.id;
    for (const [name, inHours, method, content] of PLANS[account]!) {
      const id = await customer(name);
      if (id)
        await tx.query(
          `insert into crm_follow_plans (owner_company_id, customer_id, owner_employee_id, planned_at, method, content, created_by) values ($1, $2, $3, $4, $5, $6, $3)`,
          [company, id, owner, new Date(now + inHours * HOUR), method, content],
        );
    }
    for (const [name, hoursAgo, method, content] of RECORDS[account]!) {
      const id = await customer(name);
      if (!id) continue;
      const at = new Date(now - hoursAgo * HOUR);
      const [r] = await tx.query<{ id: number }>(
        `insert into crm_follow_records (owner_company_id, customer_id, owner_employee_id, follow_at, method, content, created_at) values ($1, $2, $3, $4, $5, $6, $4) returning id::int`,
        [company, id, owner, at, method, content],
      );
      // the first record was a planned call: its plan is done
      if (hoursAgo >= 48)
        await tx.query(
          `insert into crm_follow_plans (owner_company_id, customer_id, owner_employee_id, planned_at, method, content, status, record_id, created_by, done_at)
           values ($1, $2, $3, $4, $5, $6, 'DONE', $7, $3, $4)`,
          [company, id, owner, at, method, content, r!.id],
        );
      await tx.query(`update crm_customers set last_follow_at = greatest(coalesce(last_follow_at, $2), $2), last_follower_id = $3 where id = $1`, [
        id,
        at,
        owner,
      ]);
    }
  }
}
