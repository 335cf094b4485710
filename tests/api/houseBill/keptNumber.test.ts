import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { RiskCheckAnswer } from '../../../src/contract/orderApply/calls';
import { HBL_STATUS as S } from '../../../src/domain/houseBill/status';
import { demoHouseBill } from '../../../server/modules/manifest/demoSeed';
import { MFT_STATUS } from '../../../src/domain/manifest/status';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';

/**
 * Issue 45 item 3: a B/L number filed with customs is kept. The demo's house bill HZTXH26110010 has
 * its manifest accepted by (simulated) customs and no HBL yet: making the HBL (生成分提单) keeps the
 * SI's number — it renamed it to the issuer's series before, so R9 looked the manifest up under the new
 * number and answered "没有已接受的舱单". A re-made bill whose filed number was given to a voided one
 * is refused with words that lead to the manifest's amendment, and nothing changes.
 */
const t = withTestApp({ modules: ['houseBill', 'orderApply'] });
const { asUser } = caller(t);
const CLERK = 'admin@demo.test';
const SERVICE = 'bl.service@demo.test';
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const who of [CLERK, SERVICE]) tokens[who] = await asUser(who);
});
const post = (who: string, url: string, payload: object, lang = 'zh') =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${tokens[who]}`, 'accept-language': lang } });
const get = (who: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[who]}` } });
const make = (siId: number, lang?: string) =>
  post(CLERK, ENDPOINTS.hblCreateFromSi, { SiId: siId, HBL_TYPE: 'BOL', HBL_RELEASE_TYPE: 'ORIGINAL', HBL_ORIGINALS: 3 }, lang);

const ACCEPTED_HBL = demoHouseBill(MFT_STATUS.ACCEPTED);

/** The demo SI under which customs accepted the manifest, and that manifest. */
async function acceptedDemo() {
  const [row] = await t.db.query<{ si: number; mft_no: string; bl_no: string; consignee: string }>(
    `select m.mft_si_id::int as si, m.mft_no, s.bl_no, m.consignee ->> 'NAME' as consignee
       from manifests m join si_records s on s.id = m.mft_si_id where m.mft_hbl_no = $1 and m.mft_status = 9`,
    [ACCEPTED_HBL],
  );
  return row!;
}
const siNo = async (id: number) =>
  (await t.db.query<{ bl_no: string; simbl: string }>(`select bl_no, record ->> 'TBI_SIMBL_NO' as simbl from si_records where id = $1`, [id]))[0]!;
const r9Of = async (hblId: number) => {
  const res = await get(SERVICE, `${ENDPOINTS.orderApplyRiskCheck}?HBL_ID=${hblId}&Kind=4`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().Data as RiskCheckAnswer).Results.find((r) => r.Rule === 'R9_CHANGED_AFTER_MANIFEST')!;
};

describe('issue 45: the B/L number filed with customs is kept', () => {
  it('making the HBL of an SI whose manifest customs accepted keeps the SI’s number; R9 meets the accepted manifest', async () => {
    const demo = await acceptedDemo();
    expect(demo.bl_no).toBe(ACCEPTED_HBL);
    const made = await make(demo.si);
    expect(made.statusCode, made.body).toBe(200);
    const { Id, HBL_NO } = made.json().Data as { Id: number; HBL_NO: string };
    expect(HBL_NO).toBe(ACCEPTED_HBL);
    expect(await siNo(demo.si)).toEqual({ bl_no: ACCEPTED_HBL, simbl: ACCEPTED_HBL });
    // the SI's history says nothing renamed it
    const renamed = await t.db.query(`select 1 from si_events where si_id = $1 and type = 'v1.SiHouseBillNumbered'`, [demo.si]);
    expect(renamed).toEqual([]);

    // R9 compares the bill's consignee with the manifest customs accepted (the same party: passed, and said so)
    const r9 = await r9Of(Id);
    expect(r9.Message.zh).toBe('收货人与舱单一致');
    expect(r9.Result).toBe('PASS');
    // while an amendment is being edited, customs still holds the accepted version: R9 reads that one
    await t.db.query(`update manifests set mft_status = 10, consignee = consignee || '{"NAME": "BEING TYPED GMBH"}'::jsonb where mft_no = $1`, [demo.mft_no]);
    try {
      expect(await r9Of(Id)).toMatchObject({ Result: 'PASS', Message: { zh: '收货人与舱单一致' } });
    } finally {
      await t.db.query(`update manifests set mft_status = 9, consignee = consignee || jsonb_build_object('NAME', $2::text) where mft_no = $1`, [
        demo.mft_no,
        demo.consignee,
      ]);
    }
    // …and sees a consignee customs holds that differs
    await t.db.query(`update manifests set consignee = consignee || '{"NAME": "SOMEONE ELSE GMBH"}'::jsonb where mft_no = $1`, [demo.mft_no]);
    try {
      expect((await r9Of(Id)).Result).toBe('REVIEW');
      // a bill renamed before numbers were kept still meets the manifest made from its SI
      await t.db.query(`update house_bills set hbl_no = 'PLATFOH26999001', hbl_si_prev_no = $2 where id = $1`, [Id, ACCEPTED_HBL]);
      expect((await r9Of(Id)).Message.zh).toBe('提单收货人与已接受的舱单不同');
    } finally {
      await t.db.query(`update manifests set consignee = consignee || jsonb_build_object('NAME', $2::text) where mft_no = $1`, [demo.mft_no, demo.consignee]);
      await t.db.query(`update house_bills set hbl_no = $2, hbl_si_prev_no = null where id = $1`, [Id, ACCEPTED_HBL]);
    }

    // voided, the number cannot be given again while customs holds it: refused in words leading to the manifest, nothing changed
    const version = (await get(CLERK, `${ENDPOINTS.hblGet}?Id=${Id}`)).json().Data.VERSION as number;
    expect((await post(CLERK, ENDPOINTS.hblVoid, { Id, VERSION: version, Reason: 'the shipper asked for a sea waybill' })).json().Data.HBL_STATUS).toBe(
      S.VOIDED,
    );
    const again = await make(demo.si);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'HBL_NO_FILED', ManifestNo: demo.mft_no, BlNo: ACCEPTED_HBL });
    // the staff's page of the manifest's step (accepted, its box loaded: the tracking page), where its amendment starts
    const [m] = await t.db.query<{ id: number }>('select id::int from manifests where mft_no = $1', [demo.mft_no]);
    expect(again.json().ManifestHref).toBe(`/mainifest/trackInfo?id=${m!.id}`);
    expect(again.json().Message).toContain(demo.mft_no);
    expect(again.json().Message).toContain('舱单');
    const en = await make(demo.si, 'en');
    expect(en.json().Code).toBe('HBL_NO_FILED');
    expect(en.json().Message).toMatch(/^B\/L number .* amend/);
    expect(en.json().Message).not.toMatch(/[\u4e00-\u9fff]/);
    expect(await siNo(demo.si)).toEqual({ bl_no: ACCEPTED_HBL, simbl: ACCEPTED_HBL });
    expect(await t.db.query(`select 1 from house_bills where hbl_si_id = $1 and hbl_status <> 7`, [demo.si])).toEqual([]);
  });
});
