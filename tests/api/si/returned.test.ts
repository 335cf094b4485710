import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ServerFrame } from '../../../src/contract/live';
import type { SiSourceData } from '../../../src/contract/si';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { openLive } from '../support/liveClient';
import { onePerContainer } from '../../support/siDrafts';

/**
 * Issue 11, the returned SI path on the server: the decision's message names its SI, every change
 * of an SI reaches the lists that show it (its company, the reviewers), and a submission answers
 * with the numbers it created.
 */
const t = withTestApp({ modules: ['messages', 'si'] });
const { call, asUser } = caller(t);
const tokens: Record<string, string> = {};
const CGO = 'CGO-HZTX-2611-003';
const OTHER = 'CGO-HZTX-2611-001';
let source: SiSourceData;
let url = '';

beforeAll(async () => {
  for (const who of ['customer@demo.test', 'customer.admin@demo.test', 'customer2@demo.test', 'reviewer@demo.test', 'admin@demo.test'])
    tokens[who] = await asUser(who);
  source = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${CGO}`, tokens['customer@demo.test']!)).json().Data;
  url = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});

async function listening(who: string) {
  const live = await openLive(url);
  live.send({ type: 'auth', token: tokens[who] });
  expect(await live.next()).toEqual({ type: 'authed' });
  return live;
}
type Live = Awaited<ReturnType<typeof listening>>;
/** The frames of one type that arrive within a moment. */
const heard = async (live: Live, type: ServerFrame['type']) => (await live.quiet(400)).filter((f) => f.type === type);

let ids: number[] = [];
let others: number[] = [];

describe('the returned SI path', () => {
  it('a submission answers with the SI numbers it created, a replay with the same numbers', async () => {
    const body = { TDBLInfos: onePerContainer(source), Num: 3, CGO_ID: CGO, MBL_NO: source.MBL_NO };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.siAdd,
        payload: body,
        headers: { authorization: `Bearer ${tokens['customer@demo.test']}`, 'idempotency-key': 'returned-path-0001' },
      });
    const first = (await send()).json().Data;
    ids = first.Ids;
    expect(ids).toHaveLength(3);
    const stored = await t.db.query<{ id: string; no: string }>('select id, no from si_records where id = any($1::bigint[]) order by id', [ids]);
    expect(first.Created).toEqual(stored.map((r) => ({ Id: Number(r.id), TBI_NO: String(Number(r.no)) })));
    const again = (await send()).json().Data;
    expect(again).toMatchObject({ Ids: ids, Replayed: true, Created: first.Created });
  });

  it('a submission reaches the reviewers and the company live (an "si" frame), not another company', async () => {
    const reviewer = await listening('reviewer@demo.test');
    const colleague = await listening('customer.admin@demo.test');
    const stranger = await listening('customer2@demo.test');
    const other = (await call('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${OTHER}`, tokens['customer@demo.test']!)).json().Data as SiSourceData;
    const drafts = onePerContainer(other);
    const made = (
      await call('POST', ENDPOINTS.siAdd, tokens['customer@demo.test']!, { TDBLInfos: drafts, Num: drafts.length, CGO_ID: OTHER, MBL_NO: other.MBL_NO })
    ).json().Data;
    others = made.Ids;
    const each = made.Ids.map((Id: number) => ({ type: 'si', Id }));
    expect(await heard(reviewer, 'si')).toEqual(each);
    expect(await heard(colleague, 'si')).toEqual(each);
    expect(await stranger.quiet(400)).toEqual([]);
    for (const l of [reviewer, colleague, stranger]) l.close();
  });

  it('a decision: the submitter\'s message carries the SI (frame and detail); the lists hear an "si" frame', async () => {
    const submitter = await listening('customer@demo.test');
    const colleague = await listening('customer.admin@demo.test');
    const reviewer = await listening('admin@demo.test');
    const stranger = await listening('customer2@demo.test');

    expect(
      (await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[0]}&Status=3&Remarks=${encodeURIComponent('通知人地址不全')}`, tokens['reviewer@demo.test']!))
        .statusCode,
    ).toBe(200);
    const frames = await submitter.quiet(400);
    const message = frames.find((f) => f.type === 'message') as Extract<ServerFrame, { type: 'message' }>;
    expect(message).toMatchObject({ type: 'message', Title: expect.stringContaining('已退回修改'), Si: { Id: ids[0], TBI_STATUS: 3 } });
    expect(frames.filter((f) => f.type === 'si')).toEqual([{ type: 'si', Id: ids[0] }]);
    expect(await heard(colleague, 'si')).toEqual([{ type: 'si', Id: ids[0] }]);
    expect(await heard(reviewer, 'si')).toEqual([{ type: 'si', Id: ids[0] }]);
    expect(await stranger.quiet(400)).toEqual([]);

    const detail = (await call('GET', `${ENDPOINTS.messageDetail}?id=${message.Id}&Peek=true`, tokens['customer@demo.test']!)).json().Data;
    expect(detail).toMatchObject({ Id: message.Id, SiId: ids[0] });
    const list = (await call('GET', `${ENDPOINTS.messageList}?PageSize=50`, tokens['customer@demo.test']!)).json().Data.Items as {
      Id: number;
      SiId: number | null;
    }[];
    expect(list.find((m) => m.Id === message.Id)?.SiId).toBe(ids[0]);

    expect((await call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${ids[1]}&Status=2`, tokens['reviewer@demo.test']!)).statusCode).toBe(200);
    expect((await heard(submitter, 'message'))[0]).toMatchObject({ Si: { Id: ids[1], TBI_STATUS: 2 } });
    for (const l of [submitter, colleague, reviewer, stranger]) l.close();
  });

  it('a message without an SI says so (SiId null), and is sent without an Si reference', async () => {
    const live = await listening('customer@demo.test');
    const [me] = await t.db.query<{ id: string }>(`select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer@demo.test'`);
    const sent = (
      await call('POST', ENDPOINTS.messageSend, tokens['customer.admin@demo.test']!, { Title: '周会', To: 'employee', EmployeeId: Number(me!.id) })
    ).json().Data;
    expect(await live.next()).toEqual({ type: 'message', Id: sent.Id, Title: '周会' });
    expect((await call('GET', `${ENDPOINTS.messageDetail}?id=${sent.Id}&Peek=true`, tokens['customer@demo.test']!)).json().Data.SiId).toBeNull();
    live.close();
  });

  it('a resubmission and a deletion reach the reviewers live', async () => {
    const reviewer = await listening('reviewer@demo.test');
    const si = (await call('GET', `${ENDPOINTS.siGet}?Id=${ids[0]}`, tokens['customer@demo.test']!)).json().Data;
    const { BoxSummary: _b, NoText: _n, ...record } = si;
    expect(
      (
        await call('POST', ENDPOINTS.siModify, tokens['customer@demo.test']!, {
          ...record,
          TBI_NOTIFIER_1: 'ACME TRADING GMBH\nGROSSE ELBSTRASSE 145\n22767 HAMBURG',
        })
      ).statusCode,
    ).toBe(200);
    expect(await heard(reviewer, 'si')).toEqual([{ type: 'si', Id: ids[0] }]);
    expect((await call('POST', ENDPOINTS.siDelete, tokens['customer@demo.test']!, { Id: others[0] })).statusCode).toBe(200);
    expect(await heard(reviewer, 'si')).toEqual([{ type: 'si', Id: others[0] }]);
    reviewer.close();
  });
});
