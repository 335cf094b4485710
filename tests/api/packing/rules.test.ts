import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { PKL_STATUS } from '../../../src/domain/packing/status';
import { withTestApp } from '../support/build';
import { box, goods, packingKit } from './packingApp';

/**
 * The rules of operations.md §3.5 through the API: each refusal a 400 with its `Code` and its words
 * in both languages, and nothing changed (the state, the version, the slots).
 */
const t = withTestApp({ modules: ['packing'] });
const k = packingKit(t);
beforeAll(() => k.signIn());

const count = async (cgo: string) => Number((await t.db.query<{ n: string }>('select count(*) as n from packing_lists where pkl_cgo_id = $1', [cgo]))[0]!.n);
const zh = (r: { body: string }) => r.body;

describe('pkl.slots: never more packing lists than booked per type', () => {
  it('refuses an application over the booked count, and one for a type not booked', async () => {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 2 }] });
    await k.applied(cgo, 1);
    const over = await k.apply('customer', { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 2 }] });
    expect(over.statusCode).toBe(400);
    expect(over.json().Code).toBe('pkl.slots.over');
    expect(over.json().Errors[0]).toMatchObject({ Path: '/Slots/0/Count', Code: 'pkl.slots.over', Params: { type: '40HQ', booked: 2, live: 3 } });
    const notBooked = await k.apply('customer', { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '20GP', Count: 1 }] });
    expect(notBooked.json().Code).toBe('pkl.slots.over');
    expect(await count(cgo)).toBe(1);
    // in Chinese by default
    const inZh = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.packingApply,
      headers: { authorization: `Bearer ${k.tokens.customer}` },
      payload: { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 2 }] },
    });
    expect(inZh.json().Message).toContain('订舱有 2 × 40HQ');
  });
  it('gives each new packing list the lowest free slot; a rejected or cancelled one frees its slot', async () => {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 2 }] });
    const [a, b] = await k.applied(cgo, 2);
    expect((await k.record('customer', a!)).PKL_SLOT).toBe(1);
    expect((await k.record('customer', b!)).PKL_SLOT).toBe(2);
    expect((await k.decide('operator', [a!], false, '重复申请')).statusCode).toBe(200);
    const [c] = await k.applied(cgo, 1);
    expect((await k.record('customer', c!)).PKL_SLOT).toBe(1);
  });
  it('two applications for the last slot at once: one wins, the other is refused (never both)', async () => {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 1 }] });
    const body = { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }] };
    const [x, y] = await Promise.all([k.apply('customer', body), k.apply('customerAdmin', body)]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
    expect(await count(cgo)).toBe(1);
  });
  it('refuses a cancelled booking', async () => {
    const cgo = await k.booking();
    await t.db.query(
      `insert into booking_orders (booking_no, company_id, body, status, cgo_id) select 'BKTEST' || $1, company_id, '{}', 'CANCELLED', cgo_id from bookings where cgo_id = $1`,
      [cgo],
    );
    const r = await k.apply('customer', { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }] });
    expect(r.json().Code).toBe('pkl.booking.cancelled');
  });
});

describe('pkl.cutoff: after the port cut-off', () => {
  it('refuses the customer; staff go on only with a reason, which the log keeps', async () => {
    const cgo = await k.booking({ pco: new Date(Date.now() - 3_600_000) });
    const slots = [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }];
    const late = await k.apply('customer', { CGO_ID: cgo, Slots: slots });
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('pkl.cutoff.passed');
    const noReason = await k.apply('operator', { CGO_ID: cgo, Slots: slots });
    expect(noReason.json().Code).toBe('pkl.cutoff.reason');
    expect(await count(cgo)).toBe(0);
    const override = await k.apply('operator', { CGO_ID: cgo, Slots: slots, Reason: '船公司同意加载' });
    expect(override.statusCode, override.body).toBe(200);
    const [id] = override.json().Data.Ids;
    const log = (await k.get('operator', `${ENDPOINTS.packingLog}?Id=${id}`)).json().Data;
    expect(log[0].Detail.CutoffOverride).toMatchObject({ Code: 'PCO', Reason: '船公司同意加载' });
  });
  it('takes an application before the cut-off', async () => {
    const cgo = await k.booking({ pco: new Date(Date.now() + 86_400_000) });
    expect((await k.apply('customer', { CGO_ID: cgo, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }] })).statusCode).toBe(200);
  });
});

