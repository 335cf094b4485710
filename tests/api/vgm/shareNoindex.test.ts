import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { rateCardViewCall } from '../../../src/contract/rates/rateCardCalls';
import { CUSTOMER, isoNumber, newBooking, vgmApp } from './vgmApp';

/**
 * Issue 45 item 15d on the VGM share link (and a rate card's link, the other token page): every
 * answer says `X-Robots-Tag: noindex` — a success, an unknown link, a query or body that fails its
 * schema, a bad Idempotency-Key — set in one place for every share route (server/http/shareRoute.ts).
 */
const { t, post } = vgmApp(['vgm', 'rates']);
let address = 0;
const from = () => `10.91.0.${++address % 250}`;

describe('every answer of a share link says noindex', () => {
  it('the VGM link: read and declare, served, refused, or failing their schema', async () => {
    const cgo = await newBooking(t.db, [{ type: '40HQ', n: isoNumber('NIXU', 100 + (process.pid % 800)) }]);
    const made = (await post(CUSTOMER, ENDPOINTS.vgmCreateShare, { CGO_ID: cgo })).json().Data;
    const token = new URL(made.Url, 'http://x').searchParams.get('t')!;
    const answers = [
      [200, await t.app.inject({ method: 'GET', url: `${ENDPOINTS.vgmShareRead}?t=${token}`, remoteAddress: from() })],
      [404, await t.app.inject({ method: 'GET', url: `${ENDPOINTS.vgmShareRead}?t=${'C'.repeat(22)}`, remoteAddress: from() })],
      [400, await t.app.inject({ method: 'GET', url: `${ENDPOINTS.vgmShareRead}?t=${token}&AccessCode=1234567`, remoteAddress: from() })],
      [400, await t.app.inject({ method: 'GET', url: ENDPOINTS.vgmShareRead, remoteAddress: from() })],
      [
        400,
        await t.app.inject({
          method: 'POST',
          url: ENDPOINTS.vgmShareDeclare,
          payload: { t: token },
          headers: { 'idempotency-key': 'x' },
          remoteAddress: from(),
        }),
      ],
      [400, await t.app.inject({ method: 'POST', url: ENDPOINTS.vgmShareDeclare, payload: { t: token, Nonsense: 1 }, remoteAddress: from() })],
    ] as const;
    expect(answers.map(([, r]) => r.statusCode)).toEqual(answers.map(([s]) => s));
    for (const [, r] of answers) expect(r.headers['x-robots-tag'], `${r.statusCode} ${r.body}`).toBe('noindex');
  });

  it('a rate card’s link, found or not, or failing its schema', async () => {
    for (const url of [`${rateCardViewCall.path}?Token=${'D'.repeat(24)}`, rateCardViewCall.path]) {
      const r = await t.app.inject({ method: 'GET', url, remoteAddress: from() });
      expect(r.statusCode).toBeGreaterThanOrEqual(400);
      expect(r.headers['x-robots-tag']).toBe('noindex');
    }
  });
});
