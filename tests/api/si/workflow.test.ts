import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { openLive } from '../support/liveClient';
import { onePerContainer } from '../../support/siDrafts';

const t = withTestApp({ modules: ['si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const CGO = 'CGO-HZTX-2611-001';
let source: SiSourceData;

beforeAll(async () => {
  for (const who of ['customer@demo.test', 'customer2@demo.test', 'reviewer@demo.test', 'admin@demo.test', 'hr@demo.test']) tokens[who] = await asUser(who);
  source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data;
});
const submission = (drafts = onePerContainer(source)) => ({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: CGO, MBL_NO: source.MBL_NO });
const add = (body: object, key?: string, who = 'customer@demo.test') =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.siAdd,
    payload: body,
    headers: { authorization: `Bearer ${tokens[who]}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('shipping instructions', () => {
  it('GetDataInfo gives the booking; another company gets 404', async () => {
    expect(source).toMatchObject({
      CGO_ID: CGO,
      LOADING_CODE: 'CNSHA',
      Containers: [
        { TYPE: '40HQ', COUNT: 2 },
        { TYPE: '20GP', COUNT: 1 },
      ],
    });
    expect((await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens['customer2@demo.test']!)).statusCode).toBe(404);
  });

  it('the check runs on drafts and changes nothing', async () => {
    const drafts = onePerContainer(source);
    expect((await call('POST', ENDPOINTS.siCheck, tokens['customer@demo.test']!, submission(drafts))).json().Data).toEqual([]);
    drafts[1]!.Boxes[0]!.TBX_CNNO = drafts[0]!.Boxes[0]!.TBX_CNNO; // one container twice, one missing
    const problems = (await call('POST', ENDPOINTS.siCheck, tokens['customer@demo.test']!, submission(drafts))).json().Data;
    expect(problems.map((p: { Path: string }) => p.Path)).toContain('/TDBLInfos/1/Boxes/0/TBX_CNNO');
    // none on this booking (the demo's approved SIs are the customs manifest demo's booking's)
    const [n] = await t.db.query<{ n: string }>('select count(*) as n from si_records where cgo_id = $1', [CGO]);
    expect(Number(n!.n)).toBe(0);
  });

  it('creation is all or nothing, and a retried submission creates nothing twice', async () => {
    const bad = onePerContainer(source);
    bad[2]!.Boxes[0]!.Details[0]!.TBD_HSCODE = '12';
    const refused = await add(submission(bad), 'submit-key-0001');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors[0]).toMatchObject({ Path: '/TDBLInfos/2/Boxes/0/Details/0/TBD_HSCODE' });
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from si_records where cgo_id = $1', [CGO]))[0]!.n)).toBe(0);

    const first = await add(submission(), 'submit-key-0002');
    expect(first.statusCode).toBe(200);
    expect(first.json().Data.Ids).toHaveLength(3);
    const again = await add(submission(), 'submit-key-0002');
    expect(again.json().Data).toEqual({ ...first.json().Data, Replayed: true });
    expect(Number((await t.db.query<{ n: string }>('select count(*) as n from si_records where cgo_id = $1', [CGO]))[0]!.n)).toBe(3);
    const list = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data;
    expect(list.map((s: { TBI_STATUS: number; TBI_SOURCES: number }) => [s.TBI_STATUS, s.TBI_SOURCES])).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
  });

  it('validate-only records (SITYPE 3) are checked and never created; Num must match', async () => {
    // a booking with no SI yet: the containers of CGO are on the SIs made above
    const fresh = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-003`, tokens['customer@demo.test']!)).json().Data as SiSourceData;
    const drafts = onePerContainer(fresh).map((d) => ({ ...d, TBI_SITYPE: 3 as const }));
    const res = await add({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: fresh.CGO_ID, MBL_NO: fresh.MBL_NO });
    expect(res.json().Data.Ids).toEqual([]);
    expect((await call('GET', `${ENDPOINTS.siList}?CGO_ID=${fresh.CGO_ID}`, tokens['customer@demo.test']!)).json().Data).toEqual([]);
    expect((await add({ ...submission(), Num: 2 })).statusCode).toBe(400);
  });

  it('reviewer only: approve, return with remarks (required), and the submitter hears of it', async () => {
    const ids = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const live = await openLive(`${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`);
    live.send({ type: 'auth', token: tokens['customer@demo.test'] });
    expect(await live.next()).toEqual({ type: 'authed' });
    expect((await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[0]}&Status=2`, tokens['customer@demo.test']!)).statusCode).toBe(403);
    expect((await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[0]}&Status=2`, tokens['hr@demo.test']!)).statusCode).toBe(403);
    expect((await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[0]}&Status=2`, tokens['reviewer@demo.test']!)).statusCode).toBe(200);
    expect(await live.next()).toMatchObject({ type: 'message', Title: expect.stringContaining('审核通过') });
    expect((await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[1]}&Status=3`, tokens['reviewer@demo.test']!)).statusCode).toBe(400); // remarks required
    expect(
      (await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[1]}&Status=3&Remarks=${encodeURIComponent('收货人地址不全')}`, tokens['reviewer@demo.test']!))
        .statusCode,
    ).toBe(200);
    expect(await live.next()).toEqual({ type: 'si', Id: ids[0] }); // the approval's list refresh
    expect(await live.next()).toMatchObject({ type: 'message', Title: expect.stringContaining('已退回修改') });
    live.close();
    const si = (await call('GET', `${ENDPOINTS.siGet}?Id=${ids[0]}`, tokens['customer@demo.test']!)).json().Data;
    expect(si).toMatchObject({ TBI_STATUS: 2, TBI_REVIEWER_ID: expect.any(Number), TBI_REVIEWER_DATE: expect.any(String), BoxSummary: '40HQ*1' });
  });

  it('editing a returned SI and resubmitting forces status 1; the log has every step, newest first', async () => {
    const ids = (await call('GET', `${ENDPOINTS.siList}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data.map((s: { Id: number }) => s.Id);
    const si = (await call('GET', `${ENDPOINTS.siGet}?Id=${ids[1]}`, tokens['customer@demo.test']!)).json().Data;
    expect(si.TBI_STATUS).toBe(3);
    const { BoxSummary: _b, NoText: _n, ...record } = si;
    const fixed = { ...record, TBI_NOTIFIER_1: 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG' };
    expect((await call('POST', ENDPOINTS.siModify, tokens['customer2@demo.test']!, fixed)).statusCode).toBe(404); // another company's
    const res = await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, fixed);
    expect(res.json().Data).toEqual({ Id: ids[1], TBI_STATUS: 1 });
    const log = (await call('GET', `${ENDPOINTS.siLog}?Id=${ids[1]}`, tokens['customer@demo.test']!)).json().Data;
    expect(log.map((e: { Type: string }) => e.Type)).toEqual(['v1.SiSubmitted', 'v1.SiModified', 'v1.SiStatusChanged', 'v1.SiSubmitted', 'v1.SiCreated']);
    expect(log[2]).toMatchObject({ Actor: '李娜', Detail: { from: 1, to: 3, remarks: '收货人地址不全' } });
    expect(log[1].Detail.changed).toEqual(['TBI_NOTIFIER_1']);
    // approved ones are final
    expect(
      (
        await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, {
          ...(await call('GET', `${ENDPOINTS.siGet}?Id=${ids[0]}`, tokens['customer@demo.test']!)).json().Data,
          BoxSummary: undefined,
          NoText: undefined,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('the submission log lists each submission and resubmission, newest first, scoped', async () => {
    const log = (await call('GET', `${ENDPOINTS.siSubmitLog}?TBI_CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data;
    expect(log.Items.map((e: { Kind: string }) => e.Kind)).toEqual(['resubmitted', 'submitted', 'submitted', 'submitted']);
    // another company sees none of these (it has its own, from the demo)
    expect((await call('GET', `${ENDPOINTS.siSubmitLog}?TBI_CGO_ID=${CGO}`, tokens['customer2@demo.test']!)).json().Data.Total).toBe(0);
  });

  it('the review queue pages and filters by status; other companies see none of it', async () => {
    const queue = (await call('GET', `${ENDPOINTS.siReviewQueue}?TBI_STATUS=1`, tokens['reviewer@demo.test']!)).json().Data;
    expect(queue.Total).toBe(2);
    const theirs = (await call('GET', ENDPOINTS.siReviewQueue, tokens['customer2@demo.test']!)).json().Data;
    expect(theirs.Items.filter((r: { TBI_CGO_ID: string }) => r.TBI_CGO_ID === CGO)).toEqual([]);
    expect((await call('GET', `${ENDPOINTS.siReviewQueue}?TBI_CGO_ID=${CGO}`, tokens['customer2@demo.test']!)).json().Data.Total).toBe(0);
  });

  it('templates: save, read, list, delete; scoped to the company', async () => {
    const saved = await call('POST', ENDPOINTS.siTemplateSave, tokens['customer@demo.test']!, {
      TBI_TEMPLATE_NAME: '汉堡 ACME',
      TBI_CONSIGNEE: 'TO ORDER',
      TBI_NOTIFIER_1: 'ACME TRADING GMBH',
    });
    const templateId = saved.json().Data.Id;
    expect((await call('GET', `${ENDPOINTS.siTemplateGet}?Id=${templateId}`, tokens['customer@demo.test']!)).json().Data).toMatchObject({
      TBI_TEMPLATE_NAME: '汉堡 ACME',
      TBI_CONSIGNEE: 'TO ORDER',
    });
    expect((await call('GET', `${ENDPOINTS.siTemplateGet}?Id=${templateId}`, tokens['customer2@demo.test']!)).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.siTemplateSave, tokens['customer@demo.test']!, { TBI_TEMPLATE_NAME: '汉堡 acme' })).statusCode).toBe(400);
    expect((await call('GET', ENDPOINTS.siTemplateList, tokens['customer@demo.test']!)).json().Data.Total).toBe(1);
    expect((await call('POST', ENDPOINTS.siTemplateDelete, tokens['customer2@demo.test']!, { Id: templateId })).statusCode).toBe(404);
    expect((await call('POST', ENDPOINTS.siTemplateDelete, tokens['customer@demo.test']!, { Id: templateId })).statusCode).toBe(200);
  });

  it('staff submit on behalf of a company only with that permission', async () => {
    const other = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-2611-002`, tokens['admin@demo.test']!)).json().Data as SiSourceData;
    const [emp] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`,
    );
    const body = {
      TDBLInfos: onePerContainer(other),
      Num: 3,
      CGO_ID: other.CGO_ID,
      MBL_NO: other.MBL_NO,
      EmployeeId: Number(emp!.id),
      COMPANYID: Number(emp!.company_id),
      COMPANYCODE: 'CUS-HZTX',
    };
    expect((await call('POST', ENDPOINTS.siAddOnBehalf, tokens['reviewer@demo.test']!, body)).statusCode).toBe(403);
    // staff do not slip a customer's SIs in through the own-company call
    expect(
      (await call('POST', ENDPOINTS.siAdd, tokens['admin@demo.test']!, { TDBLInfos: body.TDBLInfos, Num: 3, CGO_ID: other.CGO_ID, MBL_NO: other.MBL_NO }))
        .statusCode,
    ).toBe(404);
    const made = await call('POST', ENDPOINTS.siAddOnBehalf, tokens['admin@demo.test']!, body);
    expect(made.statusCode).toBe(200);
    expect(made.json().Data.Ids).toHaveLength(3);
    expect((await call('POST', ENDPOINTS.siAddOnBehalf, tokens['admin@demo.test']!, { ...body, COMPANYCODE: 'CUS-NBHY' })).statusCode).toBe(404);
  });
});