describe('pkl.cnno', () => {
  it('refuses a submission with a wrong ISO 6346 check digit, nothing changed', async () => {
    const [id] = await k.opened(await k.booking());
    const good = box();
    const wrong = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
    expect((await k.save('customer', id!, k.goodData({ PKL_CNNO: wrong }))).json().Data.Problems.map((p: { Code: string }) => p.Code)).toContain(
      'pkl.cnno.checkDigit',
    );
    const r = await k.submit('customer', id!);
    expect(r.statusCode).toBe(400);
    expect(r.json().Code).toBe('pkl.cnno.checkDigit');
    expect(r.json().Errors[0]).toMatchObject({ Path: '/PKL_CNNO', Code: 'pkl.cnno.checkDigit' });
    expect(await k.status(id!)).toBe(PKL_STATUS.OPENED);
  });
  it('refuses a container the booking does not name, when it names its containers', async () => {
    const booked = box();
    const [id] = await k.opened(await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 1, CNNOS: [booked] }] }));
    await k.save('customer', id!, k.goodData());
    expect((await k.submit('customer', id!)).json().Code).toBe('pkl.cnno.notBooked');
    await k.save('customer', id!, { PKL_CNNO: booked });
    expect((await k.submit('customer', id!)).statusCode).toBe(200);
  });
  it('refuses a container on another live packing list (any booking) at save, nothing changed', async () => {
    const shared = box();
    const [a] = await k.opened(await k.booking());
    const [b] = await k.opened(await k.booking());
    expect((await k.save('customer', a!, k.goodData({ PKL_CNNO: shared }))).statusCode).toBe(200);
    const before = await k.record('customer', b!);
    const r = await k.save('customer', b!, k.goodData({ PKL_CNNO: shared }));
    expect(r.statusCode).toBe(400);
    expect(r.json().Code).toBe('pkl.cnno.live');
    expect((await k.record('customer', b!)).VERSION).toBe(before.VERSION);
    // once the first is cancelled the container is free again
    expect((await k.cancel('customer', a!)).statusCode).toBe(200);
    expect((await k.save('customer', b!, k.goodData({ PKL_CNNO: shared }))).statusCode).toBe(200);
  });
});

describe('pkl.seal', () => {
  it('requires the seal before submitting', async () => {
    const [id] = await k.opened(await k.booking());
    await k.save('customer', id!, k.goodData({ PKL_SEALNO: '' }));
    const r = await k.submit('customer', id!);
    expect(r.json().Code).toBe('pkl.seal.missing');
    expect(await k.status(id!)).toBe(PKL_STATUS.OPENED);
  });
  it('refuses the same seal on two containers of one voyage; another voyage may use it', async () => {
    const voyage = `V${Date.now() % 100000}S`;
    const [a] = await k.opened(await k.booking({ voyage }));
    const [b] = await k.opened(await k.booking({ voyage }));
    const [c] = await k.opened(await k.booking());
    const seal = 'SEAL778899';
    await k.save('customer', a!, k.goodData({ PKL_SEALNO: seal }));
    await k.save('customer', b!, k.goodData({ PKL_SEALNO: seal }));
    await k.save('customer', c!, k.goodData({ PKL_SEALNO: seal }));
    const r = await k.submit('customer', b!);
    expect(r.json().Code).toBe('pkl.seal.twice');
    expect(await k.status(b!)).toBe(PKL_STATUS.OPENED);
    expect((await k.submit('customer', c!)).statusCode).toBe(200);
  });
});

