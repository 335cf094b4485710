import { beforeAll, expect } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** The B/L application's API tests: an app with the module (and what it reads), signed-in people, calls in either language. */
export const ADMIN = 'admin@demo.test';
/** Customer service (提单客服): applies, releases, keeps receivers and addresses. */
export const SERVICE = 'bl.service@demo.test';
/** The platform's risk checker (风控专员). */
export const RISK = 'risk@demo.test';
export const CUSTOMER = 'customer@demo.test';

export function orderApplyApp(modules: string[] = ['orderApply']) {
  const t = withTestApp({ modules });
  const { asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const who of [ADMIN, SERVICE, RISK, CUSTOMER]) tokens[who] = await asUser(who);
  });
  const headers = (who: string, lang?: 'en', extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${tokens[who]}`,
    ...(lang ? { 'accept-language': lang } : {}),
    ...extra,
  });
  const post = (who: string, url: string, payload: object, lang?: 'en', extra?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers: headers(who, lang, extra) });
  const get = (who: string, url: string, lang?: 'en') => t.app.inject({ method: 'GET', url, headers: headers(who, lang) });
  /** A 400 with the Code and both languages' words. */
  async function refused(who: string, url: string, body: object, code: string) {
    const zh = await post(who, url, body);
    expect(zh.statusCode, zh.body).toBe(400);
    expect(zh.json().Code).toBe(code);
    expect(zh.json().Message).toMatch(/[\u4e00-\u9fff]/);
    const en = await post(who, url, body, 'en');
    expect(en.json().Code).toBe(code);
    expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
    return { zh: zh.json(), en: en.json() };
  }
  const companyId = async (code: string) => Number((await t.db.query<{ id: string }>('select id from companies where code = $1', [code]))[0]!.id);
  return { t, post, get, refused, companyId };
}

export const okData = <T>(res: { statusCode: number; body: string; json(): { Data?: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as T;
};
