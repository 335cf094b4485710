import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S, MFT_STATUSES, mftMove } from '../../../src/domain/manifest/status';
import { CUSTOMER, manifestApp, STAFF } from './manifestApp';

/**
 * §7.3 through the API: the demo has one manifest of 天祥 in every state (server/modules/manifest/demoSeed.ts).
 * Every call the state table refuses in a state answers 400 mft.state (Send: a per-id refusal) and
 * changes nothing; the moves it allows are walked by flow.test.ts.
 */
const { t, post } = manifestApp();

async function demoIn(status: number) {
  const [row] = await t.db.query<{ id: number; version: number }>(
    `select id::int, version from manifests where mft_cgo_id = 'CGO-HZTX-2611-MFT' and mft_hbl_no like 'HZTXH2611%' and mft_status = $1 order by id limit 1`,
    [status],
  );
  return row!;
}
const snapshot = async (id: number) =>
  (
    await t.db.query<{ s: number; v: number; n: number }>(
      `select mft_status::int as s, version as v, (select count(*)::int from outbound_messages where doc_type = 'manifest' and doc_id = $1) as n from manifests where id = $1`,
      [id],
    )
  )[0];

type Call = { name: string; allowed: (s: number) => boolean; run: (id: number, version: number) => ReturnType<typeof post> };
const CALLS: Call[] = [
  { name: 'submit', allowed: (s) => !!mftMove(s, 'submit', 'owner'), run: (id) => post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] }) },
  { name: 'verify', allowed: (s) => !!mftMove(s, 'verify', 'verifier'), run: (id) => post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: true }) },
  {
    name: 'return',
    allowed: (s) => !!mftMove(s, 'return', 'verifier'),
    run: (id) => post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: false, Remarks: 'x' }),
  },
  { name: 'amend', allowed: (s) => !!mftMove(s, 'amend', 'verifier'), run: (id) => post(STAFF, ENDPOINTS.manifestAmend, { Id: id }) },
  {
    name: 'sendAmendment',
    allowed: (s) => !!mftMove(s, 'sendAmendment', 'verifier'),
    run: (id, v) => post(STAFF, ENDPOINTS.manifestSendAmendment, { Id: id, VERSION: v, ChangeReasonCode: 'C01' }, { key: true }),
  },
  { name: 'retry', allowed: (s) => !!mftMove(s, 'retry', 'verifier'), run: (id) => post(STAFF, ENDPOINTS.manifestRetry, { Id: id }) },
  {
    name: 'delete',
    allowed: (s) => !!mftMove(s, 'cancel', 'verifier') || !!mftMove(s, 'deleteAccepted', 'verifier'),
    run: (id) => post(STAFF, ENDPOINTS.manifestDelete, { Id: id, ChangeReasonCode: 'C01' }),
  },
  {
    name: 'save',
    allowed: (s) => ([S.DRAFT, S.SUBMIT_FAILED, S.VERIFY_FAILED, S.AMENDING] as number[]).includes(s),
    run: (id, v) => post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: v, MFT_REMARK: 'state table' }),
  },
];

describe('the manifest state table through the API (§7.3)', () => {
  it('the demo holds a manifest in every state', async () => {
    for (const s of MFT_STATUSES) expect(await demoIn(s), `state ${s}`).toBeTruthy();
  });

  for (const s of MFT_STATUSES) {
    it(`state ${s}: every call the table refuses is 400 mft.state, nothing changed`, async () => {
      const m = await demoIn(s);
      let refused = 0;
      for (const c of CALLS) {
        if (c.allowed(s)) continue;
        const before = await snapshot(m.id);
        const res = await c.run(m.id, m.version);
        expect([res.statusCode, res.json().Code], `${c.name} in ${s}: ${res.body}`).toEqual([400, 'mft.state']);
        expect(await snapshot(m.id), `${c.name} in ${s} changed nothing`).toEqual(before);
        refused++;
      }
      // Send refuses per id: anything but verified (or submitted where the company's configuration needs no verification)
      if (s !== S.VERIFIED && s !== S.SUBMITTED) {
        const before = await snapshot(m.id);
        const res = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [m.id] }, { key: true });
        expect(
          res.json().Data.Refused.map((r: { Code: string }) => r.Code),
          `send in ${s}`,
        ).toEqual(['mft.state']);
        expect(await snapshot(m.id)).toEqual(before);
        refused++;
      }
      expect(refused).toBeGreaterThan(0);
    });
  }
});
