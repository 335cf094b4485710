import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { approvedSi, CUSTOMER, declareVgm, drive, isoNumber, manifestApp, newBooking, OTHER, PARTIES, STAFF } from './manifestApp';

/**
 * The manifest's calls end to end (operations.md §7.4): an approved SI → a manifest (prefilled) →
 * parties typed → submitted → verified → sent (Idempotency-Key) → the simulated customs acknowledges
 * and accepts; and every refusal on the way is 400 with its Code, in both languages, nothing changed.
 */
const { t, post, get } = manifestApp();
const status = async (id: number) => (await t.db.query<{ s: number }>('select mft_status::int as s from manifests where id = $1', [id]))[0]!.s;
const version = async (id: number) => (await t.db.query<{ v: number }>('select version as v from manifests where id = $1', [id]))[0]!.v;

async function fromSi(n: number, hours = 72) {
  const cnnos = Array.from({ length: n }, (_, i) => isoNumber('MFTU', (process.pid % 1000) * 1000 + Math.floor(Math.random() * 900) + i));
  const { cgo, mbl, voyage } = await newBooking(t.db, cnnos, hours);
  const si = await approvedSi(t.db, cgo, mbl, cnnos);
  const made = await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo, MFT_SI_ID: si });
  expect(made.statusCode, made.body).toBe(200);
  return { id: made.json().Data.Id as number, cgo, mbl, cnnos, si, voyage };
}

