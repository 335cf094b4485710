import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { ADDRESS_LIMITS } from '../../../server/http/addressLimit';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The pickers (commercial.md §1.3): open to visitors, ranked (codes, 中文, pinyin initials, English,
 * superseded codes, port groups), the country beside an ambiguous Chinese name, following every
 * change of the lists at once, and limited per address.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
let admin = '';
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
});
type Suggestion = { Code: string; NameZh: string; CountryName: string; Group?: string; GroupName?: string; Ambiguous: boolean };
let address = 0;
const ask = async (path: string, q: string, extra = '') => {
  address += 1;
  const res = await t.app.inject({ method: 'GET', url: `${path}?Q=${encodeURIComponent(q)}${extra}`, remoteAddress: `10.77.0.${address % 250}` });
  expect(res.statusCode, `${path} ${q}`).toBe(200);
  return res.json().Data as Suggestion[];
};
const ports = (q: string, extra = '') => ask(ENDPOINTS.portSuggest, q, extra);
const codes = async (q: string) => (await ports(q)).map((p) => p.Code);

describe('Port/Suggest', () => {
  it('finds 宁波 by its code, 中文, pinyin initials, full pinyin, English and its superseded code; no session needed', async () => {
    for (const q of ['CNNGB', '宁波', 'nb', 'ningbo', 'Ningbo', 'CNNBO']) expect((await codes(q))[0], q).toBe('CNNGB');
  });

  it('深圳 offers the Shenzhen group’s ports, saying why; the country stands beside a Chinese name two ports share', async () => {
    const shenzhen = await ports('深圳');
    expect(shenzhen.map((p) => p.Code)).toEqual(expect.arrayContaining(['CNSZX', 'CNYTN', 'CNSHK', 'CNCWN']));
    expect(shenzhen.find((p) => p.Code === 'CNYTN')).toMatchObject({ Group: 'SHENZHEN', GroupName: '深圳' });
    const auckland = await ports('奥克兰');
    expect(auckland.map((p) => [p.Code, p.CountryName, p.Ambiguous])).toEqual(
      expect.arrayContaining([
        ['NZAKL', '新西兰', true],
        ['USOAK', '美国', true],
      ]),
    );
  });

  it('follows the list at once: a port added is offered, a disabled one is not, one renamed behind the API is found by its new name', async () => {
    expect(await codes('阿姆斯特丹')).toEqual([]);
    const saved = await call('POST', ENDPOINTS.portSave, admin, {
      Code: 'NLAMS',
      NameZh: '阿姆斯特丹',
      NameEn: 'Amsterdam',
      CountryCode: 'NL',
      TimeZone: 'Europe/Amsterdam',
      Functions: '1',
    });
    expect(saved.statusCode).toBe(200);
    expect(await codes('阿姆斯特丹')).toEqual(['NLAMS']);
    expect((await call('POST', ENDPOINTS.portSetStatus, admin, { Code: 'NLAMS', Status: 'DISABLED' })).statusCode).toBe(200);
    expect(await codes('阿姆斯特丹')).toEqual([]);
    await t.db.query(`update ports set name_zh = '阿姆斯特丹港', status = 'ACTIVE' where code = 'NLAMS'`); // a repair by hand: the trigger announces it
    await expect.poll(() => codes('阿姆斯特丹港')).toEqual(['NLAMS']);
  });

  it('keeps to seaports when asked, and to the limit', async () => {
    expect((await ports('c', '&Limit=3')).length).toBe(3);
    expect(await codes('杭州')).toContain('CNHGH');
    expect((await ports('杭州', '&Kind=SEAPORT')).map((p) => p.Code)).not.toContain('CNHGH'); // a place of receipt, no port
  });

  it('refuses a query too long, and an address asking beyond its limit (429 RATE_LIMITED)', async () => {
    const long = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.portSuggest}?Q=${'x'.repeat(61)}`, remoteAddress: '10.78.0.1' });
    expect(long.statusCode).toBe(400);
    let last = 0;
    for (let i = 0; i <= ADDRESS_LIMITS.suggest.max; i += 1) {
      last = (await t.app.inject({ method: 'GET', url: `${ENDPOINTS.portSuggest}?Q=sh`, remoteAddress: '10.78.0.2' })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('Carrier/Suggest', () => {
  it('finds a carrier by SCAC, 中文, pinyin initials, English and SMDG code', async () => {
    for (const [q, code] of [
      ['MAEU', 'MAEU'],
      ['马士基', 'MAEU'],
      ['msj', 'MAEU'],
      ['Maersk', 'MAEU'],
      ['HLC', 'HLCU'],
      ['长荣', 'EGLV'],
    ] as const)
      expect((await ask(ENDPOINTS.carrierSuggest, q))[0]?.Code, q).toBe(code);
  });
});
