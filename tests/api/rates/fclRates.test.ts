import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { rateBody } from './rateBody';

/**
 * The FCL rate store (commercial.md §2.2, §2.3; R2.1–R2.4, R2.2, R2.8): drafts, submit, confirm or
 * reject, versions of a published rate, and no two published prices for one key, class and day.
 * The pricing clerk (pricing@) submits for confirmation; the manager (pricing.manager@) confirms,
 * and what they submit publishes at once.
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of ['pricing@demo.test', 'pricing.manager@demo.test', 'customer.admin@demo.test', 'sales@demo.test']) tokens[who] = await asUser(who);
});
const CLERK = 'pricing@demo.test';
const MANAGER = 'pricing.manager@demo.test';
const post = (path: string, body: object, who = CLERK) => call('POST', path, tokens[who]!, body);
const get = (url: string, who = CLERK) => call('GET', url, tokens[who]!);
const today = todayInShanghai();
const count = async () => Number((await t.db.query<{ n: string }>('select count(*) as n from fcl_rates'))[0]!.n);

/** A saved draft's key, or the refusal's body. */
async function draft(over: object = {}, who = CLERK) {
  const res = await post(ENDPOINTS.fclRateSaveDraft, rateBody(over), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Data as { Id: number; RateNo: string; Version: number; Revision: number };
}

describe('drafts', () => {
  it('saves a new rate as version 1 of a new number, codes in capitals, the lane from its POD; saved again under its revision; a stale save is refused', async () => {
    const made = await draft({ CarrierCode: 'cosu', PolCode: 'cnsha', PodCode: 'nlrtm', TradeLaneCode: null });
    expect(made).toMatchObject({ Version: 1, Revision: 1 });
    expect(made.RateNo).toMatch(new RegExp(`^FCL${today.slice(2, 4)}${today.slice(5, 7)}\\d{6}$`));
    const got = (await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data;
    expect(got).toMatchObject({
      Status: 'DRAFT',
      CarrierCode: 'COSU',
      PolCode: 'CNSHA',
      PodCode: 'NLRTM',
      TradeLaneCode: 'EU',
      MaintainerName: '王芳',
      Expired: false,
    });
    expect(got.Prices).toEqual([
      { ContainerClass: '20GP', Cost: '1450.00', ListPrice: null, MaxGrossKg: null },
      { ContainerClass: '40HQ', Cost: '1850.00', ListPrice: '2150.00', MaxGrossKg: 26000 },
    ]);
    expect(got.Surcharges.map((s: { FeeCode: string; Amount: string }) => `${s.FeeCode} ${s.Amount}`)).toEqual(['THC 1190.00', 'DOC 450.00']);

    const again = await post(ENDPOINTS.fclRateSaveDraft, rateBody({ Id: made.Id, Revision: 1, TransitDays: 28 }));
    expect(again.json().Data).toMatchObject({ Id: made.Id, Version: 1, Revision: 2 });
    const stale = await post(ENDPOINTS.fclRateSaveDraft, rateBody({ Id: made.Id, Revision: 1, TransitDays: 27 }));
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ Status: false, Code: 'STALE' });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data.TransitDays).toBe(28);
  });

  it('refuses a bad rate with every problem named, storing nothing', async () => {
    const before = await count();
    const res = await call(
      'POST',
      ENDPOINTS.fclRateSaveDraft,
      tokens[CLERK]!,
      rateBody({ PodCode: 'CNSHA', ViaCode: 'XXNOP', Prices: [{ ContainerClass: '40HQ', Cost: '1850.555' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().Code).toBe('INCOMPLETE');
    expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(expect.arrayContaining(['/PodCode', '/ViaCode', '/Prices/0/Cost']));
    expect(await count()).toBe(before);
  });

  it('speaks English when asked', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.fclRateSaveDraft,
      headers: { authorization: `Bearer ${tokens[CLERK]}`, 'accept-language': 'en' },
      payload: rateBody({ PodCode: 'CNSHA' }),
    });
    expect(res.json().Message).toMatch(/port of loading and the port of discharge are the same/);
  });
});

