import { ENDPOINTS, WEB_VERSION } from '../../src/contract/endpoints';
import { DEMO_PASSWORD } from '../../server/modules/auth/demoAccounts';

import { ACCOUNT_MODE_KEY, TOKEN_KEY } from '../../src/streams/token';

export { TOKEN_KEY };

async function post<T>(base: string, path: string, body?: unknown, token?: string, retries = 0): Promise<T> {
  const headers: Record<string, string> = { 'web-version': WEB_VERSION };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  const wait = Number(res.headers.get('retry-after') ?? 1);
  if (res.status === 429 && retries > 0 && wait <= 2) {
    await new Promise((r) => setTimeout(r, wait * 1000));
    return post<T>(base, path, body, token, retries - 1);
  }
  if (!res.ok || !envelope.Status) throw new Error(`${path}: ${res.status} ${envelope.Message}`);
  return envelope.Data;
}

/**
 * A sign-in call. Tests running side by side sign in as the same demo user (a company's admin
 * making employees): the sign-in throttle checks one attempt of an account and address at a time
 * and answers the other 429 with a Retry-After of a second, so that one waits and tries again (a
 * longer wait means real throttling: that fails at once).
 */
const signIn = <T>(base: string, path: string, body: unknown) => post<T>(base, path, body, undefined, 5);

/**
 * A demo user's session scoped to their default employee, made through the API (what the
 * sign-in dialog does), for tests and benchmarks that start on a signed-in page.
 */
export async function employeeToken(base: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await signIn<{ Token: string }>(base, ENDPOINTS.userLogin, { Account: account, Password: password });
  return post<string>(base, ENDPOINTS.chooseDefaultEmployee, undefined, login.Token);
}

/** A company account's session (employee account mode). */
export async function companyLoginToken(base: string, login: string, password: string): Promise<string> {
  return (await signIn<{ Token: string }>(base, ENDPOINTS.employeeLogin, { Account: login, Password: password })).Token;
}

/**
 * Makes a platform admin of its own, signed in with a company login, for suites that share one staff
 * session. `admin`: the demo platform admin's session to make it with (one sign-in for several), else a new one.
 */
export async function makeStaffAdmin(base: string, login: string, password: string, admin?: string): Promise<string> {
  admin ??= await employeeToken(base, 'admin@demo.test');
  await post(base, ENDPOINTS.employeeSave, { Name: `测试管理员 ${login}`, LoginName: login, Password: password, IsAdmin: true }, admin);
  return companyLoginToken(base, login, password);
}

/** A Playwright storage state holding a session, as the browser keeps it. */
export function storageStateWith(origin: string, token: string, mode: 'employee' | 'userBindEmployee') {
  return {
    cookies: [],
    origins: [
      {
        origin,
        localStorage: [
          { name: TOKEN_KEY, value: token },
          { name: ACCOUNT_MODE_KEY, value: mode },
        ],
      },
    ],
  };
}

/** A company account of a customer company, made by that company's admin (a demo user), signed in. */
export async function makeCompanyEmployee(base: string, companyAdmin: string, login: string, password: string, roleNames: string[] = []): Promise<string> {
  await asCompanyAdmin(base, companyAdmin, (admin) =>
    saveEmployee(base, admin, { Name: `测试员工 ${login}`, LoginName: login, Password: password }, roleNames),
  );
  return companyLoginToken(base, login, password);
}

/**
 * An employee of the admin's company for a personal account (a binding offer the user still has
 * to accept, see acceptBindOffers), with these roles (by name).
 */
export async function offerEmployee(base: string, companyAdmin: string, name: string, userAccount: string, roleNames: string[] = []): Promise<void> {
  await asCompanyAdmin(base, companyAdmin, (admin) => saveEmployee(base, admin, { Name: name, UserAccount: userAccount }, roleNames));
}

/** An employee of the admin's company with these roles (by name), signed in with its company login. */
export async function makeEmployeeWith(base: string, adminToken: string, login: string, password: string, roleNames: string[] = []): Promise<string> {
  await saveEmployee(base, adminToken, { Name: `测试员工 ${login}`, LoginName: login, Password: password }, roleNames);
  return companyLoginToken(base, login, password);
}

async function saveEmployee(base: string, adminToken: string, employee: Record<string, string>, roleNames: string[]): Promise<void> {
  const res = await fetch(`${base}${ENDPOINTS.roleList}?Scope=assignable&PageSize=200`, {
    headers: { authorization: `Bearer ${adminToken}`, 'web-version': WEB_VERSION },
  });
  if (!res.ok) throw new Error(`${ENDPOINTS.roleList}: ${res.status}`);
  const roles = ((await res.json()) as { Data: { Items: { Id: number; Name: string }[] } }).Data.Items;
  const RoleIds = roleNames.map((n) => roles.find((r) => r.Name === n)!.Id);
  await post(base, ENDPOINTS.employeeSave, { ...employee, RoleIds }, adminToken);
}

/**
 * Runs `work` signed in as a company's admin (a demo user). Tests side by side do this as the same
 * admin, and each sign-in replaces the admin's other session (409): the one replaced signs in again.
 */
async function asCompanyAdmin(base: string, companyAdmin: string, work: (adminToken: string) => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work(await employeeToken(base, companyAdmin));
    } catch (e) {
      if (attempt >= 4 || !/: 409\b/.test((e as Error).message)) throw e;
    }
  }
}

/** Any call as a token, for test set-ups. */
export const apiPost = <T>(base: string, path: string, body: unknown, token: string) => post<T>(base, path, body, token);

/** Sends a global message as the platform admin. */
export async function sendGlobalMessage(base: string, adminToken: string, title: string): Promise<number> {
  return (await post<{ Id: number }>(base, ENDPOINTS.globalMessageSend, { Title: title, Description: `${title}（测试）` }, adminToken)).Id;
}

/** The user accepts every binding offer made to them (a company's offer binds nobody until then). */
export async function acceptBindOffers(base: string, account: string, password: string): Promise<number> {
  const { Token } = await signIn<{ Token: string }>(base, ENDPOINTS.userLogin, { Account: account, Password: password });
  const res = await fetch(`${base}${ENDPOINTS.bindOffers}`, { headers: { authorization: `Bearer ${Token}`, 'web-version': WEB_VERSION } });
  const offers = ((await res.json()) as { Data: { Id: number }[] }).Data;
  for (const o of offers) await post(base, ENDPOINTS.decideBindOffer, { Id: o.Id, Accept: true }, Token);
  await post(base, ENDPOINTS.logout, undefined, Token);
  return offers.length;
}
