import { describe, expect, it } from 'vitest';
import type { ListPage } from '../../../src/contract/admin';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { Applied, Application, ApplicationDetail, CheckLog, RiskCheckAnswer } from '../../../src/contract/orderApply/calls';
import { houseBillForRelease } from '../../../server/modules/houseBill/public';
import { orderApplyExceptionRules } from '../../../server/modules/orderApply/tower';
import { ADMIN, okData, orderApplyApp, RISK, SERVICE } from './oaApp';

/**
 * B/L applications on the houseBill and billing demos (operations.md §11.2–§11.4): the demo's
 * applications and BL_BLOCKED; Decide's refusals and who may decide; a B/L blocked by its unpaid
 * invoices, paid, checked again and released (the HBL moves to released, once per Idempotency-Key);
 * each rule's outcome through the risk query.
 */
const { t, post, get, refused, companyId } = orderApplyApp(['orderApply', 'houseBill', 'billing']);
const E = ENDPOINTS;
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const hblOf = async (cgo: string, status: number) =>
  Number((await t.db.query<{ id: string }>('select id from house_bills where hbl_cgo_id = $1 and hbl_status = $2 order by id limit 1', [cgo, status]))[0]!.id);
const list = async (q = '') => okData<ListPage<Application>>(await get(SERVICE, `${E.orderApplyList}?PageSize=50${q}`)).Items;
const detail = async (id: number) => okData<ApplicationDetail>(await get(SERVICE, `${E.orderApplyGet}?Id=${id}`));
const result = (rs: { Rule: string; Result: string }[], rule: string) => rs.find((r) => r.Rule === rule)?.Result;

describe('the demo', () => {
  it('in review for an overdue invoice, blocked with its reasons, cancelled, passed on review and released; BL_BLOCKED names the blocked one', async () => {
    const apps = await list();
    const byStatus = Object.fromEntries(apps.map((a) => [a.OAP_STATUS, a]));
    expect(Object.keys(byStatus).sort()).toEqual(['3', '4', '7', '8']);
    // passed: the review's override on record, then released, and its house bill with it
    const passed = byStatus[7]!;
    const logs = okData<ListPage<{ OAP_NO: string; Type: string; Detail: Record<string, unknown> }>>(
      await get(SERVICE, `${E.orderApplyLogs}?OAP_NO=${passed.OAP_NO}&PageSize=20`),
    ).Items;
    expect(logs.map((l) => l.Type).reverse()).toEqual(['v1.Applied', 'v1.Checked', 'v1.Approved', 'v1.Released']);
    expect(JSON.stringify(logs.find((l) => l.Type === 'v1.Approved')!.Detail)).toContain('R3_OVERDUE');
    const [released] = await t.db.query<{ hbl_status: number }>(
      'select h.hbl_status from house_bills h join bl_applications a on a.oap_hbl_id = h.id where a.id = $1',
      [passed.Id],
    );
    expect(released!.hbl_status).toBe(5);
    const review = await detail(byStatus[3]!.Id);
    expect(result(review.Results, 'R3_OVERDUE')).toBe('REVIEW');
    expect(review.Results.find((r) => r.Rule === 'R3_OVERDUE')!.Message.en).toMatch(/^1 invoice overdue \d+ days, [\d,.]+ CNY: /);
    const blocked = await detail(byStatus[4]!.Id);
    expect(result(blocked.Results, 'R4_DOCS')).toBe('BLOCK');
    const open = await orderApplyExceptionRules[0]!.open(t.db, { companyId: null, side: 'internal' });
    expect(open.map((x) => x.Ref)).toEqual([byStatus[4]!.OAP_NO]);
    expect(open[0]!.Message.zh).toContain('尚未签发');
    // 海越's people see none of 天祥's
    const nb = await companyId('CUS-NBHY');
    expect(await orderApplyExceptionRules[0]!.open(t.db, { companyId: String(nb), side: 'external' })).toEqual([]);
  });

  it('Decide: only the risk role; a reason per REVIEW rule; nothing to override on a passed rule; only a pending one', async () => {
    const apps = await list();
    const review = apps.find((a) => a.OAP_STATUS === 3)!;
    const blocked = apps.find((a) => a.OAP_STATUS === 4)!;
    const body = { Id: review.Id, Version: review.Version, Approve: true, Overrides: [{ Rule: 'R3_OVERDUE', Reason: '客户已承诺本周付清逾期账单' }] };
    expect((await post(SERVICE, E.orderApplyDecide, body)).statusCode).toBe(403);
    await refused(RISK, E.orderApplyDecide, { ...body, Overrides: [] }, 'REASON_MISSING');
    await refused(RISK, E.orderApplyDecide, { ...body, Overrides: [{ Rule: 'R3_OVERDUE', Reason: ' ' }] }, 'REASON_MISSING');
    await refused(RISK, E.orderApplyDecide, { ...body, Overrides: [...body.Overrides, { Rule: 'R1_UNPAID', Reason: '已付' }] }, 'NOT_REVIEW');
    await refused(RISK, E.orderApplyDecide, { ...body, Id: blocked.Id, Version: blocked.Version }, 'NOT_PENDING');
    await refused(RISK, E.orderApplyDecide, { ...body, Approve: false, Overrides: [] }, 'REASON_MISSING');
    await refused(SERVICE, E.orderApplyRecheck, { Id: review.Id, Version: review.Version }, 'NOT_BLOCKED');
    await refused(SERVICE, E.orderApplyRelease, { Id: review.Id, Version: review.Version }, 'NOT_RELEASABLE');
    // the demo's review frees its B/L for the next test: cancelled with a reason
    okData(await post(SERVICE, E.orderApplyCancel, { Id: review.Id, Version: review.Version, Reason: '测试：改由新申请' }));
    await refused(SERVICE, E.orderApplyCancel, { Id: review.Id, Version: review.Version + 1, Reason: '再次' }, 'NOT_CANCELLABLE');
  });
});

