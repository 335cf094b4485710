import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { DeadLetter } from '../../../src/contract/jobs/calls';
import { enqueue, forgetDoneJobs } from '../../../server/jobs/store';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

const t = withTestApp({ modules: ['jobs'] });

/**
 * Job/DeadLetters and Job/Retry (issue 33): the jobs that failed every attempt, for the platform's
 * system administrators (the menu administration's holders) only, and sending one back to run.
 */
describe('dead letters', () => {
  const { call, asUser } = caller(t);
  /** A job that failed its every attempt, as the runner leaves it (the runner's own test: platform/jobs/scheduler.test.ts). */
  const deadJob = async (error: string) => {
    const id = await t.db.transaction((tx) => enqueue(tx, 'test.neverKnown', { Booking: 'BK1' }, { maxAttempts: 2 }));
    await t.db.query(`update jobs set state = 'FAILED', attempts = 2, last_error = $2, finished_at = now() where id = $1`, [id, error]);
    return id;
  };

  it('lists the dead letters, newest first, with their last error, to the platform administrator', async () => {
    const first = await deadJob('carrier refused: HTTP 503');
    const second = await deadJob('timed out');
    const res = await call('GET', `${ENDPOINTS.jobDeadLetters}?PageSize=1`, await asUser('admin@demo.test'));
    expect(res.statusCode).toBe(200);
    const { Total, Items } = res.json().Data as { Total: number; Items: DeadLetter[] };
    expect(Total).toBe(2);
    expect(Items).toEqual([expect.objectContaining({ Id: second, Kind: 'test.neverKnown', Attempts: 2, LastError: 'timed out', Payload: { Booking: 'BK1' } })]);
    const page2 = await call('GET', `${ENDPOINTS.jobDeadLetters}?PageSize=1&Page=2`, await asUser('admin@demo.test'));
    expect((page2.json().Data.Items as DeadLetter[]).map((d) => d.Id)).toEqual([first]);
  });

  it('refuses the list to a customer and to platform staff without the administration menu', async () => {
    for (const who of ['customer.admin@demo.test', 'reviewer@demo.test']) {
      const res = await call('GET', ENDPOINTS.jobDeadLetters, await asUser(who));
      expect(res.statusCode).toBe(403);
    }
  });

  it('sends a dead letter back to wait with all its attempts; one that is not dead is refused with a code', async () => {
    const id = await deadJob('boom');
    const admin = await asUser('admin@demo.test');
    const res = await call('POST', ENDPOINTS.jobRetry, admin, { Id: id });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ state: string; attempts: number }>('select state, attempts from jobs where id = $1', [id]);
    expect(row).toEqual({ state: 'WAITING', attempts: 0 });
    // who sent it back is in the change log
    const [logged] = await t.db.query<{ action: string }>(`select action from audit_events where entity = 'job' and entity_id = $1`, [String(id)]);
    expect(logged).toEqual({ action: 'retry' });
    const again = await call('POST', ENDPOINTS.jobRetry, admin, { Id: id });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Status: false, Code: 'JOB_NOT_FAILED' });
    const listed = await call('GET', ENDPOINTS.jobDeadLetters, admin);
    expect((listed.json().Data.Items as DeadLetter[]).map((d) => d.Id)).not.toContain(id);
  });

  it('lists one kind only when asked', async () => {
    const id = await deadJob('kind filter');
    await t.db.query(`update jobs set kind = 'test.otherKind' where id = $1`, [id]);
    const admin = await asUser('admin@demo.test');
    const res = await call('GET', `${ENDPOINTS.jobDeadLetters}?Kind=test.otherKind`, admin);
    expect((res.json().Data.Items as DeadLetter[]).map((d) => [d.Id, d.Kind])).toEqual([[id, 'test.otherKind']]);
    expect(res.json().Data.Total).toBe(1);
  });

  it('discards a dead letter for good with why, in the change log; a reason is needed, a job not dead is refused, and a customer may not', async () => {
    const id = await deadJob('carrier refused: HTTP 503');
    const admin = await asUser('admin@demo.test');
    const blank = await call('POST', ENDPOINTS.jobDiscard, admin, { Id: id, Reason: '  ' });
    expect([blank.statusCode, blank.json().Code, blank.json().Message]).toEqual([400, 'INVALID', '请写明为何放弃该任务。']);
    expect(await t.db.query('select 1 from jobs where id = $1', [id])).toHaveLength(1);
    const customer = await call('POST', ENDPOINTS.jobDiscard, await asUser('customer.admin@demo.test'), { Id: id, Reason: 'x' });
    expect(customer.statusCode).toBe(403);
    const res = await call('POST', ENDPOINTS.jobDiscard, admin, { Id: id, Reason: '订舱已由人工处理' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.query('select 1 from jobs where id = $1', [id])).toHaveLength(0);
    const again = await call('POST', ENDPOINTS.jobDiscard, admin, { Id: id, Reason: '再来一次' });
    expect([again.statusCode, again.json().Code]).toEqual([400, 'JOB_NOT_FAILED']);
    const [logged] = await t.db.query<{ action: string; company_id: number | null; detail: Record<string, unknown> }>(
      `select action, company_id, detail from audit_events where entity = 'job' and entity_id = $1`,
      [String(id)],
    );
    expect(logged).toEqual({
      action: 'discard',
      company_id: null,
      detail: { kind: 'test.neverKnown', attempts: 2, lastError: 'carrier refused: HTTP 503', reason: '订舱已由人工处理' },
    });
    // a job still waiting is not a dead letter: nothing removed
    const waiting = await t.db.transaction((tx) => enqueue(tx, 'test.neverKnown', {}, { maxAttempts: 2 }));
    expect((await call('POST', ENDPOINTS.jobDiscard, admin, { Id: waiting, Reason: 'x' })).json().Code).toBe('JOB_NOT_FAILED');
    expect(await t.db.query('select 1 from jobs where id = $1', [waiting])).toHaveLength(1);
    await t.db.query('delete from jobs where id = $1', [waiting]);
  });

  it('done jobs are deleted after a week by the daily round; dead letters stay', async () => {
    const ids = await t.db.transaction(async (tx) => [await enqueue(tx, 'test.old', {}), await enqueue(tx, 'test.old', {}), await enqueue(tx, 'test.old', {})]);
    await t.db.query(`update jobs set state = 'DONE', finished_at = now() - interval '8 days' where id = $1`, [ids[0]]);
    await t.db.query(`update jobs set state = 'DONE', finished_at = now() - interval '6 days' where id = $1`, [ids[1]]);
    await t.db.query(`update jobs set state = 'FAILED', finished_at = now() - interval '30 days' where id = $1`, [ids[2]]);
    expect(await forgetDoneJobs(t.db, 7)).toBe(1);
    expect((await t.db.query<{ id: number }>(`select id::int from jobs where kind = 'test.old' order by id`)).map((r) => r.id)).toEqual([ids[1], ids[2]]);
    const [round] = await t.db.query<{ every_ms: number }>(`select every_ms from job_rounds where name = 'jobs.forgetDone'`);
    expect(round!.every_ms).toBe(86_400_000);
  });
});
