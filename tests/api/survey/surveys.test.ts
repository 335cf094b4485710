import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS as E } from '../../../src/contract/endpoints';
import { XLSX_TYPE } from '../../../server/http/xlsx';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Surveys (issue 51): platform staff write, send and close them and read the results; only a
 * recipient reads and answers their own, once, while it is open; another company's people get 404
 * for it and 403 for the staff's calls; every refusal is a 400 with a Code that changes nothing.
 */
const t = withTestApp({ modules: ['companies', 'staff', 'messages', 'mail', 'survey', 'access', 'auth'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const WHO = ['admin@demo.test', 'customer2@demo.test', 'customer.admin@demo.test', 'provider@demo.test'] as const;
type Who = (typeof WHO)[number];
beforeAll(async () => {
  for (const who of WHO) tokens[who] = await asUser(who);
});
const post = (path: string, body: object, who: Who = 'admin@demo.test') => call('POST', path, tokens[who]!, body);
const get = (path: string, who: Who = 'admin@demo.test') => call('GET', path, tokens[who]!);

const QUESTIONS = [
  { Id: 'q1', Kind: 'NPS', TextZh: '推荐意愿', TextEn: 'Would you recommend us?', Required: true, Options: [] },
  {
    Id: 'q2',
    Kind: 'SINGLE',
    TextZh: '常用渠道',
    TextEn: 'Usual channel',
    Required: false,
    Options: [
      { Zh: '网页', En: 'Web' },
      { Zh: '微信', En: 'WeChat' },
    ],
  },
];
const draft = (targetIds: number[], extra: object = {}) => ({
  Audience: 'CUSTOMER',
  TitleZh: '接口测试问卷',
  TitleEn: 'API test survey',
  Intro: '',
  Questions: QUESTIONS,
  Target: 'PEOPLE',
  TargetIds: targetIds,
  ...extra,
});
const employeeIdOf = async (account: string) =>
  Number(
    (
      await t.db.query<{ id: string }>(
        `select e.id from employee_directory e join user_directory u on u.id = e.user_id join company_directory c on c.id = e.company_id
          where u.account = $1 and c.kind = 'customer' order by e.id limit 1`,
        [account],
      )
    )[0]!.id,
  );

describe('surveys', () => {
  let id = 0;
  let recipient = 0;

  it('staff save a draft, refuse to send it without questions (NOT_READY, by field), then send it to one chosen person', async () => {
    recipient = await employeeIdOf('customer2@demo.test');
    const empty = await post(E.surveySave, draft([recipient], { Questions: [] }));
    expect(empty.statusCode, empty.body).toBe(200);
    const { Id, Version } = empty.json().Data;
    const refused = await post(E.surveySend, { Id, Version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('NOT_READY');
    expect(refused.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Questions']);
    expect((await get(`${E.surveyGet}?Id=${Id}`)).json().Data.Status).toBe('DRAFT');

    const saved = await post(E.surveySave, { ...draft([recipient]), Id, Version });
    expect(saved.json().Data).toEqual({ Id, Version: Version + 1 });
    const stale = await post(E.surveySave, { ...draft([recipient]), Id, Version });
    expect(stale.json().Code).toBe('STALE');
    const messagesBefore = await t.db.query('select id from messages where target_employee_id = $1', [recipient]);
    const sent = await post(E.surveySend, { Id, Version: Version + 1 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().Data.Sent).toBe(1);
    const messages = await t.db.query<{ link_path: string }>('select link_path from messages where target_employee_id = $1 order by id', [recipient]);
    expect(messages.length).toBe(messagesBefore.length + 1);
    expect(messages.at(-1)!.link_path).toBe(`/external/workbench/test?s=${Id}`);
    id = Id;
    // sent: fixed
    const again = await post(E.surveySave, { ...draft([recipient]), Id, Version: Version + 2 });
    expect(again.json().Code).toBe('NOT_DRAFT');
  });

  it('only the recipient reads it: another customer company’s admin and a provider get 404', async () => {
    const mine = await get(`${E.surveyMine}?Id=${id}`, 'customer2@demo.test');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().Data).toMatchObject({ TitleZh: '接口测试问卷', Status: 'OPEN', AnsweredAt: null });
    for (const who of ['customer.admin@demo.test', 'provider@demo.test'] as const) {
      expect((await get(`${E.surveyMine}?Id=${id}`, who)).statusCode).toBe(404);
      expect((await post(E.surveyAnswer, { Id: id, Answers: { q1: 9 } }, who)).statusCode).toBe(404);
    }
  });

  it('an answer out of range or missing a required one is refused by field; a good one is kept once (ANSWERED)', async () => {
    const bad = await post(E.surveyAnswer, { Id: id, Answers: { q1: 9, q2: 5 } }, 'customer2@demo.test');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('BAD_ANSWERS');
    expect(bad.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Answers/q2']);
    const missing = await post(E.surveyAnswer, { Id: id, Answers: { q2: 1 } }, 'customer2@demo.test');
    expect(missing.json().Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Answers/q1']);
    const good = await post(E.surveyAnswer, { Id: id, Answers: { q1: 9, q2: 1 } }, 'customer2@demo.test');
    expect(good.statusCode, good.body).toBe(200);
    const twice = await post(E.surveyAnswer, { Id: id, Answers: { q1: 3 } }, 'customer2@demo.test');
    expect(twice.statusCode).toBe(400);
    expect(twice.json().Code).toBe('ANSWERED');
    expect((await get(`${E.surveyMine}?Id=${id}`, 'customer2@demo.test')).json().Data.Answers).toEqual({ q1: 9, q2: 1 });
  });

  it('the results count the answer; the export is a workbook; closing stops answers', async () => {
    const res = (await get(`${E.surveyResults}?Id=${id}`)).json().Data;
    expect(res).toMatchObject({ Sent: 1, Answered: 1, Rate: 100 });
    expect(res.Questions[0]).toMatchObject({ Answered: 1, Nps: 100, Average: 9 });
    expect(res.Questions[1].Counts.map((c: { Count: number }) => c.Count)).toEqual([0, 1]);
    const file = await get(`${E.surveyExport}?Id=${id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    const version = (await get(`${E.surveyGet}?Id=${id}`)).json().Data.Version;
    expect((await post(E.surveyClose, { Id: id, Version: version })).statusCode).toBe(200);
    expect((await post(E.surveyClose, { Id: id, Version: version + 1 })).json().Code).toBe('NOT_OPEN');
  });

  it('the staff’s calls are the platform’s: a customer’s or a provider’s employee gets 403 and nothing changes', async () => {
    const before = await t.db.query('select id, version, status from surveys order by id');
    for (const who of ['customer2@demo.test', 'provider@demo.test'] as const) {
      expect((await get(`${E.surveyList}?Audience=CUSTOMER`, who)).statusCode).toBe(403);
      expect((await get(`${E.surveyResults}?Id=${id}`, who)).statusCode).toBe(403);
      expect((await get(`${E.surveyExport}?Id=${id}`, who)).statusCode).toBe(403);
      expect((await post(E.surveySave, draft([recipient]), who)).statusCode).toBe(403);
      expect((await post(E.surveySend, { Id: id, Version: 1 }, who)).statusCode).toBe(403);
    }
    expect(await t.db.query('select id, version, status from surveys order by id')).toEqual(before);
  });

  it('the demo: a closed customer survey with answers, an open user survey, a provider draft', async () => {
    const status = async (aud: string) => (await get(`${E.surveyList}?Audience=${aud}`)).json().Data.map((s: { Status: string }) => s.Status);
    expect(await status('CUSTOMER')).toContain('CLOSED');
    expect(await status('USER')).toContain('OPEN');
    expect(await status('PROVIDER')).toContain('DRAFT');
    const closed = (await get(`${E.surveyList}?Audience=CUSTOMER`)).json().Data.find((s: { TitleZh: string }) => s.TitleZh.startsWith('2026'));
    expect(closed.Answered).toBeGreaterThan(0);
  });
});
