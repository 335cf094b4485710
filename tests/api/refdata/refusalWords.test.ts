import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { addDays, mondayOnOrAfter } from '../../../src/domain/refdata/sailings';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * The reference data refusals that were English only until issue 33, in Chinese (the default, as the
 * screens name things: 航线服务, 船期挂靠, 汇率, 提单号规则) and still in English when asked for: each
 * with its status and Code as before.
 */
const t = withTestApp({ modules: ['refdata'] });
const { call, asUser } = caller(t);
let admin = '';
let platform = 0;
beforeAll(async () => {
  admin = await asUser('admin@demo.test');
  platform = Number((await t.db.query<{ id: number }>(`select id from companies where code = 'PLATFORM'`))[0]!.id);
});
const post = (path: string, body: object) => call('POST', path, admin, body);
const get = (url: string) => call('GET', url, admin);
/** The same call asked in English. */
const inEnglish = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
const said = (res: { statusCode: number; json(): { Code?: string; Message: string } }) => ({
  status: res.statusCode,
  Code: res.json().Code,
  Message: res.json().Message,
});

const today = todayInShanghai();
const nextMonday = mondayOnOrAfter(addDays(today, 1));

describe('Service/Generate', () => {
  const generate = (body: object) => post(ENDPOINTS.serviceGenerate, { Weeks: 2, FromDate: nextMonday, ...body });

  it('says an impossible or past date in Chinese by its field (400 INVALID, PAST_DATE: as before issue 33)', async () => {
    expect(said(await generate({ ServiceCode: 'COSU-AEU1', FromDate: '2099-02-30' }))).toEqual({
      status: 400,
      Code: 'INVALID',
      Message: '填写有误：起始日期：不是有效日期',
    });
    expect(said(await generate({ ServiceCode: 'COSU-AEU1', FromDate: addDays(today, -7) }))).toEqual({
      status: 400,
      Code: 'PAST_DATE',
      Message: '填写有误：起始日期：已是过去的时间',
    });
  });

  it('says a service that is not there (404), one code of two carriers (AMBIGUOUS) and a disabled one (DISABLED) in Chinese', async () => {
    expect(said(await generate({ ServiceCode: 'NOPE' }))).toEqual({ status: 404, Code: undefined, Message: '没有航线服务 NOPE。' });
    expect(said(await generate({ ServiceCode: 'NOPE', CarrierCode: 'maeu' }))).toMatchObject({ status: 404, Message: '没有 MAEU 的航线服务 NOPE。' });
    await t.db.query(
      `insert into services (code, carrier_code, service_code, name, lane_code, frequency, loop_days, rotation, vessel_imos, partner_carrier_codes)
       select 'COSU-AMX', 'COSU', service_code, name, lane_code, frequency, loop_days, rotation, '{}', '{}' from services where code = 'MAEU-AMX'`,
    );
    // the carriers in the order the database reads them
    expect(said(await generate({ ServiceCode: 'AMX' }))).toEqual({
      status: 400,
      Code: 'AMBIGUOUS',
      Message: expect.stringMatching(/^AMX 是 (COSU, MAEU|MAEU, COSU) 的航线代码：请选择船公司（或填写服务代码 (COSU|MAEU)-AMX）。$/),
    });
    await t.db.query(`update services set status = 'DISABLED' where code = 'COSU-AMX'`);
    expect(said(await generate({ ServiceCode: 'COSU-AMX' }))).toEqual({ status: 400, Code: 'DISABLED', Message: '航线服务 COSU-AMX 已停用。' });
    expect(said(await inEnglish('POST', ENDPOINTS.serviceGenerate, { ServiceCode: 'COSU-AMX', FromDate: nextMonday, Weeks: 2 }))).toEqual({
      status: 400,
      Code: 'DISABLED',
      Message: 'Service COSU-AMX is disabled.',
    });
  });
});

