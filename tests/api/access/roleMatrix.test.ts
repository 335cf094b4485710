import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ACCESS, grantsAllow, type Access } from '../../../src/contract/access';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { MenuNode } from '../../../src/contract/admin';
import type { SiSourceData } from '../../../src/contract/si';
import { grantsOf } from '../../../src/routes/access';
import { onePerContainer } from '../../support/siDrafts';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * For each role of the demo data (server/modules/access/demoAccess.ts, auth/demoAccounts.ts), which message and SI
 * calls are allowed (2xx) and which refused (403). The table is written out by hand from the
 * seed's grants, and a first test checks it against the grants the server hands each person
 * (their menu tree) read through the access table, so a changed seed or a mistyped row shows.
 */
const t = withTestApp({ modules: ['messages', 'si'] });
const { call, asUser, asEmployeeLogin } = caller(t);

const PEOPLE = [
  'admin@demo.test', // platform admin: the whole internal tree
  'reviewer@demo.test', // 审单员: the internal SI folder, "review" on siCheck
  'hr@demo.test', // 人事专员: employees, users, permission items
  'sales@demo.test', // 销售: customer and provider lists, salespeople
  'customer.admin@demo.test', // 天祥's admin: the whole external tree, company administration included
  'customer@demo.test', // 客户标准角色: the external tree without company administration
  'provider@demo.test', // 供应商标准角色: the same for a provider
  'hztx.ops', // company account (employee mode): 客户标准角色 + 单证员
] as const;
type Who = (typeof PEOPLE)[number];

const everyone: readonly Who[] = PEOPLE;
const platformAdmin: readonly Who[] = ['admin@demo.test'];
const messageManagers: readonly Who[] = ['admin@demo.test', 'customer.admin@demo.test'];
const siReaders: readonly Who[] = ['admin@demo.test', 'reviewer@demo.test', 'customer.admin@demo.test', 'customer@demo.test', 'provider@demo.test', 'hztx.ops'];
const siReviewers: readonly Who[] = ['admin@demo.test', 'reviewer@demo.test'];

interface Ctx {
  token: string;
  who: Who;
}
interface Case {
  name: string;
  /** The access the call sits behind (src/contract/access.ts); `employee`: any employee reads their own. */
  access: Access | 'employee';
  allowed: readonly Who[];
  request(c: Ctx): Promise<LightMyRequestResponse>;
}

const get = (url: string) => (c: Ctx) => call('GET', url, c.token);
const post = (url: string, body?: object | ((c: Ctx) => object)) => (c: Ctx) => call('POST', url, c.token, typeof body === 'function' ? body(c) : body);

let siToReview: Partial<Record<Who, number>> = {};
let onBehalf: object = {};

