import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { PublicTrackAnswer } from '../../../src/contract/publicTrack/calls';
import { publicTrackRefusalWords as W } from '../../../src/contract/publicTrack/words';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { withTestApp } from '../support/build';

const t = withTestApp({ modules: ['publicTrack', 'containerEvents', 'portal'] });

/** 天祥's first demo booking (server/modules/si/seed.ts): three boxes loaded, the vessel departed, an ETA at Hamburg. */
const HZTX_MBL = 'COSU6401120010';
const HZTX_BOX = withCheckDigit('CSQU305438');
/** 天祥's third booking's first box: its empty pick-up typed at Ningbo, retracted, typed again at Shanghai. */
const HZTX_RETRACTED_BOX = withCheckDigit('EGHU702100');
/** 海越's box (another company's, with events of its own). */
const NBHY_BOX = withCheckDigit('MSCU550012');
/** A valid container number nobody booked. */
const NOBODY_BOX = withCheckDigit('ZZZU000001');
const HZTX_SITE = 'hztx.localhost';

let address = 0;
/** A visitor from an address of its own (the limits count per address), on a site (none: the main site). */
function visitor(site?: string, lang = 'zh', host = site) {
  const ip = `10.91.${Math.floor(++address / 250)}.${address % 250}`;
  const track = (no: string, channel?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.publicTrack}?No=${encodeURIComponent(no)}${channel ? `&Channel=${channel}` : ''}`,
      headers: { 'accept-language': lang, ...(site ? { 'portal-key': site } : {}), ...(host ? { host } : {}) },
      remoteAddress: ip,
    });
  return { ip, track };
}

describe('public tracking: GET /api/WebsitePublic/Track', () => {
  it("answers a B/L of the site's company with its public milestone timeline, per container", async () => {
    const res = await visitor(HZTX_SITE).track(` ${HZTX_MBL.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().Data as PublicTrackAnswer;
    expect(a).toMatchObject({
      No: HZTX_MBL,
      QueryType: 'BL',
      BlNo: HZTX_MBL,
      Vessel: 'COSCO SHIPPING ARIES',
      Voyage: '031W',
      Pol: 'CNSHA',
      Pod: 'DEHAM',
      PolName: '上海',
      PodName: '汉堡',
      PodNameEn: expect.stringMatching(/^hamburg/i),
    });
    expect(a.Containers.map((c) => c.Cnno)).toEqual([HZTX_BOX, withCheckDigit('CSQU305439'), withCheckDigit('TGHU123456')]);
    // every box loaded, the vessel departed: the shipment's milestone, the ATD, the ETA (estimated)
    expect(a.Containers.every((c) => c.Latest === 'DEPARTED_POL')).toBe(true);
    expect(a.Milestone).toBe('DEPARTED_POL');
    expect(a.Atd?.Local).toMatch(/\+08:00$/);
    expect(a.Eta?.Local).toMatch(/08:00 \+01:00$/);
    expect(a.Containers[0]!.Milestones.map((m) => m.Key)).toEqual(['EMPTY_PICKED_UP', 'STUFFED', 'GATED_IN_POL', 'LOADED_POL', 'DEPARTED_POL', 'ARRIVED_POD']);
  });

  it('answers a container number, the same on the site named by its company id', async () => {
    const [hztx] = await t.db.query<{ id: string }>(`select id::text from companies where site_domain = $1`, [HZTX_SITE]);
    const res = await visitor(hztx!.id, 'zh', HZTX_SITE).track(HZTX_BOX);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().Data as PublicTrackAnswer).Containers.map((c) => c.Cnno)).toEqual([HZTX_BOX]);
  });

  it("trk.public_scope: another company's container on this site answers 404 and shows nothing — the same answer as a number nobody has", async () => {
    const other = await visitor(HZTX_SITE).track(NBHY_BOX);
    const nobody = await visitor(HZTX_SITE).track(NOBODY_BOX);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(nobody.body);
    expect(other.json()).toEqual({ Status: false, Data: null, Message: W.notFound.zh, Code: 'NOT_FOUND_FOR_SITE' });
    // the other company's B/L too
    const [nbhy] = await t.db.query<{ mbl_no: string }>(`select mbl_no from bookings where cgo_id = 'CGO-NBHY-2611-001'`);
    expect((await visitor(HZTX_SITE).track(nbhy!.mbl_no)).statusCode).toBe(404);
    // on the platform's main site the platform's every shipment answers, 海越's included
    const main = await visitor().track(NBHY_BOX);
    expect(main.statusCode, main.body).toBe(200);
    expect((await visitor('www.globalfreight.cn').track(NBHY_BOX)).statusCode).toBe(200);
    // an unknown host is the main site; a company without a site of its own is no site
    const [nbhyId] = await t.db.query<{ id: string }>(`select id::text from companies where code = 'CUS-NBHY'`);
    expect((await visitor(nbhyId!.id, 'zh', 'localhost').track(HZTX_BOX)).statusCode).toBe(200);
  });

  it('trk.public_fields: no parties, cargo, seals, charges, remarks or event ids; a retracted event is not shown as a fact', async () => {
    await t.db.query(`update tracking_events set evt_remark = 'INTERNAL-REMARK-77', evt_seals = '[{"number":"SEAL-77"}]'::jsonb where evt_equipment_ref = $1`, [
      HZTX_BOX,
    ]);
    const res = await visitor(HZTX_SITE, 'en').track(HZTX_MBL);
    expect(res.statusCode).toBe(200);
    for (const hidden of [
      'INTERNAL-REMARK-77',
      'SEAL-77',
      'EVT_',
      'MANUAL:',
      'Publisher',
      'Remark',
      'Seal',
      'company',
      'Consign',
      'Shipper',
      'Cargo',
      'Charge',
    ])
      expect(res.body).not.toContain(hidden);
    const keys = Object.keys(res.json().Data).sort();
    expect(keys).toEqual([
      'Atd',
      'BlNo',
      'Carrier',
      'CarrierName',
      'Containers',
      'Eta',
      'Milestone',
      'No',
      'Pod',
      'PodName',
      'PodNameEn',
      'Pol',
      'PolName',
      'PolNameEn',
      'QueryType',
      'Vessel',
      'Voyage',
    ]);
    const retracted = await visitor(HZTX_SITE).track(HZTX_RETRACTED_BOX);
    const box = (retracted.json().Data as PublicTrackAnswer).Containers[0]!;
    // the pick-up typed at Ningbo was retracted: only the one at Shanghai is a fact
    expect(box.Milestones).toEqual([expect.objectContaining({ Key: 'EMPTY_PICKED_UP', Location: 'CNSHA', LocationName: '上海', State: 'ACTUAL' })]);
    expect(retracted.body).not.toContain('CNNGB');
    expect(retracted.body).not.toContain('地点录错');
  });

  it('refuses a number that cannot be one with 400 and its reason, in the visitor’s language', async () => {
    const typo = await visitor(HZTX_SITE, 'en').track(`${HZTX_BOX.slice(0, 10)}${(Number(HZTX_BOX[10]) + 1) % 10}`);
    expect(typo.statusCode).toBe(400);
    expect(typo.json()).toMatchObject({ Code: 'CHECK_DIGIT', Message: W.checkDigit.en });
    const junk = await visitor(HZTX_SITE).track('<script>');
    expect(junk.json()).toMatchObject({ Code: 'BAD_NUMBER', Message: W.shape.zh });
    expect((await visitor(HZTX_SITE).track('x'.repeat(61))).statusCode).toBe(400);
  });
});

