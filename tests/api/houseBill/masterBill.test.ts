import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MBL_STATUS as S } from '../../../src/domain/houseBill/status';
import { runCarrierSiChannel } from '../../../server/modules/houseBill/carrierChannel';
import { type CarrierSiOptions, carrierSiSimulator } from '../../../server/modules/houseBill/carrierSimulator';
import { billApp, bookingWithSis, CLERK } from './billApp';

/**
 * The master bill (operations.md §10.2–§10.3): over two bookings with their SIs linked, mbl.consol
 * per container (each difference named), our SI to the simulated carrier under an Idempotency-Key
 * (a replay queues nothing twice), its faults (5xx and timeouts retried, the carrier deduping), the
 * carrier's draft matched field by field, confirm, issue; a booking on one live master only.
 */
const { t, post, get, approvedHbl } = billApp();
const mbl = async (id: number) => (await get(CLERK, `${ENDPOINTS.mblGet}?Id=${id}`)).json().Data;
let keys = 0;
const submit = (id: number, version: number, key = `mbl-test-${process.pid}-${++keys}`) =>
  post(CLERK, ENDPOINTS.mblSubmitToCarrier, { Id: id, VERSION: version }, { 'idempotency-key': key });
async function drive(options: Partial<CarrierSiOptions> = {}, rounds = 6, stepMs = 1000) {
  const adapter = carrierSiSimulator(t.db, { delayMs: 500, faults: {}, ...options });
  let now = Date.now();
  for (let i = 0; i < rounds; i++) {
    await runCarrierSiChannel(t.db, adapter, new Date(now), 1000);
    now += stepMs;
  }
}
async function twoBookings() {
  const a = await bookingWithSis(t.db, [
    { pkgs: 100, kg: 1000, cbm: 10 },
    { pkgs: 50, kg: 500.5, cbm: 5.5 },
  ]);
  const b = await bookingWithSis(t.db, [{ pkgs: 20, kg: 200, cbm: 2 }]);
  for (const s of [...a.sis, ...b.sis]) await approvedHbl(s);
  const made = await post(CLERK, ENDPOINTS.mblCreate, { CGO_IDs: [a.cgo, b.cgo], Direct: false });
  return { a, b, id: made.json().Data.Id as number };
}

