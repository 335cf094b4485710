import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { CUSTOMER, isoNumber, manifestApp, newBooking, STAFF } from './manifestApp';

/**
 * The Due call across the regimes (issue 35, the gap of operations.md §7.7): per B/L, each filing its
 * route needs — CN export for a Chinese port of loading, US AMS + ISF for a US discharge or delivery,
 * EU ENS for the first EU port of call — with its deadline in hours back from the loading instant,
 * its state (not made, draft …) and what it misses as rule codes and words.
 */
const { t, post, get } = manifestApp();
const HOUR = 3_600_000;
type Line = { Filing: string; BlNo: string; State: string; DueAt: string; LoadingAt: string; Hours: number; MissingCodes: string[]; Missing: string[] };
const due = async (cgo: string) => (await get(CUSTOMER, `${ENDPOINTS.manifestDue}?CGO_ID=${cgo}`)).json().Data;

describe('per B/L, what is due when and what is missing, across the regimes', () => {
  it('a Hamburg bill needs CN export and EU ENS, both not made, due 24 h before the planned loading', async () => {
    const { cgo, mbl } = await newBooking(t.db, [isoNumber('DUEU', process.pid % 100000)], 50);
    const d = await due(cgo);
    expect(d.Filings).toEqual(['CN_EXPORT', 'EU_ENS']);
    expect(d.Lines.map((l: Line) => `${l.Filing} ${l.BlNo} ${l.State}`)).toEqual([`CN_EXPORT ${mbl} NOT_MADE`, `EU_ENS ${mbl} NOT_MADE`]);
    for (const l of d.Lines as Line[]) {
      expect(l.Hours).toBe(24);
      expect(Date.parse(l.LoadingAt) - Date.parse(l.DueAt)).toBe(24 * HOUR);
    }
    expect(d.Lines[1].WhyEn).toBe('first EU port of call DEHAM is in the EU');
    expect(d.Bills).toEqual([expect.objectContaining({ BlNo: mbl, Filings: ['CN_EXPORT', 'EU_ENS'], Late: false, NextDueAt: d.Lines[0].DueAt })]);
    expect(d.Bills[0].Zh).toMatch(new RegExp(`^${mbl}：中国出口预配舱单 尚未建立舱单，2[56](\\.\\d)? 小时后截止；欧盟 ICS2 ENS 尚未建立舱单`));
  });

  it('a Los Angeles bill loading in 10 h: an ISF draft shows its missing importer elements; AMS and CN export not made; all 14 h late', async () => {
    const { cgo, mbl } = await newBooking(t.db, [isoNumber('DUAU', process.pid % 100000)], 10);
    await t.db.query(`update bookings set discharge_code = 'USLAX', discharge_place = 'LOS ANGELES' where cgo_id = $1`, [cgo]);
    const made = (await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'US_ISF', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo })).json().Data;
    expect(made.Id).toBeGreaterThan(0);
    const seller = { NAME: 'HANGZHOU TIANXIANG TRADING CO LTD', ADDRESS: '588 JIANGNAN AVENUE HANGZHOU', COUNTRY: 'CN' };
    const saved = await post(CUSTOMER, ENDPOINTS.manifestSave, {
      Id: made.Id,
      VERSION: made.VERSION,
      MFT_MBL_NO: mbl,
      Isf: { SELLER: seller, IOR_NO: '12-3456789AB', ORIGIN: 'CN' },
    });
    expect(saved.statusCode).toBe(200);
    // the importer's elements are kept (migration 065) and answered by Get
    const record = (await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${made.Id}`)).json().Data;
    expect(record.Isf).toEqual({ SELLER: seller, IOR_NO: '12-3456789AB', ORIGIN: 'CN' });

    const d = await due(cgo);
    expect(d.Filings).toEqual(['CN_EXPORT', 'US_AMS', 'US_ISF']);
    expect(d.Lines.map((l: Line) => `${l.Filing} ${l.State}`)).toEqual(['CN_EXPORT NOT_MADE', 'US_AMS NOT_MADE', 'US_ISF DRAFT']);
    const isf = d.Lines.find((l: Line) => l.Filing === 'US_ISF');
    expect(isf.ManifestId).toBe(made.Id);
    expect(isf.StateZh).toBe('草稿');
    expect(isf.MissingCodes).toContain('isf.element');
    expect(isf.Missing).toContain('美国 ISF：须填写买方（进口商十项要素之一）。');
    expect(isf.Missing).not.toContain('美国 ISF：须填写卖方（进口商十项要素之一）。');
    // 10 h before loading is 14 h past a 24-hour deadline: counted in hours, never whole days
    expect(isf.Late).toBe(true);
    expect(isf.HoursLeft).toBeGreaterThan(-14.2);
    expect(isf.HoursLeft).toBeLessThanOrEqual(-14);
    expect(isf.Zh).toMatch(/^[A-Z0-9]+：已超时 14(\.\d)? 小时；缺少 \d+ 项/); // the filing is named beside the line, never as its code
    expect(d.Bills).toHaveLength(1);
    expect(d.Bills[0]).toMatchObject({ Filings: ['CN_EXPORT', 'US_AMS', 'US_ISF'], Late: true });
    // the platform's US ISF configuration names its channel: a draft is refused for its state, never handed to another customs
    const sent = (await post(STAFF, ENDPOINTS.manifestSend, { Ids: [made.Id] }, { key: true, lang: 'en' })).json().Data;
    expect(sent).toEqual({ Queued: [], Refused: [{ Id: made.Id, Code: 'mft.state', Message: expect.stringMatching(/is not verified/) }] });
    expect(d.Bills[0].En).toMatch(
      /China export pre-manifest no manifest yet, 14(\.\d)? h late; US AMS no manifest yet, 14(\.\d)? h late; US ISF 10\+2 14(\.\d)? h late; \d+ missing$/,
    );
  });

  it('the ISF elements are kept on US_ISF filings only', async () => {
    const { cgo } = await newBooking(t.db, [isoNumber('DUBU', process.pid % 100000)], 50);
    const made = (await post(CUSTOMER, ENDPOINTS.manifestCreate, { MFT_FILING: 'CN_EXPORT', MFT_LEVEL: 'MASTER', MFT_CGO_ID: cgo })).json().Data;
    await post(CUSTOMER, ENDPOINTS.manifestSave, { Id: made.Id, VERSION: made.VERSION, Isf: { IOR_NO: '12-3456789AB' } });
    expect((await get(CUSTOMER, `${ENDPOINTS.manifestGet}?Id=${made.Id}`)).json().Data.Isf).toEqual({});
  });
});
