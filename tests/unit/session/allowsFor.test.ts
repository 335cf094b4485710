import { describe, expect, it } from 'vitest';
import { act, forBuyers, forSellers } from '../../../src/contract/accessRow';
import { allowsFor } from '../../../src/session/access';

/**
 * The browser shows a button by the server's own rule (src/session/access.ts allowsFor, the
 * contract's accessAllows): holding the menu and button is not enough for a staff-only,
 * sellers' or buyers' row. A customer's employees hold some of the staff's pages; with the
 * grants alone they were shown the staff's moves, which the server refused with 403.
 */
const MENU = '/entryOrder/entryOnline';
const held = new Map([[MENU.toLowerCase(), new Set(['accept'])]]);
const staffOnly = act([MENU], 'accept', true);

describe('a button shows by the rule the server checks', () => {
  it('a staff-only move: the platform staff holding it see it, a customer or provider holding it does not', () => {
    expect(allowsFor(staffOnly, 'platform', held)).toBe(true);
    expect(allowsFor(staffOnly, 'customer', held)).toBe(false);
    expect(allowsFor(staffOnly, 'provider', held)).toBe(false);
  });

  it("the sellers' and buyers' rows keep to their side", () => {
    const open = act([MENU], 'accept');
    expect(allowsFor(forSellers(open), 'customer', held)).toBe(false);
    expect(allowsFor(forSellers(open), 'provider', held)).toBe(true);
    expect(allowsFor(forBuyers(open), 'provider', held)).toBe(false);
    expect(allowsFor(forBuyers(open), 'customer', held)).toBe(true);
  });

  it('without the button nobody sees it; before a company is known, the grants decide', () => {
    expect(allowsFor(act([MENU], 'reject'), 'platform', held)).toBe(false);
    expect(allowsFor(staffOnly, undefined, held)).toBe(true);
    expect(allowsFor(staffOnly, undefined, new Map())).toBe(false);
  });
});
