import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { CUSTOMER, manifestApp, OTHER, STAFF } from './manifestApp';

/** The list's stages (one per page of §7.5), the per-B/L due line, and the demo's receipts. */
const { get } = manifestApp();
const list = async (who: string, query: string) => (await get(who, `${ENDPOINTS.manifestList}?PageSize=100&${query}`)).json().Data;

describe('manifest lists, due lines and the demo', () => {
  it('each stage lists the states of its page; customers see their own company’s only', async () => {
    const states = async (q: string) =>
      [...new Set((await list(STAFF, q)).Items.map((r: { MFT_STATUS: number }) => r.MFT_STATUS))].sort((a, b) => (a as number) - (b as number));
    expect(await states('Stage=submit')).toEqual([S.SUBMITTED]);
    expect(await states('Stage=submitFailed')).toEqual([S.SUBMIT_FAILED]);
    expect(await states('Stage=verifyFailed')).toEqual([S.VERIFY_FAILED]);
    expect(await states('Stage=send')).toEqual([S.VERIFIED, S.SENDING, S.SENT, S.ACCEPTED]);
    expect(await states('Stage=sendFail')).toEqual([S.SEND_FAILED, S.REJECTED]);
    expect(await states('Stage=track')).toEqual([S.ACCEPTED]);
    expect(await states('Stage=amend')).toEqual([S.AMENDING]);
    const all = await list(STAFF, 'Stage=all');
    expect(all.Total).toBeGreaterThanOrEqual(14);
    const rejected = all.Items.find((r: { MFT_STATUS: number }) => r.MFT_STATUS === S.REJECTED);
    // customs refused the overridden shipper code its registry does not know (server/modules/manifest/demoSeed.ts)
    expect(rejected.LastError).toMatch(/^E2106 发货人企业代码未在海关备案/);
    expect((await list(OTHER, 'Stage=all')).Items.every((r: { CompanyName: string }) => r.CompanyName === '宁波海越贸易有限公司')).toBe(true);
    expect((await list(CUSTOMER, 'BlNo=HZTXH2611')).Total).toBe(13);
    expect((await get(STAFF, `${ENDPOINTS.manifestList}?Stage=nonsense`)).statusCode).toBe(400);
  });

  it('the demo’s accepted manifest carries the receipts the simulated customs sent: ACK, 入库, 运抵, 放行, 装载, 理货', async () => {
    // China's single window sends the stages (the foreign demo filings, demoRegimes.ts, are on the track list too)
    const found = (await list(CUSTOMER, 'Stage=track')).Items.find((i: { MFT_FILING: string }) => i.MFT_FILING === 'CN_EXPORT');
    const receipts = (await get(CUSTOMER, `${ENDPOINTS.manifestReceipts}?Id=${found.Id}`)).json().Data;
    expect(receipts.map((r: { Kind: string }) => r.Kind)).toEqual(['ACK', 'ACCEPTED', 'ARRIVED', 'RELEASED', 'LOADED', 'TALLIED']);
    // its box was gated in, loaded and the vessel departed (the demo's container events): customs followed them to 理货
    expect(found.MFT_STAGE).toBe('TALLIED');
  });

  it('each demo manifest was made from its own approved SI: the SI diff is the product’s, real where the amendment changed a weight', async () => {
    const demo = (await list(CUSTOMER, 'BlNo=HZTXH2611')).Items as { Id: number; MFT_STATUS: number }[];
    const diffs = new Map<number, { Path: string; Manifest: string; Si: string }[]>();
    for (const m of demo) {
      const got = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${m.Id}`)).json().Data;
      expect(got.MFT_SI_ID, `manifest ${m.Id}`).toBeGreaterThan(0);
      diffs.set(m.MFT_STATUS, got.SiDiff);
    }
    // the one amended after acceptance weighs 20 kg less than its SI says; the others say what their SI says
    const amended = diffs.get(S.AMENDING)!;
    expect(amended.map((d) => d.Path)).toContain('MFT_TOTAL_KG');
    expect(amended.find((d) => d.Path === 'MFT_TOTAL_KG')).toEqual({ Path: 'MFT_TOTAL_KG', Manifest: '9450', Si: '9470' });
    for (const [status, diff] of diffs) if (status !== S.AMENDING) expect(diff, `state ${status}`).toEqual([]);
  });

  it('per B/L, one line says what is due when and what is missing', async () => {
    const due = (await get(CUSTOMER, `${ENDPOINTS.manifestDue}?CGO_ID=CGO-HZTX-2611-MFT`)).json().Data;
    expect(due.CGO_ID).toBe('CGO-HZTX-2611-MFT');
    const accepted = due.Lines.find((l: { MFT_STATUS: number }) => l.MFT_STATUS === S.ACCEPTED);
    expect(accepted.Zh).toMatch(/海关已接受（理货）/);
    expect(accepted.En).toMatch(/accepted by customs \(Tallied\)/);
    const draft = due.Lines.find((l: { MFT_STATUS: number }) => l.MFT_STATUS === S.DRAFT);
    expect(draft.DueAt).toBe('2026-12-04T08:00:00.000Z');
    const fresh = (await get(CUSTOMER, `${ENDPOINTS.manifestDue}?CGO_ID=CGO-HZTX-2611-002`)).json().Data;
    // its route (CNNGB → USLAX) needs CN export, US AMS and US ISF, each due 24 h before its loading: the
    // CN export not made yet; the US AMS and ISF demo filings (demoRegimes.ts) accepted by their simulators
    expect(fresh.Filings).toEqual(['CN_EXPORT', 'US_AMS', 'US_ISF']);
    expect(fresh.Lines).toEqual([
      expect.objectContaining({ Filing: 'CN_EXPORT', ManifestId: null, State: 'NOT_MADE', Hours: 24, En: expect.stringMatching(/no manifest yet/) }),
      ...['US_AMS', 'US_ISF'].map((Filing) => expect.objectContaining({ Filing, ManifestId: expect.any(Number), MFT_STATUS: S.ACCEPTED, Hours: 24 })),
    ]);
    // the demo's bill to Hamburg: each live house B/L has its CN export manifest and an EU ENS nobody has made
    expect(due.Filings).toEqual(['CN_EXPORT', 'EU_ENS']);
    const ens = due.Lines.filter((l: { Filing: string }) => l.Filing === 'EU_ENS');
    expect(ens.length).toBe(due.Lines.length / 2);
    expect(ens.every((l: { State: string; WhyEn: string }) => l.State === 'NOT_MADE' && l.WhyEn === 'first EU port of call DEHAM is in the EU')).toBe(true);
    const bill = due.Bills.find((b: { BlNo: string }) => b.BlNo === accepted.BlNo);
    expect(bill.Filings).toEqual(['CN_EXPORT', 'EU_ENS']);
    expect(bill.En).toMatch(/^HZTXH\d+: China export pre-manifest accepted by customs \(Tallied\); EU ICS2 ENS no manifest yet, /);
  });
});