describe('a master bill over two bookings', () => {
  it('links its houses and their SIs; a booking is on one live master only', async () => {
    const { a, b, id } = await twoBookings();
    const m = await mbl(id);
    expect(m).toMatchObject({ MBL_STATUS: S.DRAFT, MBL_CGO_IDS: [a.cgo, b.cgo], Houses: 3, Problems: [] });
    expect(m.Consolidation.every((r: { Equal: boolean }) => r.Equal)).toBe(true);
    const [si] = await t.db.query<{ masters: unknown }>(`select record->'Masters' as masters from si_records where id = $1`, [b.sis[0]]);
    expect(si!.masters).toEqual([{ TMM_MCGO_ID: a.cgo, TMM_MMBL_NO: m.MBL_NO }]);
    const again = await post(CLERK, ENDPOINTS.mblCreate, { CGO_IDs: [b.cgo], Direct: false });
    expect(again.json().Code).toBe('MBL_BOOKING_ON_MASTER');
    expect(again.json().Message).toContain(b.cgo);
  });

  it('lists, searched by booking and filtered by state, and exports the same rows to Excel in words', async () => {
    const { a, id } = await twoBookings();
    const page = (q: string) =>
      get(CLERK, `${ENDPOINTS.mblList}?${q}`).then((r) => r.json().Data as { Items: { Id: number; Houses: number }[]; Total: number });
    expect((await page(`Search=${a.cgo}`)).Items).toEqual([expect.objectContaining({ Id: id, Houses: 3 })]);
    expect((await page(`Search=${a.cgo}&MBL_STATUS=${S.DRAFT}`)).Total).toBe(1);
    expect((await page(`Search=${a.cgo}&MBL_STATUS=${S.ISSUED}`)).Total).toBe(0);
    expect((await get(CLERK, `${ENDPOINTS.mblList}?MBL_STATUS=9`)).statusCode).toBe(400);
    const res = await get(CLERK, `${ENDPOINTS.mblList}/Export?Search=${a.cgo}`);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const row = Object.fromEntries(headers.map((h, i) => [h, sheet.getRow(2).getCell(i + 1).value]));
    expect(sheet.rowCount).toBe(2);
    expect(row).toMatchObject({ '状态 Status': '主单草稿 MBL draft', '分提单数 House bills': 3 });
    expect(String(row['所含订舱号 Booking numbers'])).toContain(a.cgo);
  });

  it('refuses to send when the houses do not add up, each difference named', async () => {
    const { a, id } = await twoBookings();
    const m = await mbl(id);
    const containers = m.Containers.map((c: { CNNO: string; KG: number; PKGS: number }) => (c.CNNO === a.cnnos[1] ? { ...c, KG: 600, PKGS: 51 } : c));
    const saved = await post(CLERK, ENDPOINTS.mblSave, { Id: id, VERSION: m.VERSION, Containers: containers });
    const refused = await submit(id, saved.json().Data.VERSION);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().Code).toBe('MBL_CONSOLIDATION');
    expect(refused.json().Problems.map((p: { Code: string }) => p.Code)).toEqual(['mbl.consol.PKGS', 'mbl.consol.KG']);
    expect(refused.json().Message).toContain(`${a.cnnos[1]}`);
    expect(refused.json().Message).toContain('500.5');
    expect((await mbl(id)).MBL_STATUS).toBe(S.DRAFT);
  });

  it('sends our SI once per key, the carrier’s draft is matched field by field, then confirmed and issued', async () => {
    const { id } = await twoBookings();
    const v = (await mbl(id)).VERSION;
    const key = `mbl-once-${process.pid}`;
    expect((await submit(id, v, key)).json().Data.MBL_STATUS).toBe(S.SENT);
    // the same request again: answered, nothing queued twice; the key with another body is refused
    expect((await submit(id, v, key)).statusCode).toBe(200);
    const [q] = await t.db.query<{ n: number }>(`select count(*)::int as n from outbound_messages where channel = 'CARRIER_SI' and doc_id = $1`, [id]);
    expect(q!.n).toBe(1);
    expect((await post(CLERK, ENDPOINTS.mblSubmitToCarrier, { Id: id, VERSION: v + 5 }, { 'idempotency-key': key })).json().Code).toBe(
      'IDEMPOTENCY_KEY_REUSED',
    );
    await drive();
    const m = await mbl(id);
    expect(m.MBL_STATUS).toBe(S.CARRIER_DRAFT);
    expect(m.Differences).toEqual([]);
    // the carrier retyped a seal and the consignee: both listed
    const draft = {
      ...m.CarrierDraft,
      Consignee: 'HANSA AGENCY',
      Containers: m.CarrierDraft.Containers.map((c: object, i: number) => (i === 0 ? { ...c, SEALNO: 'X1' } : c)),
    };
    const recorded = await post(CLERK, ENDPOINTS.mblRecordCarrierDraft, { Id: id, VERSION: m.VERSION, Draft: draft });
    expect(recorded.statusCode).toBe(200);
    const diff = (await mbl(id)).Differences;
    expect(diff.map((d: { Field: string }) => d.Field)).toEqual(['Consignee', `Containers/${m.Containers[0].CNNO}/SEALNO`]);
    expect(diff[1]).toMatchObject({ Ours: m.Containers[0].SEALNO, Carrier: 'X1' });
    const confirmed = await post(CLERK, ENDPOINTS.mblConfirm, { Id: id, VERSION: recorded.json().Data.VERSION });
    const issued = await post(CLERK, ENDPOINTS.mblRecordIssue, {
      Id: id,
      VERSION: confirmed.json().Data.VERSION,
      MBL_NO: 'OOLU8800112233',
      MBL_ON_BOARD_DATE: '2026-11-20',
      MBL_ISSUE_DATE: '2026-11-21',
    });
    expect(issued.json().Data.MBL_STATUS).toBe(S.ISSUED);
    const log = (await get(CLERK, `${ENDPOINTS.mblLog}?Id=${id}`)).json().Data.Events.map((e: { Type: string }) => e.Type);
    expect(log).toEqual([
      'v1.MblIssued',
      'v1.MblConfirmed',
      'v1.MblCarrierDraftRecorded',
      'v1.MblCarrierDraftRecorded',
      'v1.MblReceivedByCarrier',
      'v1.MblSentToCarrier',
      'v1.MblCreated',
    ]);
    // a stale VERSION is refused
    expect((await post(CLERK, ENDPOINTS.mblVoid, { Id: id, VERSION: 1, Reason: 'x' })).json().Code).toBe('STALE');
  });

  it('the simulated carrier’s faults: timeouts are retried and it keeps one SI (its draft still comes); every attempt failing takes the master back to draft', async () => {
    const { id } = await twoBookings();
    await submit(id, (await mbl(id)).VERSION);
    await drive({ faults: { timeout: 1 } }, 2, 61_000);
    const [kept] = await t.db.query<{ n: number; times: number }>(
      `select count(*)::int as n, max(times_received)::int as times from sim_carrier_si where message_ref like $1`,
      [`MBL${id}V%`],
    );
    expect(kept).toEqual({ n: 1, times: 2 });
    // the answers were lost, yet the carrier holds the SI: its draft arrives all the same
    expect((await mbl(id)).MBL_STATUS).toBe(S.CARRIER_DRAFT);

    const other = await twoBookings();
    await submit(other.id, (await mbl(other.id)).VERSION);
    await drive({ faults: { '5xx': 1 } }, 6, 20 * 60_000);
    const m = await mbl(other.id);
    expect(m.MBL_STATUS).toBe(S.DRAFT);
    expect(m.MBL_ERROR).toContain('503');
    const [none] = await t.db.query<{ n: number }>(`select count(*)::int as n from sim_carrier_si where message_ref like $1`, [`MBL${other.id}V%`]);
    expect(none!.n).toBe(0);
  });

  it('a void unlinks its houses and their SIs', async () => {
    const { b, id } = await twoBookings();
    const done = await post(CLERK, ENDPOINTS.mblVoid, { Id: id, VERSION: (await mbl(id)).VERSION, Reason: 'bookings split' });
    expect(done.json().Data.MBL_STATUS).toBe(S.VOIDED);
    const [si] = await t.db.query<{ masters: unknown }>(`select record->'Masters' as masters from si_records where id = $1`, [b.sis[0]]);
    expect(si!.masters).toEqual([]);
    expect((await post(CLERK, ENDPOINTS.mblCreate, { CGO_IDs: [b.cgo], Direct: false })).statusCode).toBe(200);
  });
});
