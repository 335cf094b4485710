import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SiRecord, SiSourceData, SiUsedContainer } from '../../../src/contract/si';
import { checkSi, checkSubmission } from '../../../src/domain/si/check';
import { withCheckDigit } from '../../../src/domain/si/iso6346';
import { CONTAINER_TYPES } from '../../../src/domain/si/reference';
import { booking, box, detail, paths, si } from './siRecords';

/** Properties of the SI check and of the booking rule, over generated SIs and bookings. */
const letters = fc.stringMatching(/^[A-Z]{3}$/);
const containerNo = fc.tuple(letters, fc.stringMatching(/^\d{6}$/)).map(([o, s]) => withCheckDigit(`${o}U${s}`));
const detailArb = fc
  .record({ num: fc.integer({ min: 0, max: 5000 }), weight: fc.integer({ min: 0, max: 3_000_000 }), volume: fc.integer({ min: 0, max: 80_000 }) })
  .map(({ num, weight, volume }) => detail(num, weight / 100, volume / 1000));
const boxArb = fc
  .tuple(containerNo, fc.constantFrom(...CONTAINER_TYPES.map((t) => t.name)), fc.array(detailArb, { minLength: 1, maxLength: 4 }))
  .map(([no, type, ds]) => box(no, type, ds));
const siArb = fc.array(boxArb, { minLength: 1, maxLength: 6 }).map(si);

/** Single corruptions and the path the check must name. */
const corruptions: [string, (s: SiRecord) => string][] = [
  [
    'consignor',
    (s) => {
      s.TBI_CONSIGNOR = '';
      return '/TBI_CONSIGNOR';
    },
  ],
  [
    'notify 1 under TO ORDER',
    (s) => {
      s.TBI_NOTIFIER_1 = '';
      return '/TBI_NOTIFIER_1';
    },
  ],
  [
    'check digit',
    (s) => {
      const c = s.Boxes[0]!.TBX_CNNO;
      s.Boxes[0]!.TBX_CNNO = c.slice(0, 10) + ((Number(c[10]) + 1) % 10);
      return '/Boxes/0/TBX_CNNO';
    },
  ],
  [
    'type',
    (s) => {
      s.Boxes[0]!.TBX_TYPE = '99ZZ';
      return '/Boxes/0/TBX_TYPE';
    },
  ],
  [
    'seal',
    (s) => {
      s.Boxes[0]!.TBX_SEALNO = '';
      return '/Boxes/0/TBX_SEALNO';
    },
  ],
  [
    'HS code',
    (s) => {
      s.Boxes[0]!.Details[0]!.TBD_HSCODE = '12ab';
      return '/Boxes/0/Details/0/TBD_HSCODE';
    },
  ],
  [
    'line width',
    (s) => {
      s.TBI_GOODS = 'X'.repeat(36);
      return '/TBI_GOODS';
    },
  ],
  [
    'loading code',
    (s) => {
      s.TBI_LOADING_CODE = 'Shanghai';
      return '/TBI_LOADING_CODE';
    },
  ],
  [
    'unknown port',
    (s) => {
      s.TBI_DISCHARGE_CODE = 'ZZZZZ';
      return '/TBI_DISCHARGE_CODE';
    },
  ],
  [
    'package code',
    (s) => {
      s.Boxes[0]!.Details[0]!.TBD_PACKAGE = 'BOXES';
      return '/Boxes/0/Details/0/TBD_PACKAGE';
    },
  ],
  [
    'box weight',
    (s) => {
      s.Boxes[0]!.TBX_WEIGHT += 1;
      return '/Boxes/0/TBX_WEIGHT';
    },
  ],
  [
    'SI total',
    (s) => {
      s.TBI_NUM += 1;
      return '/TBI_NUM';
    },
  ],
];

describe('properties of the check', () => {
  it('every generated valid SI passes', () => {
    fc.assert(
      fc.property(siArb, (s) => {
        expect(checkSi(s)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
  it('each single corruption is caught, at the right path', () => {
    fc.assert(
      fc.property(siArb, fc.constantFrom(...corruptions), (s, [, corrupt]) => {
        const path = corrupt(s);
        expect(paths(checkSi(s))).toContain(path);
      }),
      { numRuns: 300 },
    );
  });
});

describe('properties of the booking rule', () => {
  // a booking of 1–12 numbered containers, dealt out to SIs; some of them stored already
  const split = fc
    .uniqueArray(containerNo, { minLength: 1, maxLength: 12 })
    .chain((numbers) =>
      fc.tuple(
        fc.constant(numbers),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: numbers.length, maxLength: numbers.length }),
        fc.integer({ min: 0, max: numbers.length }),
      ),
    );
  const setUp = ([numbers, groups, storedCount]: [string[], number[], number]) => {
    const b: SiSourceData = { ...booking(), Containers: [{ TYPE: '40HQ', COUNT: numbers.length, CNNOS: numbers }] };
    const used: SiUsedContainer[] = numbers.slice(0, storedCount).map((n, i) => ({ CNNO: n, TYPE: '40HQ', SiId: i + 1, SiNo: String(26000001 + i) }));
    const rest = numbers.slice(storedCount);
    const drafts = [0, 1, 2, 3]
      .map((g) => rest.filter((_, i) => groups[i + storedCount] === g))
      .filter((g) => g.length)
      .map((g) => si(g.map((n) => box(n))));
    return { b, used, drafts };
  };
  it('a batch taking exactly the containers no live SI holds passes', () => {
    fc.assert(
      fc.property(split, (input) => {
        const { b, used, drafts } = setUp(input);
        expect(checkSubmission(drafts, b, { used })).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
  it('a container taken again, from a stored SI or from another draft, is caught at its box', () => {
    fc.assert(
      fc.property(split, fc.nat(), fc.nat(), (input, pick, into) => {
        const { b, used, drafts } = setUp(input);
        if (!drafts.length) return;
        const taken = [...used.map((u) => u.CNNO), ...drafts.flatMap((d) => d.Boxes.map((x) => x.TBX_CNNO))];
        const again = taken[pick % taken.length]!;
        const target = drafts[into % drafts.length]!;
        if (target.Boxes.some((x) => x.TBX_CNNO === again)) return; // moving within its own draft is no corruption
        target.Boxes.push(box(again));
        target.TBI_NUM += target.Boxes.at(-1)!.TBX_NUM;
        const pushed = `/TDBLInfos/${drafts.indexOf(target)}/Boxes/${target.Boxes.length - 1}/TBX_CNNO`;
        const di = drafts.findIndex((d) => d !== target && d.Boxes.some((x) => x.TBX_CNNO === again));
        const original = di < 0 ? undefined : `/TDBLInfos/${di}/Boxes/${drafts[di]!.Boxes.findIndex((x) => x.TBX_CNNO === again)}/TBX_CNNO`;
        const found = checkSubmission(drafts, b, { used }).filter((p) => p.Code === 'booking.containerUsed' || p.Code === 'booking.containerTwice');
        expect(found.length).toBe(1);
        // a stored SI's container is refused where it is taken again; of two drafts, the later one is named
        if (!original) expect(found[0]).toMatchObject({ Path: pushed, Code: 'booking.containerUsed' });
        else expect(found[0]).toMatchObject({ Path: di < drafts.indexOf(target) ? pushed : original, Code: 'booking.containerTwice' });
      }),
      { numRuns: 300 },
    );
  });
});