const CASES: Case[] = [
  // --- messages: every employee reads their own ---
  { name: 'unread count', access: 'employee', allowed: everyone, request: get(ENDPOINTS.unreadMessageCount) },
  { name: 'my messages', access: 'employee', allowed: everyone, request: get(ENDPOINTS.messageList) },
  { name: 'my messages to Excel', access: 'employee', allowed: everyone, request: get(`${ENDPOINTS.messageList}/Export?Read=unread`) },
  { name: 'mark all read', access: 'employee', allowed: everyone, request: post(ENDPOINTS.messageMarkAllRead) },
  // --- sending: /system/messageManage (the platform's internal menu, a company admin's external one) ---
  { name: 'recipients', access: ACCESS.messageSentRead, allowed: messageManagers, request: get(ENDPOINTS.messageRecipients) },
  { name: 'sent messages', access: ACCESS.messageSentRead, allowed: messageManagers, request: get(ENDPOINTS.messageSentList) },
  { name: 'sent messages to Excel', access: ACCESS.messageSentRead, allowed: messageManagers, request: get(`${ENDPOINTS.messageSentList}/Export`) },
  {
    name: 'send to the own company',
    access: ACCESS.messageSend,
    allowed: messageManagers,
    request: post(ENDPOINTS.messageSend, (c) => ({ Title: `矩阵：${c.who}`, To: 'company' })),
  },
  // --- global announcements: platform staff with those menus ---
  {
    name: 'send a global message',
    access: ACCESS.globalMessageSend,
    allowed: platformAdmin,
    request: post(ENDPOINTS.globalMessageSend, (c) => ({ Title: `矩阵公告：${c.who}` })),
  },
  { name: 'how many a global message reaches', access: ACCESS.globalMessageSend, allowed: platformAdmin, request: get(ENDPOINTS.globalMessageReach) },
  { name: 'global messages', access: ACCESS.globalMessageRead, allowed: platformAdmin, request: get(ENDPOINTS.globalMessageList) },
  { name: 'global messages to Excel', access: ACCESS.globalMessageRead, allowed: platformAdmin, request: get(`${ENDPOINTS.globalMessageList}/Export`) },
  {
    name: 'withdraw a global message',
    access: ACCESS.globalMessageWithdraw,
    allowed: platformAdmin,
    request: async (c) => call('POST', ENDPOINTS.globalMessageWithdraw, c.token, { Id: await freshGlobal() }),
  },
  // --- SIs: reading (the external workbench, the internal SI folder) ---
  { name: 'SI bookings', access: ACCESS.siRead, allowed: siReaders, request: get(ENDPOINTS.siBookingList) },
  { name: 'SI review queue', access: ACCESS.siRead, allowed: siReaders, request: get(ENDPOINTS.siReviewQueue) },
  { name: 'SI submission log', access: ACCESS.siRead, allowed: siReaders, request: get(ENDPOINTS.siSubmitLog) },
  { name: 'SI submission log to Excel', access: ACCESS.siRead, allowed: siReaders, request: get(`${ENDPOINTS.siSubmitLog}/Export`) },
  // --- SI templates (the customer's template page, SI making) ---
  { name: 'SI templates', access: ACCESS.siTemplates, allowed: siReaders, request: get(ENDPOINTS.siTemplateList) },
  {
    name: 'save an SI template',
    access: ACCESS.siTemplates,
    allowed: siReaders,
    request: post(ENDPOINTS.siTemplateSave, (c) => ({ TBI_TEMPLATE_NAME: `矩阵模板 ${c.who}` })),
  },
  // --- SI review and submitting for a customer: platform staff with the button ---
  {
    name: 'review an SI (approve)',
    access: ACCESS.siReview,
    allowed: siReviewers,
    request: (c) => call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${siToReview[c.who] ?? Object.values(siToReview)[0]}&Status=2`, c.token),
  },
  { name: 'submit SIs for a customer (check only)', access: ACCESS.siOnBehalf, allowed: platformAdmin, request: post(ENDPOINTS.siAddOnBehalf, () => onBehalf) },
];

const tokens = {} as Record<Who, string>;
const kinds = {} as Record<Who, string>;
const trees = {} as Record<Who, MenuNode[]>;

async function freshGlobal(): Promise<number> {
  return (await call('POST', ENDPOINTS.globalMessageSend, tokens['admin@demo.test'], { Title: '待撤回' })).json().Data.Id;
}

beforeAll(async () => {
  for (const who of PEOPLE) tokens[who] = who.includes('@') ? await asUser(who) : await asEmployeeLogin(who);
  for (const who of PEOPLE) {
    kinds[who] = (await call('GET', ENDPOINTS.currentEmployee, tokens[who])).json().Data.CompanyKind;
    trees[who] = (await call('GET', ENDPOINTS.currentEmployeeMenuTree, tokens[who])).json().Data;
  }
  // SIs waiting for review, one for each person allowed to review
  const cgo = 'CGO-HZTX-2611-001';
  const source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, tokens['customer@demo.test'])).json().Data as SiSourceData;
  const drafts = onePerContainer(source);
  const made = await call('POST', ENDPOINTS.siAdd, tokens['customer@demo.test'], { TDBLInfos: drafts, Num: drafts.length, CGO_ID: cgo, MBL_NO: source.MBL_NO });
  expect(made.statusCode).toBe(200);
  const ids = made.json().Data.Ids as number[];
  siToReview = Object.fromEntries(siReviewers.map((who, i) => [who, ids[i]!]));
  // a check-only submission on behalf of 天祥's employee (validate-only records create nothing)
  const other = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-002`, tokens['admin@demo.test'])).json().Data as SiSourceData;
  const [emp] = await t.db.query<{ id: string; company_id: string }>(
    `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`,
  );
  const checkOnly = onePerContainer(other).map((d) => ({ ...d, TBI_SITYPE: 3 as const }));
  onBehalf = {
    TDBLInfos: checkOnly,
    Num: checkOnly.length,
    CGO_ID: other.CGO_ID,
    MBL_NO: other.MBL_NO,
    EmployeeId: Number(emp!.id),
    COMPANYID: Number(emp!.company_id),
    COMPANYCODE: 'CUS-HZTX',
  };
}, 60_000);

/** What the seed's grants say: the person's menu tree holds the call's menu (and button), and platform-only calls are the platform's. */
function grantsSay(who: Who, access: Case['access']): boolean {
  if (access === 'employee') return true;
  if (access.platformOnly && kinds[who] !== 'platform') return false;
  if (access.sellersOnly && kinds[who] === 'customer') return false;
  return grantsAllow(grantsOf(trees[who]), access);
}

describe('message and SI calls of each demo role', () => {
  it('the table agrees with the grants the seed gives each person', () => {
    for (const c of CASES) {
      const derived = PEOPLE.filter((who) => grantsSay(who, c.access));
      expect({ call: c.name, allowed: [...c.allowed].sort() }).toEqual({ call: c.name, allowed: [...derived].sort() });
    }
  });

  for (const c of CASES) {
    it(`${c.name}: ${c.allowed.length === PEOPLE.length ? 'everyone' : c.allowed.join(', ')}`, async () => {
      for (const who of PEOPLE) {
        const res = await c.request({ token: tokens[who], who });
        const allowed = c.allowed.includes(who);
        const status = res.statusCode;
        expect({ who, allowed: status >= 200 && status < 300, refused: status === 403 }, `${c.name} as ${who}: ${status} ${res.body.slice(0, 200)}`).toEqual({
          who,
          allowed,
          refused: !allowed,
        });
        if (!allowed) expect(res.json().Message).toMatch(/您没有此权限|仅限平台员工/);
      }
    });
  }

  it('what the allowed calls did, they did for real', async () => {
    const reviewed = await t.db.query<{ status: number }>('select status from si_records where id = any($1::bigint[]) order by id', [
      Object.values(siToReview),
    ]);
    expect(reviewed.map((r) => r.status)).toEqual([2, 2]);
    const sent = await t.db.query<{ title: string }>(`select title from messages where title like '矩阵%' order by id`);
    expect(sent.map((r) => r.title)).toEqual(['矩阵：admin@demo.test', '矩阵：customer.admin@demo.test', '矩阵公告：admin@demo.test']);
  });
});
