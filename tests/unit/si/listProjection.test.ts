import { describe, expect, it } from 'vitest';
import type { SiSourceData } from '../../../src/contract/si';
import { firstLine, siListProjection } from '../../../src/domain/si/listProjection';
import { siTotals } from '../../../src/domain/si/reviewFacts';
import { draftFor } from '../../support/siDrafts';

const source = {
  CGO_ID: 'C',
  MBL_NO: 'COSU6401120010',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1',
  LOADING_PLACE: 'SHANGHAI',
  LOADING_CODE: 'CNSHA',
  SAILINGDATE: '',
  DEADLINE: '',
} as unknown as SiSourceData;

describe('what the SI lists show of a record', () => {
  it("a party's first line: after blank lines, without the spaces, tabs and carriage returns around it", () => {
    expect(firstLine('ACME TRADING GMBH\nGROSSE ELBSTRASSE 145')).toBe('ACME TRADING GMBH');
    expect(firstLine('\r\n \n\t  TO ORDER \t\r\nOF SHIPPER')).toBe('TO ORDER');
    expect(firstLine('TO ORDER')).toBe('TO ORDER');
    expect(firstLine('  上海某某公司\u3000\n上海')).toBe('上海某某公司\u3000'); // a full-width space is text
    expect(firstLine('  \n\t\r\n')).toBe('');
    expect(firstLine(undefined)).toBe('');
    expect(firstLine(42)).toBe('');
  });

  it("the number, box summary, parties and totals of a record: the totals the reviewer's desk states", () => {
    const si = {
      ...draftFor(source, [
        { no: 'CSQU3054383', type: '40HQ' },
        { no: 'TGHU1234561', type: '40HQ' },
      ]),
      TBI_CONSIGNEE: 'TO ORDER\nOF BANK',
    };
    const totals = siTotals(si);
    expect(siListProjection(si)).toEqual({
      mblNo: 'COSU6401120010',
      boxSummary: '40HQ*2',
      consignorLine: 'HANGZHOU TIANXIANG I/E CO., LTD.',
      consigneeLine: 'TO ORDER',
      packages: totals.Packages,
      weight: totals.Weight,
      volume: totals.Volume,
    });
    expect(totals).toMatchObject({ Packages: 240, Weight: 4801, Volume: 112.4 });
  });
});
