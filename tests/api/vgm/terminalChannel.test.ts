import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { VgmBooking, VgmLog } from '../../../src/contract/vgm/calls';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { decideTerminalVgm, weighBox } from '../../../server/modules/vgm/terminalSimulator';
import { CUSTOMER, STAFF, declaration, driveTerminal, isoNumber, method1, newBooking, packingList, vgmApp } from './vgmApp';

/**
 * The TERMINAL_VGM channel (operations.md §6.6, §17.1) on its simulator: the declared VGM goes to the
 * terminal with the carrier's; container and seal valid and a VGM present → ACK, else NACK with the
 * reason; once the box is gated in laden (a GTIN event typed on the container events' page) the
 * terminal weighs it and the weight comes back as a receipt, checked by vgm.tolerance. The terminal's
 * side moves only on its receipts, independently of the carrier's.
 */
const { t, declare, post, list, get, tokens } = vgmApp(['vgm', 'containerEvents']);

const gateIn = (cnno: string) =>
  t.app.inject({
    method: 'POST',
    url: ENDPOINTS.containerEventAdd,
    headers: { authorization: `Bearer ${tokens[STAFF]}` },
    payload: {
      EVT_TYPE: 'EQUIPMENT',
      EVT_CODE: 'GTIN',
      EVT_CLASSIFIER: 'ACT',
      EVT_AT: new Date(Date.now() - 3_600_000).toISOString(),
      EVT_EQUIPMENT_REF: cnno,
      EVT_EMPTY: 'LADEN',
      EVT_LOCATION: 'CNSHA',
    },
  });

const latest = async (cgo: string, cnno: string) => ((await list(CUSTOMER, cgo)) as VgmBooking).Containers.find((c) => c.CNNO === cnno)!.Latest!;

