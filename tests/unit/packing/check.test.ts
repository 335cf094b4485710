import { describe, expect, it } from 'vitest';
import { checkApplication, checkPackingList, freeSlots, lineTotals } from '../../../src/domain/packing/check';
import type { PackingListData } from '../../../src/domain/packing/check';
import { box, detail } from '../si/siRecords';
import { CNNO, codes, errors, input, line, NOW, OTHER_CNNO, pkl, warnings } from './fixtures';

/** Each `pkl.*` rule of operations.md §3.5: a case it refuses (or warns) and one it lets pass. */
describe('the packing-list check', () => {
  it('passes a complete packing list with nothing to say', () => {
    expect(checkPackingList(pkl(), input())).toEqual([]);
  });

  describe('pkl.cnno', () => {
    it('refuses a wrong ISO 6346 check digit and a malformed number, with the SI check words', () => {
      const wrong = `${CNNO.slice(0, 10)}${(Number(CNNO[10]) + 1) % 10}`;
      const [p] = checkPackingList(pkl(undefined, { PKL_CNNO: wrong }), input());
      expect(p).toMatchObject({ Path: '/PKL_CNNO', Code: 'pkl.cnno.checkDigit', Params: { value: wrong } });
      expect(p!.Message).toContain('ISO 6346');
      expect(codes(checkPackingList(pkl(undefined, { PKL_CNNO: 'ABC123' }), input()))).toEqual(['pkl.cnno.shape']);
    });
    it('takes non-ISO equipment unchecked, but not without a number when submitting', () => {
      expect(checkPackingList(pkl(undefined, { PKL_CNNO: 'SPECIAL-1', PKL_NON_ISO: true }), input())).toEqual([]);
      expect(codes(checkPackingList(pkl(undefined, { PKL_CNNO: '' }), input()))).toEqual(['pkl.cnno.missing']);
      expect(codes(checkPackingList(pkl(undefined, { PKL_CNNO: '' }), input({ submitting: false })))).toEqual([]);
    });
    it('refuses a container the booking does not name, once the booking knows its numbers', () => {
      const p = checkPackingList(pkl(), input({ bookedNumbers: [OTHER_CNNO], bookingNo: 'COSU6301234560' }));
      expect(p).toMatchObject([{ Code: 'pkl.cnno.notBooked', Params: { container: CNNO, booking: 'COSU6301234560' } }]);
      expect(checkPackingList(pkl(), input({ bookedNumbers: [OTHER_CNNO, CNNO.toLowerCase()] }))).toEqual([]);
    });
    it('refuses a container on another live packing list, not on this one', () => {
      expect(codes(checkPackingList(pkl(), input({ liveContainers: [{ CNNO, PKL_NO: 'PK26113000007' }] })))).toEqual(['pkl.cnno.live']);
      expect(checkPackingList(pkl(), input({ liveContainers: [{ CNNO, PKL_NO: 'PK26120100001' }] }))).toEqual([]);
    });
  });

  describe('the booked slot type', () => {
    it('refuses a type other than the slot booked, and an unknown type', () => {
      expect(checkPackingList(pkl(), input({ slotType: '20GP' }))).toMatchObject([
        { Path: '/PKL_CNTR_TYPE', Code: 'pkl.type.mismatch', Params: { booked: '20GP', given: '40HQ' } },
      ]);
      expect(codes(checkPackingList(pkl(undefined, { PKL_CNTR_TYPE: '99ZZ' }), input()))).toEqual(['pkl.type.unknown']);
    });
    it('reads the ISO code as its name', () => {
      expect(checkPackingList(pkl(undefined, { PKL_CNTR_TYPE: '45G1' }), input())).toEqual([]);
    });
  });

  describe('pkl.seal', () => {
    it('requires a seal to submit, not to save', () => {
      expect(codes(checkPackingList(pkl(undefined, { PKL_SEALNO: ' ' }), input()))).toEqual(['pkl.seal.missing']);
      expect(checkPackingList(pkl(undefined, { PKL_SEALNO: '' }), input({ submitting: false }))).toEqual([]);
    });
    it('refuses a seal already on another container of the voyage; the same container is no second use', () => {
      const p = checkPackingList(pkl(), input({ voyageSeals: [{ SEALNO: 'sl123456', CNNO: OTHER_CNNO }] }));
      expect(p).toMatchObject([{ Path: '/PKL_SEALNO', Code: 'pkl.seal.twice', Params: { seal: 'SL123456', container: OTHER_CNNO } }]);
      expect(
        checkPackingList(
          pkl(),
          input({
            voyageSeals: [
              { SEALNO: 'SL123456', CNNO },
              { SEALNO: 'SL999', CNNO: OTHER_CNNO },
            ],
          }),
        ),
      ).toEqual([]);
    });
  });

  it('refuses a seal longer than DCSA’s 15 characters', () => {
    expect(codes(checkPackingList(pkl(undefined, { PKL_SEALNO: 'S'.repeat(16) }), input()))).toEqual(['pkl.seal.long']);
    expect(checkPackingList(pkl(undefined, { PKL_SEALNO: 'S'.repeat(15) }), input())).toEqual([]);
  });

  describe('lines', () => {
    it('holds goods and marks to the B/L’s 35-character lines, with the SI’s words', () => {
      const long = 'X'.repeat(36);
      const p = checkPackingList(pkl([line(1, 10, 1, { PKD_GOODS: `COTTON\n${long}`, PKD_MARKS: Array(21).fill('N/M').join('\n') })]), input({ lang: 'en' }));
      expect(p.map((x) => [x.Path, x.Code])).toEqual([
        ['/Lines/0/PKD_GOODS', 'pkl.line.tooLong'],
        ['/Lines/0/PKD_MARKS', 'pkl.line.tooManyLines'],
      ]);
      expect(p[0]!.Message).toBe('Goods: line 2 has 36 characters; a B/L line holds at most 35.');
      expect(checkPackingList(pkl([line(1, 10, 1, { PKD_GOODS: 'X'.repeat(35), PKD_MARKS: Array(20).fill('N/M').join('\n') })]), input())).toEqual([]);
    });

    it('needs at least one line', () => {
      expect(codes(checkPackingList(pkl([]), input()))).toEqual(['pkl.lines.none']);
    });
    it('names goods, HS code, package code and count on their line', () => {
      const bad = line(0.5, 10, 1, { PKD_GOODS: '', PKD_HSCODE: '61', PKD_PACKAGE: 'XX' });
      const p = checkPackingList(pkl([line(1, 10, 1), bad]), input());
      expect(p.map((x) => [x.Path, x.Code])).toEqual([
        ['/Lines/1/PKD_GOODS', 'pkl.line.goods'],
        ['/Lines/1/PKD_HSCODE', 'pkl.line.hsCode'],
        ['/Lines/1/PKD_PACKAGE', 'pkl.line.package'],
        ['/Lines/1/PKD_NUM', 'pkl.line.count'],
      ]);
    });
  });

  describe('pkl.sums', () => {
    it('refuses a header that does not sum its lines, within 0.0005', () => {
      const p = checkPackingList(pkl(undefined, { PKL_NUM: 149, PKL_WEIGHT: 1500.6, PKL_VOLUME: 25.3 }), input());
      expect(p).toMatchObject([
        { Path: '/PKL_NUM', Code: 'pkl.sums.packages', Params: { declared: 149, sum: 150 } },
        { Path: '/PKL_WEIGHT', Code: 'pkl.sums.weight', Params: { declared: 1500.6, sum: 1500.5 } },
        { Path: '/PKL_VOLUME', Code: 'pkl.sums.volume', Params: { declared: 25.3, sum: 25.25 } },
      ]);
      expect(checkPackingList(pkl(undefined, { PKL_WEIGHT: 1500.5004, PKL_VOLUME: 25.2496 }), input())).toEqual([]);
    });
    it('sums floating-point lines to the thousandth', () => {
      expect(lineTotals([line(1, 0.1, 0.1), line(2, 0.2, 0.2)])).toEqual({ packages: 3, weight: 0.3, volume: 0.3 });
    });
  });

  describe('pkl.weights', () => {
    it('refuses a line gross of 0 and a net above the gross', () => {
      expect(codes(checkPackingList(pkl([line(1, 0, 1)]), input()))).toContain('pkl.weights.positive');
      expect(checkPackingList(pkl([line(1, 100, 1, { PKD_NET_WEIGHT: 100.5 })]), input())).toMatchObject([
        { Path: '/Lines/0/PKD_NET_WEIGHT', Code: 'pkl.weights.net', Params: { net: 100.5, gross: 100 } },
      ]);
      expect(checkPackingList(pkl([line(1, 100, 1, { PKD_NET_WEIGHT: 100 })]), input())).toEqual([]);
    });
    it('refuses cargo + tare over the max gross: the CSC plate when given, else the type default', () => {
      // 40HQ: 30,480 kg max, typical tare 3,900 → 26,580 kg of cargo is exactly the limit
      expect(errors(checkPackingList(pkl([line(10, 26_580, 30)]), input()))).toEqual([]);
      expect(checkPackingList(pkl([line(10, 26_581, 30)]), input())).toMatchObject([
        { Path: '/PKL_WEIGHT', Code: 'pkl.weights.overMax', Params: { cargo: 26_581, tare: 3_900, total: 30_481, max: 30_480 } },
      ]);
      // a plate rated 32,500 kg and a tare of 3,800 kg take 28,000 kg of cargo
      expect(errors(checkPackingList(pkl([line(10, 28_000, 30)], { PKL_MAX_GROSS_KG: 32_500, PKL_TARE_KG: 3_800 }), input()))).toEqual([]);
      expect(errors(checkPackingList(pkl([line(10, 28_000, 30)], { PKL_TARE_KG: 3_800 }), input()))).toEqual(['pkl.weights.overMax']);
    });
    it('warns from 95 % of the max gross, not below', () => {
      // 95 % of 30,480 = 28,956 → 25,056 kg of cargo with a 3,900 kg tare
      expect(checkPackingList(pkl([line(10, 25_056, 30)]), input())).toMatchObject([
        { Code: 'pkl.weights.nearMax', Severity: 'warning', Params: { percent: 95 } },
      ]);
      expect(checkPackingList(pkl([line(10, 25_055, 30)]), input())).toEqual([]);
    });
    it('warns of a tare far from the type, refuses a tare of 0 and one no box of the type weighs', () => {
      // 40HQ: typically 3,900 kg; every 40' high box weighs 3,200–4,800 kg
      expect(warnings(checkPackingList(pkl(undefined, { PKL_TARE_KG: 3_250 }), input()))).toEqual(['pkl.weights.tare']);
      expect(checkPackingList(pkl(undefined, { PKL_TARE_KG: 3_700 }), input())).toEqual([]);
      expect(errors(checkPackingList(pkl(undefined, { PKL_TARE_KG: 0 }), input()))).toEqual(['pkl.weights.positive']);
      for (const tare of [1, 1_500, 3_199, 4_801, 39_000])
        expect(
          checkPackingList(pkl(undefined, { PKL_TARE_KG: tare }), input()).filter((p) => p.Path === '/PKL_TARE_KG'),
          String(tare),
        ).toMatchObject([{ Path: '/PKL_TARE_KG', Code: 'pkl.weights.tareRange', Params: { container: CNNO, type: '40HQ', tare, min: 3_200, max: 4_800 } }]);
      expect(errors(checkPackingList(pkl(undefined, { PKL_TARE_KG: 3_200 }), input()))).toEqual([]);
      expect(errors(checkPackingList(pkl(undefined, { PKL_TARE_KG: 4_800 }), input()))).toEqual([]);
    });
    it('refuses a CSC plate its type cannot carry (ISO 668), and then holds the lines to the type’s default', () => {
      // the probe: a 20GP plated 200,000 kg let a 120,000 kg line through
      const [problem, ...rest] = checkPackingList(
        pkl([line(10, 120_000, 30)], { PKL_CNTR_TYPE: '20GP', PKL_MAX_GROSS_KG: 200_000 }),
        input({ slotType: '20GP' }),
      );
      expect(problem).toMatchObject({
        Path: '/PKL_WEIGHT',
        Code: 'pkl.weights.overMax',
        Params: { max: 30_480 },
      });
      expect(rest).toMatchObject([
        { Path: '/PKL_MAX_GROSS_KG', Code: 'pkl.weights.plate', Params: { container: CNNO, type: '20GP', plate: 200_000, min: 20_320, max: 36_000 } },
      ]);
      expect(rest[0]!.Message).toBe(
        `箱 ${CNNO}（20GP）：CSC 铭牌最大总重 200000 kg 不在该箱型可有的范围内（20320–36000 kg，ISO 668）：请按箱门 CSC 铭牌核对。`,
      );
      // a 40' box is never plated below ISO 668's 30,480 kg nor above today's 36,000 kg
      for (const plate of [3_048, 30_479, 36_001, 304_800])
        expect(errors(checkPackingList(pkl(undefined, { PKL_MAX_GROSS_KG: plate }), input())), String(plate)).toEqual(['pkl.weights.plate']);
      // …and a newer heavy box plated 36,000 kg takes its 32,000 kg of cargo
      expect(errors(checkPackingList(pkl([line(10, 32_000, 30)], { PKL_MAX_GROSS_KG: 36_000, PKL_TARE_KG: 3_900 }), input()))).toEqual([]);
      expect(errors(checkPackingList(pkl([line(10, 32_000, 30)], { PKL_MAX_GROSS_KG: 30_480, PKL_TARE_KG: 3_900 }), input()))).toEqual(['pkl.weights.overMax']);
    });
  });

  describe('pkl.volume', () => {
    it('warns above the type’s approximate internal volume', () => {
      expect(checkPackingList(pkl([line(10, 5000, 80)]), input())).toMatchObject([{ Code: 'pkl.volume.over', Severity: 'warning', Params: { max: 76.4 } }]);
      expect(checkPackingList(pkl([line(10, 5000, 76.4)]), input())).toEqual([]);
    });
    it('says nothing for an open flat rack', () => {
      expect(checkPackingList(pkl([line(10, 5000, 120)], { PKL_CNTR_TYPE: '40FR' }), input({ slotType: '40FR' }))).toEqual([]);
    });
  });

  describe('pkl.dg', () => {
    const dg = line(10, 500, 2, { PKD_UNNO: '1263', PKD_IMO_CLASS: '3' });
    it('needs the UN number and the IMO class together, the UN number as 4 digits', () => {
      expect(checkPackingList(pkl([line(1, 1, 1, { PKD_UNNO: '1263' })]), input({ cutoffs: { DGC: NOW }, dgApproved: true }))).toMatchObject([
        { Path: '/Lines/0/PKD_IMO_CLASS', Code: 'pkl.dg.pair' },
      ]);
      expect(codes(checkPackingList(pkl([{ ...dg, PKD_UNNO: '12A' }]), input({ cutoffs: { DGC: NOW }, dgApproved: true })))).toEqual(['pkl.dg.unno']);
    });
    it('needs a DGC cut-off and the carrier’s approval for dangerous goods', () => {
      expect(codes(checkPackingList(pkl([dg]), input()))).toEqual(['pkl.dg.cutoff', 'pkl.dg.approval']);
      expect(checkPackingList(pkl([dg]), input({ cutoffs: { DGC: '2026-12-03T00:00:00Z' }, dgApproved: true }))).toEqual([]);
    });
  });

  describe('pkl.time', () => {
    it('requires the stuffing place and time to submit', () => {
      expect(codes(checkPackingList(pkl(undefined, { PKL_STUFF_PLACE: '', PKL_STUFF_AT: '' }), input()))).toEqual([
        'pkl.header.required',
        'pkl.header.required',
      ]);
    });
    it('refuses a stuffing time in the future, before the empty pick-up or after the gate-in', () => {
      expect(codes(checkPackingList(pkl(undefined, { PKL_STUFF_AT: '2026-12-01T09:00:00Z' }), input()))).toEqual(['pkl.time.future']);
      const known = { emptyPickupAt: '2026-11-30T07:00:00Z', gateInAt: '2026-11-30T05:00:00Z' };
      expect(codes(checkPackingList(pkl(), input(known)))).toEqual(['pkl.time.beforePickup', 'pkl.time.afterGateIn']);
      expect(checkPackingList(pkl(), input({ emptyPickupAt: '2026-11-30T02:00:00Z', gateInAt: '2026-11-30T10:00:00Z' }))).toEqual([]);
      expect(codes(checkPackingList(pkl(undefined, { PKL_STUFF_AT: 'yesterday' }), input()))).toEqual(['pkl.time.invalid']);
    });
  });

  describe('pkl.si', () => {
    const siBox = (over: Partial<ReturnType<typeof box>> = {}) => ({
      SiNo: 'SI-0001',
      box: { ...box(CNNO, '40HQ', [detail(100, 1200.5, 20.25), detail(50, 300, 5)]), ...over },
    });
    it('says nothing when the SI box says what the packing list says', () => {
      expect(checkPackingList(pkl(), input({ siBox: siBox() }))).toEqual([]);
    });
    it('names each difference: container, seal, packages, weight, volume, HS codes', () => {
      const p = checkPackingList(
        pkl(),
        input({
          siBox: siBox({
            TBX_CNNO: OTHER_CNNO,
            TBX_SEALNO: 'X1',
            TBX_NUM: 149,
            TBX_WEIGHT: 1500,
            TBX_VOLUME: 25,
            Details: [{ ...detail(1, 1, 1), TBD_HSCODE: '620520' }],
          }),
        }),
      );
      expect(p.map((x) => [x.Path, x.Params?.what])).toEqual([
        ['/PKL_CNNO', 'CNNO'],
        ['/PKL_SEALNO', 'SEALNO'],
        ['/PKL_NUM', 'NUM'],
        ['/PKL_WEIGHT', 'WEIGHT'],
        ['/PKL_VOLUME', 'VOLUME'],
        ['/Lines', 'HSCODE'],
      ]);
      expect(new Set(codes(p))).toEqual(new Set(['pkl.si.mismatch']));
    });
  });

  describe('pkl.locked', () => {
    it('refuses data changes after gate-in (state 7), not before', () => {
      expect(codes(checkPackingList(pkl(), input({ status: 7 })))).toEqual(['pkl.locked']);
      expect(checkPackingList(pkl(), input({ status: 6 }))).toEqual([]);
    });
  });

  it('renders every problem in the language asked for', () => {
    const data: PackingListData = pkl(undefined, { PKL_NUM: 1 });
    expect(checkPackingList(data, input({ lang: 'en' }))[0]!.Message).toBe('The packing list says 1 packages, its lines add up to 150.');
    expect(checkPackingList(data, input())[0]!.Message).toBe('装箱单件数为 1，各行合计为 150。');
  });
});

