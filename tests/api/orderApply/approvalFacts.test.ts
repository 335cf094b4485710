import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { orderApplyEventText } from '../../../src/contract/orderApply/events';
import type { Application, ApplicationDetail, RiskCheckAnswer } from '../../../src/contract/orderApply/calls';
import { houseBillForRelease } from '../../../server/modules/houseBill/public';
import { ADMIN, okData, orderApplyApp, RISK, SERVICE } from './oaApp';

/**
 * Issue 45 item 2: an approval holds only for the facts it was given. Decide and Release run the
 * check again on the facts of that moment: an unpaid invoice that came after the check blocks the
 * approval (400 naming R1) and sends the application back to blocked; a payment after the check (or
 * after the approval) sends it back to review, in its state and its log in words; two releases at
 * once release once.
 */
const { t, post, get, refused, companyId } = orderApplyApp(['orderApply', 'houseBill', 'billing']);
const E = ENDPOINTS;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const detail = async (id: number) => okData<ApplicationDetail>(await get(SERVICE, `${E.orderApplyGet}?Id=${id}`));
const logs = async (id: number) =>
  okData<ListPage<{ Type: string; Detail: unknown }>>(await get(SERVICE, `${E.orderApplyLogs}?OAP_ID=${id}&PageSize=50`)).Items.reverse();
/** A refusal that moves the application (so asked once): its Code, and words in the language asked. */
async function refusedOnce(who: string, url: string, body: object, code: string, lang?: 'en', headers?: Record<string, string>) {
  const res = await post(who, url, body, lang, headers);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().Code).toBe(code);
  expect(res.json().Message).toMatch(lang ? /^[^\u4e00-\u9fff]+$/ : /[\u4e00-\u9fff]/);
  return res.json().Message as string;
}
const R3 = { Rule: 'R3_OVERDUE', Reason: '逾期账单属另一票，客户已承诺付清' };

/** A payment on invoice `no`, in its currency: `amount`, or all it still owes. */
async function pay(no: string, amount?: string) {
  const [inv] = await t.db.query<{ id: number }>('select id::int from invoices where inv_no = $1', [no]);
  const { Outstanding: owed, Version } = okData<{ Outstanding: string; Version: number }>(await get(ADMIN, `${E.invoiceGet}?Id=${inv!.id}`));
  okData(await post(ADMIN, E.invoicePay, { Id: inv!.id, Version, Amount: amount ?? owed, Date: today(), Ref: `TT-${amount ?? owed}` }));
}

