import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ShutOut } from '../../../src/contract/epacking/calls';
import { ECP_STATUS } from '../../../src/domain/epacking/status';
import { withTestApp } from '../support/build';
import { drain, simulatorOn } from './channelKit';
import { containerEvent, CUSTOMER, kit, ok, OPERATOR, OTHER_CUSTOMER, packingList, refusedWith, vgm } from './support';

/**
 * The rules of electronic packing (operations.md §4.5), each refused with a 400, its Code and its
 * words in both languages, nothing written: `ecp.pklState` (data submitted or approved), `ecp.vgm`,
 * `ecp.once`, `ecp.loaded`, `ecp.reason`; and the effects of an acknowledged unpack (the packing list
 * opened again with its data kept, a STRP event), the shut-out suspects (`ecp.shutout`), another
 * company's packing list (404), and the Decide call's Idempotency-Key.
 */
const t = withTestApp({ modules: ['epacking'] });
const k = kit(t);
beforeAll(() => k.signIn());

const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from eclp_requests'))[0]!.n;
/** Refused with `code`, nothing written. */
async function refused(run: () => ReturnType<typeof k.apply>, code: string) {
  const before = await count();
  refusedWith(await run(), code);
  expect(await count()).toBe(before);
}
/** A packing list whose pack the terminal acknowledged. */
async function packed(over: Parameters<typeof packingList>[1] = {}) {
  const pkl = await packingList(t.db, over);
  const r = ok<{ Id: number }>(await k.apply(CUSTOMER, pkl.id, 1));
  ok(await k.decide([r.Id], true));
  await drain(t.db, simulatorOn(t.db), 2, Date.now(), 2000);
  expect(await k.status(r.Id)).toBe(ECP_STATUS.ACKNOWLEDGED);
  return pkl;
}

describe('ecp.pklState and ecp.vgm: a pack needs the data submitted or approved and a declared VGM', () => {
  it('refuses an opened, a returned or a gated-in packing list; takes data submitted (4) and approved (5)', async () => {
    for (const status of [2, 6, 7]) {
      const pkl = await packingList(t.db, { status });
      await refused(() => k.apply(CUSTOMER, pkl.id, 1), 'ecp.pklState');
    }
    for (const status of [4, 5]) ok(await k.apply(CUSTOMER, (await packingList(t.db, { status })).id, 1));
  });

  it('refuses without a VGM, with a draft or a superseded one; says so in both languages', async () => {
    const none = await packingList(t.db, { vgm: false });
    await refused(() => k.apply(CUSTOMER, none.id, 1), 'ecp.vgm');
    const zh = await k.apply(CUSTOMER, none.id, 1);
    expect(zh.json().Message).toContain('尚未申报 VGM');
    const en = await k.post(CUSTOMER, ENDPOINTS.epackingApply, { PKL_ID: none.id, Kind: 1 }, { 'accept-language': 'en' });
    expect(en.json().Message).toContain('has no declared VGM');
    await vgm(t.db, none.id, 15_000, 1);
    await vgm(t.db, none.id, 15_000, 6);
    await refused(() => k.apply(CUSTOMER, none.id, 1), 'ecp.vgm');
    await vgm(t.db, none.id, 15_000, 4);
    ok(await k.apply(CUSTOMER, none.id, 1));
  });
});

describe('the rules hold at approval too', () => {
  it('refuses to approve a pack whose packing list was returned or whose VGM was superseded since', async () => {
    const a = await packingList(t.db);
    const ra = ok<{ Id: number }>(await k.apply(CUSTOMER, a.id, 1));
    await t.db.query('update packing_lists set pkl_status = 6 where id = $1', [a.id]);
    refusedWith(await k.decide([ra.Id], true), 'ecp.pklState');
    const b = await packingList(t.db);
    const rb = ok<{ Id: number }>(await k.apply(CUSTOMER, b.id, 1));
    await t.db.query('update vgm_declarations set vgm_status = 6 where vgm_pkl_id = $1', [b.id]);
    refusedWith(await k.decide([rb.Id], true), 'ecp.vgm');
    expect([await k.status(ra.Id), await k.status(rb.Id)]).toEqual([ECP_STATUS.SUBMITTED, ECP_STATUS.SUBMITTED]);
    // a rejection needs no rule: the operator may always say no
    ok(await k.decide([ra.Id], false, '装箱单已退回'));
  });

  it('refuses to approve an unpack of a container loaded since', async () => {
    const done = await packed();
    const u = ok<{ Id: number }>(await k.apply(CUSTOMER, done.id, 2, 'RESTUFF'));
    await containerEvent(t.db, done.id, 'LOAD');
    refusedWith(await k.decide([u.Id], true), 'ecp.loaded');
  });
});

