import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { BatchWire } from '../../../src/contract/rates/batchCalls';
import type { ServerFrame } from '../../../src/contract/live';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { carrierWorkbook } from '../../support/rateSheets';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { openLive } from '../support/liveClient';
import { ok } from './salesDesk';
import { enqueue } from '../../../server/jobs/store';
import { BATCH_APPLY_JOB, type BatchApplyPayload } from '../../../server/modules/rates/batchApplyJob';

/**
 * A large rate batch is applied by a background job (issue 33, batchApplyJob.ts): the call answers
 * at once with the job; the person who pressed Apply hears its progress over the live socket, step
 * by step to DONE; the batch is applied whole, once, however often Apply is pressed meanwhile.
 * "Large" is RATE_BATCH_JOB_ROWS rows (here 3, so a small sheet is one).
 */
process.env.RATE_BATCH_JOB_ROWS = '3';
const t = withTestApp({ modules: ['rates'] });
const { asUser } = caller(t);
const CLERK = 'pricing@demo.test';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let token = '';
let url = '';
const today = todayInShanghai();
const [from, to] = [addDays(today, 1), addDays(today, 40)];
const sheet = (pods: string[]) => ({
  name: 'Asia 亚洲',
  title: 'COSCO SHIPPING — intra Asia',
  lanes: pods.map((pod) => ({ pol: 'CNSHA', pod, prices: { '20GP': '300', '40GP': '520', '40HQ': '560' }, from, to })),
});
const uploadBatch = async (pods: string[]) =>
  ok<BatchWire>(
    await t.app.inject({
      method: 'POST',
      url: `${ENDPOINTS.batchUpload}?CarrierCode=COSU&FileName=asia.xlsx`,
      payload: await carrierWorkbook([sheet(pods)]),
      headers: { authorization: `Bearer ${token}`, 'content-type': XLSX },
    }),
  );
const apply = (id: number, key: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.batchApply, payload: { BatchId: id }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });

beforeAll(async () => {
  token = await asUser(CLERK);
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${address.replace('http', 'ws')}${ENDPOINTS.liveSocket}`;
});

describe('a large batch applied as a job', () => {
  it('answers at once with the job, tells its progress live to DONE, and applies the batch whole once', async () => {
    const batch = await uploadBatch(['JPTYO', 'KRPUS', 'SGSIN', 'HKHKG']);
    expect(batch).toMatchObject({ Status: 'VALIDATED', RowsOk: 4 });
    const live = await openLive(url);
    live.send({ type: 'auth', token });
    expect(await live.next()).toEqual({ type: 'authed' });

    const first = ok<{ Applied: number; Status: string; Job?: number }>(await apply(batch.Id, 'job-apply-1'));
    expect(first).toMatchObject({ Applied: 0, Status: 'VALIDATED', Job: expect.any(Number) });
    // pressed again: never a second job — the same job while it waits, what it applied once it ran
    // (the runner hears the enqueue at once: on a fast machine it may be done before this second press)
    const again = ok<{ Job?: number }>(await apply(batch.Id, 'job-apply-1'));
    if (again.Job !== undefined) expect(again.Job).toBe(first.Job);
    else expect(again).toEqual({ Applied: 4, Refused: 0, Status: 'APPLIED' });

    const frames: Extract<ServerFrame, { type: 'job' }>[] = [];
    while (frames.at(-1)?.State !== 'DONE') {
      const f = await live.next(10_000);
      if (f.type === 'job') frames.push(f);
    }
    live.close();
    expect(frames.every((f) => f.Id === first.Job && f.Kind === 'rates.batchApply')).toBe(true);
    const percents = frames.map((f) => f.Percent);
    expect(percents.length).toBeGreaterThanOrEqual(4); // the transaction's steps, then done
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(percents.at(-1)).toBe(100);

    const [b] = await t.db.query<{ status: string; applied_count: number }>('select status, applied_count from rate_batches where id = $1', [batch.Id]);
    expect(b).toEqual({ status: 'APPLIED', applied_count: 4 });
    const [made] = await t.db.query<{ n: number }>(`select count(*)::int as n from fcl_rates where batch_id = $1 and source = 'IMPORT'`, [batch.Id]);
    expect(made!.n).toBe(4);
    const [job] = await t.db.query<{ state: string; progress: number; attempts: number }>('select state, progress, attempts from jobs where id = $1', [
      first.Job,
    ]);
    expect(job).toEqual({ state: 'DONE', progress: 100, attempts: 1 });
    expect(await t.db.query(`select id::int from jobs where payload->>'BatchId' = $1`, [String(batch.Id)])).toEqual([{ id: first.Job }]);
    // the same key after it ran answers what the apply answered
    expect(ok(await apply(batch.Id, 'job-apply-1'))).toEqual({ Applied: 4, Refused: 0, Status: 'APPLIED' });
  });

  it('a batch under the size is applied by the call itself, as before', async () => {
    const batch = await uploadBatch(['VNSGN', 'THBKK']);
    expect(ok(await apply(batch.Id, 'job-apply-2'))).toEqual({ Applied: 2, Refused: 0, Status: 'APPLIED' });
    expect(await t.db.query(`select id from jobs where payload->>'BatchId' = $1`, [String(batch.Id)])).toEqual([]);
  });

  it('refused when it runs (its starter may not import), the job is done, its starter told why, nothing written', async () => {
    const batch = await uploadBatch(['JPTYO', 'KRPUS', 'SGSIN']);
    const [actor] = await t.db.query<{ id: string; company_id: string }>(
      `select e.id::text, e.company_id::text from employees e join users u on u.id = e.user_id where u.account = $1 order by e.is_default desc nulls last limit 1`,
      [CLERK],
    );
    const payload: BatchApplyPayload = {
      BatchId: batch.Id,
      Actor: { id: actor!.id, name: '', companyId: actor!.company_id, companyKind: 'platform', isAdmin: false, status: 'active' },
      Today: today,
      Lang: 'en',
      Hash: 'h',
      MayChange: false,
      MayImport: false,
    };
    const id = await t.db.transaction((tx) => enqueue(tx, BATCH_APPLY_JOB, payload));
    await expect
      .poll(async () => (await t.db.query<{ state: string }>('select state from jobs where id = $1', [id]))[0]?.state, { timeout: 10_000 })
      .toBe('DONE');
    const [b] = await t.db.query<{ status: string }>('select status from rate_batches where id = $1', [batch.Id]);
    expect(b!.status).toBe('VALIDATED');
    const [m] = await t.db.query<{ title_en: string; title: string }>(
      'select title_en, title from messages where target_employee_id = $1 order by id desc limit 1',
      [actor!.id],
    );
    expect(m).toEqual({
      title_en: `Batch ${batch.Id} was not applied: Your role cannot apply this kind of batch.`,
      title: `批次 ${batch.Id} 未执行：您的角色不能执行这类批次。`,
    });
  });
});
