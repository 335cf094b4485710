import { describe, expect, it } from 'vitest';
import type { SiSourceData } from '../../../src/contract/si';
import { blDocument, issueDate, originalsOf } from '../../../src/features/si/blText';
import { draftFor } from '../../support/siDrafts';

const source = {
  CGO_ID: 'C',
  MBL_NO: 'COSU6401120010',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1',
  LOADING_PLACE: 'SHANGHAI',
  LOADING_CODE: 'CNSHA',
  SAILINGDATE: '2026-12-06',
  DEADLINE: '',
} as unknown as SiSourceData;

describe('the B/L text', () => {
  it("prints the SI's own B/L number, the number of originals, and the place and date of issue", () => {
    const si = { ...draftFor(source, [{ no: 'CSQU3054383', type: '40HQ' }]), TBI_SIMBL_NO: 'HZTX26000002', TBI_REVIEWER_DATE: '2026-12-02T03:04:05.000Z' };
    const d = blDocument(si);
    expect(d.blNo).toEqual(['HZTX26000002']);
    expect(d.originals).toEqual(['THREE (3)']);
    expect(d.issued).toEqual([`SHANGHAI / ${issueDate('2026-12-02T03:04:05.000Z')}`]);
    expect(d.issued[0]).toMatch(/^SHANGHAI \/ 0[23] DEC 2026$/);
  });
  it('a telex release or sea waybill has no originals; without an approval the sailing date is the date of issue', () => {
    expect(originalsOf('TELEX RELEASE')).toBe('ZERO (0) TELEX RELEASE');
    expect(originalsOf('SEAWAY BILL')).toBe('ZERO (0) SEAWAY BILL');
    expect(issueDate('2026-12-06')).toBe('06 DEC 2026');
    expect(issueDate('')).toBe('');
    expect(blDocument({ ...draftFor(source, [{ no: 'CSQU3054383', type: '40HQ' }]), TBI_REVIEWER_DATE: null }).issued).toEqual(['SHANGHAI / 06 DEC 2026']);
  });
});
