import { beforeAll, describe, expect, it } from 'vitest';
import { RATES_PATHS } from '../../../src/contract/rates/module';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { offerBody } from './offerBody';
import { rateBody } from './rateBody';
import { MARKUP, RULE, SURCHARGE } from './ruleBodies';
import { staffOnlyKeys } from './staffOnlyKeys';

/**
 * Cost never reaches an external caller (R2.7, issue 15): every call of the rates module, made by a
 * customer's employee and by a visitor with the inputs a real page sends, must answer either a
 * refusal or an answer without any cost, margin, floor, trace, hidden flag, internal remark or an
 * override's reason. A rate call added later without its entry here fails the walk, so none is
 * left out. The ids are real (the demo's sent quote to 天祥, a seeded rate, a demo rate card).
 */
const t = withTestApp({ modules: ['rates'] });
const { call, asUser } = caller(t);
let customer = '';
const ids = { rate: 0, rateNo: '', quote: 0, search: 0, card: '', cardId: 0, batch: 0, notice: 0 };
const LANE = { PolCode: 'CNSHA', PodCode: 'NLRTM', Lines: [{ ContainerClass: '40HQ', Qty: 1 }] };
const PAGE = 'Page=1&PageSize=50';

beforeAll(async () => {
  customer = await asUser('customer@demo.test');
  const [rate] = await t.db.query<{ id: number; rate_no: string }>(`select id::int, rate_no from fcl_rates where status = 'PUBLISHED' order by id limit 1`);
  const [quote] = await t.db.query<{ id: number }>(
    `select q.id::int from quotes q join companies c on c.id = q.customer_company_id where c.code = 'CUS-HZTX' and q.status = 'SENT' order by q.id limit 1`,
  );
  const [card] = await t.db.query<{ id: number; token: string }>(`select id::int, token from rate_cards order by id limit 1`);
  const [batch] = await t.db.query<{ id: number }>(`select id::int from rate_batches order by id limit 1`);
  const [notice] = await t.db.query<{ id: number }>(
    `select id::int from rate_notices where status = 'PUBLISHED' and attachment is not null order by id limit 1`,
  );
  const searched = await call('POST', RATES_PATHS.fclRateSearch, customer, LANE);
  Object.assign(ids, {
    rate: rate!.id,
    rateNo: rate!.rate_no,
    quote: quote!.id,
    card: card!.token,
    cardId: card!.id,
    search: searched.json().Data.SearchId,
    batch: batch!.id,
    notice: notice!.id,
  });
});

