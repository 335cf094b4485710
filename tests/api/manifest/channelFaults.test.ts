import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../../server/channels/outbox';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { decideManifest } from '../../../server/modules/manifest/simulator';
import { type DriveTally, drive, isoNumber, manifestApp, PARTIES, sentManifests } from './manifestApp';

/**
 * The CN_MANIFEST channel under faults at issue 35's size (operations.md §17.2): 500 manifests sent
 * while the simulated single window times out after keeping a message, answers 5xx, sends receipts
 * twice and out of order. Whatever happens, each manifest reaches customs once (it dedupes on the
 * idempotency key), each receipt is kept once and applied once, in customs' order, and the states
 * are what the receipts say. The simulator's clock is compressed (a simulated second 50 ms, the
 * retry minute 1 s, each round 5 s of clock) and the rounds stop once every manifest is decided.
 * The SIGKILL test (killedWhileSending.test.ts) runs the same channel, smaller, on a real server.
 */
const { t } = manifestApp();
const N = 500;
// rates at which a message's five attempts all failing stays unlikely (0.28⁵ ≈ 0.2 % a message):
// customs kept a timed-out message, so a manifest failed in the outbox would be accepted at customs
const FAULTS = { timeout: 0.2, '5xx': 0.1, duplicate: 0.5, reorder: 0.5 };