describe('ecp.once: one pack in flight; unpack only after an acknowledged pack', () => {
  it('refuses a second pack while one is on its way, and a pack of what the terminal holds packed', async () => {
    const pkl = await packingList(t.db);
    const first = ok<{ Id: number; ECP_NO: string }>(await k.apply(CUSTOMER, pkl.id, 1));
    await refused(() => k.apply(CUSTOMER, pkl.id, 1), 'ecp.once');
    expect((await k.apply(CUSTOMER, pkl.id, 1)).json().Message).toContain(first.ECP_NO);
    ok(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: first.Id }));
    ok(await k.apply(CUSTOMER, pkl.id, 1));
    const done = await packed();
    await refused(() => k.apply(CUSTOMER, done.id, 1), 'ecp.once');
  });

  it('refuses an unpack before an acknowledged pack, and a second one in flight', async () => {
    const pkl = await packingList(t.db);
    await refused(() => k.apply(CUSTOMER, pkl.id, 2, 'SHUT_OUT'), 'ecp.once');
    const done = await packed();
    ok(await k.apply(CUSTOMER, done.id, 2, 'RESTUFF'));
    await refused(() => k.apply(CUSTOMER, done.id, 2, 'RESTUFF'), 'ecp.once');
  });

  it('ecp.reason: an unpack says why', async () => {
    const done = await packed();
    await refused(() => k.apply(CUSTOMER, done.id, 2), 'ecp.reason');
  });
});

describe('ecp.loaded: no unpack after the container was loaded', () => {
  it('refuses after a LOAD ACT; a retracted LOAD does not count', async () => {
    const done = await packed();
    await containerEvent(t.db, done.id, 'LOAD', { retracted: true });
    const ok1 = ok<{ Id: number }>(await k.apply(CUSTOMER, done.id, 2, 'INSPECTION'));
    ok(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: ok1.Id }));
    await containerEvent(t.db, done.id, 'LOAD');
    await refused(() => k.apply(CUSTOMER, done.id, 2, 'INSPECTION'), 'ecp.loaded');
  });
});

describe('an acknowledged unpack', () => {
  it('opens the packing list again, keeps its data in the history, and records the terminal’s STRP', async () => {
    const done = await packed({ status: 5 });
    const u = ok<{ Id: number }>(await k.apply(OPERATOR, done.id, 2, 'SHUT_OUT'));
    ok(await k.decide([u.Id], true));
    await drain(t.db, simulatorOn(t.db), 2, Date.now(), 2000);
    expect(await k.status(u.Id)).toBe(ECP_STATUS.ACKNOWLEDGED);
    expect(await k.pklStatus(done.id)).toBe(2);
    const [ev] = await t.db.query<{ detail: { FromStatus: number; Previous: { PKL_CNNO: string; Lines: unknown[] } } }>(
      `select detail from doc_events where doc_type = 'packingList' and doc_id = $1 and type = 'v1.PackingListUnpacked'`,
      [String(done.id)],
    );
    expect(ev!.detail.FromStatus).toBe(5);
    expect(ev!.detail.Previous.PKL_CNNO).toBe(done.cnno);
    expect(ev!.detail.Previous.Lines).toHaveLength(1);
    const strp = await t.db.query<{ evt_code: string; evt_empty: string; evt_publisher: string }>(
      `select evt_code, evt_empty, evt_publisher from tracking_events where evt_equipment_ref = $1 and evt_code = 'STRP'`,
      [done.cnno],
    );
    expect(strp).toEqual([{ evt_code: 'STRP', evt_empty: 'EMPTY', evt_publisher: 'SIM:TERMINAL_CLP' }]);
    // the list row no longer says accepted: the terminal holds it unpacked
    const rows = ok<{ Items: { EclpAccepted: boolean }[] }>(await k.get(CUSTOMER, `${ENDPOINTS.epackingList}?PKL_ID=${done.id}`)).Items;
    expect(rows.every((r) => !r.EclpAccepted)).toBe(true);
  });
});

