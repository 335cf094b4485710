import { ENDPOINTS, WEB_VERSION } from '../../src/contract/endpoints';
import { DEMO_PASSWORD } from '../../server/db/demoAccounts';

/** The key the browser keeps its token under (src/streams/persisted.ts). */
export const TOKEN_KEY = 'freight.token';

async function post<T>(base: string, path: string, body?: unknown, token?: string): Promise<T> {
  const headers: Record<string, string> = { 'web-version': WEB_VERSION };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await res.json()) as { Status: boolean; Data: T; Message?: string };
  if (!res.ok || !envelope.Status) throw new Error(`${path}: ${res.status} ${envelope.Message}`);
  return envelope.Data;
}

/**
 * A demo user's session scoped to their default employee, made through the API (what the
 * sign-in dialog does), for tests and benchmarks that start on a signed-in page.
 */
export async function employeeToken(base: string, account: string, password = DEMO_PASSWORD): Promise<string> {
  const login = await post<{ Token: string }>(base, ENDPOINTS.userLogin, { Account: account, Password: password });
  return post<string>(base, ENDPOINTS.chooseDefaultEmployee, undefined, login.Token);
}
