import { describe, expect, it } from 'vitest';
import { consolidation, draftDifferences, issueProblems, toOrderProblems } from '../../../src/domain/houseBill/rules';

describe('hbl.toorder', () => {
  const bol = { type: 'BOL' as const, releaseType: 'ORIGINAL' as const, toOrder: false, originals: 3, notify: '' };
  it('a BOL of 3 originals, not to order, passes; to order without notify is named', () => {
    expect(toOrderProblems(bol)).toEqual([]);
    expect(toOrderProblems({ ...bol, toOrder: true }).map((p) => p.Code)).toEqual(['hbl.toorder.notify']);
  });
  it('a BOL of 0 or 4 originals, an SWB with originals, to order, or released otherwise: each named', () => {
    expect(toOrderProblems({ ...bol, originals: 0 }).map((p) => p.Code)).toEqual(['hbl.toorder.bolOriginals']);
    expect(toOrderProblems({ ...bol, originals: 4 }).map((p) => p.Code)).toEqual(['hbl.toorder.bolOriginals']);
    expect(toOrderProblems({ type: 'SWB', releaseType: 'ORIGINAL', toOrder: true, originals: 1, notify: 'X' }).map((p) => p.Code)).toEqual([
      'hbl.toorder.swbRelease',
      'hbl.toorder.swbToOrder',
      'hbl.toorder.swbOriginals',
    ]);
  });
});

describe('hbl.issue', () => {
  const ok = {
    siStatus: 2,
    containers: ['MSKU1234565'],
    loaded: ['MSKU1234565'],
    mblOnBoard: null,
    atd: '2026-11-20',
    issueDate: '2026-11-21',
    onBoardDate: '2026-11-20',
    placeOfIssue: 'SHANGHAI',
  };
  it('all met: nothing; each unmet named in both languages', () => {
    expect(issueProblems(ok)).toEqual([]);
    const all = issueProblems({ ...ok, siStatus: 1, loaded: [], placeOfIssue: ' ', onBoardDate: '2026-11-25', issueDate: '2026-11-22' });
    expect(all.map((p) => p.Code)).toEqual(['hbl.issue.siApproved', 'hbl.issue.place', 'hbl.issue.onBoard', 'hbl.issue.onBoardAfterIssue']);
    expect(all[2]!.Words.en).toContain('MSKU1234565');
    expect(all[2]!.Words.zh).toContain('MSKU1234565');
  });
  it('an MBL on-board date stands for the LOAD events; on board more than a day before the ATD is refused', () => {
    expect(issueProblems({ ...ok, loaded: [], mblOnBoard: '2026-11-20' })).toEqual([]);
    expect(issueProblems({ ...ok, onBoardDate: '2026-11-19' })).toEqual([]);
    expect(issueProblems({ ...ok, onBoardDate: '2026-11-18' }).map((p) => p.Code)).toEqual(['hbl.issue.onBoardBeforeAtd']);
  });

  it('a house-level manifest accepted where the configuration requires one: missing or not yet accepted, each named', () => {
    expect(issueProblems({ ...ok, houseFilings: [] })).toEqual([]);
    expect(issueProblems({ ...ok, houseFilings: [{ filing: 'US_AMS', manifest: { no: 'MFT2611000001', status: 9 } }] })).toEqual([]);
    const missing = issueProblems({ ...ok, houseFilings: [{ filing: 'CN_EXPORT', manifest: null }] });
    expect(missing.map((p) => p.Code)).toEqual(['hbl.issue.houseManifest']);
    expect(missing[0]!.Words.zh).toBe('中国出口预配舱单的分单舱单尚未制作：按舱单配置，分提单须在分单舱单被海关接受后签发。');
    const sent = issueProblems({
      ...ok,
      houseFilings: [
        { filing: 'US_AMS', manifest: { no: 'MFT2611000002', status: 6 } },
        { filing: 'US_ISF', manifest: { no: 'MFT2611000003', status: 9 } },
      ],
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.Words.zh).toMatch(/^美国 AMS的分单舱单 MFT2611000002 尚未被海关接受（.+）/);
    expect(sent[0]!.Words.en).toMatch(/^The house-level US AMS manifest MFT2611000002 is not accepted yet \(.+\)/);
  });
});

describe('mbl.consol and the carrier draft', () => {
  it('sums the houses per container and names each difference', () => {
    const { rows, problems } = consolidation(
      [
        { CNNO: 'A', PKGS: 10, KG: 100.1, CBM: 1.2 },
        { CNNO: 'a', PKGS: 5, KG: 50, CBM: 0.8 },
        { CNNO: 'C', PKGS: 1, KG: 1, CBM: 1 },
      ],
      [
        { CNNO: 'A', PKGS: 15, KG: 150.1, CBM: 2 },
        { CNNO: 'B', PKGS: 3, KG: 30, CBM: 1 },
      ],
    );
    expect(rows.map((r) => [r.CNNO, r.Equal])).toEqual([
      ['A', true],
      ['B', false],
      ['C', false],
    ]);
    expect(problems.map((p) => p.Code)).toEqual(['mbl.consol.PKGS', 'mbl.consol.KG', 'mbl.consol.CBM', 'mbl.consol.container']);
    expect(problems[0]!.Words.en).toBe('Container B, Packages: houses total 0, master 3.');
  });
  it('lists the carrier draft’s differences field by field, ignoring case and spacing', () => {
    const ours = { Consignee: 'ACME GMBH\nHAMBURG', Vessel: 'EVER ACE', Containers: [{ CNNO: 'A', SEALNO: 'S1', PKGS: 10, KG: 100, CBM: 1 }] };
    const theirs = { Consignee: 'acme  gmbh hamburg', Vessel: 'EVER ACE', Containers: [{ CNNO: 'A', SEALNO: 'S2', PKGS: 10, KG: 100, CBM: 1 }, { CNNO: 'Z' }] };
    expect(draftDifferences(ours, theirs)).toEqual([
      { Field: 'Containers/A/SEALNO', Ours: 'S1', Carrier: 'S2' },
      { Field: 'Containers/Z', Ours: '', Carrier: 'Z' },
    ]);
  });
});
