import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * A lone UTF-16 surrogate (`\ud800`) is valid JSON text but not a character: PostgreSQL cannot
 * store it as UTF-8. Every call refuses it at validation with a 400 that names the field, before
 * any handler or query runs (tests/api/platform/fuzz/loneSurrogates.test.ts sends it to every
 * call; these are the two calls the attacker found answering 500).
 */
const t = withTestApp({ modules: ['companies', 'si'] });

async function post(url: string, token: string, body: string) {
  return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, payload: body });
}

describe('a lone surrogate in a string', () => {
  it('AddOrModifyTDTemplate answers 400 naming the field, and stores nothing', async () => {
    const token = await caller(t).asUser('customer@demo.test');
    const [before] = await t.db.query<{ n: string }>('select count(*)::text as n from si_templates');
    for (const value of ['\ud800', 'ab\udfffcd', '\udc00\ud800']) {
      const res = await post(ENDPOINTS.siTemplateSave, token, JSON.stringify({ TBI_TEMPLATE_NAME: `T ${value}`, TBI_CONSIGNOR: 'x' }));
      expect(res.statusCode, JSON.stringify(value)).toBe(400);
      expect(res.json().Status).toBe(false);
      expect(res.json().Message).toMatch(/模板名称：不能含有孤立代理字符/); // named as the form names it (issue 32)
      expect(res.json().Errors).toEqual([{ Path: '/TBI_TEMPLATE_NAME', Message: expect.stringMatching(/孤立代理字符/), Code: 'BAD_TEXT' }]);
    }
    const [after] = await t.db.query<{ n: string }>('select count(*)::text as n from si_templates');
    expect(after).toEqual(before);
  });

  it('Company/EditCurrent answers 400, also written as the \\ud800 escape by hand', async () => {
    const token = await caller(t).asUser('admin@demo.test');
    const res = await post(ENDPOINTS.companyEditCurrent, token, '{"Name":"Demo \\ud800 Co"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/名称：不能含有孤立代理字符/);
  });

  it('is found in nested fields and in object keys', async () => {
    const token = await caller(t).asUser('customer@demo.test');
    const res = await post(ENDPOINTS.siTemplateSave, token, '{"TBI_TEMPLATE_NAME":"ok","\\ud800":"x"}');
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/字段名不能含有孤立代理字符/);
  });

  it('a proper surrogate pair (an emoji) is still a character and passes', async () => {
    const token = await caller(t).asUser('customer@demo.test');
    const res = await post(ENDPOINTS.siTemplateSave, token, JSON.stringify({ TBI_TEMPLATE_NAME: 'Ship 🚢 template' }));
    expect(res.statusCode).toBe(200);
  });
});
