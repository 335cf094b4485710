import { describe, expect, it } from 'vitest';
import { MAX_FIELD_ERRORS } from '../../../../server/http/errors';
import { XLSX_TYPE } from '../../../../server/http/xlsx';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Found by the fuzz test (it held the event loop for 289 s): a body with a problem per key — a
 * JSON object of twenty thousand unknown fields, or a workbook's bytes sent with an Excel content
 * type to a call that takes JSON, where each byte read as a field — was answered with every
 * problem worded, deduplicated pair by pair (quadratic) and joined into one Message. Now: the
 * first MAX_FIELD_ERRORS distinct problems and how many more; raw bytes are one problem.
 */
const t = withTestApp({ modules: [] });
const { asUser } = caller(t);

const refusal = (body: string) => JSON.parse(body) as { Status: boolean; Code: string; Message: string; Errors: { Path: string; Message: string }[] };

describe('an input with very many problems', () => {
  it('answers the first problems and how many more, not one per key', async () => {
    const token = await asUser('admin@demo.test');
    const keys = 20_000;
    const payload = JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`x${i}`, 1])));
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.roleSetGrants,
      headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    const body = refusal(res.body);
    expect(body.Code).toBe('INVALID');
    expect(body.Errors).toHaveLength(MAX_FIELD_ERRORS);
    expect(new Set(body.Errors.map((e) => e.Path)).size).toBe(MAX_FIELD_ERRORS);
    // the required fields missing and the unknown ones past the first fifty are counted, not listed
    expect(body.Message).toMatch(/^填写有误：.*；另有 \d+ 处问题$/);
    expect(Number(/另有 (\d+) 处问题/.exec(body.Message)![1])).toBeGreaterThanOrEqual(keys - MAX_FIELD_ERRORS);
    expect(res.body.length).toBeLessThan(20_000);
  });

  it('answers a workbook sent to a call that takes JSON with one problem: the request must be a group of fields', async () => {
    const token = await asUser('admin@demo.test');
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.roleSetGrants,
      headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION, 'content-type': XLSX_TYPE },
      payload: Buffer.from(JSON.stringify({ RoleId: 1, x: 'x'.repeat(300_000) })),
    });
    expect(res.statusCode).toBe(400);
    const body = refusal(res.body);
    expect(body.Code).toBe('INVALID');
    expect(body.Errors).toHaveLength(1);
    expect(body.Errors[0]!.Path).toBe('/');
    expect(body.Message).toContain('须为一组字段');
  });
});