describe('pkl.sums and pkl.weights', () => {
  it('refuses header totals that are not the sums of the lines', async () => {
    const [id] = await k.opened(await k.booking());
    await k.save('customer', id!, k.goodData({ PKL_NUM: 499 }));
    const r = await k.submit('customer', id!);
    expect(r.json().Code).toBe('pkl.sums.packages');
    // left out, the header follows the lines
    await k.save('customer', id!, { Lines: [goods()] });
    expect((await k.record('customer', id!)).PKL_NUM).toBe(500);
  });
  it('refuses cargo + tare over the max gross, and net over gross', async () => {
    const [id] = await k.opened(await k.booking());
    await k.save('customer', id!, k.goodData({ Lines: [goods({ PKD_WEIGHT: 28_000, PKD_NET_WEIGHT: 27_000 })], PKL_TARE_KG: 3_900 }));
    const r = await k.submit('customer', id!);
    expect(r.json().Code).toBe('pkl.weights.overMax');
    await k.save('customer', id!, k.goodData({ Lines: [goods({ PKD_WEIGHT: 6_000, PKD_NET_WEIGHT: 6_500 })] }));
    expect((await k.submit('customer', id!)).json().Code).toBe('pkl.weights.net');
    expect(await k.status(id!)).toBe(PKL_STATUS.OPENED);
  });
});

describe('pkl.locked and stale versions', () => {
  it('freezes a gated-in packing list: no save, no cancel', async () => {
    const [id] = await k.opened(await k.booking());
    await k.force(id!, PKL_STATUS.GATED_IN);
    expect((await k.save('customer', id!, k.goodData())).json().Code).toBe('pkl.locked');
    expect((await k.cancel('operator', id!)).json().Code).toBe('pkl.locked');
  });
  it('a save naming an older version is told who changed it and when, in both languages', async () => {
    const [id] = await k.opened(await k.booking());
    const v = (await k.record('customer', id!)).VERSION;
    expect((await k.post('customer', ENDPOINTS.packingSaveData, { Id: id, VERSION: v, PKL_STUFF_PLACE: '宁波' })).statusCode).toBe(200);
    const stale = await k.post('trucker', ENDPOINTS.packingSaveData, { Id: id, VERSION: v, PKL_STUFF_PLACE: '义乌' });
    // the trucker sees it only once assigned
    expect(stale.statusCode).toBe(404);
    const again = await k.post('customerAdmin', ENDPOINTS.packingSaveData, { Id: id, VERSION: v, PKL_STUFF_PLACE: '义乌' });
    expect(again.statusCode).toBe(400);
    expect(again.json().Code).toBe('pkl.stale');
    // when, on the office's clock with its offset, not a raw ISO instant (issue 45 item 9)
    expect(again.json().Message).toMatch(/^Changed by 陈静 at \d{4}-\d{2}-\d{2} \d{2}:\d{2} \+08:00 — reload\.$/);
    expect((await k.record('customer', id!)).PKL_STUFF_PLACE).toBe('宁波');
    expect(zh(again)).not.toContain('undefined');
  });
});

describe('decisions that need words', () => {
  it('rejecting and returning need remarks; cancelling needs a reason', async () => {
    const [id] = await k.applied(await k.booking());
    expect((await k.decide('operator', [id!], false)).json().Code).toBe('pkl.remarks');
    const sub = await k.submitted(await k.booking());
    expect((await k.audit('operator', sub, false)).json().Code).toBe('pkl.remarks');
    expect((await k.post('customer', ENDPOINTS.packingCancel, { Id: id, Reason: '' })).statusCode).toBe(400);
    expect(await k.status(id!)).toBe(PKL_STATUS.APPLIED);
  });
  it('opening numbers the packing list PK + yymmdd + 5 digits', async () => {
    const [id] = await k.opened(await k.booking());
    expect((await k.record('customer', id!)).PKL_NO).toMatch(/^PK\d{6}\d{5,}$/);
  });
  it('a trucker must be a provider company', async () => {
    const [id] = await k.opened(await k.booking());
    const r = await k.post('operator', ENDPOINTS.packingAssignTrucker, { Ids: [id], PKL_TRUCKER_ID: await k.companyId('CUS-NBHY') });
    expect(r.json().Code).toBe('pkl.trucker');
  });
});