describe('the terminal VGM channel', () => {
  it('acks a VGM with a valid container and seal, nacks one without a seal; a gate-in brings the weight, within or beyond the tolerance', async () => {
    const [a, b, c] = [isoNumber('TRMU', 101), isoNumber('TRMU', 102), isoNumber('TRMU', 103)];
    const cgo = await newBooking(
      t.db,
      [a, b, c].map((n) => ({ type: '40HQ', n })),
      48,
    );
    await packingList(t.db, cgo, a, '40HQ', { lines: [20_000], seal: 'SL100101' });
    await packingList(t.db, cgo, b, '40HQ', { lines: [20_000], seal: 'SL100102' });
    const made = await declare(CUSTOMER, declaration(cgo, [method1(a, 24_000), method1(b, 24_500), method1(c, 23_000)]));
    expect(made.statusCode).toBe(200);
    const ids: number[] = made.json().Data.Declared.map((d: { Id: number }) => d.Id);
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: ids })).json().Data).toEqual({ Queued: 3 });

    // one message per VGM to each counterpart, the terminal's with the packing list's seal
    const msgs = await t.db.query<{ channel: string; seal: string | null }>(
      `select channel, payload::jsonb ->> 'sealNumber' as seal from outbound_messages where doc_type = 'vgm' and doc_id = any($1::bigint[]) order by channel, doc_id`,
      [ids],
    );
    expect(msgs.map((m) => [m.channel, m.seal])).toEqual([
      ['CARRIER_VGM', null],
      ['CARRIER_VGM', null],
      ['CARRIER_VGM', null],
      ['TERMINAL_VGM', 'SL100101'],
      ['TERMINAL_VGM', 'SL100102'],
      ['TERMINAL_VGM', ''],
    ]);
    expect((await latest(cgo, a)).TerminalStatus).toBe(S.SENT);

    // the terminal answers in 2–20 delays (100 ms each here): nothing before its receipts
    await driveTerminal(t.db, {}, 1, 0);
    expect((await latest(cgo, a)).TerminalStatus).toBe(S.SENT);
    await driveTerminal(t.db, {}, 4, 1_000);
    const [va, vb, vc] = [await latest(cgo, a), await latest(cgo, b), await latest(cgo, c)];
    expect(va).toMatchObject({ TerminalStatus: S.ACCEPTED, TerminalError: '', VGM_MEASURED_KG: null, Deviation: null, Simulated: true });
    expect(va.TerminalRef).toMatch(/^SIMTVGM\d{8}$/);
    expect(vb.TerminalStatus).toBe(S.ACCEPTED);
    expect(vc).toMatchObject({ TerminalStatus: S.REJECTED, TerminalError: `No seal number is known for container ${c}.` });
    // the carrier's side did not move: its channel was not run (states move only on each counterpart's receipts)
    expect([va.VGM_STATUS, vb.VGM_STATUS, vc.VGM_STATUS]).toEqual([S.SENT, S.SENT, S.SENT]);

    // box a gated in: the terminal weighs it on its next round, within ±2 % of the declared VGM
    expect((await gateIn(a)).statusCode).toBe(200);
    const gate = await t.db.query<{ measured_kg: number | null }>('select measured_kg from sim_terminal_vgm_gate where container_no = $1', [a]);
    expect(gate).toEqual([{ measured_kg: null }]);
    await driveTerminal(t.db, {}, 3, 1_000);
    const weighed = await latest(cgo, a);
    expect(weighed.VGM_MEASURED_KG).toBe(weighBox(a, 24_000, {}));
    expect(weighed.VGM_MEASURED_BY).toBe('terminal (模拟)');
    expect(weighed.VGM_MEASURED_AT).not.toBeNull();
    expect(weighed.Deviation).toMatchObject({ Beyond: false });
    expect(weighed.Deviation!.Kg).toBe(Math.abs(24_000 - weighed.VGM_MEASURED_KG!));
    expect(weighed.Deviation!.Kg).toBeLessThanOrEqual(weighed.Deviation!.LimitKg);

    // box b gated in with the deviation forced: 8 % heavier, beyond min(5 % of measured, 1 t)
    expect((await gateIn(b)).statusCode).toBe(200);
    await driveTerminal(t.db, { faults: { deviation: 1 } }, 3, 1_000);
    const off = await latest(cgo, b);
    expect(off.VGM_MEASURED_KG).toBe(24_500 + 1_960);
    expect(off.Deviation).toEqual({ Kg: 1_960, LimitKg: 1_000, Beyond: true });
    // box c was nacked: the terminal weighs nothing it refused
    expect((await gateIn(c)).statusCode).toBe(200);
    await driveTerminal(t.db, {}, 3, 1_000);
    expect((await latest(cgo, c)).VGM_MEASURED_KG).toBeNull();

    // the log: the terminal's receipts, marked simulated, and the deviation naming both values
    const log = (await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=${cgo}`)).json().Data as VgmLog;
    const terminal = log.Receipts.filter((r) => r.Channel === 'TERMINAL_VGM');
    expect(terminal.map((r) => [r.CNNO, r.Seq, r.Code, r.Simulated, r.Applied]).sort()).toEqual(
      [
        [a, 1, 'ACK', true, true],
        [a, 2, 'VGM_MEASURED', true, true],
        [b, 1, 'ACK', true, true],
        [b, 2, 'VGM_MEASURED', true, true],
        [c, 1, 'NACK', true, true],
      ].sort(),
    );
    const dev = log.Events.find((e) => e.Type === 'v1.VgmDeviation')!;
    expect(dev.Container).toBe(b);
    expect(JSON.parse(dev.Detail)).toMatchObject({ declaredKg: 24_500, measuredKg: 26_460, deviationKg: 1_960, limitKg: 1_000 });
    expect(log.Events.filter((e) => e.Type === 'v1.VgmMeasured').map((e) => e.Container)).toEqual([a]);

    // b corrected to what the terminal weighed: the new version goes to the terminal, which answers the same weight at once — within
    const fixed = await declare(CUSTOMER, declaration(cgo, [method1(b, 26_400)]));
    const v2 = fixed.json().Data.Declared[0].Id as number;
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [v2] })).statusCode).toBe(200);
    await driveTerminal(t.db, { faults: { deviation: 1 } }, 14, 1_000);
    const again = await latest(cgo, b);
    expect(again).toMatchObject({ VGM_VERSION: 2, TerminalStatus: S.ACCEPTED, VGM_MEASURED_KG: 26_460, Deviation: { Kg: 60, LimitKg: 1_000, Beyond: false } });
  });

  it('a terminal that never answers: its side back to "not sent" with why; Send queues the same message again, the carrier’s untouched', async () => {
    const n = isoNumber('TRMU', 201);
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    await packingList(t.db, cgo, n, '40HQ', { lines: [20_000], seal: 'SL200201' });
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 24_000)]))).json().Data.Declared[0].Id as number;
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] })).statusCode).toBe(200);
    // every attempt answers 5xx: retries at 1, 5, 15, 60 "minutes" of 1 s, then FAILED
    await driveTerminal(t.db, { faults: { '5xx': 1 } }, 12, 61_000);
    expect(await latest(cgo, n)).toMatchObject({ VGM_STATUS: S.SENT, TerminalStatus: S.DECLARED, TerminalError: 'simulated terminal: HTTP 503' });
    // sent again: only to the terminal (the carrier still holds it), under the same key
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] })).json().Data).toEqual({ Queued: 1 });
    const msgs = await t.db.query<{ channel: string; status: string }>(
      `select channel, status from outbound_messages where doc_type = 'vgm' and doc_id = $1 order by channel`,
      [id],
    );
    expect(msgs).toEqual([
      { channel: 'CARRIER_VGM', status: 'QUEUED' },
      { channel: 'TERMINAL_VGM', status: 'QUEUED' },
    ]);
    await driveTerminal(t.db, {}, 14, 1_000);
    expect(await latest(cgo, n)).toMatchObject({ VGM_STATUS: S.SENT, TerminalStatus: S.ACCEPTED, TerminalError: '' });
    // nothing left to send: a third Send is refused with its Code, in both languages
    const again = await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('VGM_NOT_DECLARED');
  });

  it('the terminal given up on, yet it had kept a timed-out attempt: its ACK moves its side back to sent, then accepted', async () => {
    const n = isoNumber('TRMU', 202);
    const cgo = await newBooking(t.db, [{ type: '40HQ', n }], 48);
    await packingList(t.db, cgo, n, '40HQ', { lines: [20_000], seal: 'SL200202' });
    const id = (await declare(CUSTOMER, declaration(cgo, [method1(n, 24_000)]))).json().Data.Declared[0].Id as number;
    expect((await post(CUSTOMER, ENDPOINTS.vgmSend, { Ids: [id] })).statusCode).toBe(200);
    const after = await driveTerminal(t.db, { faults: { timeout: 1 }, delayMs: 1_000_000 }, 12, 61_000);
    expect(await latest(cgo, n)).toMatchObject({ TerminalStatus: S.DECLARED, TerminalError: 'simulated terminal: timed out' });
    await driveTerminal(t.db, { delayMs: 1_000_000 }, 1, 0, new Date(after.getTime() + 30_000_000));
    expect(await latest(cgo, n)).toMatchObject({ TerminalStatus: S.ACCEPTED, TerminalError: '' });
    const [m] = await t.db.query<{ status: string }>(
      `select status from outbound_messages where channel = 'TERMINAL_VGM' and doc_type = 'vgm' and doc_id = $1`,
      [id],
    );
    expect(m!.status).toBe('TRANSMITTED');
    const log = (await get(CUSTOMER, `${ENDPOINTS.vgmLog}?CGO_ID=${cgo}&CNNO=${n}`)).json().Data as VgmLog;
    expect(JSON.stringify(log)).toContain('v1.VgmDeliveredAfterAll');
  });

  it('the terminal refuses what a terminal would: a bad container number, a bad seal, no VGM, over the max gross', () => {
    const p = {
      messageRef: 'VGM1V1',
      carrierCode: 'COSU',
      carrierBookingReference: 'COSU1',
      equipmentReference: isoNumber('TGHU', 1),
      ISOEquipmentCode: '20GP',
      verifiedGrossMass: { value: 20_000, unit: 'KGM' as const },
      method: 'SM1' as const,
      cargoKg: null,
      tareKg: null,
      weighedAt: new Date().toISOString(),
      weighingParty: 'WB',
      certificateNumber: 'T1',
      responsibleParty: 'SHIPPER',
      authorizedSignatory: 'LI MING',
      signedAt: new Date().toISOString(),
      maxGrossKg: null,
      sealNumber: 'CN1234567',
    };
    expect(decideTerminalVgm(p)).toEqual({ code: 'ACK', reason: '' });
    expect(decideTerminalVgm({ ...p, equipmentReference: 'TGHU0000010' }).code).toBe('NACK');
    expect(decideTerminalVgm({ ...p, sealNumber: 'x!' }).reason).toMatch(/is not a seal number/);
    expect(decideTerminalVgm({ ...p, verifiedGrossMass: { value: 0, unit: 'KGM' } }).reason).toMatch(/No VGM/);
    expect(decideTerminalVgm({ ...p, verifiedGrossMass: { value: 30_481, unit: 'KGM' } }).reason).toMatch(/max gross mass of 30480 kg/);
  });

  it('weighs a box the same on every call, within ±2 % unless the deviation is forced', () => {
    for (let i = 0; i < 50; i++) {
      const n = isoNumber('WGHU', i);
      const kg = weighBox(n, 25_000, {});
      expect(kg).toBe(weighBox(n, 25_000, {}));
      expect(Math.abs(kg - 25_000)).toBeLessThanOrEqual(500);
      expect(weighBox(n, 25_000, { deviation: 1 })).toBe(27_000);
    }
  });
});