describe('the customs channel under faults', () => {
  it(`${N} manifests through timeouts, 5xx, duplicates and reordering: each accepted once, each receipt applied once, in order`, async () => {
    const startedAt = Date.now();
    const ids = await sentManifests(t.db, N, 'FLTU', (process.pid % 100) * 1000);
    const preparedAt = Date.now();
    // done: every manifest decided, and no message waiting for a retry (a timed-out message customs
    // kept may be decided already; its retry must still reach customs and be deduplicated there)
    const done = async () =>
      (
        await t.db.query<{ n: number }>(
          `select (select count(*) from manifests where id = any($1::bigint[]) and mft_status not in ($2, $3, $4))
                + (select count(*) from outbound_messages where channel = 'CN_MANIFEST' and doc_id = any($1::bigint[]) and status in ('QUEUED', 'SENDING')) as n`,
          [ids, S.ACCEPTED, S.REJECTED, S.SEND_FAILED],
        )
      )[0]!.n === 0;
    const tally: DriveTally = { rounds: 0, polled: 0 };
    await drive(t.db, { secondMs: 50, faults: FAULTS }, 200, 5_000, new Date(), { until: done, tally });
    const seconds = (Date.now() - preparedAt) / 1000;

    // delivered once: one submission per manifest at customs, however often it was retried
    const subs = await t.db.query<{ id: number; times: number }>(
      `select manifest_id::int as id, times_received::int as times from sim_cn_manifest_submissions where manifest_id = any($1::bigint[]) and kind = 'MAIN'`,
      [ids],
    );
    const reached = new Set(subs.map((r) => r.id));
    expect(reached.size, 'one submission per manifest').toBe(subs.length);
    // the states are what customs said: accepted when customs has it; a message answered 5xx on all
    // five attempts (0.1⁵ a message) never reached customs, and its manifest is "send failed"
    const rows = await t.db.query<{ id: number; s: number }>('select id::int, mft_status::int as s from manifests where id = any($1::bigint[])', [ids]);
    expect(rows.filter((r) => r.s !== (reached.has(r.id) ? S.ACCEPTED : S.SEND_FAILED))).toEqual([]);
    expect(reached.size, 'nearly every manifest reached customs').toBeGreaterThan(N * 0.99);
    const resends = subs.reduce((n, r) => n + r.times - 1, 0);
    expect(subs.filter((r) => r.times > 1).length, 'some sends timed out after customs kept them and were retried').toBeGreaterThan(0);
    const msgs = await t.db.query<{ doc_id: number; attempts: number; status: string; last_error: string }>(
      `select doc_id::int, attempts, status, last_error from outbound_messages where doc_type = 'manifest' and doc_id = any($1::bigint[])`,
      [ids],
    );
    expect(msgs).toHaveLength(N);
    // a message whose five attempts all failed is FAILED in our outbox; when a timed-out attempt had
    // reached customs, its receipts still rule: the transmission and the manifest stay accepted
    const failed = msgs.filter((m) => m.status !== 'TRANSMITTED');
    for (const m of failed) expect([m.status, m.attempts], String(m.doc_id)).toEqual(['FAILED', MAX_ATTEMPTS]);
    for (const m of failed.filter((f) => !reached.has(f.doc_id))) expect(m.last_error, String(m.doc_id)).toMatch(/HTTP 503/);
    const failedKept = failed.filter((m) => reached.has(m.doc_id));
    const failedAccepted = await t.db.query<{ outcome: string }>(
      `select outcome from manifest_transmissions where manifest_id = any($1::bigint[]) and kind = 'MAIN'`,
      [failedKept.map((m) => m.doc_id)],
    );
    expect(failedAccepted.map((r) => r.outcome)).toEqual(failedKept.map(() => 'ACCEPTED'));
    expect(msgs.some((m) => m.attempts > 1)).toBe(true);
    // kept once: two receipts per manifest (the duplicates dropped), applied
    const receipts = await t.db.query<{ n: number; applied: number }>(
      `select count(*)::int as n, count(processed_at)::int as applied from inbound_receipts where channel = 'CN_MANIFEST' and external_ref like any($1::text[]) group by external_ref`,
      [ids.map((id) => `MFT${id}AV%`)],
    );
    expect(receipts).toHaveLength(reached.size);
    expect(receipts.every((r) => r.n === 2 && r.applied === 2)).toBe(true);
    // customs sent copies: more receipts came than were kept, the copies dropped
    const dropped = tally.polled - 2 * reached.size;
    expect(dropped, 'duplicate receipts came and were dropped').toBeGreaterThan(0);
    // some decisions came before their acknowledgement, yet were applied after it: per manifest one ACK, then one acceptance
    const early = await t.db.query(
      `select 1 from inbound_receipts a join inbound_receipts b on b.external_ref = a.external_ref and b.channel = a.channel
        where a.channel = 'CN_MANIFEST' and a.seq = 2 and b.seq = 1 and a.id < b.id and a.external_ref like any($1::text[])`,
      [ids.map((id) => `MFT${id}AV%`)],
    );
    expect(early.length).toBeGreaterThan(0);
    const histories = await t.db.query<{ doc_id: string; types: string }>(
      `select doc_id, string_agg(type, ',' order by id) as types from doc_events
        where doc_type = 'manifest' and actor_kind = 'gateway' and doc_id = any($1::text[]) group by doc_id`,
      [ids.map(String)],
    );
    expect(histories).toHaveLength(reached.size);
    for (const h of histories) expect(h.types, h.doc_id).toBe('v1.ManifestAcknowledged,v1.ManifestAccepted');
    const attempts = msgs.reduce((n, m) => n + m.attempts, 0);
    console.log(
      `customs manifest channel under faults: ${N} manifests (made in ${((preparedAt - startedAt) / 1000).toFixed(1)} s), ${attempts} send attempts, ` +
        `${resends} resends deduplicated by the simulated single window, ${dropped} duplicate receipts dropped of ${tally.polled} received, ` +
        `${failedKept.length} message(s) FAILED in the outbox after ${MAX_ATTEMPTS} attempts yet accepted by customs, ${N - reached.size} never reached it, ${tally.rounds} rounds; ${seconds.toFixed(1)} s from the first send to the last receipt applied`,
    );
  }, 120_000);

  it('the simulator refuses what customs would', () => {
    const base = {
      messageRef: 'MFT1AV1',
      manifestId: 1,
      mftNo: 'MFT1',
      kind: 'MAIN' as const,
      version: 1,
      changeReasonCode: '',
      late: false,
      senderCode: '',
      data: {
        MFT_FILING: 'CN_EXPORT' as const,
        MFT_LEVEL: 'MASTER' as const,
        MFT_CGO_ID: 'C',
        MFT_MBL_NO: 'M1',
        MFT_VESSEL: 'V',
        MFT_VOYAGE: '1',
        MFT_LOADING_CODE: 'CNSHA',
        MFT_DISCHARGE_CODE: 'DEHAM',
        ...PARTIES,
        Containers: [{ MFC_CNNO: isoNumber('TGHU', 1), MFC_SIZE_TYPE: '45G1', MFC_SEALNO: 'S1' }],
        Items: [{ MFG_SEQ: 1, MFG_PKGS: 1, MFG_PACKAGE: 'CT', MFG_DESC: 'TEA CUPS', MFG_HSCODE: '691110', MFG_GROSS_KG: 1, Allocation: [] }],
      },
    };
    expect(decideManifest(base, undefined)).toBeUndefined();
    const code = (over: object, kind: 'MAIN' | 'MODIFY' | 'DELETE' = 'MAIN', accepted = base.data) =>
      decideManifest({ ...base, kind, data: { ...base.data, ...over } }, kind === 'MAIN' ? undefined : accepted)?.code;
    expect(code({ MFT_LOADING_CODE: 'XXX' })).toBe('E2201');
    expect(code({ Shipper: { ...PARTIES.Shipper, CODE: 'USCI+123' } })).toBe('E2101');
    expect(code({ Containers: [{ MFC_CNNO: 'TGHU0000002', MFC_SIZE_TYPE: '45G1', MFC_SEALNO: 'S' }] })).toBe('E2401');
    expect(code({ Items: [{ ...base.data.Items[0], MFG_HSCODE: '6911' }] })).toBe('E2301');
    expect(code({ Items: [{ ...base.data.Items[0], MFG_DESC: 'GENERAL CARGO' }] })).toBe('E2303');
    expect(code({}, 'MODIFY')).toBe('E2902');
    expect(decideManifest({ ...base, kind: 'MODIFY', changeReasonCode: 'C01', data: { ...base.data, MFT_VESSEL: 'OTHER' } }, base.data)?.code).toBe('E2901');
    expect(decideManifest({ ...base, kind: 'MODIFY', changeReasonCode: 'C01' }, undefined)?.code).toBe('E2903');
  });
});
