import { describe, expect, it } from 'vitest';
import type { SiRecord, SiSourceData } from '../../../src/contract/si';
import { siChanges } from '../../../src/domain/si/diff';
import { siCoverage, siTotals } from '../../../src/domain/si/reviewFacts';
import { draftFor } from '../../support/siDrafts';

const source = {
  CGO_ID: 'C',
  MBL_NO: 'M',
  CARRIER: 'COSU',
  VESSEL: 'V',
  VOYAGE: '1',
  SAILINGDATE: '',
  DEADLINE: '',
  Containers: [
    { TYPE: '40HQ', COUNT: 2, CNNOS: ['CSQU3054383', 'CSQU3054399'] },
    { TYPE: '20GP', COUNT: 1, CNNOS: ['TGHU1234567'] },
  ],
} as unknown as SiSourceData;
const base = (): SiRecord =>
  draftFor(source, [
    { no: 'CSQU3054383', type: '40HQ' },
    { no: 'TGHU1234567', type: '20GP' },
  ]);
const clone = (r: SiRecord): SiRecord => JSON.parse(JSON.stringify(r));

describe('what changed between two versions of an SI', () => {
  it('nothing, when nothing changed (server-owned fields and box order do not count)', () => {
    const a = base();
    const b = clone(a);
    b.Boxes.reverse();
    Object.assign(b, { TBI_STATUS: 2, TBI_SIMBL_NO: 'HZTX26000009', Version: 7 });
    expect(siChanges(a, b)).toEqual([]);
  });

  it('a main field, a box field and a goods line field, each with before and after', () => {
    const a = base();
    const b = clone(a);
    b.TBI_CONSIGNEE = 'ACME GMBH';
    b.Boxes[1]!.TBX_SEALNO = 'SL999';
    b.Boxes[0]!.Details[1]!.TBD_NUM = 25;
    expect(siChanges(a, b)).toEqual([
      { Kind: 'changed', Field: 'TBI_CONSIGNEE', Before: 'TO ORDER', After: 'ACME GMBH' },
      { Kind: 'changed', Field: 'TBD_NUM', Container: 'CSQU3054383', Line: 2, Before: '20', After: '25' },
      { Kind: 'changed', Field: 'TBX_SEALNO', Container: 'TGHU1234567', Before: a.Boxes[1]!.TBX_SEALNO, After: 'SL999' },
    ]);
  });

  it('a box swapped for another is one removed and one added; a goods line dropped is removed', () => {
    const a = base();
    const b = clone(a);
    b.Boxes[1]!.TBX_CNNO = 'tghu7654321 ';
    b.Boxes[0]!.Details.pop();
    const changes = siChanges(a, b);
    expect(changes.map((c) => [c.Kind, c.Container, c.Line ?? null])).toEqual([
      ['removed', 'TGHU1234567', null],
      ['removed', 'CSQU3054383', 2],
      ['added', 'TGHU7654321', null],
    ]);
    expect(changes[0]!.Before).toMatch(/^TGHU1234567 20GP 120 CT 2400.5 kg/);
  });
});

describe("totals and the booking's containers", () => {
  it('adds up the boxes and places every booked container', () => {
    const si = base();
    si.Boxes.push({ ...clone(si).Boxes[0]!, TBX_CNNO: 'ZZZU0000000' });
    expect(siTotals(si)).toEqual({ Packages: 360, Weight: 7201.5, Volume: 168.6, Boxes: 3 });
    const cover = siCoverage(si, source, [{ CNNO: 'csqu3054399', TYPE: '40HQ', SiId: 9, SiNo: '26000009' }]);
    expect(cover.Booked).toEqual([
      { CNNO: 'CSQU3054383', TYPE: '40HQ', On: 'this' },
      { CNNO: 'CSQU3054399', TYPE: '40HQ', On: 'other', SiNo: '26000009' },
      { CNNO: 'TGHU1234567', TYPE: '20GP', On: 'this' },
    ]);
    expect(cover.Extra).toEqual(['ZZZU0000000']);
    expect(cover.Missing).toEqual([]);
    expect(siCoverage(base(), source, []).Missing).toEqual(['CSQU3054399']);
  });

  it('a booking released online (classes and counts, no numbers yet): a box is "not booked" only beyond its class\'s count', () => {
    const online = { ...source, Containers: [{ TYPE: '40HQ', COUNT: 2, CNNOS: [] }] } as SiSourceData;
    const si = base(); // CSQU3054383 40HQ, TGHU1234567 20GP
    si.Boxes.push({ ...clone(si).Boxes[0]!, TBX_CNNO: 'ZZZU0000000', TBX_TYPE: '45G1' }); // 45G1 is a 40HQ
    // no other SI: both 40HQ fit the two released; the 20GP was never released
    expect(siCoverage(si, online, [])).toMatchObject({ Booked: [], Extra: ['TGHU1234567'], Missing: [] });
    expect(siCoverage(si, online, []).Classes).toEqual([
      { TYPE: '40HQ', Booked: 2, This: 2, Other: 0 },
      { TYPE: '20GP', Booked: 0, This: 1, Other: 0 },
    ]);
    // another SI holds one 40HQ already: the second 40HQ here is one too many
    const cover = siCoverage(si, online, [{ CNNO: 'OTHU1234565', TYPE: '40HQ', SiId: 9, SiNo: '26000009' }]);
    expect(cover.Extra).toEqual(['TGHU1234567', 'ZZZU0000000']);
    expect(cover.Classes[0]).toEqual({ TYPE: '40HQ', Booked: 2, This: 2, Other: 1 });
  });
});
