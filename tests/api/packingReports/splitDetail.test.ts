import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { recordDocEvent } from '../../../server/platform/spine/docEvents';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { box, insertPackingList, insertSi, insertVgm, OWN_CGO } from './support';

/**
 * SplitDetail (operations.md §3.4): one booking reconciled per container, read from what the
 * packing, SI and VGM modules stored; and the log (TrachManLog) of one packing list or of a
 * booking's, who/when/what in words.
 */
describe('SplitDetail and the packing-list log', () => {
  const t = withTestApp({ modules: ['packingReports'] });
  const { call, asUser } = caller(t);
  let customer: string;
  let trucker: string;
  let staff: string;
  let first: number;
  let second: number;
  let A: string;
  let B: string;

  beforeAll(async () => {
    customer = await asUser('customer.admin@demo.test');
    trucker = await asUser('provider.admin@demo.test');
    staff = await asUser('admin@demo.test');
    const [b] = await t.db.query<{ containers: { CNNOS: string[] }[] }>('select containers from bookings where cgo_id = $1', [OWN_CGO]);
    [A, B] = b!.containers[0]!.CNNOS as [string, string];
    const lines = [{ cngoods: '纯棉T恤', goods: 'COTTON T-SHIRTS', hs: '610910', num: 100, weight: 5000, volume: 30 }];
    first = await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112700201',
      slot: 1,
      status: 5,
      cnno: A,
      seal: 'SL-A',
      tare: 3900,
      trucker: 'PRV-SHYD',
      lines,
    });
    second = await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112700202', slot: 2, status: 4, cnno: B, seal: 'SL-B', tare: 3900, lines });
    // the SI says another seal for A and carries no B; A's VGM is declared, B's is not
    await insertSi(t.db, OWN_CGO, [box(A, { seal: 'SL-X', num: 100, weight: 5000, volume: 30 })]);
    await insertVgm(t.db, { cgo: OWN_CGO, cnno: A, kg: 8900, pklId: first });
    const employee = await t.db.query<{ id: string }>(
      `select e.id from employees e join users u on u.id = e.user_id where u.account = 'customer.admin@demo.test'`,
    );
    const by = { kind: 'employee' as const, id: Number(employee[0]!.id) };
    await recordDocEvent(t.db, { docType: 'packingList', docId: first, actor: by, type: 'v1.PackingListApplied' });
    await recordDocEvent(t.db, {
      docType: 'packingList',
      docId: first,
      actor: { kind: 'system' },
      type: 'v1.PackingListOpened',
      detail: { PKL_NO: 'PK26112700201' },
    });
    await recordDocEvent(t.db, { docType: 'packingList', docId: second, actor: by, type: 'v1.PackingListDataSubmitted', detail: { Remarks: '已装箱' } });
  });

  it('reconciles each booked slot and names every mismatch in words', async () => {
    const res = await call('GET', `${ENDPOINTS.packingSplitDetail}?CGO_ID=${OWN_CGO}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().Data;
    expect(d.CGO_ID).toBe(OWN_CGO);
    expect(d.Rows.map((r: { SLOT: number; CNNO: string }) => [r.SLOT, r.CNNO])).toEqual([
      [1, A],
      [2, B],
    ]);
    expect(d.Rows[0].PackingList).toMatchObject({ PKL_NO: 'PK26112700201', PKL_SEALNO: 'SL-A', PKL_WEIGHT: 5000 });
    expect(d.Rows[0].SiBox).toMatchObject({ TBX_CNNO: A, TBX_SEALNO: 'SL-X' });
    expect(d.Rows[0].Vgm).toEqual({ Kg: 8900, Version: 1, Status: 4, MeasuredKg: null });
    expect(d.Rows[0].Mismatches).toEqual([
      {
        Code: 'seal.differs',
        Params: { pkl: 'SL-A', si: 'SL-X' },
        Words: { zh: '封号不一致：装箱单 SL-A，提单补料 SL-X。', en: 'The seal differs: SL-A on the packing list, SL-X on the SI.' },
      },
    ]);
    expect(d.Rows[1].Mismatches.map((m: { Code: string }) => m.Code)).toEqual(['si.missing', 'vgm.missing']);
    expect(d.Rows[1].Mismatches[0].Words.zh).toBe(`箱 ${B} 在装箱单 PK26112700202 上，但不在任何提单补料上。`);
    expect(d.Mismatches).toBe(3);
  });

  it('names the manifests that carry each box (issue 45: SplitDetail had no manifest column)', async () => {
    const [company] = await t.db.query<{ company_id: string }>('select company_id from bookings where cgo_id = $1', [OWN_CGO]);
    const made = async (no: string, level: string, status: number) => {
      const [m] = await t.db.query<{ id: number }>(
        `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_status) values ($1, $2, 'CN_EXPORT', $3, $4, $5) returning id::int`,
        [no, company!.company_id, level, OWN_CGO, status],
      );
      await t.db.query(`insert into manifest_containers (manifest_id, seq, mfc_cnno) values ($1, 1, $2)`, [m!.id, A]);
      return m!.id;
    };
    const accepted = await made('MFTSPLIT0001', 'HOUSE', 10);
    await made('MFTSPLIT0002', 'HOUSE', 12); // cancelled: not shown
    const d = (await call('GET', `${ENDPOINTS.packingSplitDetail}?CGO_ID=${OWN_CGO}`, customer)).json().Data;
    expect(d.Rows[0].Manifests).toEqual([{ Id: accepted, MFT_NO: 'MFTSPLIT0001', MFT_LEVEL: 'HOUSE', MFT_FILING: 'CN_EXPORT', MFT_STATUS: 10 }]);
    expect(d.Rows[1].Manifests).toEqual([]);
  });

  it('shows staff any booking; a trucker, who sees no SI of the customer, finds none', async () => {
    expect((await call('GET', `${ENDPOINTS.packingSplitDetail}?CGO_ID=${OWN_CGO}`, staff)).statusCode).toBe(200);
    const res = await call('GET', `${ENDPOINTS.packingSplitDetail}?CGO_ID=${OWN_CGO}`, trucker);
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('没有这个订舱。');
  });

  it('reads one packing list’s history newest first, who and what in words', async () => {
    const res = await call('GET', `${ENDPOINTS.packingEvents}?Id=${first}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().Data;
    expect(events.map((e: { What: { zh: string } }) => e.What.zh)).toEqual(['开装箱单', '申请装箱单']);
    expect(events[0]).toMatchObject({ PKL_NO: 'PK26112700201', By: { zh: '系统', en: 'The system' }, Detail: 'PKL_NO: PK26112700201' });
    expect(events[1].By.zh).toBeTruthy();
    expect(events[1].By.zh).not.toMatch(/^#/);
  });

  it('reads a booking’s packing lists’ histories together; the trucker only those assigned to it', async () => {
    const all = (await call('GET', `${ENDPOINTS.packingEvents}?CGO_ID=${OWN_CGO}`, customer)).json().Data;
    expect(all.map((e: { PKL_NO: string; Type: string }) => `${e.PKL_NO} ${e.Type}`)).toEqual([
      'PK26112700202 v1.PackingListDataSubmitted',
      'PK26112700201 v1.PackingListOpened',
      'PK26112700201 v1.PackingListApplied',
    ]);
    expect(all[0].Detail).toBe('Remarks: 已装箱');
    const truckers = (await call('GET', `${ENDPOINTS.packingEvents}?CGO_ID=${OWN_CGO}`, trucker)).json().Data;
    expect(truckers.map((e: { PKL_NO: string }) => e.PKL_NO)).toEqual(['PK26112700201', 'PK26112700201']);
    expect((await call('GET', `${ENDPOINTS.packingEvents}?Id=${second}`, trucker)).statusCode).toBe(404);
  });

  it('asks for one packing list or one booking, not both and not neither', async () => {
    for (const q of [`Id=${first}&CGO_ID=${OWN_CGO}`, '']) {
      const res = await call('GET', `${ENDPOINTS.packingEvents}?${q}`, customer);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Status: false, Code: 'PKL_EVENTS_WHICH', Message: '请指定一个装箱单（Id）或一个订舱（CGO_ID），二者选一。' });
    }
  });
});