describe('ecp.shutout: gated in laden, the vessel departed, no LOAD', () => {
  it('lists the container until a LOAD arrives', async () => {
    const pkl = await packingList(t.db, { vessel: 'SHUTOUT TEST', voyage: '001W' });
    const listed = async () => ok<ShutOut[]>(await k.get(OPERATOR, ENDPOINTS.epackingShutOut)).some((s) => s.PKL_ID === pkl.id);
    await containerEvent(t.db, pkl.id, 'GTIN', { at: new Date(Date.now() - 3 * 86_400_000).toISOString() });
    expect(await listed()).toBe(false);
    await containerEvent(t.db, pkl.id, 'DEPA', { at: new Date(Date.now() - 86_400_000).toISOString() });
    expect(await listed()).toBe(true);
    await containerEvent(t.db, pkl.id, 'LOAD', { at: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    expect(await listed()).toBe(false);
    // a customer does not hold the unpacking page
    expect((await k.get(CUSTOMER, ENDPOINTS.epackingShutOut)).statusCode).toBe(403);
  });
});

describe('scoping and the Decide key', () => {
  it('another company’s packing list is absent (404), nothing written', async () => {
    const pkl = await packingList(t.db);
    const before = await count();
    const res = await k.apply(OTHER_CUSTOMER, pkl.id, 1);
    expect(res.statusCode).toBe(404);
    expect(await count()).toBe(before);
  });

  it('one Idempotency-Key makes one decision: sent again it answers the first; another body with it is refused', async () => {
    const r = ok<{ Id: number }>(await k.apply(CUSTOMER, (await packingList(t.db)).id, 1));
    const key = `ecp-key-${Date.now()}`;
    const first = ok<{ Decided: { MessageId: number }[] }>(await k.decide([r.Id], true, undefined, key));
    const again = ok<{ Decided: { MessageId: number }[]; Replayed: boolean }>(await k.decide([r.Id], true, undefined, key));
    expect(again.Replayed).toBe(true);
    expect(again.Decided).toEqual(first.Decided);
    refusedWith(await k.decide([r.Id], false, '换了主意', key), 'IDEMPOTENCY_KEY_REUSED');
    const [n] = await t.db.query<{ n: number }>(`select count(*)::int as n from outbound_messages where doc_type = 'eclp' and doc_id = $1`, [r.Id]);
    expect(n!.n).toBe(1);
  });

  it('a batch with one request not waiting decides none', async () => {
    const a = ok<{ Id: number }>(await k.apply(CUSTOMER, (await packingList(t.db)).id, 1));
    const b = ok<{ Id: number }>(await k.apply(CUSTOMER, (await packingList(t.db)).id, 1));
    ok(await k.post(CUSTOMER, ENDPOINTS.epackingWithdraw, { Id: b.Id }));
    refusedWith(await k.decide([a.Id, b.Id], true), 'ecp.state');
    expect(await k.status(a.Id)).toBe(ECP_STATUS.SUBMITTED);
  });
});

describe('the trucker', () => {
  it('applies for the packing lists assigned to its company, and finds no other', async () => {
    const TRUCKER = 'provider.admin@demo.test';
    await k.signIn(TRUCKER);
    const mine = await packingList(t.db);
    const other = await packingList(t.db);
    await t.db.query(`update packing_lists set pkl_trucker_id = (select id from companies where code = 'PRV-SHYD') where id = $1`, [mine.id]);
    const applied = ok<{ Id: number }>(await k.apply(TRUCKER, mine.id, 1));
    expect((await k.apply(TRUCKER, other.id, 1)).statusCode).toBe(404);
    const rows = ok<{ Items: { Id: number }[] }>(await k.get(TRUCKER, ENDPOINTS.epackingList)).Items;
    expect(rows.map((r) => r.Id)).toEqual([applied.Id]);
    // the customer whose packing list it is sees the trucker's request too
    expect(ok<{ Items: { Id: number }[] }>(await k.get(CUSTOMER, `${ENDPOINTS.epackingList}?PKL_ID=${mine.id}`)).Items.map((r) => r.Id)).toEqual([applied.Id]);
  });
});
