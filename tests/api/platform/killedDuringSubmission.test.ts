import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../src/contract/endpoints';
import type { SiRecord, SiSourceData } from '../../../src/contract/si';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { openDb } from '../../../server/db/open';
import { ownServer } from '../../e2e/support/ownServer';
import { seededDb } from '../support/build';
import { employeeToken } from '../../support/apiSession';
import { draftFor } from '../../support/siDrafts';

/**
 * The server process is killed (SIGKILL) while a batch of SIs is being submitted. The real server
 * (`server/main.ts`) runs in a process of its own on embedded PGlite on disk; after every kill it
 * is started again on the same files. Whenever it was killed, a batch exists whole or not at all,
 * the database reopens, and the same submission sent again with the same Idempotency-Key ends
 * with the batch existing exactly once.
 *
 * What this proves about PGlite on disk: a process crash loses nothing it committed (its NodeFS
 * writes go straight to the operating system's files) and the database reopens (crash recovery).
 * It does not prove durability against a power cut or an OS crash: PGlite 0.5 runs PostgreSQL with
 * fsync=off, and its NodeFS has no fsync to call anyway (its `relaxedDurability` option only concerns
 * the browser file systems), so use PostgreSQL (DATABASE_URL) where that matters.
 */

const PORT = 4200; // the range 4200–4209 is for servers of fault tests
const SIS = 50; // the most one call takes: a long transaction
const BOXES_PER_SI = 2;
// when to kill, after the request's last byte was written (ms): at once, and soon after; then
// BISECTIONS rounds halve the window between the latest kill that left nothing and the earliest
// that left the whole batch (starting from a measured uninterrupted submission), so the kills
// close in on the commit, inside the transaction, however fast or busy the machine is
const FIXED_DELAYS = [0, 20];
const BISECTIONS = 4;

const server = ownServer(PORT, mkdtempSync(join(tmpdir(), 'freight-kill-')));
const cgoOf = (round: number) => `CGO-KILL-${String(round).padStart(2, '0')}`;
const ROUNDS = 1 + FIXED_DELAYS.length + BISECTIONS;

/** Bookings of 天祥 with 100 containers each, one per round, written before the server first starts. */
async function prepareDatabase() {
  const db = await seededDb(server.dataDir);
  for (let round = 0; round < ROUNDS; round++) {
    const numbers = Array.from({ length: SIS * BOXES_PER_SI }, (_, i) => withCheckDigit(`KIL${'U'}${String(100_000 + round * 1_000 + i)}`));
    await db.query(
      `insert into bookings (cgo_id, company_id, mbl_no, carrier, vessel, voyage, loading_place, loading_code, discharge_place, discharge_code, sailing_date, deadline, containers)
       select $1, id, $2, 'COSU', 'COSCO SHIPPING ARIES', '031W', 'SHANGHAI', 'CNSHA', 'HAMBURG', 'DEHAM', '2026-12-06', '2026-12-02', $3 from companies where code = 'CUS-HZTX'`,
      [cgoOf(round), `COSU64011${String(round).padStart(5, '0')}`, JSON.stringify([{ TYPE: '40HQ', COUNT: numbers.length, CNNOS: numbers }])],
    );
  }
  await db.close();
}

let token = '';
const headers = () => ({ authorization: `Bearer ${token}`, 'web-version': WEB_VERSION });

async function source(cgo: string): Promise<SiSourceData> {
  return ((await (await fetch(`${server.base}${ENDPOINTS.siSourceData}?CGO_ID=${cgo}`, { headers: headers() })).json()) as { Data: SiSourceData }).Data;
}

function batch(src: SiSourceData): { TDBLInfos: SiRecord[]; Num: number; CGO_ID: string; MBL_NO: string } {
  const numbers = src.Containers[0]!.CNNOS;
  const drafts = Array.from({ length: SIS }, (_, i) =>
    draftFor(
      src,
      numbers.slice(i * BOXES_PER_SI, (i + 1) * BOXES_PER_SI).map((no) => ({ no, type: '40HQ' })),
      i + 1,
    ),
  );
  return { TDBLInfos: drafts, Num: drafts.length, CGO_ID: src.CGO_ID, MBL_NO: src.MBL_NO };
}

/** The SIs of a booking, as the API lists them. */
async function sisOf(cgo: string): Promise<number[]> {
  const res = await fetch(`${server.base}${ENDPOINTS.siList}?CGO_ID=${cgo}`, { headers: headers() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { Data: { Id: number }[] }).Data.map((s) => s.Id);
}

/**
 * Sends the batch on a plain HTTP request; `written` resolves when its last byte is handed to the
 * socket, `answer` with the response (or undefined when the server died first).
 */
function send(body: object, key: string) {
  const payload = Buffer.from(JSON.stringify(body));
  let onWritten!: () => void;
  const written = new Promise<void>((r) => (onWritten = r));
  const answer = new Promise<{ status: number; body: string } | undefined>((resolve) => {
    const req = request(
      `${server.base}${ENDPOINTS.siAdd}`,
      { method: 'POST', headers: { ...headers(), 'content-type': 'application/json', 'content-length': payload.length, 'idempotency-key': key } },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
        res.on('error', () => resolve(undefined));
      },
    );
    req.on('error', () => resolve(undefined)); // ECONNRESET: the process is gone
    req.end(payload, onWritten);
  });
  return { written, answer };
}

