import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { caller } from '../support/calls';
import { pdfText } from '../../support/pdfText';
import { insertPackingList, OWN_CGO } from './support';

/**
 * The print of a packing list (operations.md §3.4 TrachPreview): a real A4 PDF with the PKL_NO as
 * a barcode and as text, the Chinese goods as text, the cut-offs on the loading port's clock; the
 * preview's sheet is the same data. Customers print their company's, a trucker those assigned to
 * its company; another's answers 404.
 */
describe('packing-list print', () => {
  const t = withTestApp({ modules: ['packingReports'] });
  const { call, asUser } = caller(t);
  let customer: string;
  let trucker: string;
  let staff: string;
  let own: number;
  let unassigned: number;

  beforeAll(async () => {
    customer = await asUser('customer.admin@demo.test');
    trucker = await asUser('provider.admin@demo.test');
    staff = await asUser('admin@demo.test');
    const [b] = await t.db.query<{ containers: { CNNOS: string[] }[] }>('select containers from bookings where cgo_id = $1', [OWN_CGO]);
    own = await insertPackingList(t.db, {
      cgo: OWN_CGO,
      no: 'PK26112700101',
      cnno: b!.containers[0]!.CNNOS[0],
      seal: 'HLX778899',
      tare: 3900,
      trucker: 'PRV-SHYD',
      lines: [
        { cngoods: '纯棉针织T恤', goods: 'COTTON KNITTED T-SHIRTS', hs: '610910', num: 420, weight: 5230.5, volume: 31.2, marks: 'N/M' },
        { cngoods: '涤纶外套', goods: 'POLYESTER JACKETS', hs: '620193', num: 180, weight: 2100, volume: 20.25 },
      ],
    });
    unassigned = await insertPackingList(t.db, { cgo: OWN_CGO, no: 'PK26112700102', slot: 2, lines: [{ goods: 'X', num: 1, weight: 1, volume: 1 }] });
    // the port cut-off, 12:00 on Shanghai's clock
    await t.db.query(
      `insert into booking_cutoffs (cgo_id, code, at, source) values ($1, 'FCO', '2026-12-03T04:00:00Z', 'STAFF')
       on conflict (cgo_id, code) do update set at = excluded.at`,
      [OWN_CGO],
    );
  });

  it('answers an A4 PDF named by its PKL_NO, holding the PKL_NO and the Chinese goods as text, kept small', async () => {
    const res = await call('GET', `${ENDPOINTS.packingPrint}?Id=${own}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('PK26112700101.pdf');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // the font is embedded as a subset of the glyphs used: tens of kilobytes, not the font's 8 MB
    expect(bytes.length).toBeLessThan(200_000);
    expect(bytes.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
    const [page] = await pdfText(bytes);
    expect(page).toContain('PK26112700101');
    expect(page).toContain('纯棉针织T恤');
    expect(page).toContain('集装箱装箱单');
    expect(page).toContain('Container Load Plan');
    expect(page).toContain('HLX778899');
    expect(page).toContain('2026-12-03 12:00');
    expect(page).toContain('7,330.500');
  });

  it('gives the preview the same sheet: voyage, cut-offs on the port’s clock, lines and totals', async () => {
    const res = await call('GET', `${ENDPOINTS.packingPrintSheet}?Id=${own}`, customer);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json().Data;
    expect(s.PKL_NO).toBe('PK26112700101');
    expect(s.Clock).toEqual({ zh: '（Asia/Shanghai 当地时间）', en: '(local time, Asia/Shanghai)' });
    expect(s.CutOffs).toContainEqual({ Label: { zh: '截港 FCO', en: 'FCL delivery cut-off (FCO)' }, Value: '2026-12-03 12:00' });
    expect(s.Lines).toHaveLength(2);
    expect(s.Lines[0]).toEqual(['1', 'N/M', '纯棉针织T恤\nCOTTON KNITTED T-SHIRTS', '610910', '420 CT', '5,230.500', '31.200']);
    expect(s.Totals).toEqual(['600', '7,330.500', '51.450']);
    expect(s.Signatures).toHaveLength(3);
  });

  it('lets the assigned trucker print, not another packing list of the same customer; staff print any', async () => {
    expect((await call('GET', `${ENDPOINTS.packingPrint}?Id=${own}`, trucker)).statusCode).toBe(200);
    const other = await call('GET', `${ENDPOINTS.packingPrint}?Id=${unassigned}`, trucker);
    expect(other.statusCode).toBe(404);
    expect(other.json().Message).toBe('没有这个装箱单。');
    expect((await call('GET', `${ENDPOINTS.packingPrintSheet}?Id=${unassigned}`, trucker)).statusCode).toBe(404);
    expect((await call('GET', `${ENDPOINTS.packingPrint}?Id=${unassigned}`, staff)).statusCode).toBe(200);
  });

  it('answers 404 in the person’s language for an id nobody has', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${ENDPOINTS.packingPrint}?Id=999999999`,
      headers: { authorization: `Bearer ${customer}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ Status: false, Message: 'No such packing list.' });
  });
});