describe('split', () => {
  async function withGoods() {
    const cgo = await k.booking({ containers: [{ TYPE: '40HQ', COUNT: 3 }] });
    const [id] = await k.opened(cgo);
    await k.save('customer', id!, {
      Lines: [goods({ PKD_NUM: 100, PKD_WEIGHT: 1000, PKD_VOLUME: 10 }), goods({ PKD_SEQ: 2, PKD_NUM: 10, PKD_WEIGHT: 50, PKD_VOLUME: 1 })],
    });
    return { cgo, id: id! };
  }
  const part = (seq: number, n: number, kg: number, m3: number) => ({ PKD_SEQ: seq, PKD_NUM: n, PKD_WEIGHT: kg, PKD_VOLUME: m3 });
  it('splits into children on free slots whose sums are the parent', async () => {
    const { id } = await withGoods();
    const r = await k.post('operator', ENDPOINTS.packingSplit, {
      Id: id,
      Into: [{ Lines: [part(1, 60, 600, 6), part(2, 10, 50, 1)] }, { Lines: [part(1, 40, 400, 4)] }],
    });
    expect(r.statusCode, r.body).toBe(200);
    const [c1, c2] = r.json().Data.ChildIds;
    const one = await k.record('customer', c1);
    expect(one).toMatchObject({ PKL_STATUS: PKL_STATUS.OPENED, PKL_PARENT_ID: id, PKL_SLOT: 1, PKL_NUM: 70, PKL_WEIGHT: 650 });
    expect((await k.record('customer', c2)).PKL_SLOT).toBe(2);
    expect((await k.record('customer', id)).PKL_DECISION_REMARKS).toBe('SPLIT');
  });
  it('refuses children whose sums differ from the parent, nothing changed', async () => {
    const { id } = await withGoods();
    const r = await k.post('operator', ENDPOINTS.packingSplit, {
      Id: id,
      Into: [{ Lines: [part(1, 60, 600, 6), part(2, 10, 50, 1)] }, { Lines: [part(1, 39, 400, 4)] }],
    });
    expect(r.json().Code).toBe('pkl.split.sums');
    expect(await k.status(id)).toBe(PKL_STATUS.OPENED);
  });
  it('refuses more children than free slots of the type', async () => {
    const { cgo, id } = await withGoods();
    await k.applied(cgo, 1);
    const r = await k.post('operator', ENDPOINTS.packingSplit, {
      Id: id,
      Into: [{ Lines: [part(1, 50, 500, 5)] }, { Lines: [part(1, 30, 300, 3)] }, { Lines: [part(1, 20, 200, 2), part(2, 10, 50, 1)] }],
    });
    expect(r.json().Code).toBe('pkl.slots.over');
    expect(await k.status(id)).toBe(PKL_STATUS.OPENED);
  });
});

describe('universal packing lists', () => {
  const facts = {
    PKL_BOOKING_NO: 'SHAG99887700',
    PKL_CARRIER: 'ONEY',
    PKL_VESSEL: 'ONE HARMONY',
    PKL_VOYAGE: '063E',
    PKL_LOADING_CODE: 'CNSHA',
    PKL_DISCHARGE_CODE: 'USLAX',
  };
  it('takes the booking facts the applicant types, and refuses unknown ports or a booking and facts both', async () => {
    const r = await k.apply('customer', { Universal: facts, Slots: [{ PKL_CNTR_TYPE: '40GP', Count: 2 }] });
    expect(r.statusCode, r.body).toBe(200);
    const rec = await k.record('customer', r.json().Data.Ids[1]);
    expect(rec).toMatchObject({ PKL_SOURCE: 2, PKL_CGO_ID: null, PKL_VESSEL: 'ONE HARMONY', PKL_SLOT: 2, PKL_CNTR_TYPE: '40GP' });
    expect(
      (await k.apply('customer', { Universal: { ...facts, PKL_DISCHARGE_CODE: 'XXXXX' }, Slots: [{ PKL_CNTR_TYPE: '40GP', Count: 1 }] })).json().Code,
    ).toBe('pkl.port');
    expect((await k.apply('customer', { CGO_ID: await k.booking(), Universal: facts, Slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }] })).json().Code).toBe(
      'pkl.booking',
    );
    // staff name the customer company they apply for
    expect((await k.apply('operator', { Universal: facts, Slots: [{ PKL_CNTR_TYPE: '40GP', Count: 1 }] })).json().Code).toBe('pkl.company');
    const listed = await k.get('customer', `${ENDPOINTS.packingList}?Universal=true&PageSize=200`);
    expect(listed.statusCode, listed.body).toBe(200);
    const list = listed.json().Data.Items;
    expect(list.every((x: { PKL_SOURCE: number }) => x.PKL_SOURCE === 2)).toBe(true);
    expect(list.some((x: { Id: number }) => x.Id === rec.Id)).toBe(true);
  });
});