describe('a B/L blocked by its unpaid invoice, paid, checked again, released', () => {
  it('the chain, logged at every step', async () => {
    const hbl = await hblOf('CGO-HZTX-2611-HB1', 4);
    const facts = (await houseBillForRelease(t.db, hbl))!;
    const hz = await companyId('CUS-HZTX');
    // finance charges the booking (USD ocean freight, CNY documentation) and invoices the USD line
    const lines = [
      { CHG_SIDE: 'AR', CHG_PARTY_ID: hz, CHG_CODE: 'OF', CHG_BASIS: 'PER_BL', CHG_QTY: '1', CHG_UNIT_PRICE: '1500', CHG_CURRENCY: 'USD', CHG_TERM: 'PRE' },
      { CHG_SIDE: 'AR', CHG_PARTY_ID: hz, CHG_CODE: 'DOC', CHG_BASIS: 'PER_BL', CHG_QTY: '1', CHG_UNIT_PRICE: '450', CHG_CURRENCY: 'CNY', CHG_TERM: 'PRE' },
    ];
    const { Ids } = okData<{ Ids: number[] }>(await post(ADMIN, E.chargeSave, { CGO_ID: facts.cgoId, Lines: lines }));
    const usd = okData<{ Id: number }>(await post(ADMIN, E.invoiceCreate, { Kind: 1, PartyId: hz, ChargeIds: [Ids[0]], Currency: 'USD' }));
    const cnyInv = okData<{ Id: number }>(await post(ADMIN, E.invoiceCreate, { Kind: 1, PartyId: hz, ChargeIds: [Ids[1]], Currency: 'CNY' }));

    // the form's check before submitting: unpaid blocks; against the guarantee it passes R1/R2
    const check = okData<RiskCheckAnswer>(await get(SERVICE, `${E.orderApplyRiskCheck}?HBL_ID=${hbl}&Kind=4`));
    expect(check.Level).toBe('BLOCK');
    expect(result(check.Results, 'R1_UNPAID')).toBe('BLOCK');
    expect(check.Results.find((r) => r.Rule === 'R1_UNPAID')!.Message.en).toMatch(
      /^unpaid on this B\/L: [\d,.]+ CNY \((USD 1500\.00 \+ CNY \d+\.\d{2}|CNY \d+\.\d{2} \+ USD 1500\.00)\)$/,
    );
    const guaranteed = okData<RiskCheckAnswer>(await get(SERVICE, `${E.orderApplyRiskCheck}?HBL_ID=${hbl}&Kind=4&UseGuarantee=true`));
    expect([result(guaranteed.Results, 'R1_UNPAID'), result(guaranteed.Results, 'R2_GUARANTEE')]).toEqual(['PASS', 'PASS']);

    const applied = okData<Applied>(await post(SERVICE, E.orderApplyApply, { HBL_ID: hbl, Kind: 4, UseGuarantee: false }));
    expect(applied).toMatchObject({ OAP_STATUS: 4, OAP_RISK_LEVEL: 'BLOCK' });
    await refused(SERVICE, E.orderApplyApply, { HBL_ID: hbl, Kind: 4, UseGuarantee: false }, 'R10_DUPLICATE');

    // payments recorded on both invoices: checked again, unpaid passes (the overdue invoice of another booking still asks for review)
    for (const inv of [usd, cnyInv]) {
      const made = okData<{ Version: number }>(await get(ADMIN, `${E.invoiceGet}?Id=${inv.Id}`));
      okData(await post(ADMIN, E.invoiceConfirm, { Id: inv.Id, Version: made.Version }));
      const cur = okData<{ Outstanding: string; Version: number }>(await get(ADMIN, `${E.invoiceGet}?Id=${inv.Id}`));
      okData(await post(ADMIN, E.invoicePay, { Id: inv.Id, Version: cur.Version, Amount: cur.Outstanding, Date: today(), Ref: 'TT-OAP' }));
    }
    const again = okData<Applied>(await post(SERVICE, E.orderApplyRecheck, { Id: applied.Id, Version: applied.Version }));
    expect(result(again.Results, 'R1_UNPAID')).toBe('PASS');
    expect(again).toMatchObject({ OAP_STATUS: 3, OAP_RISK_LEVEL: 'REVIEW' });
    const approved = okData<{ Version: number }>(
      await post(RISK, E.orderApplyDecide, {
        Id: applied.Id,
        Version: again.Version,
        Approve: true,
        Overrides: [{ Rule: 'R3_OVERDUE', Reason: '逾期账单属另一票，客户已承诺付清' }],
      }),
    );

    // released once per key: the same key answers the first release; another body with it is refused
    const key = { 'idempotency-key': `oap-test-${applied.Id}` };
    const first = okData<{ Version: number }>(await post(SERVICE, E.orderApplyRelease, { Id: applied.Id, Version: approved.Version }, undefined, key));
    const second = okData<{ Version: number }>(await post(SERVICE, E.orderApplyRelease, { Id: applied.Id, Version: approved.Version }, undefined, key));
    expect(second).toEqual(first);
    expect((await post(SERVICE, E.orderApplyRelease, { Id: applied.Id, Version: first.Version }, undefined, key)).json().Code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await houseBillForRelease(t.db, hbl))!.status).toBe(5);

    const logs = okData<ListPage<{ Type: string }>>(await get(SERVICE, `${E.orderApplyLogs}?OAP_ID=${applied.Id}&PageSize=50`)).Items.map((e) => e.Type);
    expect(logs.reverse()).toEqual(['v1.Applied', 'v1.Checked', 'v1.Rechecked', 'v1.Checked', 'v1.Approved', 'v1.Released']);
    const checks = okData<ListPage<CheckLog>>(await get(RISK, `${E.orderApplyCheckLogs}?OAP_ID=${applied.Id}&PageSize=50`)).Items;
    expect(checks).toHaveLength(20);
    expect(checks.find((c) => c.RSK_RULE === 'R3_OVERDUE' && c.RSK_RUN === 2)).toMatchObject({
      OverrideBy: '风控专员',
      RSK_OVERRIDE_REASON: '逾期账单属另一票，客户已承诺付清',
    });
  });
});

