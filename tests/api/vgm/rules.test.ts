import { describe, expect, it } from 'vitest';
import { CLERK, CUSTOMER, declaration, hoursAgo, isoNumber, method1, newBooking, packingList, setVco, STAFF, vgmApp } from './vgmApp';

/**
 * Each VGM rule (operations.md §6.4) through Declare: a 400 with the rule's Code and words in both
 * languages, and nothing written (no version, no event, the key free for the corrected retry).
 */
const { t, declare, list } = vgmApp();
let serial = 100;
const box = () => isoNumber('TGHU', ++serial);

async function nothingWritten(cgo: string) {
  expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [cgo])).toEqual([]);
  expect(await t.db.query(`select 1 from doc_events where doc_type = 'vgm' and doc_id like $1`, [`${cgo}/%`])).toEqual([]);
}

async function refused(cgo: string, body: object, code: string, who = CUSTOMER) {
  const res = await declare(who, body);
  expect(res.statusCode, res.body).toBe(400);
  const j = res.json();
  expect(j.Code).toBe(code);
  expect(j.Message).toMatch(/[\u4e00-\u9fff]/); // Chinese by default
  const en = await declare(who, body, undefined, 'en');
  expect(en.json().Code).toBe(code);
  expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
  await nothingWritten(cgo);
  return j;
}

describe('the VGM rules (each 400 with its Code, both languages, nothing changed)', () => {
  it('vgm.method2: VGM = contents + tare exactly', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }]);
    const j = await refused(
      cgo,
      declaration(cgo, [{ CNNO: n, VGM_KG: 20_000, VGM_METHOD: 2, VGM_CARGO_KG: 17_000, VGM_TARE_KG: 2_230, VGM_WEIGHED_AT: hoursAgo(1) }]),
      'vgm.method2.sum',
    );
    expect(j.Errors[0].Path).toBe('/Containers/0/VGM_KG');
  });

  it('vgm.method2: the contents never weigh less than the packing list’s gross sum', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }]);
    await packingList(t.db, cgo, n, '20GP', { tare: 2_200, lines: [9_000, 8_500] });
    const body = declaration(cgo, [{ CNNO: n, VGM_KG: 19_200, VGM_METHOD: 2, VGM_CARGO_KG: 17_000, VGM_TARE_KG: 2_200, VGM_WEIGHED_AT: hoursAgo(1) }]);
    await refused(cgo, body, 'vgm.method2.belowPackingList');
    // 17,500 kg of contents (the lines' sum) is enough
    const ok = await declare(
      CUSTOMER,
      declaration(cgo, [{ CNNO: n, VGM_KG: 19_700, VGM_METHOD: 2, VGM_CARGO_KG: 17_500, VGM_TARE_KG: 2_200, VGM_WEIGHED_AT: hoursAgo(1) }]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('vgm.method1: the weighing party and the ticket or certificate number', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }]);
    await refused(cgo, declaration(cgo, [method1(n, 24_000, { VGM_CERT_NO: '' })]), 'vgm.method1.required');
    await refused(cgo, declaration(cgo, [method1(n, 24_000, { VGM_WEIGHING_PARTY: ' ' })]), 'vgm.method1.required');
  });

  it('vgm.bounds: above the tare, not above the max gross (the packing list’s CSC plate, else the type’s default)', async () => {
    const [a, b] = [box(), box()];
    const cgo = await newBooking(t.db, [
      { type: '40HQ', n: a },
      { type: '40HQ', n: b },
    ]);
    await packingList(t.db, cgo, a, '40HQ', { tare: 3_900, max: 32_500, lines: [1_000] });
    await refused(cgo, declaration(cgo, [method1(a, 32_501)]), 'vgm.bounds.max');
    await refused(cgo, declaration(cgo, [method1(a, 3_900)]), 'vgm.bounds.tare');
    // no packing list: the 40HQ's default of 30,480 kg
    await refused(cgo, declaration(cgo, [method1(b, 30_481)]), 'vgm.bounds.max');
    expect((await declare(CUSTOMER, declaration(cgo, [method1(b, 30_480)]))).statusCode).toBe(200);
  });

  it('ISO 6346: a wrong check digit, and a box the booking does not have', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }]);
    const wrong = `${n.slice(0, 10)}${(Number(n[10]) + 1) % 10}`;
    await refused(cgo, declaration(cgo, [method1(wrong)]), 'vgm.cnno.checkDigit');
    await refused(cgo, declaration(cgo, [method1(box())]), 'vgm.cnno.notBooked');
    await refused(cgo, declaration(cgo, [method1(n), method1(n)]), 'vgm.cnno.twice');
  });

  it('Accept must be true; the signatory in capitals', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }]);
    const j = await refused(cgo, declaration(cgo, [method1(n, 20_000)], { Accept: false }), 'vgm.declaration.accept');
    expect(j.Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Accept']);
    await refused(cgo, declaration(cgo, [method1(n, 20_000)], { VGM_SIGNATORY: 'Li Ming' }), 'vgm.signatory.capitals');
  });

  it('one bad container refuses the whole declaration', async () => {
    const [a, b] = [box(), box()];
    const cgo = await newBooking(t.db, [
      { type: '20GP', n: a },
      { type: '20GP', n: b },
    ]);
    const j = await refused(cgo, declaration(cgo, [method1(a, 20_000), method1(b, 40_000)]), 'vgm.bounds.max');
    expect(j.Errors[0].Path).toBe('/Containers/1/VGM_KG');
  });

  it('vgm.cutoff: after the VCO a customer is refused; staff accept with a reason, logged', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], -1);
    await refused(cgo, declaration(cgo, [method1(n, 20_000)]), 'vgm.cutoff.passed');
    await refused(cgo, declaration(cgo, [method1(n, 20_000)]), 'vgm.cutoff.passed', CLERK);
    await refused(cgo, declaration(cgo, [method1(n, 20_000)]), 'vgm.cutoff.reason', STAFF);
    const ok = await declare(STAFF, declaration(cgo, [method1(n, 20_000)], { Reason: 'late VGM' }));
    expect(ok.statusCode, ok.body).toBe(200);
    const c = (await list(STAFF, cgo)).Containers[0];
    expect(c.Latest).toMatchObject({ VGM_STATUS: 2, VGM_CHANNEL: 'STAFF', VGM_LATE_REASON: 'late VGM' });
    const [e] = await t.db.query<{ detail: { late: boolean; reason: string } }>(
      `select detail from doc_events where doc_type = 'vgm' and doc_id = $1 and type = 'v1.VgmDeclared'`,
      [`${cgo}/${n}`],
    );
    expect(e!.detail).toMatchObject({ late: true, reason: 'late VGM' });
    // before the VCO, the same customer declares
    await setVco(t.db, cgo, 2);
    expect((await declare(CUSTOMER, declaration(cgo, [method1(n, 20_100)]))).statusCode).toBe(200);
  });

  it('a refused declaration leaves its Idempotency-Key free for the corrected retry; a replay answers the first', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }]);
    const key = `vgm-retry-${process.pid}`;
    expect((await declare(CUSTOMER, declaration(cgo, [method1(n, 40_000)]), key)).statusCode).toBe(400);
    const body = declaration(cgo, [method1(n, 20_000)]);
    const first = await declare(CUSTOMER, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await declare(CUSTOMER, body, key);
    expect(again.json().Data).toEqual({ ...first.json().Data, Replayed: true });
    expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [cgo])).toHaveLength(1);
    const other = await declare(CUSTOMER, declaration(cgo, [method1(n, 20_500)]), key);
    expect(other.json().Code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});
