import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancelFee,
  checkOrderLines,
  checkSubmit,
  defaultValidUntil,
  holdExpiresAt,
  keyFactsChanged,
  type SpaceFacts,
} from '../../../src/domain/readySpace/check';
import {
  availableOf,
  ORDER_MOVES,
  ORDER_STATUSES,
  orderMove,
  SPACE_MOVES,
  SPACE_STATUSES,
  shownStatus,
  spaceMove,
} from '../../../src/domain/readySpace/status';

/** Ready space's pure rules (src/domain/readySpace): R5.1's check, the derived statuses, the tables, the order's limits. */

const facts = (over: Partial<SpaceFacts> = {}): SpaceFacts => ({
  CarrierCode: 'COSU',
  VesselName: 'COSCO STAR',
  Voyage: '001E',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  Etd: '2026-12-20',
  CutOffs: [
    { Code: 'DCO', DateTime: '2026-12-17T04:00:00.000Z' },
    { Code: 'FCO', DateTime: '2026-12-18T04:00:00.000Z' },
  ],
  ValidUntil: '2026-12-16T04:00:00.000Z',
  Currency: 'USD',
  CancellationTerms: 'USD 300 per container after release',
  Lines: [{ ContainerClass: '40HQ', TotalQty: 5, PriceMinor: 185000 }],
  ...over,
});
const codes = (s: SpaceFacts, today = '2026-12-01') => checkSubmit(s, today).map((p) => p.Code);

describe('R5.1 the submit check', () => {
  it('passes a complete listing', () => expect(codes(facts())).toEqual([]));
  it('names each missing fact', () => {
    expect(codes(facts({ CarrierCode: '', VesselName: ' ', Voyage: '' }))).toEqual(['REQUIRED', 'REQUIRED', 'REQUIRED']);
    expect(codes(facts({ CancellationTerms: '' }))).toEqual(['REQUIRED']);
    expect(codes(facts({ Currency: '' }))).toEqual(['REQUIRED']);
  });
  it('POL ≠ POD', () => expect(codes(facts({ PodCode: 'CNSHA' }))).toEqual(['SAME_PORT']));
  it('the ETD is tomorrow or later', () => {
    expect(codes(facts(), '2026-12-19')).toEqual([]);
    expect(codes(facts(), '2026-12-20')).toContain('ETD_TOO_SOON');
  });
  it('DCO and FCO are required, each before the ETD', () => {
    expect(codes(facts({ CutOffs: [{ Code: 'DCO', DateTime: '2026-12-17T04:00:00.000Z' }] }))).toEqual(['CUTOFF_MISSING']);
    expect(codes(facts({ CutOffs: [...facts().CutOffs, { Code: 'VCO', DateTime: '2026-12-21T04:00:00.000Z' }] }))).toEqual(['CUTOFF_ORDER']);
  });
  it('sales close by the earliest cut-off', () => expect(codes(facts({ ValidUntil: '2026-12-17T05:00:00.000Z' }))).toEqual(['VALID_AFTER_CUTOFF']));
  it('at least one line with a quantity and a price', () => {
    expect(codes(facts({ Lines: [] }))).toEqual(['NO_LINE']);
    expect(codes(facts({ Lines: [{ ContainerClass: '40HQ', TotalQty: 0, PriceMinor: 100 }] }))).toEqual(['NO_LINE']);
  });
  it('the default close is 24 hours before the DCO', () => expect(defaultValidUntil(facts().CutOffs)).toBe('2026-12-16T04:00:00.000Z'));
});

describe('stock and the derived statuses', () => {
  it('available = total − held − sold, never below 0 (property)', () =>
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (t, h, s) => {
        const a = availableOf({ TotalQty: t, HeldQty: h, SoldQty: s });
        expect(a).toBe(Math.max(0, t - h - s));
      }),
    ));
  const line = (t: number, h: number, s: number) => ({ TotalQty: t, HeldQty: h, SoldQty: s });
  it('SOLD_OUT when nothing is left on sale; back on sale when a hold is freed', () => {
    expect(shownStatus('ON_SALE', [line(2, 1, 1)], null, '2026-12-01T00:00:00Z')).toBe('SOLD_OUT');
    expect(shownStatus('ON_SALE', [line(2, 0, 1)], null, '2026-12-01T00:00:00Z')).toBe('ON_SALE');
    expect(shownStatus('OFF_SHELF', [line(2, 1, 1)], null, '2026-12-01T00:00:00Z')).toBe('OFF_SHELF');
  });
  it('CLOSED once now ≥ ValidUntil, on sale, off the shelf or sold out; a draft stays a draft', () => {
    const until = '2026-12-01T00:00:00.000Z';
    for (const s of ['ON_SALE', 'OFF_SHELF'] as const) {
      expect(shownStatus(s, [line(2, 2, 0)], until, until)).toBe('CLOSED');
      expect(shownStatus(s, [line(2, 0, 0)], until, '2026-11-30T23:59:59.000Z')).toBe(s);
    }
    expect(shownStatus('DRAFT', [], until, until)).toBe('DRAFT');
  });
});

