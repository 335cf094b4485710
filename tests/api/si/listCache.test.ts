import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Db } from '../../../server/db/types';
import { AnswerCache } from '../../../server/cache/answerCache';
import { seededDb } from '../support/build';
import { appOn, counting, idOf, on, submitSis, withoutJobs } from '../auth/cacheApps';

/**
 * Issue 13: the SI lists and the review queue keep their answers (server/cache/answerCache.ts)
 * until an SI is written. A kept answer must never outlive the change it hides, nor reach a caller
 * of another company.
 */
describe('the SI lists keep their answers until an SI changes', () => {
  let app: FastifyInstance;
  let inner: Db;
  let log: string[];
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    inner = await seededDb(); // the run's seeded snapshot, not migrated and seeded here
    const counted = counting(inner);
    log = counted.log;
    app = await appOn(counted.db);
    await withoutJobs(app); // every query written down is then a call's
    for (const who of ['customer@demo.test', 'customer2@demo.test', 'reviewer@demo.test', 'admin@demo.test']) tokens[who] = await on(app).asUser(who);
  });
  afterAll(async () => {
    await app.close();
    await inner.close();
  });
  const get = async (url: string, who: string, status = 200) => {
    const res = await on(app).call('GET', url, tokens[who]!);
    expect(res.statusCode, url).toBe(status);
    return res.json().Data;
  };
  const QUEUE = `${ENDPOINTS.siReviewQueue}?TBI_STATUS=1&PageSize=200`;
  const ids = (page: { Items: { Id: number }[] }) => page.Items.map((i) => i.Id);

  it('a warm list call reads nothing from the database; a submission shows on the very next call', async () => {
    const first = await get(QUEUE, 'reviewer@demo.test');
    log.length = 0;
    expect(await get(QUEUE, 'reviewer@demo.test')).toEqual(first);
    expect(log).toEqual([]);
    const [id] = await submitSis(app, tokens['customer@demo.test']!, 'CGO-HZTX-2611-001');
    expect(ids(await get(QUEUE, 'reviewer@demo.test'))).toContain(id);
    // the booking's SI list too: kept, then changed by a decision
    const list = `${ENDPOINTS.siList}?CGO_ID=CGO-HZTX-2611-001`;
    await get(list, 'customer@demo.test');
    log.length = 0;
    const kept = (await get(list, 'customer@demo.test')) as { Id: number; TBI_STATUS: number }[];
    expect(log).toEqual([]);
    expect(kept.find((s) => s.Id === id)?.TBI_STATUS).toBe(1);
    const decided = await on(app).call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${id}&Status=2`, tokens['reviewer@demo.test']!);
    expect(decided.statusCode).toBe(200);
    expect(((await get(list, 'customer@demo.test')) as { Id: number; TBI_STATUS: number }[]).find((s) => s.Id === id)?.TBI_STATUS).toBe(2);
    expect(ids(await get(QUEUE, 'reviewer@demo.test'))).not.toContain(id);
  });

  it('never answers one company with another’s kept rows', async () => {
    const url = `${ENDPOINTS.siReviewQueue}?PageSize=200`;
    const made = await submitSis(app, tokens['customer2@demo.test']!, 'CGO-NBHY-2611-001');
    const staff = await get(url, 'reviewer@demo.test'); // every company's SIs, kept for platform staff
    const hztx = await get(url, 'customer@demo.test');
    const nbhy = await get(url, 'customer2@demo.test');
    const companyOf = new Map<number, string>((staff.Items as { Id: number; CompanyName: string }[]).map((i) => [i.Id, i.CompanyName]));
    expect(new Set(ids(hztx).map((i) => companyOf.get(i))).size).toBeLessThanOrEqual(1);
    expect(ids(nbhy)).toEqual(expect.arrayContaining(made));
    for (const i of ids(nbhy)) expect(ids(hztx)).not.toContain(i);
    expect(ids(staff).length).toBeGreaterThan(ids(hztx).length);
    // a booking's SIs, kept for its company, are still another company's 404
    await get(`${ENDPOINTS.siList}?CGO_ID=CGO-HZTX-2611-001`, 'customer@demo.test');
    await get(`${ENDPOINTS.siList}?CGO_ID=CGO-HZTX-2611-001`, 'customer2@demo.test', 404);
  });

  it('a renamed company shows its new name on the next call', async () => {
    const url = `${ENDPOINTS.siReviewQueue}?PageSize=200&CompanyName=${encodeURIComponent('杭州')}`;
    const before = (await get(url, 'reviewer@demo.test')).Items as { CompanyName: string }[];
    expect(before.length).toBeGreaterThan(0);
    const hztx = await idOf(inner, `select id from companies where code = 'CUS-HZTX'`);
    const name = before[0]!.CompanyName;
    const rename = (Name: string) => on(app).call('POST', ENDPOINTS.companyEdit, tokens['admin@demo.test']!, { Id: hztx, Name, Status: 'active' });
    expect((await rename(`${name}（新）`)).statusCode).toBe(200);
    const after = (await get(url, 'reviewer@demo.test')).Items as { CompanyName: string }[];
    expect(after[0]!.CompanyName).toBe(`${name}（新）`);
    expect((await rename(name)).statusCode).toBe(200);
  });
});

describe('the answer cache itself', () => {
  it('keeps no answer read while a change was announced, and none past its maximum age', () => {
    let now = 0;
    const cache = new AnswerCache({ maxAgeMs: 1_000 }, () => now);
    const mark = cache.mark();
    cache.forget({ topics: ['si'] }); // announced while the read was under way
    cache.keep('si', 'k', 'old', mark);
    expect(cache.get('k')).toBeUndefined();
    cache.keep('si', 'k', 'new', cache.mark());
    expect(cache.get('k')).toBe('new');
    now = 999;
    expect(cache.get('k')).toBe('new');
    now = 1_000;
    expect(cache.get('k')).toBeUndefined();
  });

  it('drops a topic’s answers on its announcement, everything on a change of people or companies, nothing on a session’s end', () => {
    const cache = new AnswerCache();
    const fill = () => {
      cache.keep('si', 'a', 1, cache.mark());
      cache.keep('other', 'b', 2, cache.mark());
    };
    fill();
    cache.forget({ sessionIds: ['1'] });
    expect([cache.get('a'), cache.get('b')]).toEqual([1, 2]);
    cache.forget({ topics: ['si'] });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, 2]);
    fill();
    cache.forget({ employeeIds: ['7'] });
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
    fill();
    cache.forget({ companyIds: ['3'] });
    expect(cache.size).toBe(0);
  });
});
