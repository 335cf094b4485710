import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { registerUser } from '../support/register';
import { DEMO_PASSWORD } from '../../../server/modules/auth/demoAccounts';

const t = withTestApp({ modules: ['join'] });

let ip = 0;
async function signIn(account: string, password = DEMO_PASSWORD, chooseEmployee = false) {
  const token = (
    await t.app.inject({
      method: 'POST',
      url: '/api/WebsitePublic/UserLogin',
      payload: { Account: account, Password: password },
      remoteAddress: `10.9.0.${++ip}`,
    })
  ).json().Data.Token as string;
  if (!chooseEmployee) return token;
  return (await call('POST', '/api/AuthUser/TryChooseDefaultEmployee', token)).json().Data as string;
}
function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  return t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
}

describe('joining a company', () => {
  it('a new user applies to create a company; it waits for the audit', async () => {
    await registerUser(t, { Account: 'founder@demo.test', Password: 'founder-pass', Name: '创始人' });
    const token = await signIn('founder@demo.test', 'founder-pass');
    const bad = await call('POST', '/api/Join/CreateCompany', token, { CompanyName: 'x', Kind: 'airline', ContactName: '', ContactPhone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(expect.arrayContaining(['/CompanyName', '/Kind', '/ContactName', '/ContactPhone']));
    const ok = await call('POST', '/api/Join/CreateCompany', token, {
      CompanyName: '苏州新航货运有限公司',
      Kind: 'customer',
      ContactName: '创始人',
      ContactPhone: '+86 138 0000 1111',
    });
    expect(ok.statusCode).toBe(200);
    const mine = (await call('GET', '/api/Join/MyRequests', token)).json().Data;
    expect(mine).toEqual([expect.objectContaining({ Kind: 'createCompany', CompanyName: '苏州新航货运有限公司', Status: 'pending' })]);
  });

  it('binding by code: unknown code is 404; the company admin approves and the user gets the employee', async () => {
    await registerUser(t, { Account: 'joiner@demo.test', Password: 'joiner-pass', Name: '新同事' });
    const joiner = await signIn('joiner@demo.test', 'joiner-pass');
    expect((await call('POST', '/api/Join/BindCompany', joiner, { CompanyCode: 'NOPE' })).statusCode).toBe(404);
    expect((await call('POST', '/api/Join/BindCompany', joiner, { CompanyCode: 'PLATFORM' })).statusCode).toBe(404); // staff are not joined this way
    const req = (await call('POST', '/api/Join/BindCompany', joiner, { CompanyCode: 'cus-hztx', Remark: '操作部' })).json().Data;
    const again = (await call('POST', '/api/Join/BindCompany', joiner, { CompanyCode: 'CUS-HZTX' })).json().Data;
    expect(again.Id).toBe(req.Id); // one pending request, not two

    // not an admin, or another company's admin: refused / not found
    const plain = await signIn('customer@demo.test', DEMO_PASSWORD, true);
    expect((await call('GET', '/api/Join/PendingBindRequests', plain)).statusCode).toBe(403);
    const otherAdmin = await signIn('admin@demo.test', DEMO_PASSWORD, true); // platform admin, another company
    expect((await call('POST', '/api/Join/DecideBindRequest', otherAdmin, { Id: req.Id, Approve: true })).statusCode).toBe(404);

    const admin = await signIn('customer.admin@demo.test', DEMO_PASSWORD, true);
    const pending = (await call('GET', '/api/Join/PendingBindRequests', admin)).json().Data;
    expect(pending).toEqual([expect.objectContaining({ Id: req.Id, Account: 'joiner@demo.test', Remark: '操作部' })]);
    expect((await call('POST', '/api/Join/DecideBindRequest', admin, { Id: req.Id, Approve: false })).statusCode).toBe(400); // a refusal needs a reason
    expect((await call('POST', '/api/Join/DecideBindRequest', admin, { Id: req.Id, Approve: true })).statusCode).toBe(200);
    expect((await call('POST', '/api/Join/DecideBindRequest', admin, { Id: req.Id, Approve: true })).statusCode).toBe(404); // already decided

    const bound = (await call('GET', '/api/CurrentUser/GetUserBindEmployeeList', joiner)).json().Data;
    expect(bound).toEqual([expect.objectContaining({ CompanyCode: 'CUS-HZTX', Name: '新同事' })]);
    expect((await call('GET', '/api/Join/MyRequests', joiner)).json().Data[0].Status).toBe('approved');
  });
});