describe('trk.rate: 10 a minute and 200 a day per address per site; 5 not found in a row, then a wait', () => {
  it('answers 429 past 10 queries in a minute, with Retry-After and the reason in words; another site counts apart', async () => {
    const v = visitor(HZTX_SITE, 'en');
    for (let i = 0; i < 10; i++) expect((await v.track(HZTX_BOX)).statusCode).toBe(200);
    const over = await v.track(HZTX_BOX);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json()).toMatchObject({ Status: false, Code: 'TRACK_PER_MINUTE', Message: W.perMinute(Number(over.headers['retry-after'])).en });
    // the same address on the main site is another count
    const main = await t.app.inject({ method: 'GET', url: `${ENDPOINTS.publicTrack}?No=${HZTX_BOX}`, remoteAddress: v.ip });
    expect(main.statusCode).toBe(200);
  });

  it('after 5 numbers in a row not found, the next query waits 60 s (429), found or not', async () => {
    const v = visitor(HZTX_SITE);
    // a find in between starts the count again
    for (let i = 0; i < 4; i++) expect((await v.track(withCheckDigit(`ZZZU00010${i}`))).statusCode).toBe(404);
    expect((await v.track(HZTX_BOX)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await v.track(withCheckDigit(`ZZZU00020${i}`))).statusCode).toBe(404);
    const waiting = await v.track(HZTX_BOX);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('60');
    expect(waiting.json()).toMatchObject({ Code: 'TRACK_NOT_FOUND_WAIT', Message: W.notFoundWait(60).zh });
  });
});

