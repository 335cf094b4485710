import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { decideVgm } from '../../../server/modules/vgm/simulator';
import type { VgmPayload } from '../../../server/modules/vgm/payload';
import { decideTerminalVgm } from '../../../server/modules/vgm/terminalSimulator';
import { CUSTOMER, declaration, drive, driveTerminal, isoNumber, method1, newBooking, packingList, STAFF, vgmApp } from './vgmApp';

/**
 * Weights a carrier refuses (issue 45 item 6), refused on every path — the customer's and the staff's
 * Declare (the VGM panel and the staff's VGM screen call it), the share link, method 1 and 2 — with
 * the box named in both languages and nothing written; and the simulated carrier and terminal
 * (DESIGN §8) refuse them too, should one reach them. The bounds: more than the box's tare (never
 * less than the lightest box of its type), a method-2 tare some box of the type has, a CSC plate
 * within its type's ISO 668 range, at most the max gross.
 */
const { t, declare, post } = vgmApp();
let serial = 300;
const box = () => isoNumber('WTKU', ++serial);
let address = 0;

async function nothingWritten(cgo: string) {
  expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [cgo])).toEqual([]);
  expect(await t.db.query(`select 1 from doc_events where doc_type = 'vgm' and doc_id like $1`, [`${cgo}/%`])).toEqual([]);
}

/** Refused as `who` in Chinese and in English: the Code, the box named in both, nothing written. */
async function refused(cgo: string, body: object, code: string, cnno: string, who = CUSTOMER) {
  const zh = await declare(who, body);
  expect(zh.statusCode, zh.body).toBe(400);
  expect(zh.json().Code).toBe(code);
  expect(zh.json().Message).toContain(`箱 ${cnno}`);
  const en = await declare(who, body, undefined, 'en');
  expect(en.json().Code).toBe(code);
  expect(en.json().Message).toContain(`Container ${cnno}`);
  expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
  await nothingWritten(cgo);
  return { zh: zh.json(), en: en.json() };
}

const method2 = (cnno: string, cargo: number, tare: number) => ({
  CNNO: cnno,
  VGM_KG: cargo + tare,
  VGM_METHOD: 2,
  VGM_CARGO_KG: cargo,
  VGM_TARE_KG: tare,
  VGM_WEIGHED_AT: new Date(Date.now() - 3_600_000).toISOString(),
});

