import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { SiProblem, SiRecord, SiSourceData } from '../../../src/contract/si';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { useTestApp } from '../support/build';
import { caller } from '../support/calls';
import { openLive } from '../support/liveClient';
import { draftFor, onePerContainer } from '../../support/siDrafts';

/**
 * The booking-level rule across submissions and edits, all-or-nothing creation when the database
 * refuses an insert halfway, deletion, template edits, SIs entered on behalf of a customer, and
 * the language the check answers in. Each part works on a booking of its own.
 */
const t = useTestApp();
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const sources: Record<string, SiSourceData> = {};
const CUSTOMER = 'customer@demo.test';

beforeAll(async () => {
  for (const who of [CUSTOMER, 'customer2@demo.test', 'reviewer@demo.test', 'admin@demo.test']) tokens[who] = await asUser(who);
  for (const cgo of ['CGO-HZTX-2611-001', 'CGO-HZTX-2611-002', 'CGO-HZTX-2611-003']) sources[cgo] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, tokens[CUSTOMER]!)).json().Data;
  sources['CGO-NBHY-2611-001'] = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=CGO-NBHY-2611-001`, tokens['customer2@demo.test']!)).json().Data;
});

const body = (source: SiSourceData, drafts: SiRecord[]) => ({ TDBLInfos: drafts, Num: drafts.length, CGO_ID: source.CGO_ID, MBL_NO: source.MBL_NO });
const post = (url: string, payload: object, who = CUSTOMER, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, ...headers } });
const get = (url: string, who = CUSTOMER) => call('GET', url, tokens[who]!);
const listOf = async (cgo: string, who = CUSTOMER) => (await get(`${ENDPOINTS.siList}?CGO_ID=${cgo}`, who)).json().Data as SiRecord[];
const editable = async (id: number, who = CUSTOMER) => {
  const { BoxSummary: _b, NoText: _n, ...record } = (await get(`${ENDPOINTS.siGet}?Id=${id}`, who)).json().Data;
  return record as SiRecord;
};
const count = async (sql: string, params: unknown[] = []) => Number((await t.db.query<{ n: string }>(sql, params))[0]!.n);
const onBox = (si: SiRecord, no: string) => si.Boxes.some((b) => b.TBX_CNNO === no);

describe('each booked container on exactly one live SI, across submissions', () => {
  const cgo = 'CGO-HZTX-2611-001';
  let first: SiRecord[] = [];

  it('a second submission reusing a container of a stored SI is refused, naming that SI; the check says the same', async () => {
    const s = sources[cgo]!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)))).statusCode).toBe(200);
    first = await listOf(cgo);
    const [a1] = s.Containers[0]!.CNNOS;
    const holder = first.find((si) => onBox(si, a1!))!;
    const again = body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9)]);

    const refused = await post(ENDPOINTS.siAdd, again, CUSTOMER, { 'accept-language': 'en' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Errors).toEqual([
      { Path: '/TDBLInfos/0/Boxes/0/TBX_CNNO', Code: 'booking.containerUsed', Params: { container: a1, si: String(holder.TBI_NO) }, Message: `Container ${a1} is already on SI ${holder.TBI_NO} of this booking.` },
    ]);
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [cgo])).toBe(3);

    // CheckTDBillLadingInfo answers the same, and changes nothing
    const checked = (await post(ENDPOINTS.siCheck, again)).json().Data as SiProblem[];
    expect(checked.map((p) => [p.Path, p.Code])).toEqual([['/TDBLInfos/0/Boxes/0/TBX_CNNO', 'booking.containerUsed']]);
    expect(checked[0]!.Message).toBe(`箱 ${a1} 已在本订舱的提单 ${holder.TBI_NO} 上。`);
    // GetDataInfo tells the browser which containers are taken
    const data = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`)).json().Data as SiSourceData;
    expect(data.UsedContainers!.map((u) => u.CNNO).sort()).toEqual(s.Containers.flatMap((c) => c.CNNOS).sort());
  });

  it('deleting or cancelling an SI frees its containers for a later submission', async () => {
    const s = sources[cgo]!;
    const [a1] = s.Containers[0]!.CNNOS;
    const [t1] = s.Containers[1]!.CNNOS;
    const withA1 = first.find((si) => onBox(si, a1!))!;
    const withT1 = first.find((si) => onBox(si, t1!))!;
    expect((await post(ENDPOINTS.siDelete, { Id: withA1.Id }, CUSTOMER)).statusCode).toBe(200);
    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${withT1.Id}&Status=4&Remarks=${encodeURIComponent('订舱取消一个 20GP')}`, 'reviewer@demo.test')).statusCode).toBe(200);
    // the freed containers must come together: the batch completes the booking again
    const onlyA1 = await post(ENDPOINTS.siAdd, body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9)]));
    expect(onlyA1.statusCode).toBe(400);
    expect(onlyA1.json().Errors.map((e: SiProblem) => [e.Path, e.Code])).toContainEqual(['/TDBLInfos', 'booking.containersUnused']);
    const replacement = await post(ENDPOINTS.siAdd, body(s, [draftFor(s, [{ no: a1!, type: '40HQ' }], 9), draftFor(s, [{ no: t1!, type: '20GP' }], 10)]));
    expect(replacement.statusCode).toBe(200);
    expect(replacement.json().Data.Ids).toHaveLength(2);
    expect((await listOf(cgo)).filter((si) => si.TBI_STATUS !== 4)).toHaveLength(3);
  });

  it('an edit may not swap in a container of another live SI, one never booked, or another type; its own containers are fine', async () => {
    const s = sources[cgo]!;
    const [a1, a2] = s.Containers[0]!.CNNOS;
    const live = (await listOf(cgo)).filter((si) => si.TBI_STATUS === 1);
    const mine = await editable(live.find((si) => onBox(si, a2!))!.Id!);
    const withBox = (no: string, type = '40HQ') => ({ ...mine, Boxes: [{ ...mine.Boxes[0]!, TBX_CNNO: no, TBX_TYPE: type }] });
    const refusedAt = async (record: SiRecord) => {
      const res = await post(ENDPOINTS.siModify, record);
      expect(res.statusCode).toBe(400);
      return res.json().Errors.map((e: SiProblem) => [e.Path, e.Code]);
    };
    expect(await refusedAt(withBox(a1!))).toContainEqual(['/Boxes/0/TBX_CNNO', 'booking.containerUsed']);
    expect(await refusedAt(withBox(withCheckDigit('ABCU765432')))).toContainEqual(['/Boxes/0/TBX_CNNO', 'booking.containerNotBooked']);
    expect(await refusedAt(withBox(sources['CGO-NBHY-2611-001']!.Containers[0]!.CNNOS[0]!))).toContainEqual(['/Boxes/0/TBX_CNNO', 'booking.containerNotBooked']);
    expect(await refusedAt(withBox(a2!, '20GP'))).toContainEqual(['/Boxes/0/TBX_TYPE', 'booking.containerTypeMismatch']);
    expect(await refusedAt({ ...mine, Boxes: [] })).toContainEqual(['/Boxes', 'booking.containersUnused']);
    expect((await editable(mine.Id!)).Boxes[0]!.TBX_CNNO).toBe(a2); // nothing of the refused edits was kept
    // an edit keeping its own container is not refused against itself
    const fine = await post(ENDPOINTS.siModify, { ...mine, TBI_CONSIGNEE: 'ACME TRADING GMBH\nHAMBURG' });
    expect(fine.json()).toMatchObject({ Status: true, Data: { Id: mine.Id, TBI_STATUS: 1 } });
  });
});

describe('submissions racing for the same containers', () => {
  it('two submissions of one booking sent at once: one is made, the other is refused', async () => {
    const numbers = [withCheckDigit('RACU100001'), withCheckDigit('RACU100002')];
    await t.db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, containers)
       select 'CGO-HZTX-RACE', id, 'COSU6401999999', 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', $1 from companies where code = 'CUS-HZTX'`,
      [JSON.stringify([{ TYPE: '40HQ', COUNT: 2, CNNOS: numbers }])],
    );
    const s = (await get(`${ENDPOINTS.siSourceData}?CGO_ID=CGO-HZTX-RACE`)).json().Data as SiSourceData;
    const answers = await Promise.all(['race-key-0001', 'race-key-0002', 'race-key-0003'].map((key) => post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await count(`select count(*) as n from si_records where cgo_id = 'CGO-HZTX-RACE'`)).toBe(2);
  });
});

