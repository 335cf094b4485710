import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { box, towerKit } from './towerKit';

/**
 * Each module's control-tower rule (operations.md §12.1), each shown on the facts that raise it and
 * gone once the fact that settles it is there: computed on every read, never stored.
 */
const t = withTestApp({
  modules: ['controlTower', 'si', 'vgm', 'packing', 'manifest', 'manifestSetup', 'containerEvents', 'epacking', 'freightTrack', 'billing'],
});
const k = towerKit(t);
beforeAll(() => k.signIn());

describe('DOC_CUTOFF (si)', () => {
  it('a booking past its documentation cut-off without an SI shows it; approving the SI removes it', async () => {
    const { cgo } = await k.booking({ DCO: -2 });
    const [row] = await k.about('customer', 'DOC_CUTOFF', cgo);
    expect(row).toMatchObject({
      Severity: 'high',
      DocType: 'booking',
      Who: ['customer', 'clerk'],
      Action: { Path: '/external/workbench/siSubmit', Query: { cgo } },
    });
    expect(row!.Message.zh).toContain('尚未提交提单补料');
    // the staff see it too, with their page; a cut-off two days ahead is not yet an exception
    expect((await k.about('admin', 'DOC_CUTOFF', cgo))[0]!.Action.Path).toBe('/tdManage/siCheck');
    const later = await k.booking({ DCO: 48 });
    expect(await k.about('admin', 'DOC_CUTOFF', later.cgo)).toEqual([]);

    const [si] = await k.q<{ id: number }>(
      `insert into si_records (company_id, cgo_id, status, record) select company_id, cgo_id, 1, '{}'::jsonb from bookings where cgo_id = $1 returning id::int`,
      [cgo],
    );
    expect((await k.about('customer', 'DOC_CUTOFF', cgo))[0]!.Message.en).toContain('not approved yet (1 submitted or returned)');
    const approved = await k.call('GET', `${ENDPOINTS.siChangeStatus}?TDId=${si!.id}&Status=2`, k.tokens.reviewer);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await k.about('customer', 'DOC_CUTOFF', cgo)).toEqual([]);
  });
});

describe('VGM_MISSING and VGM_DEVIATION (vgm)', () => {
  const declare = (cgo: string, cnno: string, kg: number, measured: number | null = null) =>
    k.q(
      `insert into vgm_declarations (company_id, vgm_cgo_id, vgm_cnno, vgm_version, vgm_kg, vgm_method, vgm_weighed_at, vgm_responsible_party, vgm_signatory,
         vgm_channel, vgm_status, vgm_measured_kg, vgm_measured_at)
       select company_id, cgo_id, $2, 1, $3, 1, now(), 'SHIPPER', 'SIGNER', 'WORKBENCH', 2, $4::int, case when $4::int is null then null else now() end
         from bookings where cgo_id = $1 returning id::text`,
      [cgo, cnno, kg, measured],
    );

  it('counts the containers without a declared VGM before the VGM cut-off, and goes once all are declared', async () => {
    const { cgo, boxes } = await k.booking({ VCO: 10 }, { count: 2 });
    await declare(cgo, boxes[0]!, 24_000);
    const [row] = await k.about('customer', 'VGM_MISSING', cgo);
    expect(row!.Message.en).toMatch(/^Booking TWR\d{8}: 1 of 2 containers without a declared VGM$/);
    expect(row!.Action).toEqual({ Path: '/external/workbench/cargoManager/TrachManManager', Query: { PKL_CGO_ID: cgo } });
    await declare(cgo, boxes[1]!, 25_000);
    expect(await k.about('customer', 'VGM_MISSING', cgo)).toEqual([]);
  });

  it('flags a declared VGM beyond min(5 %, 1 t) of the weighed mass, not one within it', async () => {
    const { cgo, boxes } = await k.booking({ VCO: 30 }, { count: 2 });
    const [far] = await declare(cgo, boxes[0]!, 24_000, 25_200);
    const [near] = await declare(cgo, boxes[1]!, 24_000, 24_900);
    const rows = (await k.exceptions('customer', '&Code=VGM_DEVIATION')).Items.map((r) => r.DocId);
    expect(rows).toContain((far as { id: string }).id);
    expect(rows).not.toContain((near as { id: string }).id);
  });
});

