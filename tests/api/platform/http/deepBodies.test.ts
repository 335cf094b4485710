import { afterAll, describe, expect, it } from 'vitest';
import { gatewaySignature } from '../../../../server/channels/gateway';
import { BODY_TOO_DEEP, MAX_JSON_DEPTH, nestsDeeperThan } from '../../../../server/http/jsonDepth';
import { CARRIER_CHANNEL } from '../../../../server/modules/booking/carrierRequest';
import { ENDPOINTS } from '../../../../src/contract/endpoints';
import { GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '../../../../src/contract/platform/module';
import { withTestApp } from '../../support/build';
import { caller } from '../../support/calls';

/**
 * Issue 32: a body nested 20,000 levels deep overflowed the stack of whatever walked it (the
 * string check, the schema check, JSON.stringify) and answered 500. Every JSON body is now
 * measured as text before it is parsed (server/http/jsonDepth.ts): deeper than 64 levels is 400
 * BODY_TOO_DEEP, for every call, signed in or not, and for the signed receipt webhook.
 */
const t = withTestApp();
const { asUser } = caller(t);

/** An object whose field holds arrays nested so that the whole body is `levels` deep. */
const arrays = (levels: number) => `{"X":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
/** Objects in objects, `levels` deep, with a string full of brackets at the bottom (not nesting). */
const objects = (levels: number) => `${'{"a":'.repeat(levels)}"]]]{{{[[[\\"}}}"${'}'.repeat(levels)}`;
const ATTACK = 20_000;

const SECRET = 'deep-bodies-webhook-secret-0123456789';
const hookUrl = ENDPOINTS.gatewayReceipt.replace(':Channel', CARRIER_CHANNEL);
const before = process.env.GATEWAY_SECRET_CARRIER_BOOKING;
afterAll(() => {
  if (before === undefined) delete process.env.GATEWAY_SECRET_CARRIER_BOOKING;
  else process.env.GATEWAY_SECRET_CARRIER_BOOKING = before;
});
function pushReceipts(body: string) {
  process.env.GATEWAY_SECRET_CARRIER_BOOKING = SECRET;
  const ts = String(Math.floor(Date.now() / 1000));
  return t.app.inject({
    method: 'POST',
    url: hookUrl,
    payload: body,
    headers: { 'content-type': 'application/json', [GATEWAY_TIMESTAMP_HEADER]: ts, [GATEWAY_SIGNATURE_HEADER]: gatewaySignature(SECRET, ts, body) },
  });
}

describe('the depth of JSON text, measured without recursion', () => {
  it('counts objects and arrays, not brackets inside strings or after escapes', () => {
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(arrays(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(500)}\\"${'{'.repeat(500)}"}`)).toBe(false);
    expect(nestsDeeperThan(`[${'[]'.repeat(10_000)}]`)).toBe(false); // wide is not deep
    expect(nestsDeeperThan(arrays(ATTACK * 50))).toBe(true); // a million levels: no stack to overflow
  });
});

describe('a body nested deeper than 64 levels answers 400 BODY_TOO_DEEP', () => {
  it('on the calls the attacker hit, as a visitor and signed in, in the person’s language', async () => {
    const staff = await asUser('admin@demo.test');
    const customer = await asUser('customer@demo.test');
    const calls: [url: string, token?: string][] = [
      [ENDPOINTS.fclRatePublicSearch],
      [ENDPOINTS.fclRateSearch, staff],
      [ENDPOINTS.bookingCheck, customer],
      [ENDPOINTS.readySpaceOrderPlace, customer],
    ];
    for (const [url, token] of calls) {
      for (const body of [arrays(ATTACK), objects(ATTACK)]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload: body,
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        });
        expect([res.statusCode, res.json().Code], url).toEqual([400, BODY_TOO_DEEP]);
        expect(res.json().Message, url).toContain('64');
        expect(res.json().Message, url).toMatch(/[\u4e00-\u9fff]/); // Chinese unless asked otherwise
      }
    }
    const en = await t.app.inject({
      method: 'POST',
      url: ENDPOINTS.fclRatePublicSearch,
      payload: arrays(ATTACK),
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    });
    expect(en.json().Message).toMatch(/nested deeper than 64 levels/);
  });

  it('on the signed receipt webhook, and nothing is kept', async () => {
    const count = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from inbound_receipts'))[0]!.n;
    const kept = await count();
    const receipt = (body: string) => `{"Receipts":[{"ExternalRef":"BK-DEEP-R1","Seq":1,"Code":"RECEIVED","Body":${body}}]}`;
    const deep = await pushReceipts(receipt(objects(ATTACK)));
    expect([deep.statusCode, deep.json().Code]).toEqual([400, BODY_TOO_DEEP]);
    expect(await count()).toBe(kept);
    // 60 levels in all (the receipt list and the receipt are 3 of them) is a body like any other
    const fine = await pushReceipts(receipt(objects(57)));
    expect(fine.statusCode, fine.body).toBe(200);
    expect(await count()).toBe(kept + 1);
  });

  it('on every call that takes a body, before anything else reads it', async () => {
    // the signed posts check their signature first (their depth is the case above)
    const signed: string[] = [ENDPOINTS.gatewayReceipt, ENDPOINTS.gatewayTntEvents];
    const posts = t.app.apiRoutes.filter((r) => r.method === 'POST' && !signed.includes(r.url));
    expect(posts.length).toBeGreaterThan(100);
    for (const r of posts) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({ method: 'POST', url, payload: arrays(ATTACK), headers: { 'content-type': 'application/json' } });
      expect([res.statusCode, res.json().Code], url).toEqual([400, BODY_TOO_DEEP]);
    }
  });

  it('a body 60 levels deep still passes the depth check (the schema answers it, never a 500)', async () => {
    const customer = await asUser('customer@demo.test');
    for (const url of [ENDPOINTS.fclRatePublicSearch, ENDPOINTS.bookingCheck, ENDPOINTS.readySpaceOrderPlace]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: objects(60),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${customer}` },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().Code, url).not.toBe(BODY_TOO_DEEP);
    }
  });
});
