import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { P, visit } from '../portal/support';

type Sailing = { Vessel: string; POL: string; POLName: string; POLNameEn: string; POLZone: string; PODNameEn: string; PODZone: string; ETD: string };

/**
 * The main site's schedule box (§15.2 Home, SCHEDULES) reads the platform's PUBLIC sailing tables: each
 * row names its ports in both languages and their clocks, so the box shows the day a ship leaves on the
 * port's clock (a 06:00 departure from Ningbo is that day there, the day before in UTC).
 */
describe('the public schedule box (letters public.ts through the portal)', () => {
  const t = withTestApp({ modules: ['portal', 'letters'] });

  it('answers a public table with port names in Chinese and English and each port’s time zone', async () => {
    const list = await visit(t.app, undefined, P.publicSchedules);
    expect(list.statusCode).toBe(200);
    const tables = list.json().Data.Tables as { Id: number; Service: string }[];
    const aeu3 = tables.find((x) => x.Service === 'AEU3');
    expect(aeu3).toBeDefined();
    const one = await visit(t.app, undefined, `${P.publicSchedules}?Id=${aeu3!.Id}&POL=CNNGB`);
    expect(one.statusCode).toBe(200);
    const rows = one.json().Data.Rows as Sailing[];
    expect(rows.length).toBeGreaterThan(0);
    const ningbo = rows[0]!;
    expect(ningbo).toMatchObject({
      POL: 'CNNGB',
      POLName: '宁波',
      POLNameEn: 'Ningbo',
      POLZone: 'Asia/Shanghai',
      PODNameEn: 'Hamburg',
      PODZone: 'Europe/Berlin',
    });
    // the seed's 2026-12-15 06:00 on Ningbo's clock: 2026-12-14 in UTC, which the box used to show
    expect(ningbo.ETD).toBe('2026-12-14T22:00:00.000Z');
  });

  it('shows beside the tables only the letters published to the public: never one for customers, chosen companies or a draft', async () => {
    const home = await visit(t.app, undefined, P.publicHome);
    expect(home.statusCode).toBe(200);
    const blocks = home.json().Data.Blocks as { Kind: string; Letters: { Title: string; Carrier: string; Kind: string; Body: string }[] }[];
    const box = blocks.find((b) => b.Kind === 'SCHEDULES');
    expect(box).toBeDefined();
    const published = await t.db.query<{ title: string; ltr_audience: string; ltr_status: number }>(
      'select ltr_title as title, ltr_audience, ltr_status from carrier_letters',
    );
    const visible = published.filter((l) => l.ltr_audience === 'PUBLIC' && Number(l.ltr_status) === 1).map((l) => l.title);
    expect(visible.length).toBeGreaterThan(0);
    expect(box!.Letters.map((l) => l.Title).sort()).toEqual(visible.sort());
    expect(published.some((l) => l.ltr_audience !== 'PUBLIC' && Number(l.ltr_status) === 1)).toBe(true);
    expect(box!.Letters[0]).toMatchObject({ Carrier: 'CMDU', Kind: 'SCHEDULE' });
    expect(box!.Letters[0]!.Body).toContain('FAL1');
    // the other blocks carry none
    expect(blocks.filter((b) => b.Kind !== 'SCHEDULES').every((b) => b.Letters.length === 0)).toBe(true);
  });
});
