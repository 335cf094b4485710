import { beforeAll, expect } from 'vitest';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/** The setup's API tests: an app with the module, signed-in people, calls in either language, counts. */
export const STAFF = 'admin@demo.test';
export const SETUP = 'manifest.setup@demo.test';
export const CUSTOMER = 'customer@demo.test';
/** 宁波海越's employee. */
export const OTHER = 'customer2@demo.test';

export function setupApp() {
  const t = withTestApp({ modules: ['manifestSetup'] });
  const { asUser } = caller(t);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const who of [STAFF, SETUP, CUSTOMER, OTHER]) tokens[who] = await asUser(who);
  });
  const headers = (who: string, lang?: 'en') => ({ authorization: `Bearer ${tokens[who]}`, ...(lang ? { 'accept-language': lang } : {}) });
  const post = (who: string, url: string, payload: object, lang?: 'en') => t.app.inject({ method: 'POST', url, payload, headers: headers(who, lang) });
  const get = (who: string, url: string, lang?: 'en') => t.app.inject({ method: 'GET', url, headers: headers(who, lang) });
  /** Everything of the setup's tables and their history, to show a refusal changed nothing. */
  const snapshot = async () =>
    JSON.stringify(
      await t.db.query(
        `select (select coalesce(json_agg(x order by x.id), '[]') from manifest_sft_templates x) as t,
                (select coalesce(json_agg(x order by x.id), '[]') from manifest_configs x) as c,
                (select coalesce(json_agg(x order by x.id), '[]') from manifest_remarks x) as r,
                (select count(*) from doc_events where doc_type like 'manifest%') as e`,
      ),
    );
  /** A 400 with the Code, its message Chinese by default and English when asked, and nothing changed. */
  async function refused(who: string, url: string, body: object, code: string) {
    const before = await snapshot();
    const zh = await post(who, url, body);
    expect(zh.statusCode, zh.body).toBe(400);
    expect(zh.json().Code).toBe(code);
    expect(zh.json().Message).toMatch(/[\u4e00-\u9fff]/);
    const en = await post(who, url, body, 'en');
    expect(en.json().Code).toBe(code);
    expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await snapshot()).toBe(before);
    return { zh: zh.json(), en: en.json() };
  }
  const companyId = async (code: string) => Number((await t.db.query<{ id: string }>('select id from companies where code = $1', [code]))[0]!.id);
  return { t, post, get, refused, snapshot, companyId };
}

export const okData = <T>(res: { statusCode: number; body: string; json(): { Data?: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as T;
};
