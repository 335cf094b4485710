import { describe, expect, it } from 'vitest';
import type { SiBox, SiBoxDetail, SiRecord } from '../../../src/contract/si';
import { checkSi, checkWarnings } from '../../../src/domain/si/check';
import { weightWarnings } from '../../../src/domain/si/weights';
import { CONTAINER_TYPES, maxPayloadKg } from '../../../src/domain/si/reference';
import { problemText } from '../../../src/domain/si/messages';

const line = (num: number, weight: number): SiBoxDetail => ({
  TBD_CNGOODS: '',
  TBD_GOODS: 'COTTON T-SHIRTS',
  TBD_HSCODE: '610910',
  TBD_MARKS: 'N/M',
  TBD_PACKAGE: 'CT',
  TBD_NUM: num,
  TBD_WEIGHT: weight,
  TBD_VOLUME: 1,
});
const box = (type: string, details: SiBoxDetail[], cnno = 'CSQU3054383'): SiBox => ({
  TBX_TYPE: type,
  TBX_CNNO: cnno,
  TBX_SEALNO: 'SL1',
  TBX_PACKAGE: 'CT',
  TBX_NUM: details.reduce((a, d) => a + d.TBD_NUM, 0),
  TBX_WEIGHT: details.reduce((a, d) => a + d.TBD_WEIGHT, 0),
  TBX_VOLUME: details.length,
  Details: details,
});
const si = (boxes: SiBox[]) => ({ Boxes: boxes }) as unknown as SiRecord;

describe('implausible weights warn, never refuse', () => {
  it('every container type has a payload limit, from ISO 668 gross less typical tare', () => {
    for (const t of CONTAINER_TYPES) expect(t.maxPayloadKg, t.name).toBeGreaterThan(20_000);
    expect(maxPayloadKg('20GP')).toBe(28_200);
    expect(maxPayloadKg('45G1')).toBe(26_500); // by ISO code too
    expect(maxPayloadKg('99ZZ')).toBeUndefined();
  });

  it("a box above its type's payload warns with the figures; at the limit it does not", () => {
    const over = weightWarnings(si([box('20GP', [line(100, 28_200.5)])]));
    expect(over).toEqual([
      expect.objectContaining({
        Path: '/Boxes/0/TBX_WEIGHT',
        Code: 'weight.overPayload',
        Severity: 'warning',
        Params: expect.objectContaining({ type: '20GP', weight: 28_200.5, max: 28_200 }),
      }),
    ]);
    expect(problemText(over[0]!, 'en')).toBe('Container CSQU3054383 (20GP) holds 28200.5 kg, above the 28200 kg such a box usually carries: check the weight.');
    expect(problemText(over[0]!, 'zh')).toMatch(/超过该箱型通常的最大载重 28200 kg/);
    expect(weightWarnings(si([box('20GP', [line(100, 28_200)])]))).toEqual([]);
    // a 40GP may carry what a 20GP may not... and the other way round
    expect(weightWarnings(si([box('40FR', [line(10, 35_000)])]))).toEqual([]);
    expect(weightWarnings(si([box('40HQ', [line(10, 27_000)])]))).toHaveLength(1);
  });

  it('a goods line more than 10× off the median weight per package warns at that line', () => {
    // 12.5, 12 and 13 kg a package: a line of 125 kg a package is 9.8× the median (12.75), one of 1,300 kg is 102×
    const ok = weightWarnings(si([box('40HQ', [line(100, 1250), line(50, 600)]), box('40HQ', [line(10, 130), line(10, 1250)], 'TGHU1234561')]));
    expect(ok).toEqual([]);
    const off = weightWarnings(si([box('40HQ', [line(100, 1250), line(50, 600)]), box('40HQ', [line(10, 130), line(10, 13_000)], 'TGHU1234561')]));
    expect(off.map((p) => [p.Path, p.Code])).toEqual([['/Boxes/1/Details/1/TBD_WEIGHT', 'weight.perPackageOutlier']]);
    expect(off[0]!.Params).toMatchObject({ perPackage: 1300, median: 12.75, factor: 10 });
    // far too light is as suspicious as far too heavy
    const light = weightWarnings(si([box('40HQ', [line(100, 1250), line(50, 600), line(200, 2600), line(1000, 10)])]));
    expect(light.map((p) => p.Path)).toEqual(['/Boxes/0/Details/3/TBD_WEIGHT']);
  });

  it('two lines have no median to speak of; empty counts or weights are left to the errors', () => {
    expect(weightWarnings(si([box('40HQ', [line(100, 1250), line(1, 5000)])]))).toEqual([]);
    expect(weightWarnings(si([box('40HQ', [line(0, 1250), line(100, 0), line(10, 100), line(10, 100)])]))).toEqual([]);
  });

  it('warnings are apart from the errors: checkSi refuses nothing for them; checkWarnings prefixes the paths', () => {
    const heavy = si([box('20GP', [line(100, 30_000)])]);
    expect(checkSi({ ...heavy } as SiRecord).filter((p) => p.Code.startsWith('weight.'))).toEqual([]);
    expect(checkWarnings([heavy, heavy], (i) => `/TDBLInfos/${i}`, 'en').map((p) => p.Path)).toEqual([
      '/TDBLInfos/0/Boxes/0/TBX_WEIGHT',
      '/TDBLInfos/1/Boxes/0/TBX_WEIGHT',
    ]);
  });
});