describe('PKL_NOT_OPENED, NOT_GATED_IN and SHUT_OUT (packing)', () => {
  it('booked slots without opened packing lists 48 h before the port cut-off', async () => {
    const { cgo, boxes } = await k.booking({ PCO: 30 }, { count: 2 });
    await k.packingList(cgo, boxes[0]!, 2);
    const [row] = await k.about('operator', 'PKL_NOT_OPENED', cgo);
    expect(row).toMatchObject({ Severity: 'medium', Who: ['operator'], Action: { Path: '/cargoManager/TrachManDataAudit', Query: { PKL_CGO_ID: cgo } } });
    await k.packingList(cgo, boxes[1]!, 4);
    expect(await k.about('operator', 'PKL_NOT_OPENED', cgo)).toEqual([]);
  });

  it('an opened packing list not gated in 24 h before the port cut-off, gone once gated in', async () => {
    const { cgo, boxes } = await k.booking({ PCO: 20, FCO: 40 });
    const id = await k.packingList(cgo, boxes[0]!, 2);
    const [row] = await k.about('customer', 'NOT_GATED_IN', cgo === '' ? '' : String(id));
    expect(row).toMatchObject({ DocType: 'packingList', Ref: boxes[0], Who: ['customer', 'trucker'] });
    await k.q('update packing_lists set pkl_status = 7, pkl_gated_in_at = now() where id = $1', [id]);
    expect(await k.about('customer', 'NOT_GATED_IN', String(id))).toEqual([]);
  });

  it('gated in, vessel departed, no LOAD: shut out — until the box is loaded', async () => {
    const { cgo, boxes } = await k.booking({}, { vessel: 'TOWER SHUT', voyage: 'S1E' });
    const id = await k.packingList(cgo, boxes[0]!, 7, 10);
    expect(await k.about('operator', 'SHUT_OUT', String(id))).toEqual([]); // not departed yet
    await k.event({ code: 'DEPA', hours: -2, vessel: 'tower shut', voyage: 'S1E', location: 'CNSHA' });
    const [row] = await k.about('operator', 'SHUT_OUT', String(id));
    expect(row).toMatchObject({ Ref: boxes[0], Action: { Path: '/cargoManager/TrachManManager', Query: { PKL_CGO_ID: cgo } } });
    await k.event({ code: 'LOAD', hours: -3, cnno: boxes[0], cgo });
    expect(await k.about('operator', 'SHUT_OUT', String(id))).toEqual([]);
  });
});

describe('MANIFEST_DUE and MANIFEST_FAILED (manifest)', () => {
  const manifest = async (cgo: string, status: number, loadingHours: number, error = '') =>
    String(
      (
        await k.q<{ id: string }>(
          `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_mbl_no, mft_status, mft_loading_at, mft_last_error)
           select 'MFTWR' || $1, company_id, 'CN_EXPORT', 'MASTER', cgo_id, mbl_no, $2, now() + make_interval(secs => $3), $4 from bookings where cgo_id = $1 returning id::text`,
          [cgo, status, loadingHours * 3600, error],
        )
      )[0]!.id,
    );

  it('not accepted within 12 h of its deadline (24 h before loading): due; accepted: gone', async () => {
    const { cgo } = await k.booking({});
    const id = await manifest(cgo, 0, 30);
    const [row] = await k.about('customer', 'MANIFEST_DUE', id);
    expect(row!.Action).toEqual({ Path: '/external/workbench/mainifest/edit', Query: { id } });
    expect(Date.parse(row!.DueAt!) - Date.now()).toBeGreaterThan(5 * 3600_000);
    expect(Date.parse(row!.DueAt!) - Date.now()).toBeLessThan(7 * 3600_000);
    expect((await k.about('admin', 'MANIFEST_DUE', id))[0]!.Action.Path).toBe('/mainifest/edit');
    await k.q('update manifests set mft_status = 9 where id = $1', [id]);
    expect(await k.about('customer', 'MANIFEST_DUE', id)).toEqual([]);
    // loading far ahead: not due yet
    expect(await k.about('customer', 'MANIFEST_DUE', await manifest((await k.booking({})).cgo, 0, 60))).toEqual([]);
  });

  it('a customs rejection says customs’ words and opens the failure', async () => {
    const id = await manifest((await k.booking({})).cgo, 8, 50, '收货人企业代码错误');
    const [row] = await k.about('admin', 'MANIFEST_FAILED', id);
    expect(row).toMatchObject({ Who: ['verifier'], Action: { Path: '/mainifest/sendFailInfo', Query: { id } } });
    expect(row!.Message.zh).toContain('收货人企业代码错误');
  });
});