describe('VesselCall/List', () => {
  it('says an impossible day and a To before From in Chinese (400), in English when asked', async () => {
    expect(said(await get(`${ENDPOINTS.vesselCallList}?From=2026-02-30`))).toMatchObject({ status: 400, Message: '2026-02-30 不是有效日期。' });
    expect(said(await get(`${ENDPOINTS.vesselCallList}?From=2026-03-02&To=2026-03-01`))).toMatchObject({ status: 400, Message: '结束日期早于开始日期。' });
    expect(said(await inEnglish('GET', `${ENDPOINTS.vesselCallList}?From=2026-03-02&To=2026-03-01`))).toMatchObject({
      status: 400,
      Message: 'To is before From.',
    });
  });
});

describe('exchange rates', () => {
  const usd = { FromCode: 'USD', ToCode: 'CNY', Kind: 'DAILY', Rate: '7.1', ValidFrom: '2031-05-01', ValidTo: '2031-05-01', Source: 'MANUAL' };

  it('says an impossible day, no rate on a day and an overlapping window in Chinese', async () => {
    expect(said(await get(`${ENDPOINTS.exchangeRateCurrent}?From=USD&On=2031-02-30`))).toEqual({
      status: 400,
      Code: 'INVALID',
      Message: '日期：2031-02-30 不是有效日期（YYYY-MM-DD）。',
    });
    expect(said(await get(`${ENDPOINTS.exchangeRateCurrent}?From=usd&On=2031-05-01&Kind=DAILY`))).toEqual({
      status: 400,
      Code: 'NO_RATE',
      Message: '2031-05-01 没有有效的日汇率：USD 兑 CNY。',
    });
    expect((await post(ENDPOINTS.exchangeRateSave, usd)).statusCode).toBe(200);
    expect(said(await post(ENDPOINTS.exchangeRateSave, { ...usd, Rate: '7.2' }))).toEqual({
      status: 400,
      Code: 'RATE_OVERLAP',
      Message: 'USD 的日汇率在 2031-05-01 – 2031-05-01 已有汇率：同一币种同一类型的有效期不可重叠。',
    });
    expect(said(await inEnglish('POST', ENDPOINTS.exchangeRateSave, { ...usd, Rate: '7.2' }))).toMatchObject({
      Message: 'A DAILY rate of USD already holds 2031-05-01 – 2031-05-01: windows of one pair never overlap.',
    });
  });
});

describe('BillCodeSeries/Preview', () => {
  it('says a series whose next 50 numbers were all issued in Chinese (400 NUMBERS_TAKEN)', async () => {
    const made = await post(ENDPOINTS.billCodeSeriesSave, {
      OwnerCompanyId: platform,
      Kind: 'HBL',
      Prefix: 'NT',
      Pattern: '{PREFIX}{SEQ3}',
      NextSeq: 1,
      Reset: 'NEVER',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().Data.Id as number;
    // numbers 1 to 51 issued before (a counter set back by hand): the preview steps over 50 of them, then gives up
    await t.db.query(`insert into bill_numbers (number, series_id, seq) select 'NT' || lpad(n::text, 3, '0'), $1, n from generate_series(1, 51) n`, [id]);
    expect(said(await get(`${ENDPOINTS.billCodeSeriesPreview}?Id=${id}`))).toEqual({
      status: 400,
      Code: 'NUMBERS_TAKEN',
      Message: '该规则接下来的 50 个号码均已发放。',
    });
  });

  it('says a series whose counter outgrew its digits in Chinese (400 SERIES_FULL)', async () => {
    const made = await post(ENDPOINTS.billCodeSeriesSave, {
      OwnerCompanyId: platform,
      Kind: 'HBL',
      Prefix: 'RW',
      Pattern: '{PREFIX}{SEQ2}',
      NextSeq: 99,
      Reset: 'NEVER',
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().Data.Id as number;
    expect((await post(ENDPOINTS.billCodeSeriesNext, { SeriesId: id })).json().Data.Number).toBe('RW99');
    expect(said(await get(`${ENDPOINTS.billCodeSeriesPreview}?Id=${id}`))).toEqual({
      status: 400,
      Code: 'SERIES_FULL',
      Message: '无法发放号码：序号 100 超出格式的位数，该规则已用尽。',
    });
  });
});
