import { describe, expect, it } from 'vitest';
import type { SiProblem, SiRecord } from '../../../src/contract/si';
import { emptyBox } from '../../../src/domain/si/boxes';
import { LINE_WIDTH } from '../../../src/domain/si/check';
import { addLine, cellPath, gridRows, MAX_LINES, parseCellNumber, patchBox, patchLine, removeLine } from '../../../src/features/si/boxGrid';
import { blDocument, wrapBl } from '../../../src/features/si/blText';
import { draftProblems, flowKey } from '../../../src/features/si/draftKeys';
import { siDetailHref } from '../../../src/routes/siLinks';
import { draftFor } from '../../support/siDrafts';

const twoBoxes = () => [emptyBox('CSQU3054383', '40HQ'), emptyBox('TGHU1234567', '20GP')];

describe('the box grid', () => {
  it('lays out a row per box followed by a row per goods line', () => {
    const boxes = addLine(twoBoxes(), 0);
    expect(gridRows(boxes)).toEqual([
      { kind: 'box', box: 0 },
      { kind: 'line', box: 0, line: 0 },
      { kind: 'line', box: 0, line: 1 },
      { kind: 'box', box: 1 },
      { kind: 'line', box: 1, line: 0 },
    ]);
  });
  it('adds a line after the focused one (at the end by default), up to the limit, and keeps one line per box', () => {
    let boxes = patchLine(twoBoxes(), 0, 0, { TBD_HSCODE: '610910', TBD_MARKS: 'ACME' });
    boxes = addLine(addLine(boxes, 0), 0, 0);
    expect(boxes[0]!.Details).toHaveLength(3);
    expect(boxes[0]!.Details[1]).toMatchObject({ TBD_HSCODE: '610910', TBD_MARKS: 'ACME', TBD_NUM: 0 });
    expect(boxes[1]!.Details).toHaveLength(1);
    let full = twoBoxes();
    for (let i = 0; i < MAX_LINES + 3; i++) full = addLine(full, 1);
    expect(full[1]!.Details).toHaveLength(MAX_LINES);
    const one = twoBoxes();
    expect(removeLine(one, 0, 0)[0]!.Details).toHaveLength(1);
    expect(removeLine(boxes, 0, 1)[0]!.Details).toHaveLength(2);
  });
  it('edits a box or a line without touching the others', () => {
    const boxes = twoBoxes();
    const sealed = patchBox(boxes, 1, { TBX_SEALNO: 'SL1' });
    expect(sealed[1]!.TBX_SEALNO).toBe('SL1');
    expect(sealed[0]).toBe(boxes[0]);
  });
  it('reads numbers typed into a cell', () => {
    expect(parseCellNumber('1,203.5')).toBe(1203.5);
    expect(parseCellNumber(' ')).toBe(0);
    expect(parseCellNumber('-1')).toBeUndefined();
    expect(parseCellNumber('many')).toBeUndefined();
  });
  it('names each cell by the path the check uses', () => {
    expect(cellPath({ kind: 'box', box: 2 }, 'TBX_SEALNO')).toBe('/Boxes/2/TBX_SEALNO');
    expect(cellPath({ kind: 'line', box: 0, line: 3 }, 'TBD_HSCODE')).toBe('/Boxes/0/Details/3/TBD_HSCODE');
  });
});

describe('drafts belong to one person', () => {
  it("keys each employee's flow apart, and staff's on-behalf flow apart from their own", () => {
    expect(flowKey(7, 'own')).toBe('siMultiCreate:7');
    expect(flowKey(8, 'own')).not.toBe(flowKey(7, 'own'));
    expect(flowKey(7, 'onBehalf')).toBe('siMultiCreate:7:onBehalf');
  });
  it('gives a draft its own problems with paths relative to it', () => {
    const problems: SiProblem[] = [
      { Path: '/TDBLInfos/1/Boxes/0/TBX_SEALNO', Code: 'box.sealMissing', Message: '' },
      { Path: '/TDBLInfos/10/TBI_CONSIGNOR', Code: 'party.required', Message: '' },
      { Path: '/TDBLInfos', Code: 'booking.typeCount', Message: '' },
    ];
    expect(draftProblems(problems, 1).map((p) => p.Path)).toEqual(['/Boxes/0/TBX_SEALNO']);
  });
});

