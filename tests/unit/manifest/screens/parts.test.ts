import { describe, expect, it } from 'vitest';
import type { ManifestReceipt } from '../../../../src/contract/manifest';
import { deadlineClock } from '../../../../src/features/manifest/deadlineClock';
import { codeTypeChoices, joinCode, splitCode } from '../../../../src/features/manifest/partyCode';
import { payloadDiff, prettyPayload } from '../../../../src/features/manifest/payloadDiff';
import { pathWords, pointer } from '../../../../src/features/manifest/problemText';
import { suggestedFix } from '../../../../src/features/manifest/suggestedFix';
import { stageTimeline } from '../../../../src/features/manifest/stages';
import { splitRefusals } from '../../../../src/features/manifest/SendFlow';

const H = 3_600_000;
const now = Date.parse('2026-11-27T12:00:00Z');

describe('the deadline clock (mft.deadline, in hours)', () => {
  it('counts hours and minutes to the deadline, amber under six hours, red once past', () => {
    expect(deadlineClock(new Date(now + 26 * H + 5 * 60_000).toISOString(), now)).toEqual({ hours: 26, minutes: 5, late: false, tone: 'ok' });
    expect(deadlineClock(new Date(now + 5 * H + 59 * 60_000).toISOString(), now)).toMatchObject({ hours: 5, tone: 'soon' });
    expect(deadlineClock(new Date(now - 3 * H - 30 * 60_000).toISOString(), now)).toEqual({ hours: -3, minutes: 30, late: true, tone: 'late' });
    expect(deadlineClock(null, now).tone).toBe('none');
    expect(deadlineClock('not a time', now).tone).toBe('none');
  });
});

describe('the enterprise code as type and value', () => {
  it('splits and joins TYPE+VALUE', () => {
    expect(splitCode('USCI+91330200MA2AFLH37X')).toEqual({ type: 'USCI', value: '91330200MA2AFLH37X' });
    expect(splitCode('12345')).toEqual({ type: '', value: '12345' });
    expect(joinCode('9999', 'HRB 1234')).toBe('9999+HRB 1234');
    expect(joinCode('', 'X')).toBe('X');
  });
  it('offers the types of the party’s country, and keeps a type already typed', () => {
    expect(codeTypeChoices('CN', '')).toContain('USCI');
    expect(codeTypeChoices('DE', '')).toEqual(expect.arrayContaining(['EORI', '9999', 'PASSPORT']));
    expect(codeTypeChoices('DE', '')).not.toContain('USCI');
    expect(codeTypeChoices('DE', 'ODD')[0]).toBe('ODD');
  });
});

describe('words for where a problem is', () => {
  it('names parties, items, containers and allocations in both languages', () => {
    expect(pathWords('/Consignee/CODE', 'zh')).toBe('收货人 · 企业代码');
    expect(pathWords('/Items/2/Allocation/0/KG', 'en')).toBe('Item 3 · Container allocation Row 1 · Allocated weight');
    expect(pathWords('/Containers/0/MFC_SEALNO', 'zh')).toBe('第 1 个箱 · 封号');
    expect(pathWords('/', 'en')).toBe('');
  });
});

describe('an amendment’s before and after', () => {
  it('lists the leaves that changed, were added or were removed', () => {
    const before = JSON.stringify({ Vessel: 'A', Items: [{ Desc: 'SCREWS', Kg: 10 }], Seal: 'S1' });
    const after = JSON.stringify({
      Vessel: 'A',
      Items: [
        { Desc: 'STEEL SCREWS', Kg: 10 },
        { Desc: 'NUTS', Kg: 2 },
      ],
    });
    expect(payloadDiff(before, after)).toEqual([
      { Path: '/Items/0/Desc', Before: 'SCREWS', After: 'STEEL SCREWS' },
      { Path: '/Items/1/Desc', Before: '', After: 'NUTS' },
      { Path: '/Items/1/Kg', Before: '', After: '2' },
      { Path: '/Seal', Before: 'S1', After: '' },
    ]);
    expect(payloadDiff(before, before)).toEqual([]);
  });
  it('compares the manifest a channel message carries, never its envelope (reference, kind, version, change reason)', () => {
    const message = (kind: string, version: number, address: string, changeReasonCode = '') =>
      JSON.stringify({ messageRef: `MFT15${kind[0]}V${version}`, kind, version, changeReasonCode, data: { MFT_VESSEL: 'A', Consignee: { ADDRESS: address } } });
    expect(payloadDiff(message('MAIN', 1, 'GROSSE ELBSTRASSE 145'), message('MODIFY', 3, 'UEBERSEEALLEE 10', 'C03'))).toEqual([
      { Path: '/Consignee/ADDRESS', Before: 'GROSSE ELBSTRASSE 145', After: 'UEBERSEEALLEE 10' },
    ]);
    expect(payloadDiff(message('MAIN', 1, 'X'), message('MODIFY', 2, 'X', 'C01'))).toEqual([]);
  });
  it('compares a payload that is not JSON as a whole', () => {
    expect(payloadDiff('<a/>', '<b/>')).toEqual([{ Path: '/', Before: '<a/>', After: '<b/>' }]);
    expect(prettyPayload('<a/>')).toBe('<a/>');
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
  });
});

describe('the customs stages timeline', () => {
  const r = (Seq: number, Kind: string, At: string): ManifestReceipt => ({
    Seq,
    Kind,
    At,
    Code: '',
    Text: '',
    Fields: [],
    ExternalRef: '',
    MessageId: null,
    Simulated: true,
  });
  it('marks each stage by its first receipt, whatever order they came in', () => {
    const t = stageTimeline([r(3, 'RELEASED', 'b'), r(1, 'ACCEPTED', 'x'), r(2, 'ARRIVED', 'a'), r(4, 'ARRIVED', 'late repeat')]);
    expect([...t.keys()]).toEqual(['ARRIVED', 'RELEASED']);
    expect(t.get('ARRIVED')!.At).toBe('a');
  });
});

describe('send refusals a verifier may override', () => {
  it('splits late and SI-mismatch refusals from the final ones', () => {
    const out = splitRefusals([
      { Id: 1, Code: 'mft.deadline', Message: 'late' },
      { Id: 2, Code: 'mft.si', Message: 'differs' },
      { Id: 3, Code: 'mft.state', Message: 'not verified' },
    ]);
    expect(out.overridable.map((r) => r.Id)).toEqual([1, 2]);
    expect(out.final.map((r) => r.Id)).toEqual([3]);
  });
});

describe('where a customs rejection points', () => {
  it('maps the single window’s codes to the fields, the party read off the words', () => {
    expect(suggestedFix('E2101', '收货人企业代码不符合规范：…')).toEqual(['/Consignee/CODE']);
    expect(suggestedFix('E2105', '发货人通讯方式与通讯号码须同时填写')).toEqual(['/Shipper/PHONE_TYPE', '/Shipper/PHONE']);
    expect(suggestedFix('E2105', '件数与包装种类须同时填写')).toEqual(['/Items']);
    expect(suggestedFix('E2901', '船名或集装箱编号不允许修改')).toEqual(['/MFT_VESSEL', '/Containers']);
    expect(suggestedFix('E9999', 'anything')).toEqual([]);
  });
  it('reads the check’s dotted paths as pointers', () => {
    expect(pointer('Items[2].Allocation[0].KG')).toBe('/Items/2/Allocation/0/KG');
    expect(pointer('Shipper.CODE')).toBe('/Shipper/CODE');
    expect(pathWords('Containers[MSCU1234565].PKGS', 'zh')).toBe('集装箱 MSCU1234565 · 分配件数');
  });
});