async function resend(body: object, key: string) {
  const res = await fetch(`${server.base}${ENDPOINTS.siAdd}`, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return { status: res.status, envelope: (await res.json()) as { Status: boolean; Data: { Ids: number[]; Replayed: boolean }; Message?: string } };
}

const outcomes: string[] = [];
let uninterruptedMs = 0;

describe('the server is killed (SIGKILL) during an SI batch submission', () => {
  beforeAll(async () => {
    await prepareDatabase();
    await server.start();
    token = await employeeToken(server.base, 'customer@demo.test');
  }, 120_000);
  afterAll(async () => {
    await server.kill();
    console.log(`kill during submission (${SIS} SIs of ${BOXES_PER_SI} boxes, uninterrupted ${uninterruptedMs} ms):\n  ${outcomes.join('\n  ')}`);
  });

  it('killed right after it answered: what the server confirmed survives the kill', async () => {
    const cgo = cgoOf(0);
    const body = batch(await source(cgo));
    const key = `kill-${cgo}`;
    const { written, answer } = send(body, key);
    await written;
    const t0 = Date.now();
    const got = await answer;
    uninterruptedMs = Date.now() - t0;
    expect(got?.status).toBe(200);
    const ids = (JSON.parse(got!.body) as { Data: { Ids: number[] } }).Data.Ids;
    expect(ids).toHaveLength(SIS);
    await server.kill();
    await server.start(); // the database reopens after the crash
    expect(await sisOf(cgo)).toEqual(ids);
    const again = await resend(body, key);
    expect(again.envelope.Data).toMatchObject({ Ids: ids, Replayed: true });
    outcomes.push(`answered in ${uninterruptedMs} ms, then killed: ${SIS} kept`);
  }, 120_000);

  // the rounds are declared now, their delays read when they run (after the measurement above)
  const bounds = { none: 0, all: 0 }; // ms: the latest kill that left nothing, the earliest that left all
  const delays: (() => number)[] = [
    ...FIXED_DELAYS.map((d) => () => d),
    ...Array.from({ length: BISECTIONS }, () => () => Math.round((bounds.none + (bounds.all || uninterruptedMs)) / 2)),
  ];
  delays.forEach((delayOf, i) => {
    const round = i + 1;
    it(`killed during submission, round ${round}: all or none, and the retry with the same key makes exactly one batch`, async () => {
      const cgo = cgoOf(round);
      const delay = delayOf();
      const body = batch(await source(cgo));
      const key = `kill-${cgo}-${Date.now().toString(36)}`;
      const { written, answer } = send(body, key);
      await written;
      if (delay) await new Promise((r) => setTimeout(r, delay));
      await server.kill();
      const got = await answer;

      await server.start();
      const after = await sisOf(cgo);
      expect([0, SIS]).toContain(after.length); // never a part of the batch
      if (got?.status === 200) expect(after).toHaveLength(SIS); // an answer that said "created" was true

      const retry = await resend(body, key);
      expect(retry.status).toBe(200);
      expect(retry.envelope.Data.Ids).toHaveLength(SIS);
      // what the crash left decides the retry's answer: the batch it made, or a new one
      expect(retry.envelope.Data.Replayed).toBe(after.length === SIS);
      if (after.length === SIS) expect(retry.envelope.Data.Ids).toEqual(after);
      expect(await sisOf(cgo)).toEqual(retry.envelope.Data.Ids); // exactly once, no duplicates
      expect((await resend(body, key)).envelope.Data).toEqual({ ...retry.envelope.Data, Replayed: true });
      if (after.length === SIS) bounds.all = bounds.all ? Math.min(bounds.all, delay) : delay;
      else bounds.none = Math.max(bounds.none, delay);
      outcomes.push(`killed ${delay} ms after the request was written${got ? ` (answered ${got.status} first)` : ''}: ${after.length} of ${SIS} after restart`);
    }, 120_000);
  });

  it('after all the kills the stored history is whole: every SI has its events, every batch its submission record', async () => {
    await server.stop(); // a clean close, so this process may open the files
    const db = await openDb({ dataDir: server.dataDir });
    try {
      const perBooking = await db.query<{ cgo_id: string; sis: string; events: string; recorded: string }>(
        `select s.cgo_id, count(distinct s.id) as sis, count(e.id) as events,
                (select count(*) from si_submissions m where m.si_ids @> to_jsonb(min(s.id))) as recorded
           from si_records s left join si_events e on e.si_id = s.id where s.cgo_id like 'CGO-KILL-%' group by s.cgo_id order by s.cgo_id`,
      );
      expect(perBooking).toHaveLength(ROUNDS);
      for (const b of perBooking)
        expect({ cgo: b.cgo_id, sis: Number(b.sis), events: Number(b.events), recorded: Number(b.recorded) }).toEqual({
          cgo: b.cgo_id,
          sis: SIS,
          events: 2 * SIS,
          recorded: 1,
        });
      const [orphans] = await db.query<{ n: string }>(
        `select count(*) as n from si_events e where not exists (select 1 from si_records s where s.id = e.si_id)`,
      );
      expect(Number(orphans!.n)).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);
});