describe('the state tables', () => {
  it('every listing move starts and ends in a stored status; submit, audit and the shelf by their actors', () => {
    for (const m of SPACE_MOVES) expect([SPACE_STATUSES.includes(m.from), SPACE_STATUSES.includes(m.to)]).toEqual([true, true]);
    expect(spaceMove('DRAFT', 'submit', 'provider')).toBe('SUBMITTED');
    expect(spaceMove('SUBMITTED', 'approve', 'provider')).toBeUndefined();
    expect(spaceMove('SUBMITTED', 'approve', 'platform')).toBe('ON_SALE');
    expect(spaceMove('SUBMITTED', 'reject', 'platform')).toBe('DRAFT');
    expect(spaceMove('OFF_SHELF', 'onShelf', 'platform')).toBe('ON_SALE');
    expect(spaceMove('DRAFT', 'offShelf', 'provider')).toBeUndefined();
  });
  it('every order move: who makes it and what it does to the stock', () => {
    for (const m of ORDER_MOVES) expect(ORDER_STATUSES.includes(m.from)).toBe(true);
    expect(orderMove('PLACED', 'confirm', 'provider')?.stock).toBe('holdToSold');
    expect(orderMove('PLACED', 'confirm', 'buyer')).toBeUndefined();
    for (const e of ['reject', 'cancel', 'expire'] as const) expect(ORDER_MOVES.find((m) => m.from === 'PLACED' && m.event === e)?.stock).toBe('releaseHold');
    expect(orderMove('CONFIRMED', 'releaseSo', 'provider')?.to).toBe('SO_RELEASED');
    expect(orderMove('SO_RELEASED', 'requestCancel', 'buyer')?.to).toBe('CANCEL_REQUESTED');
    expect(orderMove('CANCEL_REQUESTED', 'declineCancel', 'provider')?.to).toBe('PREVIOUS');
    expect(orderMove('CANCEL_REQUESTED', 'approveCancel', 'provider')?.stock).toBe('unsell');
    expect(orderMove('SO_RELEASED', 'complete', 'system')?.to).toBe('COMPLETED');
    // the ends have no way out
    for (const end of ['REJECTED', 'CANCELLED', 'EXPIRED', 'COMPLETED'] as const) expect(ORDER_MOVES.filter((m) => m.from === end)).toEqual([]);
  });
});

describe('the order’s limits and terms', () => {
  it('known classes, once each, at least one container, at most MaxPerOrder in all', () => {
    expect(checkOrderLines([{ ContainerClass: '40HQ', Qty: 2 }], ['40HQ'], 5)).toBeUndefined();
    expect(checkOrderLines([], ['40HQ'], null)?.code).toBe('NO_LINE');
    expect(checkOrderLines([{ ContainerClass: '45R1', Qty: 1 }], ['40HQ'], null)?.code).toBe('UNKNOWN_CLASS');
    expect(
      checkOrderLines(
        [
          { ContainerClass: '40HQ', Qty: 1 },
          { ContainerClass: '40HQ', Qty: 1 },
        ],
        ['40HQ'],
        null,
      )?.code,
    ).toBe('DUPLICATE_CLASS');
    expect(
      checkOrderLines(
        [
          { ContainerClass: '40HQ', Qty: 4 },
          { ContainerClass: '20GP', Qty: 2 },
        ],
        ['40HQ', '20GP'],
        5,
      ),
    ).toEqual({ code: 'OVER_MAX', detail: '5' });
  });
  it('the hold ends `minutes` after placing (R5.4)', () => expect(holdExpiresAt(new Date('2026-12-01T00:00:00Z'), 120)).toBe('2026-12-01T02:00:00.000Z'));
  it('R5.5: a change of vessel, voyage, ETD, POL or POD is a key-fact change; case and blanks are not', () => {
    const f = { VesselName: 'COSCO STAR', Voyage: '001E', Etd: '2026-12-20', PolCode: 'CNSHA', PodCode: 'NLRTM' };
    expect(keyFactsChanged(f, { ...f, VesselName: 'cosco star ' })).toEqual([]);
    expect(keyFactsChanged(f, { ...f, Voyage: '002E', PodCode: 'DEHAM' })).toEqual(['Voyage', 'PodCode']);
  });
  it('R5.8: the fee after release is the terms’ per container, or the provider’s figure; none before release', () => {
    expect(cancelFee('SO_RELEASED', 3, 30000, undefined)).toBe(90000);
    expect(cancelFee('SO_RELEASED', 3, 30000, 1000)).toBe(1000);
    expect(cancelFee('CONFIRMED', 3, 30000, undefined)).toBe(0);
    expect(cancelFee('SO_RELEASED', 3, null, undefined)).toBe(0);
  });
});