describe('creation is all or nothing when the database refuses an insert halfway', () => {
  it('a batch whose second SI meets a taken SI number leaves nothing behind; sent again, it is made once', async () => {
    const s = sources['CGO-HZTX-2611-002']!;
    const before = { events: await count('select count(*) as n from si_events'), records: await count('select count(*) as n from si_records') };
    // an SI number taken outside the sequence (an import, a repair): the next number but one
    const [{ v }] = (await t.db.query<{ v: string }>(`select nextval('si_no_seq') as v`)) as [{ v: string }];
    await t.db.query(
      `insert into si_records (company_id, cgo_id, no, deleted, record) select company_id, cgo_id, $1, true, '{"Boxes":[]}' from bookings where cgo_id = 'CGO-NBHY-2611-001'`,
      [Number(v) + 2],
    );
    const key = 'all-or-nothing-0001';
    const halfway = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(halfway.statusCode).toBe(503);
    expect(halfway.json()).toMatchObject({ Status: false, Message: expect.stringContaining('本次提交未创建任何SI') });
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [s.CGO_ID])).toBe(0);
    expect(await count('select count(*) as n from si_records')).toBe(before.records + 1); // only the row put there above
    expect(await count('select count(*) as n from si_events')).toBe(before.events);
    expect(await count('select count(*) as n from si_submissions where idempotency_key = $1', [key])).toBe(0);

    const again = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().Data.Ids).toHaveLength(3);
    const replay = await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)), CUSTOMER, { 'idempotency-key': key });
    expect(replay.json().Data).toEqual({ ...again.json().Data, Replayed: true });
    expect(await count('select count(*) as n from si_records where cgo_id = $1', [s.CGO_ID])).toBe(3);
  });
});