describe('submit and confirm', () => {
  it('a clerk’s rate waits for the manager, who confirms it; the history names each step', async () => {
    const made = await draft({ PodCode: 'BEANR' });
    const submitted = await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision });
    expect(submitted.json().Data).toEqual({ Status: 'PENDING', Superseded: [] });
    // the clerk holds no confirm button
    expect((await post(ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'APPROVE' })).statusCode).toBe(403);
    const confirmed = await post(ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'APPROVE' }, MANAGER);
    expect(confirmed.json().Data.Results).toEqual([{ Id: made.Id, Ok: true, Status: 'PUBLISHED' }]);
    const history = (await get(`${ENDPOINTS.fclRateHistory}?RateNo=${made.RateNo}`)).json().Data;
    expect(history.Events.map((e: { Type: string; Actor: string }) => `${e.Type} ${e.Actor}`)).toEqual(['CREATED 王芳', 'SUBMITTED 王芳', 'PUBLISHED 郑雪']);
  });

  it('a rejection needs remarks and sends the rate back to the drafts with them', async () => {
    const made = await draft({ PodCode: 'FRLEH' });
    await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision });
    const bare = await post(ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'REJECT' }, MANAGER);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().Code).toBe('REMARKS_REQUIRED');
    const rejected = await post(ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'REJECT', Remarks: '40HQ 底价偏高，请核对船司报价' }, MANAGER);
    expect(rejected.json().Data.Results[0]).toMatchObject({ Ok: true, Status: 'DRAFT' });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data).toMatchObject({ Status: 'DRAFT', RejectRemarks: '40HQ 底价偏高，请核对船司报价' });
    const again = await post(ENDPOINTS.fclRateConfirm, { Ids: [made.Id], Decision: 'APPROVE' }, MANAGER);
    expect(again.json().Data.Results[0]).toMatchObject({ Ok: false, Code: 'NOT_PENDING' });
  });

  it('refuses to submit a rate whose window is over', async () => {
    const made = await draft({ PodCode: 'GBFXT', ValidFrom: addDays(today, -30), ValidTo: addDays(today, -1) });
    const res = await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision }, MANAGER);
    expect(res.statusCode).toBe(400);
    expect(res.json().Errors).toEqual([expect.objectContaining({ Path: '/ValidTo' })]);
  });
});

describe('one published price per key, class and day (R2.2)', () => {
  it('an overlapping rate is refused with the colliding number; superseding shortens the older one', async () => {
    const older = await draft({ PodCode: 'ESVLC' });
    expect((await post(ENDPOINTS.fclRateSubmit, { Id: older.Id, Revision: older.Revision }, MANAGER)).json().Data.Status).toBe('PUBLISHED');
    const newer = await draft({ PodCode: 'ESVLC', ValidFrom: addDays(today, 10), ValidTo: addDays(today, 40) });
    const refused = await post(ENDPOINTS.fclRateSubmit, { Id: newer.Id, Revision: newer.Revision }, MANAGER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ Code: 'RATE_OVERLAP' });
    expect(refused.json().Message).toContain(older.RateNo);
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${newer.Id}`)).json().Data.Status).toBe('DRAFT'); // nothing changed

    const superseding = await post(ENDPOINTS.fclRateSubmit, { Id: newer.Id, Revision: newer.Revision, Supersede: true }, MANAGER);
    expect(superseding.json().Data).toEqual({ Status: 'PUBLISHED', Superseded: [older.RateNo] });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${older.Id}`)).json().Data).toMatchObject({ Status: 'PUBLISHED', ValidTo: addDays(today, 9) });
  });

  it('another class, another carrier or a via port is another offer: no collision', async () => {
    const a = await draft({ PodCode: 'ITGOA' });
    await post(ENDPOINTS.fclRateSubmit, { Id: a.Id, Revision: a.Revision }, MANAGER);
    for (const over of [{ Prices: [{ ContainerClass: '40GP', Cost: '1700' }], Surcharges: [] }, { CarrierCode: 'MAEU' }, { ViaCode: 'SGSIN' }]) {
      const b = await draft({ PodCode: 'ITGOA', ...over });
      const res = await post(ENDPOINTS.fclRateSubmit, { Id: b.Id, Revision: b.Revision }, MANAGER);
      expect(res.json().Data?.Status, res.body).toBe('PUBLISHED');
    }
  });

  it('two overlapping rates submitted at once: exactly one is published', async () => {
    const drafts = await Promise.all([draft({ PodCode: 'GRPIR' }), draft({ PodCode: 'GRPIR' }), draft({ PodCode: 'GRPIR' })]);
    const answers = await Promise.all(drafts.map((d) => post(ENDPOINTS.fclRateSubmit, { Id: d.Id, Revision: d.Revision }, MANAGER)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    const published = await t.db.query(`select 1 from fcl_rates where pod_code = 'GRPIR' and status = 'PUBLISHED'`);
    expect(published).toHaveLength(1);
  });
});