describe('an application for packing lists', () => {
  const base = {
    booked: [
      { TYPE: '40HQ', COUNT: 2 },
      { TYPE: '20GP', COUNT: 1 },
    ],
    live: [{ PKL_CNTR_TYPE: '40HQ', PKL_SLOT: 1 }],
    slots: [{ PKL_CNTR_TYPE: '40HQ', Count: 1 }],
    cutoffs: { PCO: '2026-12-02T10:00:00Z', FCO: '2026-12-01T07:00:00Z' },
    now: NOW,
    actor: { staff: false },
  };

  it('pkl.slots: never more live packing lists of a type than booked', () => {
    expect(checkApplication(base)).toEqual([]);
    expect(checkApplication({ ...base, slots: [{ PKL_CNTR_TYPE: '45G1', Count: 2 }] })).toMatchObject([
      { Path: '/Slots/0/Count', Code: 'pkl.slots.over', Params: { type: '40HQ', booked: 2, live: 3 } },
    ]);
    expect(codes(checkApplication({ ...base, slots: [{ PKL_CNTR_TYPE: '40GP', Count: 1 }] }))).toEqual(['pkl.slots.over']);
  });
  it('pkl.slots: one live packing list per (type, slot)', () => {
    const twice = [...base.live, { PKL_CNTR_TYPE: '45G1', PKL_SLOT: 1 }];
    expect(codes(checkApplication({ ...base, live: twice, slots: [] }))).toEqual(['pkl.slots.taken']);
    expect(freeSlots(3, [2])).toEqual([1, 3]);
  });
  it('pkl.cutoff: the port cut-off (PCO, else FCO) refuses customers after it', () => {
    const late = { ...base, now: '2026-12-02T10:00:00Z' };
    expect(checkApplication(late)).toMatchObject([{ Code: 'pkl.cutoff.passed', Params: { code: 'PCO', at: '2026-12-02T10:00:00Z' } }]);
    // without a PCO the FCO (already passed at NOW) counts
    expect(codes(checkApplication({ ...base, cutoffs: { FCO: '2026-12-01T07:00:00Z' } }))).toEqual(['pkl.cutoff.passed']);
    expect(checkApplication({ ...base, cutoffs: {} })).toEqual([]);
  });
  it('pkl.cutoff: staff go on after it only with a reason', () => {
    const late = { ...base, now: '2026-12-03T00:00:00Z' };
    expect(checkApplication({ ...late, actor: { staff: true } })).toMatchObject([{ Path: '/Reason', Code: 'pkl.cutoff.reason' }]);
    expect(checkApplication({ ...late, actor: { staff: true, reason: 'carrier extended the gate' } })).toEqual([]);
    expect(codes(checkApplication({ ...late, actor: { staff: false, reason: 'please' } }))).toEqual(['pkl.cutoff.passed']);
  });
});