describe('weights a carrier refuses are refused on every path', () => {
  it('method 1: a VGM of 500 kg for a 20GP is lighter than any empty 20GP (customer and staff)', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const { zh, en } = await refused(cgo, declaration(cgo, [method1(n, 500)]), 'vgm.bounds.emptyBox', n);
    expect(zh.Message).toBe(`箱 ${n}（20GP）：核实总重 500 kg 不大于这种箱子最轻的空箱重量 1700 kg，船公司会拒收：请核对重量。`);
    expect(en.Errors).toEqual([{ Path: '/Containers/0/VGM_KG', Message: expect.stringContaining(en.Message) }]);
    await refused(cgo, declaration(cgo, [method1(n, 1_700)]), 'vgm.bounds.emptyBox', n, STAFF);
    // just above the lightest empty box is a (light) packed box
    expect((await declare(STAFF, declaration(cgo, [method1(n, 1_701)]))).statusCode).toBe(200);
  });

  it('method 1 with the packing list’s tare: at or below it is refused, naming that tare', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    await packingList(t.db, cgo, n, '40HQ', { tare: 3_950, lines: [100] });
    const { zh } = await refused(cgo, declaration(cgo, [method1(n, 3_950)]), 'vgm.bounds.tare', n);
    expect(zh.Message).toContain('不大于箱皮重 3950 kg');
  });

  it('method 2: 1 kg of contents + a 1 kg tare is refused for its tare and its total, through Declare and the share link', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const body = declaration(cgo, [method2(n, 1, 1)]);
    const { zh } = await refused(cgo, body, 'vgm.tare.range', n);
    expect(zh.Message).toBe(`箱 ${n}（20GP）：皮重 1 kg 不在该箱型可有的范围内（1700–3000 kg）：请按箱门 CSC 铭牌核对。`);
    expect(zh.Errors.map((e: { Path: string }) => e.Path)).toEqual(['/Containers/0/VGM_TARE_KG', '/Containers/0/VGM_KG']);
    await refused(cgo, declaration(cgo, [method2(n, 18_000, 30_000)]), 'vgm.tare.range', n, STAFF);

    const link = (await post(CUSTOMER, ENDPOINTS.vgmCreateShare, { CGO_ID: cgo })).json().Data;
    const { CGO_ID: _c, ...shape } = body;
    const shared = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.vgmShareDeclare,
      payload: { t: link.Token, ...shape },
      headers: { 'idempotency-key': `bounds-share-${process.pid}-${++address}` },
      remoteAddress: `10.91.0.${++address % 250}`,
    });
    expect(shared.statusCode, shared.body).toBe(400);
    expect(shared.json().Code).toBe('vgm.tare.range');
    expect(shared.json().Message).toContain(`箱 ${n}（20GP）`);
    // method 1 through the link: 500 kg
    const light = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.vgmShareDeclare,
      payload: { t: link.Token, ...shape, Containers: [method1(n, 500)] },
      headers: { 'idempotency-key': `bounds-share-${process.pid}-${++address}` },
      remoteAddress: `10.91.0.${++address % 250}`,
    });
    expect(light.json().Code).toBe('vgm.bounds.emptyBox');
    expect(await t.db.query('select 1 from vgm_declarations where vgm_cgo_id = $1', [cgo])).toEqual([]);
    // a real 20GP: 17,800 kg of contents and its 2,230 kg tare
    expect((await declare(CUSTOMER, declaration(cgo, [method2(n, 17_800, 2_230)]))).statusCode).toBe(200);
  });

  it('a CSC plate typed as 200,000 kg on a 20GP: refused as a plate no 20GP carries, and a 122,230 kg VGM over the max gross', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    await packingList(t.db, cgo, n, '20GP', { tare: 2_230, max: 200_000, lines: [120_000] });
    const { zh, en } = await refused(cgo, declaration(cgo, [method1(n, 122_230)]), 'vgm.bounds.plate', n);
    expect(zh.Message).toBe(
      `箱 ${n}（20GP）：装箱单上的 CSC 铭牌最大总重 200000 kg 不在该箱型可有的范围内（20320–36000 kg，ISO 668）：请按箱门 CSC 铭牌更正装箱单。`,
    );
    expect(en.Errors).toContainEqual({
      Path: '/Containers/0/VGM_KG',
      Message: expect.stringContaining(`Container ${n} (20GP): a VGM of 122230 kg exceeds the container's max gross mass of 30480 kg.`),
    });
    // even a VGM within the type's bounds is held back while the plate is one no 20GP carries
    await refused(cgo, declaration(cgo, [method1(n, 20_000)]), 'vgm.bounds.plate', n, STAFF);
    // the plate corrected to a newer heavy 20' box's 36,000 kg: 35,000 kg is declared
    await t.db.query('update packing_lists set pkl_max_gross_kg = 36000 where pkl_cgo_id = $1', [cgo]);
    expect((await declare(CUSTOMER, declaration(cgo, [method1(n, 35_000)]))).statusCode).toBe(200);
  });

  it('the simulated carrier and terminal accept that heavy 20GP on its 36,000 kg plate, and refuse what a real one would', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    await packingList(t.db, cgo, n, '20GP', { tare: 2_230, max: 36_000, lines: [32_000], seal: 'SL300001' });
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 35_000)]))).json().Data.Declared[0].Id as number;
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] })).statusCode).toBe(200);
    const [m] = await t.db.query<{ payload: string }>(
      `select payload from outbound_messages where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    const sent = JSON.parse(m!.payload) as VgmPayload;
    expect(sent).toMatchObject({ equipmentReference: n, ISOEquipmentCode: '20GP', maxGrossKg: 36_000, verifiedGrossMass: { value: 35_000 } });
    await drive(t.db, { delayMs: 100 }, 4, 200);
    await driveTerminal(t.db, { delayMs: 50 }, 6, 2_000);
    const [v] = await t.db.query<{ status: number; terminal: number }>(
      'select vgm_status as status, vgm_terminal_status as terminal from vgm_declarations where id = $1',
      [id],
    );
    expect(v).toEqual({ status: S.ACCEPTED, terminal: S.ACCEPTED });

    // what the probes got accepted, had it reached them
    const terminal = { ...sent, sealNumber: 'SL300001' };
    const cases: [Partial<VgmPayload>, RegExp][] = [
      [{ verifiedGrossMass: { value: 500, unit: 'KGM' } }, /a VGM of 500 kg is not more than the 1700 kg the lightest empty box of its type weighs/],
      [
        { method: 'SM2', cargoKg: 1, tareKg: 1, verifiedGrossMass: { value: 2, unit: 'KGM' } },
        /a tare of 1 kg is outside what a box of its type weighs \(1700–3000 kg\)/,
      ],
      [
        { method: 'SM2', cargoKg: 20_000, tareKg: 2_230, verifiedGrossMass: { value: 25_000, unit: 'KGM' } },
        /must equal the contents 20000 kg plus the tare 2230 kg/,
      ],
      [
        { maxGrossKg: 200_000, verifiedGrossMass: { value: 122_230, unit: 'KGM' } },
        /CSC plate max gross of 200000 kg is outside what its type can carry \(20320–36000 kg/,
      ],
      [{ maxGrossKg: null, verifiedGrossMass: { value: 36_001, unit: 'KGM' } }, /exceeds the container's max gross mass of 30480 kg/],
      [{ maxGrossKg: 36_000, verifiedGrossMass: { value: 36_001, unit: 'KGM' } }, /exceeds the container's max gross mass of 36000 kg/],
    ];
    for (const [change, reason] of cases) {
      const carrier = decideVgm({ ...sent, ...change });
      expect(carrier.code, JSON.stringify(change)).toBe('REJECTED');
      expect(carrier.reason).toMatch(new RegExp(`^Container ${n} \\(20GP\\): |^Method 2`));
      expect(carrier.reason).toMatch(reason);
      const gate = decideTerminalVgm({ ...terminal, ...change });
      expect(gate.code, JSON.stringify(change)).toBe('NACK');
      expect(gate.reason).toMatch(reason);
    }
  });

  it('the carrier refuses a 500 kg VGM end to end: rejected with its reason, naming the box', async () => {
    const n = box();
    const cgo = await newBooking(t.db, [{ type: '20GP', n }], 48);
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 20_000)]))).json().Data.Declared[0].Id as number;
    await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] });
    // the message as a careless sender would have sent it before these bounds
    await t.db.query(
      `update outbound_messages set payload = jsonb_set(payload::jsonb, '{verifiedGrossMass,value}', '500')::text where channel = 'CARRIER_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    await drive(t.db, { delayMs: 100 }, 3, 200);
    const [v] = await t.db.query<{ status: number; error: string }>('select vgm_status as status, vgm_error as error from vgm_declarations where id = $1', [
      id,
    ]);
    expect(v!.status).toBe(S.REJECTED);
    expect(v!.error).toMatch(new RegExp(`^Container ${n} \\(20GP\\): a VGM of 500 kg is not more than`));
  });
});