describe('an approval holds only for the facts it was given', () => {
  it('an 8,800 CNY invoice after the check: Decide refuses with R1 and the application is blocked; paid, the check is run again', async () => {
    const apps = okData<ListPage<Application>>(await get(SERVICE, `${E.orderApplyList}?PageSize=50`)).Items;
    const review = apps.find((a) => a.OAP_STATUS === 3)!;
    const hbl = (await houseBillForRelease(t.db, review.OAP_HBL_ID))!;
    expect(hbl.cgoId).toBe('CGO-HZTX-2611-HB1');
    const hz = await companyId('CUS-HZTX');

    // finance adds an 8,800 CNY receivable, invoices it and confirms the invoice
    const line = {
      CHG_SIDE: 'AR',
      CHG_PARTY_ID: hz,
      CHG_CODE: 'DOC',
      CHG_BASIS: 'PER_BL',
      CHG_QTY: '1',
      CHG_UNIT_PRICE: '8800',
      CHG_CURRENCY: 'CNY',
      CHG_TERM: 'PRE',
    };
    const { Ids } = okData<{ Ids: number[] }>(await post(ADMIN, E.chargeSave, { CGO_ID: hbl.cgoId, Lines: [line] }));
    const inv = okData<{ Id: number }>(await post(ADMIN, E.invoiceCreate, { Kind: 1, PartyId: hz, ChargeIds: Ids, Currency: 'CNY' }));
    const made = okData<{ Version: number; INV_NO: string }>(await get(ADMIN, `${E.invoiceGet}?Id=${inv.Id}`));
    okData(await post(ADMIN, E.invoiceConfirm, { Id: inv.Id, Version: made.Version }));
    const check = okData<RiskCheckAnswer>(await get(SERVICE, `${E.orderApplyRiskCheck}?HBL_ID=${review.OAP_HBL_ID}&Kind=2`));
    expect(check.Results.find((r) => r.Rule === 'R1_UNPAID')!.Result).toBe('BLOCK');

    // the risk checker approves, overriding R3 as the run they saw asked: refused, naming the unpaid rule
    const body = { Id: review.Id, Version: review.Version, Approve: true, Overrides: [R3] };
    const zh = await post(RISK, E.orderApplyDecide, body);
    expect(zh.statusCode, zh.body).toBe(400);
    expect(zh.json().Code).toBe('RISK_BLOCKED');
    expect(zh.json().Message).toContain('“本单未付费用”');
    expect(zh.json().Message).toContain('已拦截');
    // …and the application went back through the check: blocked, the log saying why in words
    const now = await detail(review.Id);
    expect(now.Application.OAP_STATUS).toBe(4);
    expect(now.Results.find((r) => r.Rule === 'R1_UNPAID')!.Result).toBe('BLOCK');
    const trail = await logs(review.Id);
    expect(trail.map((l) => l.Type).slice(-2)).toEqual(['v1.FactsChanged', 'v1.Checked']);
    const words = orderApplyEventText('v1.FactsChanged', trail.at(-2)!.Detail);
    // nothing was unpaid when the reviewer's check ran; now the invoice: 8,800 + 6 % VAT
    expect(words.zh).toContain('未付费用：当时 无，现在 CNY 9328.00');
    expect(words.en).toContain('unpaid: then none, now CNY 9328.00');
    expect(words.zh).toContain('新增费用 1 项');
    await refused(SERVICE, E.orderApplyRelease, { Id: review.Id, Version: now.Application.Version }, 'NOT_RELEASABLE');
    // nothing was released
    expect((await houseBillForRelease(t.db, review.OAP_HBL_ID))!.status).toBe(4);

    // paid, checked again: back to review for the overdue invoice of the other booking
    await pay(made.INV_NO);
    const again = okData<{ Version: number; OAP_STATUS: number }>(
      await post(SERVICE, E.orderApplyRecheck, { Id: review.Id, Version: now.Application.Version }),
    );
    expect(again.OAP_STATUS).toBe(3);
  });

  it('a payment after the check sends Decide back to review; a payment after the approval sends Release back; two releases at once release once', async () => {
    const apps = okData<ListPage<Application>>(await get(SERVICE, `${E.orderApplyList}?PageSize=50`)).Items;
    const review = apps.find((a) => a.OAP_STATUS === 3)!;
    const overdueNo = ((await detail(review.Id)).Results.find((r) => r.Rule === 'R3_OVERDUE')!.Params.invoices as { no: string }[])[0]!.no;

    // 1.00 paid on the overdue invoice after the check the reviewer saw: Decide refuses, the application is checked again
    await pay(overdueNo, '1.00');
    const why = await refusedOnce(RISK, E.orderApplyDecide, { Id: review.Id, Version: review.Version, Approve: true, Overrides: [R3] }, 'FACTS_CHANGED');
    expect(why).toContain('费用、发票或收款有变动');
    expect(why).toContain('待审核');
    const rechecked = await detail(review.Id);
    expect(rechecked.Application.OAP_STATUS).toBe(3);
    expect(rechecked.Application.Version).toBeGreaterThan(review.Version);
    const facts = (await logs(review.Id)).filter((l) => l.Type === 'v1.FactsChanged').at(-1)!;
    expect(orderApplyEventText(facts.Type, facts.Detail).zh).toContain('客户逾期发票有变动');

    // approved on today's facts; another payment comes in before the release: Release refuses, back to review
    const approved = okData<{ Version: number }>(
      await post(RISK, E.orderApplyDecide, { Id: review.Id, Version: rechecked.Application.Version, Approve: true, Overrides: [R3] }),
    );
    await pay(overdueNo, '1.00');
    const key = { 'idempotency-key': `oap-race-a-${review.Id}` };
    const said = await refusedOnce(SERVICE, E.orderApplyRelease, { Id: review.Id, Version: approved.Version }, 'FACTS_CHANGED', 'en', key);
    expect(said).toContain('Charges, invoices or payments changed');
    const back = await detail(review.Id);
    expect(back.Application.OAP_STATUS).toBe(3);
    expect((await houseBillForRelease(t.db, review.OAP_HBL_ID))!.status).toBe(4);

    // approved again, nothing new: two releases at once (one with the refused release's key, which the refusal freed): one releases, the other is refused in words
    const again = okData<{ Version: number }>(
      await post(RISK, E.orderApplyDecide, { Id: review.Id, Version: back.Application.Version, Approve: true, Overrides: [R3] }),
    );
    const both = await Promise.all(
      ['a', 'b'].map((k) =>
        post(SERVICE, E.orderApplyRelease, { Id: review.Id, Version: again.Version }, undefined, { 'idempotency-key': `oap-race-${k}-${review.Id}` }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(['STALE', 'NOT_RELEASABLE']).toContain(both.find((r) => r.statusCode === 400)!.json().Code);
    expect((await houseBillForRelease(t.db, review.OAP_HBL_ID))!.status).toBe(5);
    expect((await logs(review.Id)).filter((l) => l.Type === 'v1.Released')).toHaveLength(1);
  });
});
