import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import { planChange } from '../../../server/modules/rates/batchPlan';
import { seedPerson } from '../../../server/platform/seedDb';
import { ownServer } from '../../e2e/support/ownServer';
import { seededDb } from '../support/build';
import { employeeToken } from '../../support/apiSession';

/**
 * The server process is killed (SIGKILL) while it applies a batch increase (R2.9, issue 16): the
 * real server runs on embedded PGlite on disk and is started again on the same files after every
 * kill. Whenever it died, the batch is applied whole (every rate split, the batch APPLIED) or not
 * at all (no rate touched, the batch still VALIDATED), and the retry with the same Idempotency-Key
 * applies it exactly once. Each round has its own lane (Dalian → one POD) of RATES rates of ZIM.
 */
const PORT = 4202; // the range 4200–4209 is for servers of fault tests
const RATES = 1500;
const PODS = ['JPTYO', 'JPYOK', 'KRINC', 'ITGOA', 'ESVLC', 'GBSOU'];
const FIXED_DELAYS = [0, 15];
const BISECTIONS = 3;
const ROUNDS = 1 + FIXED_DELAYS.length + BISECTIONS;

// the apply in the call itself, as a batch under RATE_BATCH_JOB_ROWS is: a larger one runs as a job,
// whose kill is a lease taken again (tests/api/platform/jobs/scheduler.test.ts)
const server = ownServer(PORT, mkdtempSync(join(tmpdir(), 'freight-kill-batch-')), { RATE_BATCH_JOB_ROWS: String(RATES + 1) });
const today = todayInShanghai();
const batchOf: number[] = [];

/** RATES published rates per round's lane (a commodity each: distinct keys), and each round's increase planned. */
async function prepareDatabase() {
  const db = await seededDb(server.dataDir);
  const manager = (await seedPerson(db, 'pricing.manager@demo.test'))!;
  for (let round = 0; round < ROUNDS; round++) {
    await db.query(
      `with made as (
         insert into fcl_rates (rate_no, version, owner_company_id, rate_type, carrier_code, pol_code, pod_code, commodity, currency, valid_from, valid_to, status)
         select 'FCLKILL' || $1 || lpad(n::text, 5, '0'), 1, $2, 'SPOT', 'ZIMU', 'CNDLC', $3, 'KILL' || n, 'USD', $4::date, $5::date, 'PUBLISHED'
           from generate_series(1, $6) n returning id)
       insert into fcl_rate_prices (rate_id, container_class, cost) select id, '40HQ', 1000 from made`,
      [round, manager.companyId, PODS[round], addDays(today, -3), addDays(today, 40), RATES],
    );
    const planned = await planChange(
      db,
      manager,
      {
        Kind: 'INCREASE',
        Filter: { CarrierCodes: ['ZIMU'], PodCodes: [PODS[round]!] },
        Change: { Amounts: { '40HQ': '100' }, EffectiveFrom: addDays(today, 5), Reason: 'GRI' },
      },
      today,
      'en',
    );
    if (!planned.ok) throw new Error(planned.message);
    expect(planned.value.RowsOk).toBe(RATES);
    batchOf.push(planned.value.Id);
  }
  await db.close();
}

let token = '';
const headers = () => ({ authorization: `Bearer ${token}`, 'web-version': WEB_VERSION });

/** The batch's state and how many of the round's rates are published (RATES before, 2 × RATES once every window is split). */
async function stateOf(round: number) {
  const preview = await fetch(`${server.base}${ENDPOINTS.batchPreview}?BatchId=${batchOf[round]}&PageSize=1`, { headers: headers() });
  const list = await fetch(`${server.base}${ENDPOINTS.fclRateList}?PodCode=${PODS[round]}&CarrierCode=ZIMU&Status=PUBLISHED&PageSize=1`, {
    headers: headers(),
  });
  expect(preview.status).toBe(200);
  expect(list.status).toBe(200);
  const batch = ((await preview.json()) as { Data: { Batch: { Status: string; AppliedCount: number | null } } }).Data.Batch;
  return { status: batch.Status, applied: batch.AppliedCount, published: ((await list.json()) as { Data: { Total: number } }).Data.Total };
}