describe('each rule through the risk query', () => {
  it('R4, R6 (courier: verified, expired, none), another customer’s receiver 404, R7 watch list, a customer alone', async () => {
    const draft = await hblOf('CGO-HZTX-2611-HB3', 1);
    const q = async (s: string) => okData<RiskCheckAnswer>(await get(SERVICE, `${E.orderApplyRiskCheck}?${s}`));
    expect(result((await q(`HBL_ID=${draft}`)).Results, 'R4_DOCS')).toBe('BLOCK');
    const receivers = await t.db.query<{ id: string; rcv_name: string; code: string }>(
      'select r.id, r.rcv_name, c.code from bl_receivers r join companies c on c.id = r.company_id order by r.id',
    );
    const rcv = (name: string) => receivers.find((r) => r.rcv_name === name)!.id;
    expect(result((await q(`HBL_ID=${draft}&Kind=1&ReceiverId=${rcv('陈晓')}`)).Results, 'R6_ADDRESS')).toBe('PASS');
    const expired = await q(`HBL_ID=${draft}&Kind=1&ReceiverId=${rcv('赵敏')}`);
    expect(result(expired.Results, 'R6_ADDRESS')).toBe('REVIEW');
    expect(expired.Results.find((r) => r.Rule === 'R6_ADDRESS')!.Message.zh).toMatch(/已于 \d{4}-\d{2}-\d{2} 过期/);
    expect(result((await q(`HBL_ID=${draft}&Kind=1&ReceiverId=${rcv('王五')}`)).Results, 'R6_ADDRESS')).toBe('REVIEW');
    expect((await get(SERVICE, `${E.orderApplyRiskCheck}?HBL_ID=${draft}&Kind=1&ReceiverId=${rcv('周海')}`)).statusCode).toBe(404);

    const settings = okData<{ Version: number }>(await get(RISK, E.orderApplySettingGetCheck));
    okData(
      await post(RISK, E.orderApplySettingSaveCheck, {
        Version: settings.Version,
        Rules: [{ Rule: 'R7_PARTY_LIST', Enabled: true, Severity: 'BLOCK', Names: ['GMBH'] }],
      }),
    );
    const watched = await q(`HBL_ID=${draft}`);
    expect(result(watched.Results, 'R7_PARTY_LIST')).toBe('BLOCK');
    okData(
      await post(RISK, E.orderApplySettingSaveCheck, {
        Version: settings.Version + 1,
        Rules: [{ Rule: 'R7_PARTY_LIST', Enabled: true, Severity: 'BLOCK', Names: [] }],
      }),
    );

    // a customer alone: its overdue invoices and its guarantee
    const hz = await companyId('CUS-HZTX');
    const customer = await q(`CompanyId=${hz}`);
    expect(customer.Results.map((r) => r.Rule)).toEqual(['R3_OVERDUE']);
    expect(customer.GuaranteeAvailableCny).toBeGreaterThan(0);
  });

  it('R5, R8 and R9 read their facts from the database: on-board without a LOAD or DEPA, telex with originals out, a consignee changed after the manifest', async () => {
    const [h] = await t.db.query<{ id: string; cgo: string; no: string; consignee: string }>(
      `select h.id::text, h.hbl_cgo_id as cgo, h.hbl_no as no, split_part(coalesce(s.record ->> 'TBI_CONSIGNEE', ''), E'\\n', 1) as consignee
         from house_bills h join si_records s on s.id = h.hbl_si_id where h.hbl_status in (4, 5) order by h.id limit 1`,
    );
    const id = Number(h!.id);
    const rules = async (kind = 4) => okData<RiskCheckAnswer>(await get(SERVICE, `${E.orderApplyRiskCheck}?HBL_ID=${id}&Kind=${kind}`)).Results;
    const said = async (rule: string, kind = 4) => (await rules(kind)).find((r) => r.Rule === rule)!;
    const events = await t.db.query<{ id: string }>(
      `update tracking_events set evt_retracted = true where evt_code in ('LOAD', 'DEPA') and evt_classifier = 'ACT' and not evt_retracted
          and (evt_cgo_id = $1 or evt_hbl_no = $2) returning evt_id::text as id`,
      [h!.cgo, h!.no],
    );
    const before = await t.db.query<{ on_board: string | null; out: boolean }>(
      'select hbl_on_board_date::text as on_board, hbl_originals_out as out from house_bills where id = $1',
      [id],
    );
    try {
      // R5: shipped on board on paper, but no actual LOAD or DEPA: blocked; the LOAD arrives: passed, naming it
      await t.db.query('update house_bills set hbl_on_board_date = $2::date where id = $1', [id, today()]);
      const r5 = await said('R5_DEPARTED');
      expect(r5.Result).toBe('BLOCK');
      expect(r5.Message.zh).toContain(`已装船日期 ${today()}`);
      await t.db.query(
        `insert into tracking_events (evt_id, evt_publisher, evt_type, evt_code, evt_classifier, evt_at, evt_updated_at, evt_equipment_ref, evt_empty, evt_location, evt_cgo_id)
         values (gen_random_uuid(), 'TEST', 'EQUIPMENT', 'LOAD', 'ACT', '2026-11-28T07:45:00Z', now(), 'TSTU0000001', 'LADEN', 'CNNGB', $1)`,
        [h!.cgo],
      );
      const passed = await said('R5_DEPARTED');
      expect(passed.Result).toBe('PASS');
      // in words, on Ningbo's clock with its offset: not "LOAD 2026-11-28T07:45:00.000Z" (issue 45 item 9)
      expect(passed.Message).toEqual({ zh: '装船 2026-11-28 15:45 +08:00', en: 'Loaded 2026-11-28 15:45 +08:00' });

      // R8: a telex release while originals are out: blocked; none out: passed; not a telex: not its business
      await t.db.query('update house_bills set hbl_originals_out = true where id = $1', [id]);
      expect((await said('R8_TELEX_ORIGINALS', 3)).Result).toBe('BLOCK');
      expect((await said('R8_TELEX_ORIGINALS', 4)).Result).toBe('PASS');
      await t.db.query('update house_bills set hbl_originals_out = false where id = $1', [id]);
      expect((await said('R8_TELEX_ORIGINALS', 3)).Result).toBe('PASS');

      // R9: the accepted manifest's consignee differs from the B/L's: review; the same name (any case): passed
      const [m] = await t.db.query<{ id: string }>(
        `insert into manifests (mft_no, company_id, mft_filing, mft_level, mft_cgo_id, mft_hbl_no, mft_status, consignee)
         select 'MFTR9' || $1, company_id, 'CN_EXPORT', 'HOUSE', hbl_cgo_id, hbl_no, 9, jsonb_build_object('NAME', 'SOMEONE ELSE GMBH') from house_bills where id = $1::bigint
         returning id::text`,
        [id],
      );
      const r9 = await said('R9_CHANGED_AFTER_MANIFEST');
      expect(r9.Result).toBe('REVIEW');
      expect(r9.Message.zh).toBe('提单收货人与已接受的舱单不同');
      await t.db.query(`update manifests set consignee = jsonb_build_object('NAME', lower($2::text)) where id = $1`, [m!.id, h!.consignee]);
      expect((await said('R9_CHANGED_AFTER_MANIFEST')).Result).toBe('PASS');
      await t.db.query('delete from manifests where id = $1', [m!.id]);
    } finally {
      await t.db.query("delete from tracking_events where evt_publisher = 'TEST' and evt_cgo_id = $1", [h!.cgo]);
      if (events.length) await t.db.query('update tracking_events set evt_retracted = false where evt_id = any($1::uuid[])', [events.map((e) => e.id)]);
      await t.db.query('update house_bills set hbl_on_board_date = $2::date, hbl_originals_out = $3 where id = $1', [id, before[0]!.on_board, before[0]!.out]);
    }
  });
});