describe('versions of a published rate (R2.8)', () => {
  it('a change opens version 2 as a draft; the published one stays until version 2 publishes, then it is superseded', async () => {
    const v1 = await draft({ PodCode: 'PLGDN' });
    await post(ENDPOINTS.fclRateSubmit, { Id: v1.Id, Revision: v1.Revision }, MANAGER);
    const published = (await get(`${ENDPOINTS.fclRateGet}?Id=${v1.Id}`)).json().Data;
    const v2 = await draft({ Id: v1.Id, Revision: published.Revision, PodCode: 'PLGDN', Prices: [{ ContainerClass: '40HQ', Cost: '1990' }], Surcharges: [] });
    expect(v2).toMatchObject({ RateNo: v1.RateNo, Version: 2 });
    expect(v2.Id).not.toBe(v1.Id);
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${v1.Id}`)).json().Data.Status).toBe('PUBLISHED');
    // one open version at a time
    const second = await post(ENDPOINTS.fclRateSaveDraft, rateBody({ Id: v1.Id, Revision: published.Revision, PodCode: 'PLGDN' }));
    expect(second.json().Code).toBe('OPEN_VERSION');

    const res = await post(ENDPOINTS.fclRateSubmit, { Id: v2.Id, Revision: v2.Revision }, MANAGER);
    expect(res.json().Data.Status, res.body).toBe('PUBLISHED'); // its own earlier version is no collision
    const history = (await get(`${ENDPOINTS.fclRateHistory}?RateNo=${v1.RateNo}`)).json().Data;
    expect(history.Versions.map((v: { Version: number; Status: string }) => `${v.Version} ${v.Status}`)).toEqual(['1 SUPERSEDED', '2 PUBLISHED']);
    expect(history.Versions[0].Prices.map((p: { Cost: string }) => p.Cost)).toEqual(['1450.00', '1850.00']); // history is never rewritten
  });

  it('a pending rate cannot be changed', async () => {
    const made = await draft({ PodCode: 'SIKOP' });
    await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision });
    const current = (await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data;
    const res = await post(ENDPOINTS.fclRateSaveDraft, rateBody({ Id: made.Id, Revision: current.Revision, PodCode: 'SIKOP' }));
    expect(res.json().Code).toBe('NOT_EDITABLE');
  });
});

describe('hide, show, withdraw, renew, delete (all or nothing)', () => {
  it('the manager hides a published rate and shows it again; a draft among the ids refuses the whole request', async () => {
    const made = await draft({ PodCode: 'DKAAR' });
    await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision }, MANAGER);
    const other = await draft({ PodCode: 'DKAAR', CarrierCode: 'MAEU' });
    const mixed = await post(ENDPOINTS.fclRateSetVisibility, { Ids: [made.Id, other.Id], Visible: false }, MANAGER);
    expect(mixed.json()).toMatchObject({ Code: 'NOT_PUBLISHED' });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data.Visible).toBe(true);
    expect((await post(ENDPOINTS.fclRateSetVisibility, { Ids: [made.Id], Visible: false })).statusCode).toBe(403); // the clerk holds no such button
    expect((await post(ENDPOINTS.fclRateSetVisibility, { Ids: [made.Id], Visible: false }, MANAGER)).json().Data).toEqual({ Changed: 1 });
    const hidden = (await get(`${ENDPOINTS.fclRateList}?Visible=false&PodCode=DKAAR`)).json().Data;
    expect(hidden.Items.map((r: { Id: number }) => r.Id)).toEqual([made.Id]);
    await post(ENDPOINTS.fclRateSetVisibility, { Ids: [made.Id], Visible: true }, MANAGER);
    const history = (await get(`${ENDPOINTS.fclRateHistory}?RateNo=${made.RateNo}`)).json().Data;
    expect(history.Events.map((e: { Type: string }) => e.Type).slice(-2)).toEqual(['HIDDEN', 'SHOWN']);
  });

  it('withdrawing ends a running rate yesterday, needs a reason, and then the rate is no longer published', async () => {
    const made = await draft({ PodCode: 'PLGDN', CarrierCode: 'MSCU', ValidFrom: addDays(today, -5) });
    await post(ENDPOINTS.fclRateSubmit, { Id: made.Id, Revision: made.Revision }, MANAGER);
    expect((await post(ENDPOINTS.fclRateWithdraw, { Ids: [made.Id], Reason: ' ' }, MANAGER)).json().Code).toBe('REASON_REQUIRED');
    expect((await post(ENDPOINTS.fclRateWithdraw, { Ids: [made.Id], Reason: '船司取消该航线' }, MANAGER)).json().Data).toEqual({ Changed: 1 });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${made.Id}`)).json().Data).toMatchObject({ Status: 'WITHDRAWN', ValidTo: addDays(today, -1) });
    expect((await post(ENDPOINTS.fclRateWithdraw, { Ids: [made.Id], Reason: '再撤一次' }, MANAGER)).json().Code).toBe('NOT_PUBLISHED');
  });

  it('renewing copies a rate as a new draft with new dates; only drafts are deleted', async () => {
    const expired = (await get(`${ENDPOINTS.fclRateList}?Status=PUBLISHED&Expired=true`)).json().Data.Items[0];
    const renewed = await post(ENDPOINTS.fclRateCopy, { Id: expired.Id, ValidFrom: today, ValidTo: addDays(today, 60) });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const copyOf = (await get(`${ENDPOINTS.fclRateGet}?Id=${renewed.json().Data.Id}`)).json().Data;
    expect(copyOf).toMatchObject({ Status: 'DRAFT', Version: 1, ValidFrom: today, CarrierCode: expired.CarrierCode, PodCode: expired.PodCode });
    expect(copyOf.RateNo).not.toBe(expired.RateNo);
    expect((await post(ENDPOINTS.fclRateDelete, { Ids: [expired.Id] })).json().Code).toBe('NOT_DRAFT');
    expect((await post(ENDPOINTS.fclRateDelete, { Ids: [copyOf.Id] })).json().Data).toEqual({ Changed: 1 });
    expect((await get(`${ENDPOINTS.fclRateGet}?Id=${copyOf.Id}`)).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('filters by status and expiry, pages on the server, exports', async () => {
    const drafts = (await get(`${ENDPOINTS.fclRateList}?Status=DRAFT&PageSize=200`)).json().Data;
    expect(drafts.Total).toBeGreaterThan(0);
    expect(drafts.Items.every((r: { Status: string }) => r.Status === 'DRAFT')).toBe(true);
    const expired = (await get(`${ENDPOINTS.fclRateList}?Status=PUBLISHED&Expired=true`)).json().Data;
    expect(expired.Items.length).toBeGreaterThan(0); // the demo's expired contract rate
    expect(expired.Items.every((r: { ValidTo: string }) => r.ValidTo < today)).toBe(true);
    const current = (await get(`${ENDPOINTS.fclRateList}?Status=PUBLISHED&Expired=false&PolCode=CNSHA&PodCode=NLRTM`)).json().Data;
    expect(current.Items[0]).toMatchObject({ CarrierCode: 'COSU', Costs: { '20GP': '1450.00', '40GP': '1750.00', '40HQ': '1850.00' } });
    const sheet = await get(`${ENDPOINTS.fclRateList}/Export?Status=PUBLISHED`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toMatch(/spreadsheetml/);
  });

  it('is for the platform’s pricing desk: a customer’s admin and a salesperson without the menus are refused', async () => {
    for (const who of ['customer.admin@demo.test', 'sales@demo.test']) {
      expect((await get(ENDPOINTS.fclRateList, who)).statusCode).toBe(403);
      expect((await post(ENDPOINTS.fclRateSaveDraft, rateBody(), who)).statusCode).toBe(403);
    }
  });
});

describe('the currency a rate is in (issue 32: the one rule ready space follows)', () => {
  it('refuses XXX, XTS and gold even when someone added them to the currencies table, for the rate and its surcharges', async () => {
    for (const [code, name] of [
      ['XTS', 'Test code'],
      ['XAU', 'Gold'],
    ])
      await t.db.query(`insert into currencies (code, digits, name_zh, name_en) values ($1, 0, $2, $2) on conflict (code) do update set status = 'ACTIVE'`, [
        code,
        name,
      ]);
    const before = await count();
    for (const code of ['XTS', 'XAU']) {
      const res = await post(ENDPOINTS.fclRateSaveDraft, rateBody({ Currency: code }));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().Errors.map((e: { Path: string }) => e.Path)).toContain('/Currency');
      const surcharge = await post(
        ENDPOINTS.fclRateSaveDraft,
        rateBody({ Surcharges: [{ FeeCode: 'DOC', Basis: 'PER_BL', Amount: '450', Currency: code, PaymentTerm: 'PRE', Side: 'ORIGIN' }] }),
      );
      expect(surcharge.statusCode, surcharge.body).toBe(400);
      expect(surcharge.json().Errors.map((e: { Path: string }) => e.Path)).toContain('/Surcharges/0/Currency');
    }
    expect(await count()).toBe(before);
  });
});
