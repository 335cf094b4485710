import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { pdfText } from '../../support/pdfText';
import { billApp, bookingWithSis, CLERK, loadBox, today } from './billApp';

/**
 * The packages on the house bill (issue 45 item 13): a box of 540 cartons and 60 sofas (PK) is
 * "600 PACKAGES (540 CARTONS, 60 PACKAGES)" on the HBL as read, on its draft PDF and on the
 * original — it was "600 CARTONS" (the SI's one kind) for all 600.
 */
const { t, post, get, hbl, approvedHbl } = billApp();
const line = (goods: string, kind: string, num: number, kg: number) => ({
  TBD_CNGOODS: '',
  TBD_GOODS: goods,
  TBD_HSCODE: '940161',
  TBD_MARKS: 'N/M',
  TBD_PACKAGE: kind,
  TBD_NUM: num,
  TBD_WEIGHT: kg,
  TBD_VOLUME: 10,
});
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('a house bill of mixed packages', () => {
  it('states the total in PACKAGES and each kind’s count, on the draft and on the original', async () => {
    const { sis, cnnos } = await bookingWithSis(t.db, [{ pkgs: 600, kg: 9000, cbm: 20 }]);
    await t.db.query(`update si_records set record = jsonb_set(record, '{Boxes,0,Details}', $2::jsonb) where id = $1`, [
      sis[0],
      JSON.stringify([line('CHAIRS', 'CT', 540, 6000), line('SOFAS', 'PK', 60, 3000)]),
    ]);
    const id = await approvedHbl(sis[0]!);
    expect((await hbl(id)).PackageCounts).toEqual([
      { Kind: 'CT', Count: 540 },
      { Kind: 'PK', Count: 60 },
    ]);
    const [draft] = await pdfText((await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=DRAFT`)).rawPayload);
    expect(flat(draft!)).toContain('600 PACKAGES (540 CARTONS, 60 PACKAGES)');
    expect(flat(draft!)).not.toContain('600 CARTONS');

    await loadBox(t.db, cnnos[0]!);
    const issued = await post(CLERK, ENDPOINTS.hblIssue, {
      Id: id,
      VERSION: (await hbl(id)).VERSION,
      HBL_ISSUE_DATE: today(),
      HBL_ON_BOARD_DATE: today(),
      HBL_PLACE_OF_ISSUE: 'QINGDAO',
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const [original] = await pdfText((await get(CLERK, `${ENDPOINTS.hblPrint}?Id=${id}&Copy=ORIGINAL`)).rawPayload);
    expect(flat(original!)).toContain('600 PACKAGES (540 CARTONS, 60 PACKAGES)');
  });
});
