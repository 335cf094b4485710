import { describe, expect, it } from 'vitest';
import { act, forSellers, read } from '../../../src/contract/accessRow';
import type { Grants } from '../../../src/contract/access';
import { cardsFor } from '../../../server/modules/startPage/select';
import { spanTo } from '../../../src/domain/countdown';

const grants = (entries: Record<string, string[]>): Grants => new Map(Object.entries(entries).map(([m, b]) => [m.toLowerCase(), new Set(b)]));

describe('the start page chooses the cards a person may open', () => {
  const cards = [
    { id: 'queue', access: read(['/quckBook/BookingManagement'], true) },
    { id: 'orders', access: forSellers(act(['/SeaFreight/NowOrderManagement/NowOrderList'], 'orderDecide')) },
    { id: 'mine', access: read(['/external/workbench/OrderTracking']) },
  ];

  it('shows a card to whoever holds its menu (paths read case-insensitively), in the declared order', () => {
    const g = grants({ '/QUCKBOOK/BookingManagement': [], '/external/workbench/OrderTracking': [] });
    expect(cardsFor(cards, 'platform', g).map((c) => c.id)).toEqual(['queue', 'mine']);
  });

  it('hides a card whose menu is not held, or whose button is missing', () => {
    expect(cardsFor(cards, 'provider', grants({})).map((c) => c.id)).toEqual([]);
    expect(cardsFor(cards, 'provider', grants({ '/SeaFreight/NowOrderManagement/NowOrderList': [] })).map((c) => c.id)).toEqual([]);
    expect(cardsFor(cards, 'provider', grants({ '/SeaFreight/NowOrderManagement/NowOrderList': ['orderDecide'] })).map((c) => c.id)).toEqual(['orders']);
  });

  it("keeps a side's cards to that side whatever the menus say: staff-only for the platform, sellers' never for a customer", () => {
    const all = grants({
      '/quckBook/BookingManagement': [],
      '/SeaFreight/NowOrderManagement/NowOrderList': ['orderDecide'],
      '/external/workbench/OrderTracking': [],
    });
    expect(cardsFor(cards, 'customer', all).map((c) => c.id)).toEqual(['mine']);
    expect(cardsFor(cards, 'provider', all).map((c) => c.id)).toEqual(['orders', 'mine']);
  });
});

describe('start-page cards', () => {
  it('count down to a time and say how long it is past', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(spanTo('2026-11-26T11:59:30Z', now)).toEqual({ past: false, days: 0, clock: '1:59:30' });
    expect(spanTo('2026-11-28T15:03:10Z', now)).toEqual({ past: false, days: 2, clock: '5:03:10' });
    expect(spanTo('2026-11-26T09:30:00Z', now)).toEqual({ past: true, days: 0, clock: '0:30:00' });
  });
});