describe('deleting an SI', () => {
  it('works for its own company, appends its event, frees nothing twice; an approved SI is refused; others get 404', async () => {
    const s = sources['CGO-HZTX-2611-003']!;
    expect((await post(ENDPOINTS.siAdd, body(s, onePerContainer(s)))).statusCode).toBe(200);
    const [one, two, three] = await listOf(s.CGO_ID);
    expect((await post(ENDPOINTS.siDelete, { Id: one!.Id }, 'customer2@demo.test')).statusCode).toBe(404);
    const deleted = await post(ENDPOINTS.siDelete, { Id: one!.Id });
    expect(deleted.json()).toMatchObject({ Status: true });
    const events = await t.db.query<{ type: string; actor: string }>(
      `select e.type, a.name as actor from si_events e join employees a on a.id = e.actor_id where e.si_id = $1 order by e.id desc`,
      [one!.Id],
    );
    expect(events[0]).toEqual({ type: 'v1.SiDeleted', actor: '陈静' });
    expect((await get(`${ENDPOINTS.siGet}?Id=${one!.Id}`)).statusCode).toBe(404);
    expect((await post(ENDPOINTS.siDelete, { Id: one!.Id })).statusCode).toBe(404); // once

    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${two!.Id}&Status=2`, 'reviewer@demo.test')).statusCode).toBe(200);
    const approved = await post(ENDPOINTS.siDelete, { Id: two!.Id });
    expect(approved.statusCode).toBe(400);
    expect(approved.json().Message).toBe('SI已审核通过，不能删除；请联系审单员作废。'); // Chinese unless English is asked for
    expect(await count(`select count(*) as n from si_events where si_id = $1 and type = 'v1.SiDeleted'`, [two!.Id])).toBe(0);

    // returned for correction: still the company's to delete
    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${three!.Id}&Status=3&Remarks=${encodeURIComponent('唛头不清')}`, 'reviewer@demo.test')).statusCode).toBe(200);
    expect((await post(ENDPOINTS.siDelete, { Id: three!.Id })).statusCode).toBe(200);
    expect((await listOf(s.CGO_ID)).map((si) => si.Id)).toEqual([two!.Id]);
  });
});

