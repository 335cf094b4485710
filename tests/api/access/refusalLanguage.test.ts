import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { DEMO_EMPLOYEE_LOGIN } from '../../../server/modules/auth/demoAccounts';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * A call refused for who is asking (403) says so in the person's language (issue 32): the access
 * check's words and the calls that refuse directly, Chinese for a Chinese request, English for an
 * English one.
 */
const t = withTestApp({ modules: ['refdata'] });
const { asUser, asEmployeeLogin } = caller(t);
let customer = '';
beforeAll(async () => {
  customer = await asUser('customer@demo.test');
});

async function refusedFor(url: string, payload: object | undefined, lang: 'zh' | 'en', token = customer) {
  const res = await t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang === 'zh' ? 'zh-CN,zh;q=0.9' : 'en-GB,en;q=0.9' },
  });
  expect(res.statusCode, res.body).toBe(403);
  return (res.json() as { Message: string }).Message;
}

describe('403 in the person’s language', () => {
  it('says the access check’s refusal in Chinese or English by the request', async () => {
    const body = { Code: 'CNSHA', NameZh: '上海', NameEn: 'Shanghai', CountryCode: 'CN' };
    const zh = await refusedFor(ENDPOINTS.portSave, body, 'zh');
    expect(zh).toMatch(/您没有此权限|仅限平台/);
    expect(zh).not.toMatch(/\b(You|This call|permission)\b/);
    expect(await refusedFor(ENDPOINTS.portSave, body, 'en')).toMatch(/permission|platform staff/);
  });

  it('says a call’s own refusal (code mapping resolve) in Chinese or English by the request', async () => {
    const body = { Kind: 'PORT', System: 'INTTRA', Codes: ['CNSHA'] };
    expect(await refusedFor('/api/CodeMapping/Resolve', body, 'zh')).toBe('代码映射只能由平台员工解析。');
    expect(await refusedFor('/api/CodeMapping/Resolve', body, 'en')).toBe('Code mappings are resolved by platform staff only.');
  });

  it('says the sign-in check’s refusals (a company account calling a user’s call) in Chinese or English', async () => {
    const company = await asEmployeeLogin(DEMO_EMPLOYEE_LOGIN.login);
    expect(await refusedFor('/api/CurrentUser/Current', undefined, 'zh', company)).toBe('此操作仅限个人用户，公司账号不能使用。');
    expect(await refusedFor('/api/CurrentUser/Current', undefined, 'en', company)).toMatch(/individual users/);
  });

  it('says the role templates’ refusal in Chinese or English', async () => {
    const url = `${ENDPOINTS.roleList}?Scope=customer`;
    const admin = await asUser('customer.admin@demo.test');
    expect(await refusedFor(url, undefined, 'zh', admin)).toBe('角色模板仅限平台员工查看。');
    expect(await refusedFor(url, undefined, 'en', admin)).toBe('Role templates are for platform staff only.');
  });
});