type Walk = { method: 'GET' | 'POST'; query?: () => string; body?: () => object };
/** Every rates call with the input a page sends (a refusal is fine; a 200 is read for staff-only keys). */
const WALK: Record<keyof typeof RATES_PATHS, Walk> = {
  fclRateList: { method: 'GET', query: () => PAGE },
  fclRateGet: { method: 'GET', query: () => `Id=${ids.rate}` },
  fclRateHistory: { method: 'GET', query: () => `RateNo=${ids.rateNo}` },
  fclRateSaveDraft: { method: 'POST', body: () => rateBody() },
  fclRateSubmit: { method: 'POST', body: () => ({ Id: ids.rate, Revision: 1 }) },
  fclRateConfirm: { method: 'POST', body: () => ({ Ids: [ids.rate], Decision: 'APPROVE' }) },
  fclRateSetVisibility: { method: 'POST', body: () => ({ Ids: [ids.rate], Visible: true }) },
  fclRateWithdraw: { method: 'POST', body: () => ({ Ids: [ids.rate], Reason: '外部' }) },
  fclRateCopy: { method: 'POST', body: () => ({ Id: ids.rate, ValidFrom: '2030-01-01', ValidTo: '2030-01-31' }) },
  fclRateDelete: { method: 'POST', body: () => ({ Ids: [ids.rate] }) },
  fclRateSearch: { method: 'POST', body: () => LANE },
  fclRatePublicSearch: { method: 'POST', body: () => LANE },
  fclRateExplain: { method: 'GET', query: () => `SearchId=${ids.search}&RateId=${ids.rate}` },
  searchLogList: { method: 'GET', query: () => PAGE },
  fclRateCockpit: { method: 'GET' },
  customerLevelCompanies: { method: 'GET' },
  customerLevelList: { method: 'GET' },
  customerLevelAssign: { method: 'POST', body: () => ({ LevelId: 1, CompanyIds: [1] }) },
  markupRuleList: { method: 'GET' },
  markupRuleSave: { method: 'POST', body: () => MARKUP },
  markupRuleSetStatus: { method: 'POST', body: () => ({ Id: 1, Version: 1, Active: false }) },
  markupRulePreview: { method: 'GET', query: () => 'ContainerClass=40HQ' },
  surchargeRuleList: { method: 'GET' },
  surchargeRuleSave: { method: 'POST', body: () => SURCHARGE },
  surchargeRuleSetStatus: { method: 'POST', body: () => ({ Id: 1, Version: 1, Active: false }) },
  salesMarkupList: { method: 'GET' },
  salesMarkupSave: {
    method: 'POST',
    body: () => ({ ...RULE, Name: '外部', Currency: 'USD', Amounts: [{ ContainerClass: '40HQ', Amount: '1' }], TargetCompanyIds: [] }),
  },
  salesMarkupSetStatus: { method: 'POST', body: () => ({ Id: 1, Version: 1, Active: false }) },
  quoteSave: { method: 'POST', body: () => ({ SearchId: ids.search, RateIds: [ids.rate] }) },
  quoteSend: { method: 'POST', body: () => ({ Id: ids.quote, Revision: 2 }) },
  quoteDecide: { method: 'POST', body: () => ({ Id: ids.quote, Revision: 2, Decision: 'ACCEPT' }) },
  quoteList: { method: 'GET', query: () => PAGE },
  quoteGet: { method: 'GET', query: () => `Id=${ids.quote}` },
  rateCardPush: { method: 'POST', body: () => ({ SearchId: ids.search, RateIds: [ids.rate], Channel: 'LINK' }) },
  rateCardList: { method: 'GET', query: () => PAGE },
  rateCardViews: { method: 'GET', query: () => `Id=${ids.cardId}` },
  rateCardView: { method: 'GET', query: () => `Token=${ids.card}` },
  batchUpload: { method: 'POST', query: () => 'Template=V2', body: () => ({}) },
  batchTemplate: { method: 'GET', query: () => 'Template=V2' },
  batchPlan: { method: 'POST', body: () => ({ Kind: 'INCREASE', Filter: { PodCodes: ['NLRTM'] }, Change: { Pct: '5' } }) },
  batchPreview: { method: 'GET', query: () => `BatchId=${ids.batch}` },
  batchSaveRow: { method: 'POST', body: () => ({ BatchId: ids.batch, RowNo: 1, Rate: {} }) },
  batchApply: { method: 'POST', body: () => ({ BatchId: ids.batch }) },
  batchCancel: { method: 'POST', body: () => ({ BatchId: ids.batch }) },
  batchList: { method: 'GET', query: () => PAGE },
  batchErrors: { method: 'GET', query: () => `BatchId=${ids.batch}` },
  noticeList: { method: 'GET', query: () => PAGE },
  noticeGet: { method: 'GET', query: () => `Id=${ids.notice}` },
  noticeSave: { method: 'POST', body: () => ({ Title: '外部', EffectiveDate: '2030-01-01', Audience: 'ALL' }) },
  noticePublish: { method: 'POST', body: () => ({ Id: ids.notice, Revision: 1 }) },
  noticeWithdraw: { method: 'POST', body: () => ({ Id: ids.notice, Revision: 1 }) },
  noticeAttach: { method: 'POST', query: () => `Id=${ids.notice}&Revision=1&Name=x.pdf`, body: () => ({}) },
  noticeAttachment: { method: 'GET', query: () => `Id=${ids.notice}` },
  noticePublished: { method: 'GET' },
  recommendedPortList: { method: 'GET' },
  recommendedPortSave: { method: 'POST', body: () => ({ PortCode: 'CNSHA', Kind: 'POL', SortOrder: 1 }) },
  recommendedPortDelete: { method: 'POST', body: () => ({ Id: 1 }) },
  recommendedRateList: { method: 'GET' },
  recommendedRateSave: { method: 'POST', body: () => ({ PolCode: 'CNSHA', PodCode: 'NLRTM', SortOrder: 1 }) },
  recommendedRateDelete: { method: 'POST', body: () => ({ Id: 1 }) },
  recommendedPorts: { method: 'GET' },
  recommendedRates: { method: 'GET' },
  lclRateList: { method: 'GET', query: () => PAGE },
  lclRateGet: { method: 'GET', query: () => 'Id=1' },
  lclRateHistory: { method: 'GET', query: () => 'RateNo=LCL000000000' },
  lclRateSaveDraft: {
    method: 'POST',
    body: () => ({
      CoLoaderName: 'x',
      PolCode: 'CNSHA',
      PodCode: 'DEHAM',
      Currency: 'USD',
      RatePerRt: '1',
      Breaks: [],
      MinRt: '1',
      ValidFrom: '2030-01-01',
      ValidTo: '2030-01-31',
    }),
  },
  lclRateSubmit: { method: 'POST', body: () => ({ Id: 1, Revision: 1 }) },
  lclRateWithdraw: { method: 'POST', body: () => ({ Id: 1, Revision: 1, Reason: '外部' }) },
  lclRateSearch: { method: 'POST', body: () => ({ PolCode: 'CNSHA', PodCode: 'DEHAM', Cbm: 2.4, Kg: 1800 }) },
  coLoadSurchargeList: { method: 'GET' },
  coLoadSurchargeSave: {
    method: 'POST',
    body: () => ({ FeeCode: 'CFS', Basis: 'PER_RT', Amount: '1', Currency: 'USD', Side: 'ORIGIN', ValidFrom: '2030-01-01', ValidTo: '2030-01-31' }),
  },
  sharedOfferList: { method: 'GET' },
  sharedOfferGet: { method: 'GET', query: () => 'Id=1' },
  sharedOfferSave: { method: 'POST', body: () => offerBody() },
  sharedOfferSetStatus: { method: 'POST', body: () => ({ Id: 1, Revision: 1, Status: 'ACTIVE' }) },
  sharedOfferMarket: { method: 'GET' },
  subscriptionSubscribe: { method: 'POST', body: () => ({ OfferId: 1 }) },
  subscriptionDecide: { method: 'POST', body: () => ({ Id: 1, Revision: 1, Approve: true }) },
  subscriptionRevoke: { method: 'POST', body: () => ({ Id: 1, Revision: 1, Reason: '外部' }) },
  subscriptionCancel: { method: 'POST', body: () => ({ Id: 1, Revision: 1, Reason: '外部' }) },
  subscriptionAllocate: { method: 'POST', body: () => ({ Id: 1, Revision: 1, AllSales: true, EmployeeIds: [], ExposeToCustomers: true }) },
  subscriptionMine: { method: 'GET' },
  subscriptionOthers: { method: 'GET' },
  sharedRateList: { method: 'GET' },
  sharedRateExport: { method: 'GET' },
  ratePoolGet: { method: 'GET' },
  ratePoolSave: { method: 'POST', body: () => ({ Revision: 0, Dedup: 'SHOW_ALL', Sources: [] }) },
  ecommerceSetListed: { method: 'POST', body: () => ({ RateNos: [ids.rateNo], Listed: false }) },
  ecommerceProducts: { method: 'GET' },
};

