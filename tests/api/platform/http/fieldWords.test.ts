import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../../../../server/app';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { fieldLabel, moduleOfPath } from '../../../../src/contract/fieldLabels';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';
import { rateBody } from '../../rates/rateBody';

/**
 * Field errors in the person's language, naming the field as the form names it (issue 32): every
 * field of every call's body and query has a label in both languages (src/contract/<module>/words.ts
 * or the common words), and a refused input reads "运价第1行·成本：须为数额…", never a JSON path or
 * a regular expression.
 */
const t = withTestApp();
const { asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing@demo.test', 'admin@demo.test', 'provider.admin@demo.test', 'customer@demo.test']) tokens[who] = await asUser(who);
});

interface Schema {
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

/** Every property name of a schema, at any depth, with where it is. */
function properties(schema: Schema | undefined, at: string): { name: string; at: string }[] {
  if (!schema || typeof schema !== 'object') return [];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => [{ name, at: `${at}/${name}` }, ...properties(inner, `${at}/${name}`)]),
    ...properties(schema.items, `${at}/0`),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap((s) => properties(s, at)),
  ];
}

const CJK = /[\u3400-\u9fff]/;

describe('field words', () => {
  it('labels every field of every call in Chinese and in English', () => {
    const routes: RegisteredRoute[] = t.app.apiRoutes;
    expect(routes.length).toBeGreaterThan(300);
    const missing: string[] = [];
    let fields = 0;
    for (const r of routes) {
      const module = moduleOfPath(r.url);
      if (!module) {
        missing.push(`${r.method} ${r.url}: no contract module declares this path`);
        continue;
      }
      for (const { name, at } of [...properties(r.schema?.body as Schema, ''), ...properties(r.schema?.querystring as Schema, '')]) {
        fields++;
        const label = fieldLabel(name, module);
        if (!label?.zh?.trim() || !label.en?.trim())
          missing.push(`${r.method} ${r.url} ${at}: no label in src/contract/${module}/words.ts or the common words`);
        else if (!CJK.test(label.zh) && label.zh !== label.en) missing.push(`${r.method} ${r.url} ${at}: the Chinese "${label.zh}" is not Chinese`);
      }
    }
    expect(fields).toBeGreaterThan(1000);
    expect(missing).toEqual([]);
  });

  /** A refusal of bad input, as the person asking in `lang` reads it. */
  async function refusal(who: string, path: string, body: unknown, lang: 'zh' | 'en' = 'zh') {
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      payload: body as object,
      headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang === 'zh' ? 'zh-CN,zh;q=0.9,en;q=0.8' : 'en-GB,en;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json() as { Message: string; Errors: { Path: string; Message: string; Code?: string; Params?: unknown }[]; Code?: string };
    expect(answer.Code).toBe('INVALID');
    return answer;
  }

  /** What a person must never read: a JSON path, a regular expression, Ajv's English. */
  const RAW = /\/\w+\/|\^|\\d|\$|must match|must NOT|must be (string|integer|number|array|object|boolean|equal)|is required|not a field/;

  it('says the rate form’s bad cost as "运价第1行·成本" in Chinese, "Prices row 1 · Cost" in English', async () => {
    const body = rateBody({ Prices: [{ ContainerClass: '20GP', Cost: '一千' }], ValidTo: 'soon', Remarks: 7 });
    const zh = await refusal('pricing@demo.test', ENDPOINTS.fclRateSaveDraft, body);
    expect(zh.Errors).toEqual(
      expect.arrayContaining([
        { Path: '/Prices/0/Cost', Message: '运价第1行·成本：须为数额，如 1850.00', Code: 'FORMAT' },
        { Path: '/ValidTo', Message: '有效期至：须为日期，如 2026-01-31', Code: 'FORMAT' },
        { Path: '/Remarks', Message: '备注：须为文字', Code: 'NOT_TEXT', Params: { Type: 'string' } },
      ]),
    );
    expect(zh.Message).toMatch(/^填写有误：/);
    expect(zh.Message).toContain('运价第1行·成本');
    expect(zh.Message).not.toMatch(RAW);
    expect(zh.Message).not.toMatch(/[a-z]{3,}/); // no English words in the Chinese answer
    const en = await refusal('pricing@demo.test', ENDPOINTS.fclRateSaveDraft, body, 'en');
    expect(en.Errors).toContainEqual({ Path: '/Prices/0/Cost', Message: 'Prices row 1 · Cost must be an amount such as 1850.00', Code: 'FORMAT' });
    expect(en.Message).not.toMatch(RAW);
  });

  it('names the fields of the booking form, ports, exchange rates and the ready-space form without paths or patterns', async () => {
    const cases: [who: string, path: string, body: unknown, expected: string][] = [
      ['customer@demo.test', ENDPOINTS.bookingSaveDraft, { Wire: { Commodity: 5, Notify: { Name: 7 }, NumberOfOriginals: 'three' } }, '通知人·名称：须为文字'],
      ['admin@demo.test', ENDPOINTS.portSave, { Code: 'CNSHA', NameZh: 3, Aliases: 'x' }, '中文名称：须为文字'],
      [
        'admin@demo.test',
        ENDPOINTS.exchangeRateSave,
        { FromCode: 'USD', ToCode: 'CNY', Rate: 'seven', ValidFrom: 'today' },
        '有效期自：须为日期，如 2026-01-31',
      ],
      ['provider.admin@demo.test', ENDPOINTS.readySpaceSaveDraft, { Space: { Lines: [{ ContainerClass: '40HQ', Price: 'cheap' }] } }, '箱型第1行·单价：'],
    ];
    for (const [who, path, body, expected] of cases) {
      const zh = await refusal(who, path, body);
      const said = [zh.Message, ...zh.Errors.map((e) => e.Message)];
      expect(said.join('\n'), path).toContain(expected);
      for (const text of said) {
        expect(text, path).not.toMatch(RAW);
        expect(text, path).not.toMatch(/[a-z]{3,}/);
      }
    }
  });

  it('says a check’s own refusal of a field in Chinese, after the field’s label (exchange rates)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.exchangeRateSave,
      payload: { FromCode: 'CNY', ToCode: 'CNY', Kind: 'DAILY', Rate: '1', ValidFrom: '2026-02-01', ValidTo: '2026-01-01', Source: 'MANUAL' },
      headers: { authorization: `Bearer ${tokens['admin@demo.test']}`, 'accept-language': 'zh-CN' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const answer = res.json() as { Message: string; Errors: { Path: string; Message: string }[] };
    expect(answer.Errors).toContainEqual({ Path: '/ValidTo', Message: '有效期至：早于有效期自' });
    expect(answer.Message).toMatch(/^填写有误：/);
    expect(answer.Message).not.toMatch(RAW);
  });

  it('says a check’s words with the values they name in the person’s language, not English after a Chinese label', async () => {
    const body = { FromCode: 'XXX', ToCode: 'CNY', Kind: 'DAILY', Rate: '1', ValidFrom: '2026-01-01', ValidTo: '2026-02-01', Source: 'MANUAL' };
    const zh = await refusal('admin@demo.test', ENDPOINTS.exchangeRateSave, body);
    expect(zh.Errors).toContainEqual({ Path: '/FromCode', Message: '原币种：XXX 不是启用的币种' });
    for (const text of [zh.Message, ...zh.Errors.map((e) => e.Message)]) expect(text).not.toMatch(/[a-z]{3,}/);
    const en = await refusal('admin@demo.test', ENDPOINTS.exchangeRateSave, body, 'en');
    expect(en.Errors).toContainEqual({ Path: '/FromCode', Message: 'From currency XXX is no active currency' });
    expect(JSON.stringify(en)).not.toContain('Words'); // the server's own both-language words never reach the wire
  });

  it('says the employee form’s problems in the person’s language, each after the field’s label', async () => {
    const body = { Name: '新员工', LoginName: 'A', Password: 'short', Phone: 'call me', Email: 'nope' };
    const send = (lang: 'zh' | 'en') =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.employeeSave,
        payload: body,
        headers: { authorization: `Bearer ${tokens['admin@demo.test']}`, 'accept-language': lang === 'zh' ? 'zh-CN' : 'en-GB' },
      });
    const zh = (await send('zh')).json() as { Message: string; Errors: { Path: string; Message: string }[] };
    expect(zh.Errors).toContainEqual({ Path: '/Phone', Message: '电话：不是电话号码' });
    expect(zh.Message).toMatch(/^填写有误：/);
    for (const text of [zh.Message, ...zh.Errors.map((e) => e.Message)]) expect(text).not.toMatch(/[a-z]{3,}/);
    const en = await send('en');
    expect(en.statusCode).toBe(400);
    expect(en.json().Errors).toContainEqual({ Path: '/Phone', Message: 'Phone is not a phone number' });
  });

  it('gives each schema problem a Code a program can read, with the values it names (not INVALID for all)', async () => {
    const body = rateBody({ Prices: [{ ContainerClass: '20GP', Cost: '1850.00', ListPrice: 12 }], Remarks: 'x'.repeat(5000), Unknown: 1 });
    delete (body as Record<string, unknown>).ValidFrom;
    const zh = await refusal('pricing@demo.test', ENDPOINTS.fclRateSaveDraft, body);
    const codes = Object.fromEntries(zh.Errors.map((e) => [e.Path, [e.Code, e.Params]]));
    expect(codes['/ValidFrom']).toEqual(['REQUIRED', undefined]);
    expect(codes['/Remarks']?.[0]).toBe('TOO_LONG');
    expect(codes['/Remarks']?.[1]).toEqual({ Limit: expect.any(Number) });
    expect(codes['/Unknown']).toEqual(['NOT_A_FIELD', { Field: 'Unknown' }]);
    expect(codes['/Prices/0/ListPrice']?.[0]).toBe('NOT_TEXT');
    expect(zh.Errors.filter((e) => !e.Code || e.Code === 'INVALID')).toEqual([]);
  });
});
