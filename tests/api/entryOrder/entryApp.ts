import { beforeAll, expect } from 'vitest';
import { ENTRY_ORDER_PATHS } from '../../../src/contract/entryOrder/module';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** The entry orders' API tests: an app with the module (and the container events it follows, and `more`), its demo people signed in. */
export const STAFF = 'entry@demo.test';
export const CUSTOMER = 'customer@demo.test';
export const OTHER = 'customer2@demo.test';
export const AGENT = 'agent@demo.test';
export const TRUCKER = 'trucker@demo.test';
export const ADMIN = 'admin@demo.test';
/** The booking desk (accepts and releases bookings). */
export const DESK = 'booking@demo.test';
export const P = ENTRY_ORDER_PATHS;

/** `more`: further modules the file calls (the booking's own calls, to read and release a booking made from an order; the control tower's work center). */
export function entryApp(more: readonly string[] = []) {
  const t = withTestApp({ modules: ['entryOrder', 'containerEvents', ...more] });
  const { asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const who of [STAFF, CUSTOMER, OTHER, AGENT, TRUCKER, ADMIN, DESK]) tokens[who] = await asUser(who);
  });
  const headers = (who: string, lang?: 'en') => ({ authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) });
  const post = (who: string, url: string, payload: object, lang?: 'en', more: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers: { ...headers(who, lang), ...more } });
  const get = (who: string, url: string, lang?: 'en') => t.app.inject({ method: 'GET', url, headers: headers(who, lang) });
  const ok = async <T>(p: Promise<{ statusCode: number; body: string; json(): { Data?: unknown } }>) => {
    const r = await p;
    expect(r.statusCode, r.body).toBe(200);
    return r.json().Data as T;
  };
  /** A refusal with its status and Code, said in Chinese by default and in English when asked. */
  async function refused(who: string, url: string, body: object, code: string, status = 400) {
    const zh = await post(who, url, body);
    expect(zh.statusCode, zh.body).toBe(status);
    expect(zh.json().Code).toBe(code);
    expect(zh.json().Message).toMatch(/[\u4e00-\u9fff]/);
    const en = await post(who, url, body, 'en');
    expect(en.json().Code).toBe(code);
    expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
    return { zh: zh.json() as { Message: string; Errors?: { Path: string; Message: string }[] }, en: en.json() as { Message: string } };
  }
  const idOf = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ id: string }>(sql, params))[0]!.id);
  return { t, post, get, ok, refused, idOf, tokens };
}
