import { describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { crmApp } from './crmApp';

type Row = {
  Id: number;
  Name: string;
  Stage: string;
  WinRate: number;
  Amount: string;
  Currency: string;
  OwnerName: string;
  Version: number;
  FailureReason: string | null;
};

/**
 * Opportunities (商机, commercial.md §7.2, §7.3): the stages with their win rates, a salesperson's own
 * and their customers' opportunities (a manager the team's; another's private one is 404), moves with
 * an activity row each, Win (with a quote of the linked company) and Lose (a reason from the list),
 * leaving an end stage only by a manager, STALE versions, the recycle bin and the customer's warning.
 */
describe('opportunities', () => {
  const { get, post, one, customerId } = crmApp();
  const list = async (who: 'sunLi' | 'zhou' | 'manager', q = '') => (await get(who, `${E.crmOpportunityList}${q ? `?${q}` : ''}`)).json().Data as Row[];
  const events = async (id: number) =>
    (
      await one<{ a: string }>(
        `select string_agg(action || ':' || coalesce(reason, ''), ',' order by id) as a from crm_events where entity = 'OPPORTUNITY' and entity_id = $1`,
        [id],
      )
    ).a;
  const create = async (body: Record<string, unknown> = {}) => {
    const res = await post('sunLi', E.crmOpportunitySave, { CustomerId: await customerId('温州瓯江鞋业有限公司'), Name: '测试商机 宁波→汉堡', ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Data as { Id: number; Version: number };
  };

  it('answers the stages in order with their win rates and the reasons for a loss, in both languages', async () => {
    const s = (await get('sunLi', E.crmOpportunityStages)).json().Data;
    expect(s.Stages.map((x: { NameZh: string; WinRate: number }) => `${x.NameZh}${x.WinRate}`)).toEqual([
      '初步接洽10',
      '需求确认30',
      '报价50',
      '谈判70',
      '赢单100',
      '输单0',
    ]);
    expect(s.Stages[4]).toMatchObject({ Code: 'WON', NameEn: 'Won', End: true });
    expect(s.LostReasons.map((r: { Code: string }) => r.Code)).toContain('PRICE');
  });

  it("shows a salesperson their own, a manager the team's, and answers another salesperson's as absent", async () => {
    const mine = await list('sunLi');
    const zhous = await list('zhou');
    expect(mine.length).toBeGreaterThanOrEqual(6);
    expect(new Set(mine.map((r) => r.OwnerName))).toEqual(new Set(['孙丽']));
    expect(new Set((await list('manager')).map((r) => r.OwnerName))).toEqual(new Set(['孙丽', '周婷']));
    expect(new Set(mine.map((r) => r.Stage))).toEqual(new Set(['INITIAL', 'NEEDS', 'QUOTE', 'NEGOTIATION', 'WON', 'LOST']));
    const lost = mine.find((r) => r.Stage === 'LOST')!;
    expect(lost.FailureReason).toBe('PRICE');
    const theirs = zhous[0]!;
    expect((await get('sunLi', `${E.crmOpportunityGet}?Id=${theirs.Id}`)).statusCode).toBe(404);
    expect((await post('sunLi', E.crmOpportunityMove, { Id: theirs.Id, Version: theirs.Version, Stage: 'QUOTE' })).statusCode).toBe(404);
    expect((await post('sunLi', E.crmOpportunityDelete, { Id: theirs.Id })).statusCode).toBe(404);
    expect((await get('manager', `${E.crmOpportunityGet}?Id=${theirs.Id}`)).statusCode).toBe(200);
    // filters: stage, text (the customer's name too)
    expect((await list('sunLi', 'Stage=QUOTE')).every((r) => r.Stage === 'QUOTE')).toBe(true);
    expect((await list('manager', `Text=${encodeURIComponent('浦江')}`)).map((r) => r.OwnerName)).toEqual(['周婷', '周婷']);
    expect((await get('customer', E.crmOpportunityList)).statusCode).toBe(403);
    expect((await get('reviewer', E.crmOpportunityList)).statusCode).toBe(403);
  });

  it("answers another company's opportunity as absent", async () => {
    const other = await one<{ id: number }>(
      `with c as (insert into crm_customers (owner_company_id, name, name_key, kind, source_code, pool_id, in_pool, owner_employee_id)
                  select co.id, '别家商机客户有限公司', '别家商机客户', 'OTHER', 'EXPO', (select id from crm_pools limit 1), false,
                         (select e.id from employees e join users u on u.id = e.user_id where u.account = 'sales.manager@demo.test' limit 1)
                    from companies co where co.code = 'CUS-HZTX' returning id, owner_company_id, owner_employee_id)
       insert into crm_opportunities (owner_company_id, customer_id, name, stage_code, owner_employee_id)
       select owner_company_id, id, '别家的商机', 'INITIAL', owner_employee_id from c returning id::int`,
    );
    expect((await get('manager', `${E.crmOpportunityGet}?Id=${other.id}`)).statusCode).toBe(404);
    expect((await post('manager', E.crmOpportunityLose, { Id: other.id, Version: 1, FailureReason: 'PRICE' })).statusCode).toBe(404);
    expect((await list('manager')).map((r) => r.Name)).not.toContain('别家的商机');
  });

  it('creates one at the first stage with its amount, moves it forward with an activity row each, and refuses a stale version', async () => {
    const o = await create({ Amount: '1234.5', Currency: 'usd', Lanes: [{ Pol: 'CNNGB', Pod: 'DEHAM' }], EstTeuPerMonth: 8 });
    const got = (await get('sunLi', `${E.crmOpportunityGet}?Id=${o.Id}`)).json().Data;
    expect(got).toMatchObject({ Stage: 'INITIAL', WinRate: 10, Amount: '1234.50', Currency: 'USD', Lanes: [{ Pol: 'CNNGB', Pod: 'DEHAM' }] });
    const moved = await post('sunLi', E.crmOpportunityMove, { Id: o.Id, Version: 1, Stage: 'QUOTE' });
    expect(moved.json().Data.Version).toBe(2);
    expect((await get('sunLi', `${E.crmOpportunityGet}?Id=${o.Id}`)).json().Data).toMatchObject({ Stage: 'QUOTE', WinRate: 50 });
    const stale = await post('sunLi', E.crmOpportunityMove, { Id: o.Id, Version: 1, Stage: 'NEGOTIATION' });
    expect([stale.statusCode, stale.json().Code]).toEqual([400, 'STALE']);
    const staleSave = await post('sunLi', E.crmOpportunitySave, { Id: o.Id, Version: 1, CustomerId: await customerId('温州瓯江鞋业有限公司'), Name: '改名' });
    expect(staleSave.json().Code).toBe('STALE');
    const same = await post('sunLi', E.crmOpportunityMove, { Id: o.Id, Version: 2, Stage: 'QUOTE' });
    expect(same.json().Code).toBe('SAME_STAGE');
    const byMove = await post('sunLi', E.crmOpportunityMove, { Id: o.Id, Version: 2, Stage: 'WON' });
    expect(byMove.json().Code).toBe('USE_WIN_OR_LOSE');
    expect(await events(o.Id)).toBe('CREATE:INITIAL,STAGE:QUOTE');
  });

  it('refuses a new one on a pool customer, a bad currency, or a stranger contact, and changes nothing', async () => {
    const before = (await one<{ n: number }>(`select count(*)::int as n from crm_opportunities`)).n;
    const pool = await post('sunLi', E.crmOpportunitySave, { CustomerId: await customerId('苏州恒达机械制造有限公司'), Name: '公海客户的商机' });
    expect([pool.statusCode, pool.json().Code]).toEqual([400, 'IN_POOL']);
    expect(
      (await post('sunLi', E.crmOpportunitySave, { CustomerId: await customerId('温州瓯江鞋业有限公司'), Name: '币种错', Currency: 'XYZ', Amount: '1' })).json()
        .Code,
    ).toBe('AMOUNT');
    const stranger = await one<{ id: number }>(`select id::int from crm_contacts where customer_id = $1`, [await customerId('上海浦江化工有限公司')]);
    const strangerContact = await post('sunLi', E.crmOpportunitySave, {
      CustomerId: await customerId('温州瓯江鞋业有限公司'),
      Name: '别人的联系人',
      ContactId: stranger.id,
    });
    expect(strangerContact.json().Code).toBe('NO_CONTACT');
    const zhouCustomer = await post('sunLi', E.crmOpportunitySave, { CustomerId: await customerId('上海浦江化工有限公司'), Name: '别人的客户' });
    expect(zhouCustomer.statusCode).toBe(404);
    expect((await one<{ n: number }>(`select count(*)::int as n from crm_opportunities`)).n).toBe(before);
  });

  it('loses with a reason from the list only, wins with a quote of the linked company, and reopens only by a manager', async () => {
    const a = await create({ Name: '输单测试' });
    const noReason = await post('sunLi', E.crmOpportunityLose, { Id: a.Id, Version: 1 });
    expect([noReason.statusCode, noReason.json().Code]).toEqual([400, 'REASON_REQUIRED']);
    expect((await post('sunLi', E.crmOpportunityLose, { Id: a.Id, Version: 1, FailureReason: 'MADE_UP' })).json().Code).toBe('REASON_REQUIRED');
    const lost = await post('sunLi', E.crmOpportunityLose, { Id: a.Id, Version: 1, FailureReason: 'SPACE', Competitor: '某货代' });
    expect(lost.statusCode).toBe(200);
    const got = (await get('sunLi', `${E.crmOpportunityGet}?Id=${a.Id}`)).json().Data;
    expect(got).toMatchObject({ Stage: 'LOST', WinRate: 0, FailureReason: 'SPACE', Competitor: '某货代' });
    expect(got.ActualCloseDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const back = await post('sunLi', E.crmOpportunityMove, { Id: a.Id, Version: 2, Stage: 'NEGOTIATION' });
    expect([back.statusCode, back.json().Code]).toEqual([400, 'ROLLBACK_NOT_ALLOWED']);
    expect((await post('sunLi', E.crmOpportunityWin, { Id: a.Id, Version: 2 })).json().Code).toBe('CLOSED');
    const reopened = await post('manager', E.crmOpportunityMove, { Id: a.Id, Version: 2, Stage: 'NEGOTIATION' });
    expect(reopened.statusCode).toBe(200);
    expect(await events(a.Id)).toBe('CREATE:INITIAL,LOSE:SPACE,REOPEN:NEGOTIATION');
    // the activity record names the loss's reason by the company's list (its own words), the stages by theirs
    await one(
      `update crm_dicts set name_zh = '舱位紧张（本公司）', name_en = 'Space tight (ours)'
        where kind = 'LOST_REASON' and code = 'SPACE' and owner_company_id = (select owner_company_id from crm_opportunities where id = $1) returning 1`,
      [a.Id],
    );
    const acts = (await get('sunLi', E.crmActivityList)).json().Data as {
      Entity: string;
      EntityId: number;
      Action: string;
      Reason: string;
      ReasonName: unknown;
    }[];
    const ofA = acts.filter((r) => r.Entity === 'OPPORTUNITY' && r.EntityId === a.Id);
    expect(ofA.map((r) => [r.Action, r.Reason, r.ReasonName])).toEqual([
      ['REOPEN', 'NEGOTIATION', { zh: '谈判', en: 'Negotiation' }],
      ['LOSE', 'SPACE', { zh: '舱位紧张（本公司）', en: 'Space tight (ours)' }],
      ['CREATE', 'INITIAL', { zh: '初步接洽', en: 'First contact' }],
    ]);

    const tx = await one<{ id: number; linked: number }>(
      `select id::int, linked_company_id::int as linked from crm_customers where linked_company_id is not null limit 1`,
    );
    const w = (await post('sunLi', E.crmOpportunitySave, { CustomerId: tx.id, Name: '天祥 年度合约' })).json().Data;
    const quote = await one<{ id: number } | undefined>(`select id::int from quotes where customer_company_id = $1 order by id limit 1`, [tx.linked]);
    const foreign = await one<{ id: number }>(`select id::int from quotes where customer_company_id <> $1 order by id limit 1`, [tx.linked]);
    if (foreign) expect((await post('sunLi', E.crmOpportunityWin, { Id: w.Id, Version: 1, QuoteId: foreign.id })).json().Code).toBe('NO_QUOTE');
    const won = await post('sunLi', E.crmOpportunityWin, { Id: w.Id, Version: 1, ...(quote ? { QuoteId: quote.id } : {}) });
    expect(won.statusCode, won.body).toBe(200);
    expect((await get('sunLi', `${E.crmOpportunityGet}?Id=${w.Id}`)).json().Data).toMatchObject({ Stage: 'WON', WinRate: 100, QuoteId: quote?.id ?? null });
  });

  it('deletes into the recycle bin, restores from it, and warns before a customer with open ones is deleted', async () => {
    const wz = await customerId('温州瓯江鞋业有限公司');
    const open = (await get('sunLi', `${E.crmOpportunityOpenCount}?CustomerId=${wz}`)).json().Data.Open;
    expect(open).toBeGreaterThanOrEqual(2);
    const o = await create({ Name: '回收站测试' });
    expect((await get('sunLi', `${E.crmOpportunityOpenCount}?CustomerId=${wz}`)).json().Data.Open).toBe(open + 1);
    expect((await post('sunLi', E.crmOpportunityDelete, { Id: o.Id })).statusCode).toBe(200);
    expect((await list('sunLi')).map((r) => r.Id)).not.toContain(o.Id);
    const bin = (await get('manager', E.crmBinList)).json().Data;
    expect(bin.find((r: { Entity: string; Id: number }) => r.Entity === 'OPPORTUNITY' && r.Id === o.Id)).toMatchObject({ DeletedBy: '孙丽' });
    expect((await post('manager', E.crmBinRestore, { Entity: 'OPPORTUNITY', Id: o.Id })).statusCode).toBe(200);
    expect((await list('sunLi')).map((r) => r.Id)).toContain(o.Id);
    expect((await post('manager', E.crmBinRestore, { Entity: 'OPPORTUNITY', Id: o.Id })).statusCode).toBe(404);
    expect(await events(o.Id)).toBe('CREATE:INITIAL,DELETE:,RESTORE:');
  });
});