describe('the manifest calls', () => {
  it('an approved SI makes a prefilled manifest; the parties typed, it submits, verifies, sends and customs accepts it', async () => {
    const { id, cgo, cnnos } = await fromSi(2);
    const got = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    expect(got.MFT_STATUS).toBe(S.DRAFT);
    expect(got.Containers.map((c: { MFC_CNNO: string }) => c.MFC_CNNO)).toEqual(cnnos);
    expect(got.Items).toHaveLength(1);
    expect(got.Items[0].MFG_PKGS).toBe(200);
    expect(got.SiDiff).toEqual([]);
    expect(got.Problems.map((p: { Code: string }) => p.Code)).toContain('mft.party.required');
    expect(got.Deadline.Hours).toBe(24);

    const saved = await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: got.VERSION, MFT_CUSTOMS_CODE: '2248', ...PARTIES });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().Data.Problems.filter((p: { Severity?: string }) => !p.Severity)).toEqual([]);

    const sub = await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    expect(sub.json().Data).toEqual({ Submitted: [id], Failed: [], Queued: [] });
    expect((await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: true })).json().Data).toEqual({ Id: id, MFT_STATUS: S.VERIFIED });

    // VGM before send: refused per id, nothing queued
    const noVgm = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key: true });
    expect(noVgm.json().Data.Queued).toEqual([]);
    expect(noVgm.json().Data.Refused[0].Code).toBe('mft.check');
    expect(await status(id)).toBe(S.VERIFIED);

    await declareVgm(t.db, cgo, cnnos);
    const key = `mft-send-${process.pid}-${id}`;
    const sent = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key });
    expect(sent.json().Data.Queued).toHaveLength(1);
    expect(await status(id)).toBe(S.SENDING);
    // the same key again answers the same, and queues nothing more
    const again = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key });
    expect(again.json().Data).toEqual(sent.json().Data);
    expect((await t.db.query('select 1 from outbound_messages where doc_type = $1 and doc_id = $2', ['manifest', id])).length).toBe(1);

    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.ACCEPTED);
    const receipts = (await get(CUSTOMER, `${ENDPOINTS.manifestReceipts}?Id=${id}`)).json().Data;
    expect(receipts.map((r: { Kind: string }) => r.Kind)).toEqual(['ACK', 'ACCEPTED']);
    expect(receipts.every((r: { Simulated: boolean }) => r.Simulated)).toBe(true);
  });

  it('customs rejects what it refuses (a code that fails), the maker is told, and the fix goes out again as main data', async () => {
    const { id, cgo, cnnos } = await fromSi(1);
    const v = await version(id);
    // the check character fails and the person overrode it: we let it through, customs refuses it
    const bad = { ...PARTIES.Shipper, CODE: 'USCI+91330100799655058A', CODE_OVERRIDE: true };
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: v, MFT_CUSTOMS_CODE: '2248', ...PARTIES, Shipper: bad });
    await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: true });
    await declareVgm(t.db, cgo, cnnos);
    await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key: true });
    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.REJECTED);
    const got = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    expect(got.LastError).toMatch(/^E2106 /);
    const told = await t.db.query(`select 1 from messages where title like $1`, [`舱单 ${got.MFT_NO} 海关退单%`]);
    expect(told).toHaveLength(1);

    const amended = await post(STAFF, ENDPOINTS.manifestAmend, { Id: id });
    expect(amended.json().Data.Id).toBe(id);
    await post(STAFF, ENDPOINTS.manifestSave, { Id: id, VERSION: amended.json().Data.VERSION, Shipper: PARTIES.Shipper });
    const noReason = await post(STAFF, ENDPOINTS.manifestSendAmendment, { Id: id, VERSION: await version(id), ChangeReasonCode: 'ZZZ' }, { key: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().Code).toBe('mft.changeReason');
    expect(await status(id)).toBe(S.AMENDING);
    // customs held nothing of it: the fix goes out as main data again
    const fixed = await post(STAFF, ENDPOINTS.manifestSendAmendment, { Id: id, VERSION: await version(id), ChangeReasonCode: 'C01' }, { key: true });
    expect(fixed.statusCode, fixed.body).toBe(200);
    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.ACCEPTED);
    const kinds = await t.db.query<{ kind: string; outcome: string }>('select kind, outcome from manifest_transmissions where manifest_id = $1 order by id', [
      id,
    ]);
    expect(kinds).toEqual([
      { kind: 'MAIN', outcome: 'REJECTED' },
      { kind: 'MAIN', outcome: 'ACCEPTED' },
    ]);

    // amending what customs holds: the vessel and the container numbers cannot change (delete and re-send)
    const open = (await post(STAFF, ENDPOINTS.manifestAmend, { Id: id })).json().Data;
    const renamed = await post(STAFF, ENDPOINTS.manifestSave, { Id: id, VERSION: open.VERSION, MFT_VESSEL: 'OTHER SHIP' }, { lang: 'en' });
    expect([renamed.statusCode, renamed.json().Code]).toEqual([400, 'mft.check']);
    expect(renamed.json().Message).toMatch(/delete the manifest and send it again/);
    const got2 = (await get(STAFF, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data;
    // the verify desk's one call answers the same record and the same history as Get and Log
    const detail = (await get(STAFF, `${ENDPOINTS.manifestDetail}?Id=${id}`)).json().Data;
    expect(detail.Record).toEqual(got2);
    expect(detail.Log).toEqual((await get(STAFF, `${ENDPOINTS.manifestLog}?Id=${id}`)).json().Data);
    expect(detail.Log.length).toBeGreaterThan(3);
    const reSealed = got2.Containers.map((c: object) => ({ ...c, MFC_SEALNO: 'NEWSEAL1' }));
    await post(STAFF, ENDPOINTS.manifestSave, { Id: id, VERSION: got2.VERSION, Containers: reSealed });
    const modify = await post(
      STAFF,
      ENDPOINTS.manifestSendAmendment,
      { Id: id, VERSION: await version(id), ChangeReasonCode: 'C01', Remarks: 'seal replaced' },
      { key: true },
    );
    expect(modify.statusCode, modify.body).toBe(200);
    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.ACCEPTED);
    // a new vessel is no amendment: from the amendment the vessel could not take, the manifest is deleted
    // at customs (needing a change reason); the DELETE names what customs holds, not the amendment's edits
    const reopened = (await post(STAFF, ENDPOINTS.manifestAmend, { Id: id })).json().Data;
    await post(STAFF, ENDPOINTS.manifestSave, { Id: id, VERSION: reopened.VERSION, MFT_REMARK: 'unsent edit' });
    expect((await get(STAFF, `${ENDPOINTS.manifestGet}?Id=${id}`)).json().Data.Moves).toContain('delete');
    const bareDelete = await post(STAFF, ENDPOINTS.manifestDelete, { Id: id });
    expect([bareDelete.statusCode, bareDelete.json().Code]).toEqual([400, 'mft.changeReason']);
    const del = await post(STAFF, ENDPOINTS.manifestDelete, { Id: id, ChangeReasonCode: 'C01' });
    expect(del.json().Data.Cancelled).toBe(false);
    const [deletion] = await t.db.query<{ payload: { kind: string; data: { MFT_REMARK?: string; Containers: { MFC_SEALNO: string }[] } } }>(
      `select o.payload::jsonb as payload from outbound_messages o join manifest_transmissions x on x.message_id = o.id where x.manifest_id = $1 and x.kind = 'DELETE'`,
      [id],
    );
    expect([deletion!.payload.kind, deletion!.payload.data.MFT_REMARK ?? '', deletion!.payload.data.Containers[0]!.MFC_SEALNO]).toEqual([
      'DELETE',
      '',
      'NEWSEAL1',
    ]);
    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.DELETED);
    expect((await t.db.query<{ kind: string }>('select kind from manifest_transmissions where manifest_id = $1 order by id', [id])).map((k) => k.kind)).toEqual(
      ['MAIN', 'MAIN', 'MODIFY', 'DELETE'],
    );
  });

  it('customs stages follow the terminal: 运抵 after every box’s laden gate-in, 放行 later, 装载 at LOAD, 理货 after DEPA', async () => {
    const { id, cgo, cnnos, voyage } = await fromSi(2);
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: await version(id), ...PARTIES });
    await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    await declareVgm(t.db, cgo, cnnos);
    await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key: true });
    let clock = await drive(t.db, {}, 6, 1000);
    const stage = async () => (await t.db.query<{ s: string }>('select mft_stage as s from manifests where id = $1', [id]))[0]!.s;
    expect(await stage()).toBe('NONE');
    const evt = (code: string, cnno: string, type = 'EQUIPMENT') =>
      t.db.query(
        `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location, evt_vessel_name, evt_voyage)
         values (gen_random_uuid(), 'SIM:TEST', $1, $2, 'ACT', now(), now(), $3, $4, 'CNSHA', $5, $6)`,
        [type, code, cnno, type === 'EQUIPMENT' ? 'LADEN' : null, type === 'EQUIPMENT' ? '' : 'COSCO SHIPPING ARIES', type === 'EQUIPMENT' ? '' : voyage],
      );
    await evt('GTIN', cnnos[0]!);
    clock = await drive(t.db, {}, 3, 1000, clock);
    expect(await stage(), 'one box of two at the terminal: no arrival report yet').toBe('NONE');
    await evt('GTIN', cnnos[1]!);
    clock = await drive(t.db, {}, 3, 1000, clock);
    expect(await stage()).toBe('ARRIVED');
    clock = await drive(t.db, {}, 2, 61_000, clock);
    expect(await stage()).toBe('RELEASED');
    for (const n of cnnos) await evt('LOAD', n);
    clock = await drive(t.db, {}, 3, 1000, clock);
    expect(await stage()).toBe('LOADED');
    await evt('DEPA', '', 'TRANSPORT');
    await drive(t.db, {}, 3, 1000, clock);
    expect(await stage()).toBe('TALLIED');
    const receipts = (await get(CUSTOMER, `${ENDPOINTS.manifestReceipts}?Id=${id}`)).json().Data;
    expect(receipts.map((r: { Kind: string }) => r.Kind)).toEqual(['ACK', 'ACCEPTED', 'ARRIVED', 'RELEASED', 'LOADED', 'TALLIED']);
  });

  it('refusals: stale version, state, unique, SI not approved, return without remark, send without key — 400 with a Code, nothing changed', async () => {
    const { id, cgo, mbl, cnnos } = await fromSi(1);
    const v = await version(id);
    const stale = await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: v + 5, MFT_REMARK: 'x' }, { lang: 'en' });
    expect([stale.statusCode, stale.json().Code]).toEqual([400, 'mft.stale']);
    expect(stale.json().Message).toMatch(/reload/);
    const staleZh = await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: v + 5, MFT_REMARK: 'x' });
    expect(staleZh.json().Message).toMatch(/重新加载/);
    expect(await version(id)).toBe(v);

    // one live manifest per (filing, MBL, HBL)
    const twice = await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo });
    expect([twice.statusCode, twice.json().Code]).toEqual([400, 'mft.unique']);

    // an SI not approved makes none
    const draftSi = await approvedSi(t.db, cgo, mbl, cnnos, 1);
    const notApproved = await post(CUSTOMER, ENDPOINTS.manifestCreate, {
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'HOUSE',
      MFT_CGO_ID: cgo,
      MFT_SI_ID: draftSi,
      MFT_HBL_NO: 'H1',
    });
    expect([notApproved.statusCode, notApproved.json().Code]).toEqual([400, 'mft.si.notApproved']);

    // verifying a draft: the state refuses
    const early = await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: true });
    expect([early.statusCode, early.json().Code]).toEqual([400, 'mft.state']);

    // a submission with problems lands in 2 with them stored
    const failed = await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    expect(failed.json().Data.Failed[0].Id).toBe(id);
    expect(await status(id)).toBe(S.SUBMIT_FAILED);
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: await version(id), MFT_CUSTOMS_CODE: '2248', ...PARTIES });
    await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    expect(await status(id)).toBe(S.SUBMITTED);

    // a return says why
    const bare = await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: false });
    expect([bare.statusCode, bare.json().Code]).toEqual([400, 'mft.verify.remark']);
    expect(await status(id)).toBe(S.SUBMITTED);
    const returned = await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: false, Remarks: 'Consignee phone is wrong' });
    expect(returned.json().Data.MFT_STATUS).toBe(S.VERIFY_FAILED);

    // sending needs an Idempotency-Key
    const noKey = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] });
    expect([noKey.statusCode, noKey.json().Code]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    // a customer may not send (the platform's verifier does)
    const customerSends = await post(CUSTOMER, ENDPOINTS.manifestSend, { Ids: [id] }, { key: true });
    expect(customerSends.statusCode).toBe(403);
  });

  it('late: submitting is allowed and marked; sending needs the verifier’s override reason', async () => {
    const { id, cgo, cnnos } = await fromSi(1, 10);
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: id, VERSION: await version(id), MFT_CUSTOMS_CODE: '2248', ...PARTIES });
    await post(CUSTOMER, ENDPOINTS.manifestSubmit, { Ids: [id] });
    expect((await t.db.query<{ late: boolean }>('select mft_late as late from manifests where id = $1', [id]))[0]!.late).toBe(true);
    await post(STAFF, ENDPOINTS.manifestVerify, { Id: id, Approve: true });
    await declareVgm(t.db, cgo, cnnos);
    const refused = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id] }, { key: true });
    expect(refused.json().Data.Refused.map((r: { Code: string }) => r.Code)).toEqual(['mft.deadline']);
    const sent = await post(STAFF, ENDPOINTS.manifestSend, { Ids: [id], Override: { Reason: 'Carrier agreed to a late filing' } }, { key: true });
    expect(sent.json().Data.Queued).toHaveLength(1);
    await drive(t.db, {}, 6, 1000);
    expect(await status(id)).toBe(S.ACCEPTED);
    const receipts = (await get(STAFF, `${ENDPOINTS.manifestReceipts}?Id=${id}`)).json().Data;
    expect(receipts[1].Code).toBe('0001');
    expect(receipts[1].Text).toMatch(/超时传输/);
  });

  it('another company’s manifest is absent (404)', async () => {
    const { id } = await fromSi(1);
    expect((await get(OTHER, `${ENDPOINTS.manifestGet}?Id=${id}`)).statusCode).toBe(404);
    const save = await post(OTHER, ENDPOINTS.manifestSave, { Id: id, VERSION: 1, MFT_REMARK: 'x' });
    expect(save.statusCode).toBe(404);
    // duplicating another company's manifest onto one's own booking: absent too
    const own = await newBooking(t.db, [isoNumber('DUPU', 1)], 72, 'CUS-NBHY');
    const copy = await post(OTHER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: own.cgo, DuplicateOf: id });
    expect(copy.statusCode).toBe(404);
    // its own manifest duplicates: parties, containers and goods copied onto the new booking
    const mine = await post(CUSTOMER, ENDPOINTS.manifestCreate, {
      MFT_FILING: 'CN_EXPORT',
      MFT_LEVEL: 'HOUSE',
      MFT_CGO_ID: (await newBooking(t.db, [isoNumber('DUPU', 2)])).cgo,
      MFT_HBL_NO: 'DUPH1',
      DuplicateOf: id,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const dup = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${mine.json().Data.Id}`)).json().Data;
    expect([dup.Items.length, dup.MFT_SI_ID, dup.MFT_HBL_NO]).toEqual([1, null, 'DUPH1']);
  });
});