function send(round: number, key: string) {
  const payload = Buffer.from(JSON.stringify({ BatchId: batchOf[round] }));
  let onWritten!: () => void;
  const written = new Promise<void>((r) => (onWritten = r));
  const answer = new Promise<{ status: number; body: string } | undefined>((resolve) => {
    const req = request(
      `${server.base}${ENDPOINTS.batchApply}`,
      { method: 'POST', headers: { ...headers(), 'content-type': 'application/json', 'content-length': payload.length, 'idempotency-key': key } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', () => resolve(undefined));
      },
    );
    req.on('error', () => resolve(undefined)); // the process is gone
    req.end(payload, onWritten);
  });
  return { written, answer };
}

const resend = async (round: number, key: string) =>
  fetch(`${server.base}${ENDPOINTS.batchApply}`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify({ BatchId: batchOf[round] }),
  });

const outcomes: string[] = [];
let uninterruptedMs = 0;

describe('the server is killed (SIGKILL) while it applies a batch increase', () => {
  beforeAll(async () => {
    await prepareDatabase();
    await server.start();
    token = await employeeToken(server.base, 'pricing.manager@demo.test');
  }, 240_000);
  afterAll(async () => {
    await server.kill();
    console.log(`kill during a batch apply (${RATES} rates split, uninterrupted ${uninterruptedMs} ms):\n  ${outcomes.join('\n  ')}`);
  });

  it('killed right after it answered: the applied batch survives the kill, and the same key answers the same', async () => {
    const { written, answer } = send(0, 'kill-batch-0');
    await written;
    const t0 = Date.now();
    const got = await answer;
    uninterruptedMs = Date.now() - t0;
    expect(got?.status, got?.body).toBe(200);
    await server.kill();
    await server.start();
    expect(await stateOf(0)).toEqual({ status: 'APPLIED', applied: RATES, published: 2 * RATES });
    const again = await resend(0, 'kill-batch-0');
    expect(((await again.json()) as { Data: unknown }).Data).toEqual(JSON.parse(got!.body).Data);
    outcomes.push(`answered in ${uninterruptedMs} ms, then killed: applied`);
  }, 180_000);

  const bounds = { none: 0, all: 0 };
  const delays: (() => number)[] = [
    ...FIXED_DELAYS.map((d) => () => d),
    ...Array.from({ length: BISECTIONS }, () => () => Math.round((bounds.none + (bounds.all || uninterruptedMs)) / 2)),
  ];
  delays.forEach((delayOf, i) => {
    const round = i + 1;
    it(`killed while applying, round ${round}: the whole batch or none of it, then applied exactly once`, async () => {
      const delay = delayOf();
      const key = `kill-batch-${round}-${Date.now().toString(36)}`;
      const { written, answer } = send(round, key);
      await written;
      if (delay) await new Promise((r) => setTimeout(r, delay));
      await server.kill();
      const got = await answer;
      await server.start();

      const after = await stateOf(round);
      // never a part: applied with every rate split, or untouched and still waiting
      expect([
        { status: 'APPLIED', applied: RATES, published: 2 * RATES },
        { status: 'VALIDATED', applied: null, published: RATES },
      ]).toContainEqual(after);
      if (got?.status === 200) expect(after.status).toBe('APPLIED');

      const retry = await resend(round, key);
      expect(retry.status).toBe(200);
      expect(await stateOf(round)).toEqual({ status: 'APPLIED', applied: RATES, published: 2 * RATES });
      // a retry after that changes nothing
      expect((await resend(round, key)).status).toBe(200);
      expect((await stateOf(round)).published).toBe(2 * RATES);
      if (after.status === 'APPLIED') bounds.all = bounds.all ? Math.min(bounds.all, delay) : delay;
      else bounds.none = Math.max(bounds.none, delay);
      outcomes.push(`killed ${delay} ms after the request was written${got ? ` (answered ${got.status} first)` : ''}: ${after.status}`);
    }, 180_000);
  });
});