describe('trk.log: one search_logs row per search, the address only as a salted hash', () => {
  const rows = () => t.db.query<Record<string, unknown>>('select * from search_logs order by id');

  it('appends one row per search with the channel, the site, the normalised query, found, results and time', async () => {
    const before = (await rows()).length;
    const v = visitor(HZTX_SITE);
    await v.track(`${HZTX_MBL.slice(0, 4)} ${HZTX_MBL.slice(4)}`, 'ELECTRONIC');
    const after = await rows();
    expect(after.length).toBe(before + 1);
    const row = after[after.length - 1]!;
    const [hztx] = await t.db.query<{ id: string }>(`select id::text from companies where site_domain = $1`, [HZTX_SITE]);
    // a bigint column reads as a string from PostgreSQL and as a number from PGlite: compared as numbers
    expect({ ...row, usl_site_company_id: Number(row.usl_site_company_id) }).toMatchObject({
      usl_channel: 'ELECTRONIC',
      usl_site_company_id: Number(hztx!.id),
      usl_employee_id: null,
      usl_user_id: null,
      usl_query_type: 'BL',
      usl_query: HZTX_MBL,
      usl_found: true,
      usl_results: 3,
    });
    expect(Number(row.usl_ms)).toBeGreaterThanOrEqual(0);
    // the hash: 64 hex digits, not the address, nor the address's bare SHA-256 (it is salted)
    const hash = String(row.usl_ip_hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(v.ip);
    expect(hash).not.toBe(createHash('sha256').update(v.ip).digest('hex'));
    expect(JSON.stringify(after)).not.toContain(v.ip);
    // the same address hashes the same: one visitor's searches read together
    await v.track(NOBODY_BOX);
    const [last] = (await rows()).slice(-1);
    expect(last).toMatchObject({ usl_ip_hash: hash, usl_found: false, usl_results: 0, usl_channel: 'ASIAWISE', usl_query: NOBODY_BOX });
  });

  it('logs a refused number as INVALID, and nothing for a query refused by the limits', async () => {
    const v = visitor();
    const before = (await rows()).length;
    await v.track('??');
    const [last] = (await rows()).slice(-1);
    expect(last).toMatchObject({ usl_query_type: 'INVALID', usl_found: false, usl_site_company_id: null });
    for (let i = 0; i < 11; i++) await v.track(HZTX_BOX);
    // 10 counted (the invalid one among them), the 11th refused before any search
    expect((await rows()).length).toBe(before + 10);
  });
});