async function walk(token: string | null) {
  const answered: string[] = [];
  for (const [name, w] of Object.entries(WALK) as [keyof typeof RATES_PATHS, Walk][]) {
    const url = `${RATES_PATHS[name]}${w.query ? `?${w.query()}` : ''}`;
    const res = await t.app.inject({
      method: w.method,
      url,
      ...(w.body ? { payload: w.body() } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: '198.51.100.9',
    });
    expect([200, 400, 401, 403, 404], `${name}: ${res.body}`).toContain(res.statusCode);
    if (res.statusCode !== 200) continue;
    answered.push(name);
    // a file (a notice's circular) has no keys; its bytes are still read for the words below
    if (String(res.headers['content-type']).includes('json')) expect(staffOnlyKeys(res.json()), `${name} answered a staff-only key`).toEqual([]);
    expect(res.body, name).not.toMatch(/"(Cost|Margin|Floor|Trace|CostTotals|InternalRemarks|OverrideReason|Refs)"/);
  }
  return answered;
}

describe('every rates answer an external caller gets', () => {
  it('has an input for every call of the module', () => {
    expect(Object.keys(WALK).sort()).toEqual(Object.keys(RATES_PATHS).sort());
  });

  it("a customer's employee: its searches, its quotes, a card's link — never a cost", async () => {
    const answered = await walk(customer);
    // the walk is not empty: what a customer may read it did read
    expect(answered).toEqual(
      expect.arrayContaining([
        'fclRateSearch',
        'fclRatePublicSearch',
        'quoteList',
        'quoteGet',
        'quoteDecide',
        'rateCardView',
        'noticePublished',
        'noticeAttachment',
        'ecommerceProducts',
      ]),
    );
    // and nothing of the pricing desk's or the salespeople's
    for (const staffOnly of [
      'fclRateList',
      'fclRateGet',
      'fclRateExplain',
      'searchLogList',
      'markupRuleList',
      'markupRulePreview',
      'rateCardList',
      'rateCardPush',
      'quoteSave',
      'batchList',
      'batchPreview',
      'batchErrors',
      'batchTemplate',
      'noticeList',
      'noticeGet',
      'recommendedPortList',
      'recommendedRateList',
      'lclRateList',
      'lclRateGet',
      'lclRateSearch',
      'coLoadSurchargeList',
    ])
      expect(answered).not.toContain(staffOnly);
  });

  it('a visitor: the public search and a card’s link only', async () => {
    expect((await walk(null)).sort()).toEqual(['fclRatePublicSearch', 'rateCardView', 'recommendedPorts', 'recommendedRates']);
  });
});