describe('where an SI opens', () => {
  const may = (paths: string[]) => (p: string) => paths.includes(p);
  it('customers: their SI page; staff: the detail page when they may open it', () => {
    expect(siDetailHref(5, true, '/external/workbench/SISubimtList', may([]))).toBe('/external/workbench/SILogs?id=5');
    expect(siDetailHref(5, false, '/tdManage/internalSiList', may(['/tdManage/siDetail']))).toBe('/tdManage/siDetail?id=5');
  });
  it('staff who only list SIs see it in place on their list, or on the first list they may open', () => {
    expect(siDetailHref(5, false, '/tdManage/internalSiList', may(['/tdManage/internalSiList']))).toBe('/tdManage/internalSiList?id=5');
    expect(siDetailHref(5, false, '/tdManage/workbench', may(['/tdManage/workbench', '/tdManage/siDataList']))).toBe('/tdManage/siDataList?id=5');
  });
});

describe('the B/L text', () => {
  it('breaks long lines between words and cuts words longer than a line', () => {
    const lines = wrapBl(`${'ACME TRADING GMBH GROSSE ELBSTRASSE 145 22767 HAMBURG GERMANY\nX'.padEnd(10)}\n${'A'.repeat(80)}`);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(LINE_WIDTH);
    expect(lines[0]).toBe('ACME TRADING GMBH GROSSE ELBSTRASSE');
    expect(lines.join(' ').replace(/ +/g, ' ')).toContain('145 22767 HAMBURG GERMANY X');
    expect(lines.slice(-3).map((l) => l.length)).toEqual([35, 35, 10]);
  });
  it('lays out an SI: parties, boxes with seals, the type*count summary, every line at most 35 characters', () => {
    const source = {
      CGO_ID: 'CGO-1',
      MBL_NO: 'COSU6401120010',
      CompanyId: 1,
      CompanyName: '天祥',
      CARRIER: 'COSU',
      VESSEL: 'COSCO SHIPPING ARIES',
      VOYAGE: '031W',
      RECEIPT_PLACE: 'HANGZHOU',
      RECEIPT_CODE: 'CNHGH',
      LOADING_PLACE: 'SHANGHAI',
      LOADING_CODE: 'CNSHA',
      DISCHARGE_PLACE: 'HAMBURG',
      DISCHARGE_CODE: 'DEHAM',
      DELIVERY_PLACE: 'HAMBURG',
      DELIVERY_CODE: 'DEHAM',
      SAILINGDATE: '2026-12-06',
      DEADLINE: '2026-12-02',
      Containers: [],
    };
    const si: SiRecord = {
      ...draftFor(source, [
        { no: 'CSQU3054383', type: '40HQ' },
        { no: 'CSQU3054394', type: '40HQ' },
        { no: 'TGHU1234567', type: '20GP' },
      ]),
      TBI_NOTIFIER_2: 'SECOND NOTIFY PARTY WITH A VERY LONG NAME THAT WRAPS',
    };
    const d = blDocument(si);
    for (const block of Object.values(d)) for (const line of block) expect(line.length).toBeLessThanOrEqual(LINE_WIDTH);
    expect(d.summary).toEqual(['40HQ*2 20GP*1']);
    expect(d.containers[0]).toBe(`CSQU3054383/${si.Boxes[0]!.TBX_SEALNO}/40HQ`);
    expect(d.containers).toHaveLength(6);
    expect(d.shipper).toEqual(['HANGZHOU TIANXIANG I/E CO., LTD.', 'NO.588 JIANGNAN AVE, HANGZHOU']);
    expect(d.alsoNotify.length).toBeGreaterThan(1);
    expect(d.portOfLoading).toEqual(['SHANGHAI CNSHA']);
    expect(d.grossWeight).toEqual([`${si.Boxes.reduce((a, b) => a + b.TBX_WEIGHT, 0)} KGS`]);
  });
});