describe('ETA_SLIP and CUSTOMS_HOLD (a booking’s own box events)', () => {
  it('the latest estimate of arrival at the port of discharge more than 24 h after the first', async () => {
    const { cgo } = await k.booking({});
    await k.event({ code: 'ARRI', classifier: 'EST', hours: 120, updatedHours: -72, cgo, location: 'DEHAM' });
    await k.event({ code: 'ARRI', classifier: 'EST', hours: 140, updatedHours: -24, cgo, location: 'DEHAM' });
    expect(await k.about('customer', 'ETA_SLIP', cgo)).toEqual([]); // 20 h: within the day
    await k.event({ code: 'ARRI', classifier: 'EST', hours: 170, updatedHours: -1, cgo, location: 'DEHAM' });
    const [row] = await k.about('customer', 'ETA_SLIP', cgo);
    expect(row!.Message.en).toContain('(50 h later)');
    // a vessel's own estimates (no booking named) reach every booking on it
    const v = await k.booking({}, { vessel: 'TOWER SLOW', voyage: 'V9W' });
    await k.event({ code: 'ARRI', classifier: 'EST', hours: 100, updatedHours: -50, vessel: 'TOWER SLOW', voyage: 'V9W', location: 'DEHAM' });
    await k.event({ code: 'ARRI', classifier: 'EST', hours: 130, updatedHours: -2, vessel: 'TOWER SLOW', voyage: 'V9W', location: 'DEHAM' });
    expect(await k.about('admin', 'ETA_SLIP', v.cgo)).toHaveLength(1);
  });

  it('a customs stop without a later release holds the box', async () => {
    const { cgo, boxes } = await k.booking({});
    await k.event({ code: 'CUSS', hours: -5, cnno: boxes[0], cgo });
    const [row] = await k.about('customer', 'CUSTOMS_HOLD', boxes[0]!);
    expect(row).toMatchObject({ DocType: 'container', Who: ['customerService'] });
    await k.event({ code: 'CUSR', hours: -1, cnno: boxes[0], cgo });
    expect(await k.about('customer', 'CUSTOMS_HOLD', boxes[0]!)).toEqual([]);
  });
});

describe('UNPAID_AFTER_ARRIVAL (billing)', () => {
  /** A receivable line of the booking, confirmed and not paid (status 2). */
  const receivable = async (cgo: string, currency: string, amount: number) =>
    (
      await k.q<{ id: number }>(
        `insert into charges (company_id, chg_cgo_id, chg_side, chg_party_id, chg_code, chg_name, chg_basis, chg_qty, chg_unit_price, chg_currency, chg_amount,
           chg_term, chg_tax_code, chg_status)
         select company_id, cgo_id, 'AR', company_id, (select code from fee_codes order by code limit 1), 'Ocean freight', 'PER_BL', 1, $3, $2, $3, 'PRE', 'ZERO', 2
           from bookings where cgo_id = $1 returning id::int`,
        [cgo, currency, amount],
      )
    )[0]!.id;

  it('receivables still open 3 days after the arrival at the port of discharge; settled: gone', async () => {
    const { cgo } = await k.booking({});
    await k.event({ code: 'ARRI', hours: -100, cgo, location: 'DEHAM' });
    expect(await k.about('admin', 'UNPAID_AFTER_ARRIVAL', cgo)).toEqual([]); // nothing owed
    const usd = await receivable(cgo, 'USD', 900);
    const cny = await receivable(cgo, 'CNY', 450);
    const [row] = await k.about('admin', 'UNPAID_AFTER_ARRIVAL', cgo);
    expect(row).toMatchObject({ Severity: 'medium', DocType: 'booking', Who: ['finance'], Action: { Path: '/MakeOrderBusiness/InvoiceMake' } });
    expect(row!.Message.zh).toContain('CNY, USD');
    // arrived a day ago, or at another port: not yet
    const recent = await k.booking({});
    await receivable(recent.cgo, 'USD', 100);
    await k.event({ code: 'ARRI', hours: -30, cgo: recent.cgo, location: 'DEHAM' });
    await k.event({ code: 'ARRI', hours: -100, cgo: recent.cgo, location: 'SGSIN' });
    expect(await k.about('admin', 'UNPAID_AFTER_ARRIVAL', recent.cgo)).toEqual([]);
    // the customer sees its own, another company never
    expect(await k.about('customer', 'UNPAID_AFTER_ARRIVAL', cgo)).toHaveLength(1);
    expect(await k.about('customer2', 'UNPAID_AFTER_ARRIVAL', cgo)).toEqual([]);
    await k.q('update charges set chg_status = 4 where id = any($1)', [[usd, cny]]);
    expect(await k.about('admin', 'UNPAID_AFTER_ARRIVAL', cgo)).toEqual([]);
  });
});

it('answers soonest due first, and every row in words', async () => {
  const { Items } = await k.exceptions('admin');
  const due = Items.map((r) => r.DueAt ?? '\uffff');
  expect(due).toEqual([...due].sort());
  for (const r of Items) expect(r.Message.zh && r.Message.en).toBeTruthy();
  void box;
});
