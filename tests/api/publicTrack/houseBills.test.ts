import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { PublicTrackAnswer } from '../../../src/contract/publicTrack/calls';
import { DEMO_CHAIN_SI_BL, DEMO_HBL_BOOKINGS } from '../../../server/modules/houseBill/demoSeed';
import { DEMO_MANIFEST_CGO, demoHouseBill } from '../../../server/modules/manifest/demoSeed';
import { MFT_STATUS } from '../../../src/domain/manifest/status';
import { withTestApp } from '../support/build';

/**
 * Issue 45 items 1 and 3: a house B/L tracked in public shows its own number and its own boxes and
 * their events only — never the carrier's master B/L (forwarders keep it from their customers) nor the
 * consolidation's other boxes — and every number issued for it is found: the SI's B/L number, the
 * house bill's, and one an HBL replaced before numbers were kept.
 */
const t = withTestApp({ modules: ['publicTrack'] });
const HZTX_SITE = 'hztx.localhost';
/** The demo consolidation's master (13 house bills, one box each, on one booking). */
const CONSOL_MBL = 'COSU6401120099';
const REJECTED_HOUSE = demoHouseBill(MFT_STATUS.REJECTED);

let address = 0;
/** On 天祥's site unless told (null: the platform's main site). */
const track = (no: string, site: string | null = HZTX_SITE) =>
  t.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.publicTrack}?No=${encodeURIComponent(no)}`,
    headers: { 'accept-language': 'zh', ...(site ? { 'portal-key': site, host: site } : {}) },
    remoteAddress: `10.92.${Math.floor(++address / 250)}.${address % 250}`,
  });
const answer = async (no: string, site: string | null = HZTX_SITE) => {
  const res = await track(no, site);
  expect(res.statusCode, `${no}: ${res.body}`).toBe(200);
  return { a: res.json().Data as PublicTrackAnswer, body: res.body };
};

/** The boxes an SI lists (what its house bill carries). */
async function boxesOfSi(blNo: string): Promise<string[]> {
  const rows = await t.db.query<{ cnno: string }>(
    `select b ->> 'TBX_CNNO' as cnno from si_records s, jsonb_array_elements(s.record -> 'Boxes') b where s.bl_no = $1 and not s.deleted order by 1`,
    [blNo],
  );
  return rows.map((r) => r.cnno);
}
const mblOf = async (cgo: string) => (await t.db.query<{ mbl_no: string }>('select mbl_no from bookings where cgo_id = $1', [cgo]))[0]!.mbl_no;

describe('issue 45: public tracking of a house B/L', () => {
  it('a house B/L of the consolidation shows its one box and its number, never the master or the other twelve boxes', async () => {
    const own = await boxesOfSi(REJECTED_HOUSE);
    expect(own).toHaveLength(1);
    const { a, body } = await answer(REJECTED_HOUSE);
    expect(a.BlNo).toBe(REJECTED_HOUSE);
    expect(a.Containers.map((c) => c.Cnno)).toEqual(own);
    expect(body).not.toContain(CONSOL_MBL);
    // the shipment is still the vessel's: route and voyage are public
    expect(a).toMatchObject({ Vessel: 'COSCO SHIPPING ARIES', Voyage: '031W', Pol: 'CNSHA', Pod: 'DEHAM' });
    // the master number itself still answers the whole booking (who types it knows it)
    const master = await answer(CONSOL_MBL);
    expect(master.a.BlNo).toBe(CONSOL_MBL);
    const [booked] = await t.db.query<{ n: number }>(`select jsonb_array_length(containers -> 0 -> 'CNNOS')::int as n from bookings where cgo_id = $1`, [
      DEMO_MANIFEST_CGO,
    ]);
    expect(master.a.Containers).toHaveLength(booked!.n);
  });

  it('a box of a house bill names its house number, not the master; only its own events are shown', async () => {
    const accepted = demoHouseBill(MFT_STATUS.ACCEPTED);
    const [box] = await boxesOfSi(accepted);
    const { a, body } = await answer(box!);
    expect(a.BlNo).toBe(accepted);
    expect(body).not.toContain(CONSOL_MBL);
    expect(a.Containers.map((c) => c.Cnno)).toEqual([box]);
    // its box was loaded (the demo's events): the house's timeline has them; another house's box has none of them
    expect(a.Containers[0]!.Milestones.map((m) => m.Key)).toContain('LOADED_POL');
    const other = await answer(REJECTED_HOUSE);
    expect(other.a.Containers[0]!.Milestones.map((m) => m.Key)).not.toContain('LOADED_POL');
  });

  it('finds every number issued: the house bills’, the SIs’ without one, and an SI number an HBL replaced', async () => {
    // the demo's house bills, each with its own box; the master of their booking is never shown
    const bills = await t.db.query<{ hbl_no: string; cnno: string; cgo: string }>(
      `select h.hbl_no, s.record -> 'Boxes' -> 0 ->> 'TBX_CNNO' as cnno, h.hbl_cgo_id as cgo from house_bills h join si_records s on s.id = h.hbl_si_id
        where h.hbl_cgo_id = any($1::text[]) and h.hbl_status <> 7 order by h.id`,
      [[DEMO_HBL_BOOKINGS.hb1, DEMO_HBL_BOOKINGS.hb2, DEMO_HBL_BOOKINGS.hb3]],
    );
    expect(bills.length).toBeGreaterThanOrEqual(4);
    for (const b of bills) {
      const { a, body } = await answer(b.hbl_no);
      expect(a.BlNo).toBe(b.hbl_no);
      expect(a.Containers.map((c) => c.Cnno)).toEqual([b.cnno]);
      expect(body).not.toContain(await mblOf(b.cgo));
    }
    // an approved SI with no house bill yet: found by its B/L number
    const chain = await answer(DEMO_CHAIN_SI_BL);
    expect(chain.a.Containers.map((c) => c.Cnno)).toEqual(await boxesOfSi(DEMO_CHAIN_SI_BL));
    expect(chain.body).not.toContain(await mblOf(DEMO_HBL_BOOKINGS.hb3));

    // a bill made before numbers were kept renamed its SI (HZTX26000001 → PLATFOH26000008): both numbers answer, with its box only
    const [renamed] = bills;
    const prev = `${renamed!.hbl_no}`;
    await t.db.query(`update house_bills set hbl_no = 'PLATFOH26999008', hbl_si_prev_no = $1 where hbl_no = $1`, [prev]);
    await t.db.query(`update si_records set bl_no = 'PLATFOH26999008' where bl_no = $1`, [prev]);
    try {
      for (const no of ['PLATFOH26999008', prev]) {
        const { a } = await answer(no);
        expect(a.BlNo).toBe(no);
        expect(a.Containers.map((c) => c.Cnno)).toEqual([renamed!.cnno]);
      }
    } finally {
      await t.db.query(`update house_bills set hbl_no = $1, hbl_si_prev_no = null where hbl_no = 'PLATFOH26999008'`, [prev]);
      await t.db.query(`update si_records set bl_no = $1 where bl_no = 'PLATFOH26999008'`, [prev]);
    }
  });

  it('trk.public_scope holds for house numbers: another company’s house bill is not found on this site', async () => {
    const [theirs] = await t.db.query<{ bl_no: string }>(`select bl_no from si_records where cgo_id = $1 and not deleted limit 1`, [DEMO_HBL_BOOKINGS.other]);
    const here = await track(theirs!.bl_no);
    expect(here.statusCode).toBe(404);
    expect(here.json().Code).toBe('NOT_FOUND_FOR_SITE');
    // on the platform's main site it is one of the platform's shipments
    expect((await answer(theirs!.bl_no, null)).a.BlNo).toBe(theirs!.bl_no);
  });
});
