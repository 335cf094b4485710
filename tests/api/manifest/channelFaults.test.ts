import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { decideManifest } from '../../../server/modules/manifest/simulator';
import { approvedSi, CUSTOMER, declareVgm, drive, isoNumber, manifestApp, newBooking, PARTIES, STAFF } from './manifestApp';

/**
 * The CN_MANIFEST channel under faults (operations.md §17.2): the simulated single window times out
 * after keeping a message, answers 5xx, sends receipts twice and out of order. Whatever happens, each
 * manifest reaches customs once (it dedupes on the idempotency key), each receipt is kept once and
 * applied once, in customs' order, and the states are what the receipts say.
 */
const { t, post } = manifestApp();
const N = 24;

describe('the customs channel under faults', () => {
  it('timeouts, 5xx, duplicates and reordering: every manifest accepted once, every receipt applied once, in order', async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const cnnos = [isoNumber('FLTU', (process.pid % 100) * 1000 + i)];
      const { cgo, mbl } = await newBooking(t.db, cnnos);
      const si = await approvedSi(t.db, cgo, mbl, cnnos);
      const made = (await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si })).json()
        .Data;
      await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: made.Id, VERSION: made.VERSION, ...PARTIES });
      await declareVgm(t.db, cgo, cnnos);
      ids.push(made.Id);
    }
    expect((await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: ids })).json().Data.Submitted).toHaveLength(N);
    // 天祥's configuration sends without verification: the verifier sends the submitted ones
    const sent = (await post(STAFF, ENDPOINTS.manifestSend, { Ids: ids }, { key: true })).json().Data;
    expect([sent.Queued.length, sent.Refused]).toEqual([N, []]);

    await drive(t.db, { secondMs: 50, faults: { timeout: 0.3, '5xx': 0.2, duplicate: 0.5, reorder: 0.5 } }, 100, 1_100);

    const rows = await t.db.query<{ id: number; s: number }>('select id::int, mft_status::int as s from manifests where id = any($1::bigint[])', [ids]);
    expect(
      rows.every((r) => r.s === S.ACCEPTED),
      JSON.stringify(rows),
    ).toBe(true);
    // delivered once: one submission per manifest at customs, however often it was retried
    const subs = await t.db.query<{ n: number; again: number }>(
      `select count(*)::int as n, count(*) filter (where times_received > 1)::int as again from sim_cn_manifest_submissions where manifest_id = any($1::bigint[]) and kind = 'MAIN'`,
      [ids],
    );
    expect(subs[0]!.n).toBe(N);
    expect(subs[0]!.again, 'some sends timed out after customs kept them and were retried').toBeGreaterThan(0);
    const msgs = await t.db.query<{ attempts: number }>(`select attempts from outbound_messages where doc_type = 'manifest' and doc_id = any($1::bigint[])`, [
      ids,
    ]);
    expect(msgs).toHaveLength(N);
    expect(msgs.some((m) => m.attempts > 1)).toBe(true);
    // kept once: two receipts per manifest (the duplicates dropped), applied
    const receipts = await t.db.query<{ n: number; applied: number }>(
      `select count(*)::int as n, count(processed_at)::int as applied from inbound_receipts where channel = 'CN_MANIFEST' and external_ref like any($1::text[]) group by external_ref`,
      [ids.map((id) => `MFT${id}AV%`)],
    );
    expect(receipts).toHaveLength(N);
    expect(receipts.every((r) => r.n === 2 && r.applied === 2)).toBe(true);
    // some decisions came before their acknowledgement, yet were applied after it: per manifest one ACK, then one acceptance
    const early = await t.db.query(
      `select 1 from inbound_receipts a join inbound_receipts b on b.external_ref = a.external_ref and b.channel = a.channel
        where a.channel = 'CN_MANIFEST' and a.seq = 2 and b.seq = 1 and a.id < b.id and a.external_ref like any($1::text[])`,
      [ids.map((id) => `MFT${id}AV%`)],
    );
    expect(early.length).toBeGreaterThan(0);
    for (const id of ids) {
      const events = await t.db.query<{ type: string }>(
        `select type from doc_events where doc_type = 'manifest' and doc_id = $1 and actor_kind = 'gateway' order by id`,
        [String(id)],
      );
      expect(
        events.map((e) => e.type),
        String(id),
      ).toEqual(['v1.ManifestAcknowledged', 'v1.ManifestAccepted']);
    }
    // 24 manifests through 100 rounds of the channel: slow on a shared machine, not stuck
  }, 180_000);

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
