import { describe, expect, it } from 'vitest';
import { draftChoice, equipmentOfLink, equipmentParam, priceLinkOf } from '../../../src/domain/booking/priceLink';

/**
 * "订舱" from a price (issue 32): the link carries every priced class and quantity, and a link opened
 * over a form kept from before never silently loses either — the person is asked.
 */
describe('a booking link', () => {
  it('carries every class and quantity priced, read back as the form’s equipment lines', () => {
    const eq = equipmentParam([
      { ContainerClass: '40HQ', Qty: 2 },
      { ContainerClass: '20GP', Qty: 1 },
    ]);
    expect(eq).toBe('40HQ*2,20GP*1');
    expect(equipmentOfLink(new URLSearchParams({ eq }))).toEqual([
      { ContainerClass: '40HQ', Units: 2 },
      { ContainerClass: '20GP', Units: 1 },
    ]);
    // the older one-line link still opens; junk is left out; no equipment named → undefined
    expect(equipmentOfLink(new URLSearchParams({ type: '40GP', units: '3' }))).toEqual([{ ContainerClass: '40GP', Units: 3 }]);
    expect(equipmentOfLink(new URLSearchParams({ eq: '40hq*2,X*-1,*3,20GP*abc' }))).toEqual([{ ContainerClass: '40HQ', Units: 2 }]);
    expect(equipmentOfLink(new URLSearchParams({ pol: 'CNSHA' }))).toBeUndefined();
  });

  it('names the price: a rate row’s search and rate, or a quote with its option’s rate; none without a rate or quote', () => {
    expect(priceLinkOf(new URLSearchParams({ rate: '2', search: '9' }))).toEqual({ RateId: 2, SearchId: 9, QuoteId: undefined });
    expect(priceLinkOf(new URLSearchParams({ rate: '2', quote: '7' }))).toEqual({ RateId: 2, SearchId: undefined, QuoteId: 7 });
    expect(priceLinkOf(new URLSearchParams({ pol: 'CNSHA', search: '9' }))).toBeUndefined();
  });
});

describe('a link opened over a kept form', () => {
  const link = { RateId: 2, QuoteId: 7 };
  it('asks when the kept form was begun on another price or on none', () => {
    expect(draftChoice({ RateId: 5, SearchId: 11 }, link)).toBe('ask');
    expect(draftChoice({}, link)).toBe('ask');
  });
  it('starts from the link when nothing is kept, and keeps the form begun on this very link (a reload)', () => {
    expect(draftChoice(null, link)).toBe('link');
    expect(draftChoice({ RateId: 2, QuoteId: 7, SearchId: null }, link)).toBe('kept');
  });
  it('keeps the kept form when no link is opened', () => {
    expect(draftChoice({ RateId: 5 }, undefined)).toBe('kept');
  });
});
