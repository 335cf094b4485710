import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../server/modules/auth/demoAccounts';

/** Signing in and calling as someone, against a test app. Each sign-in comes from its own address (rate limits). */
export function caller(ctx: { app: FastifyInstance }) {
  let ip = 0;
  function call(method: 'GET' | 'POST', url: string, token: string, payload?: object | Buffer, contentType?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (contentType) headers['content-type'] = contentType;
    return ctx.app.inject({ method, url, payload, headers });
  }
  /** A user's session, scoped to their default employee (what the browser ends up with). */
  async function asUser(account: string, password = DEMO_PASSWORD): Promise<string> {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/WebsitePublic/UserLogin',
      payload: { Account: account, Password: password },
      remoteAddress: `10.77.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
    const token = login.json().Data.Token as string;
    const chosen = await call('POST', '/api/AuthUser/TryChooseDefaultEmployee', token);
    return chosen.json().Data as string;
  }
  /** A company account's session (employee mode). */
  async function asEmployeeLogin(login: string, password = DEMO_PASSWORD): Promise<string> {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/WebsitePublic/EmployeeLogin',
      payload: { Account: login, Password: password },
      remoteAddress: `10.78.${Math.floor(++ip / 250)}.${ip % 250}`,
    });
    return res.json().Data.Token as string;
  }
  return { call, asUser, asEmployeeLogin };
}