describe('templates', () => {
  it('a saved template is edited by its Id; another company\'s Id is refused and left as it was', async () => {
    const saved = await post(ENDPOINTS.siTemplateSave, { TBI_TEMPLATE_NAME: '鹿特丹 ACME', TBI_CONSIGNEE: 'TO ORDER' });
    const Id = saved.json().Data.Id as number;
    const edited = await post(ENDPOINTS.siTemplateSave, { Id, TBI_TEMPLATE_NAME: '鹿特丹 ACME BV', TBI_CONSIGNEE: 'ACME BV', TBI_NOTIFIER_1: 'SAME AS CONSIGNEE' });
    expect(edited.json()).toEqual({ Status: true, Data: { Id } });
    expect((await get(`${ENDPOINTS.siTemplateGet}?Id=${Id}`)).json().Data).toMatchObject({ Id, TBI_TEMPLATE_NAME: '鹿特丹 ACME BV', TBI_CONSIGNEE: 'ACME BV', TBI_NOTIFIER_1: 'SAME AS CONSIGNEE' });
    expect((await get(ENDPOINTS.siTemplateList)).json().Data.Total).toBe(1);

    const foreign = await post(ENDPOINTS.siTemplateSave, { Id, TBI_TEMPLATE_NAME: '抢来的模板', TBI_CONSIGNEE: 'SOMEONE ELSE' }, 'customer2@demo.test');
    expect(foreign.statusCode).toBe(404);
    expect((await get(`${ENDPOINTS.siTemplateGet}?Id=${Id}`)).json().Data).toMatchObject({ TBI_TEMPLATE_NAME: '鹿特丹 ACME BV', TBI_CONSIGNEE: 'ACME BV' });
    expect((await get(ENDPOINTS.siTemplateList, 'customer2@demo.test')).json().Data.Total).toBe(0);
  });
});

