import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { onePerContainer } from '../../support/siDrafts';

const t = withTestApp({ modules: ['messages', 'si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const CGO = 'CGO-HZTX-2611-002';

beforeAll(async () => {
  for (const who of ['customer@demo.test', 'reviewer@demo.test']) tokens[who] = await asUser(who);
});

/** A call as someone whose language setting is `lang` (the browser sends it as Accept-Language). */
const inLanguage = (method: 'GET' | 'POST', url: string, who: string, lang: 'zh' | 'en', payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang } });

describe('system messages reach each person in their language', () => {
  it('an SI decision reads in Chinese for a Chinese reader and in English (with English punctuation) for an English one', async () => {
    const source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data as SiSourceData;
    const drafts = onePerContainer(source);
    const made = await call('POST', ENDPOINTS.siAdd, tokens['customer@demo.test']!, {
      TDBLInfos: drafts,
      Num: drafts.length,
      CGO_ID: CGO,
      MBL_NO: source.MBL_NO,
    });
    expect(made.statusCode).toBe(200);
    const [approved, returned] = made.json().Data.Ids as number[];
    // the reviewer works in English; that must not decide the customer's language
    expect((await inLanguage('GET', `${ENDPOINTS.siChangeStatus}?TDId=${approved}&Status=2`, 'reviewer@demo.test', 'en')).statusCode).toBe(200);
    expect(
      (
        await inLanguage(
          'GET',
          `${ENDPOINTS.siChangeStatus}?TDId=${returned}&Status=3&Remarks=${encodeURIComponent('Consignee address incomplete')}`,
          'reviewer@demo.test',
          'en',
        )
      ).statusCode,
    ).toBe(200);

    const list = async (lang: 'zh' | 'en') =>
      (await inLanguage('GET', `${ENDPOINTS.messageList}?PageSize=10`, 'customer@demo.test', lang)).json().Data.Items as {
        Id: number;
        Title: string;
        SenderName: string;
      }[];
    const zh = await list('zh');
    const en = await list('en');
    const zhTitles = zh.map((m) => m.Title).filter((x) => x.startsWith('SI '));
    const enTitles = en.map((m) => m.Title).filter((x) => x.startsWith('SI '));
    expect(zhTitles).toHaveLength(2);
    expect(zhTitles.some((x) => x.endsWith('：审核通过'))).toBe(true);
    expect(zhTitles.some((x) => x.endsWith('：已退回修改'))).toBe(true);
    expect(enTitles.some((x) => /^SI \S+: Approved$/.test(x))).toBe(true);
    expect(enTitles.some((x) => /^SI \S+: Returned for correction$/.test(x))).toBe(true);
    for (const x of enTitles) expect(x).not.toMatch(/[\u3000-\u303f\uff00-\uffef\u3400-\u9fff]/);

    // the detail (which the arrival toast shows) follows the reader's language too
    const id = en.find((m) => m.Title.endsWith('Approved'))!.Id;
    const detail = async (lang: 'zh' | 'en') =>
      (await inLanguage('GET', `${ENDPOINTS.messageDetail}?id=${id}&Peek=true`, 'customer@demo.test', lang)).json().Data.Title as string;
    expect(await detail('en')).toMatch(/: Approved$/);
    expect(await detail('zh')).toMatch(/：审核通过$/);
  });
});