describe('SIs entered on behalf of a customer', () => {
  it('belong to the customer\'s employee, log the staff member who acted, and the review message reaches the customer', async () => {
    const s = sources['CGO-NBHY-2611-001']!;
    const [emp] = await t.db.query<{ id: string; company_id: string }>(`select e.id, e.company_id from employees e join users u on u.id = e.user_id where u.account = 'customer2@demo.test'`);
    const [staff] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'admin@demo.test'`);
    const onBehalf = { ...body(s, onePerContainer(s)), EmployeeId: Number(emp!.id), COMPANYID: Number(emp!.company_id), COMPANYCODE: 'CUS-NBHY' };

    // not an employee of that company, or not an active one
    const [hztx] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`);
    expect((await post(ENDPOINTS.siAddOnBehalf, { ...onBehalf, EmployeeId: Number(hztx!.id) }, 'admin@demo.test')).statusCode).toBe(404);
    const [disabled] = await t.db.query<{ id: string }>(`insert into employees (company_id, name, status) values ($1, '离职员工', 'disabled') returning id`, [emp!.company_id]);
    expect((await post(ENDPOINTS.siAddOnBehalf, { ...onBehalf, EmployeeId: Number(disabled!.id) }, 'admin@demo.test')).statusCode).toBe(404);
    expect(await count('select count(*) as n from si_records where cgo_id = $1 and not deleted', [s.CGO_ID])).toBe(0);

    const made = await post(ENDPOINTS.siAddOnBehalf, onBehalf, 'admin@demo.test');
    expect(made.statusCode).toBe(200);
    const [id] = made.json().Data.Ids as number[];
    const si = (await get(`${ENDPOINTS.siGet}?Id=${id}`, 'customer2@demo.test')).json().Data;
    expect(si.TBI_CREATE_ID).toBe(Number(emp!.id));
    const log = (await get(`${ENDPOINTS.siLog}?Id=${id}`, 'customer2@demo.test')).json().Data as { Type: string; Actor: string; Detail: Record<string, unknown> }[];
    expect(log.map((e) => e.Type)).toEqual(['v1.SiSubmitted', 'v1.SiCreated']);
    for (const e of log) expect(e).toMatchObject({ Actor: '平台管理员', Detail: { onBehalfOf: { EmployeeId: Number(emp!.id), Name: '赵磊' } } });
    const [events] = await t.db.query<{ actors: string[] }>('select array_agg(distinct actor_id::text) as actors from si_events where si_id = $1', [id]);
    expect(events!.actors).toEqual([String(staff!.id)]);

    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const customer = await openLive(`${base}${ENDPOINTS.liveSocket}`);
    customer.send({ type: 'auth', token: tokens['customer2@demo.test'] });
    expect(await customer.next()).toEqual({ type: 'authed' });
    const admin = await openLive(`${base}${ENDPOINTS.liveSocket}`);
    admin.send({ type: 'auth', token: tokens['admin@demo.test'] });
    expect(await admin.next()).toEqual({ type: 'authed' });

    expect((await get(`${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=2`, 'reviewer@demo.test')).statusCode).toBe(200);
    expect(await customer.next()).toMatchObject({ type: 'message', Title: expect.stringContaining('审核通过') });
    expect((await admin.quiet()).filter((f) => f.type === 'message')).toEqual([]);
    customer.close();
    admin.close();
    const [message] = await t.db.query<{ target: string; sender: string }>(
      `select target_employee_id::text as target, send_id::text as sender from messages where title like $1 order by id desc limit 1`,
      [`SI ${si.NoText}%`],
    );
    const [reviewer] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'reviewer@demo.test'`);
    expect(message).toEqual({ target: String(emp!.id), sender: String(reviewer!.id) }); // to the customer's employee, not the staff member who entered it
  });
});

describe('the language of the check', () => {
  const broken = () => {
    const s = sources['CGO-HZTX-2611-003']!;
    const d = draftFor(s, [{ no: s.Containers[0]!.CNNOS[0]!, type: s.Containers[0]!.TYPE }]);
    return body(s, [{ ...d, TBI_CONSIGNOR: '', TBI_DISCHARGE_CODE: 'NLXXX' }]);
  };
  it('answers in the language the request asks for, Chinese by default; the codes do not change', async () => {
    const asked: Record<string, string>[] = [{}, { 'accept-language': 'en-GB,en;q=0.9' }, { 'accept-language': 'fr-FR, zh-CN;q=0.8, en;q=0.5' }];
    const answers = await Promise.all(asked.map((h) => post(ENDPOINTS.siCheck, broken(), CUSTOMER, h)));
    const [zh, en, zhByPreference] = answers.map((a) => a.json().Data as SiProblem[]);
    const first = (ps: SiProblem[]) => ps.find((p) => p.Path === '/TDBLInfos/0/TBI_CONSIGNOR')!;
    expect(first(zh!).Message).toBe('发货人为必填项。');
    expect(first(en!).Message).toBe('The consignor is required.');
    expect(first(zhByPreference!).Message).toBe('发货人为必填项。');
    expect(en!.map((p) => [p.Path, p.Code])).toEqual(zh!.map((p) => [p.Path, p.Code]));
    expect(en!.map((p) => p.Code)).toContain('place.unknown'); // the right shape, but no port of the ports table
  });
  it('a refused submission words its summary in that language too', async () => {
    const zh = await post(ENDPOINTS.siAdd, broken());
    expect(zh.statusCode).toBe(400);
    expect(zh.json().Message).toMatch(/^提单检查发现 \d+ 个问题/);
    const en = await post(ENDPOINTS.siAdd, broken(), CUSTOMER, { 'accept-language': 'en' });
    expect(en.json().Message).toMatch(/^The SI check found \d+ problem/);
  });
});
