import { describe, expect, it } from 'vitest';
import { withTestApp } from '../support/build';
import { HZTX, nextIp, P } from './support';

/** The public sites' rules (§14.4, §15.2) not held by the other files: the enquiry form never answers 500. */
const t = withTestApp({ modules: ['portal'] });

const raw = (payload: string | Buffer, contentType = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: P.publicContact,
    payload,
    remoteAddress: nextIp(),
    headers: { host: `${HZTX}:8080`, 'content-type': contentType, 'accept-language': 'zh' },
  });
const enquiry = { Name: '王先生', Company: '', Phone: '13800000000', Email: '', Message: '询价' };

describe('the enquiry form (§15.2)', () => {
  it('answers a malformed, a wrongly typed or a huge body with 400 in words (an oversize one 413, a form post 415), never 500, keeping nothing', async () => {
    const before = await t.db.query(`select count(*)::int n from messages`);
    const cases: [string, string | Buffer, string?][] = [
      ['malformed JSON', '{"Name": "王'],
      ['not an object', '[1, 2, 3]'],
      ['a number for a text', JSON.stringify({ ...enquiry, Name: 42 })],
      ['null for a text', JSON.stringify({ ...enquiry, Message: null })],
      ['nested object', JSON.stringify({ ...enquiry, Phone: { $gt: '' } })],
    ];
    for (const [what, body, type] of cases) {
      const res = await raw(body, type);
      expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(400);
      expect(res.json().Message, what).toBeTruthy();
    }
    // a body over the server's 1 MiB limit is refused before it is read whole: 413 in words (never parsed, never 500)
    const huge = await raw(JSON.stringify({ ...enquiry, Message: 'x'.repeat(3 * 1024 * 1024) }));
    expect([huge.statusCode, huge.json().Message]).toEqual([413, 'The request body is larger than the 1024 KiB limit.']);
    // a form post is not JSON: 415 in words
    const form = await raw('Name=x&Message=y', 'application/x-www-form-urlencoded');
    expect([form.statusCode, form.json().Message]).toEqual([
      415,
      'This call takes JSON (content-type: application/json), not application/x-www-form-urlencoded.',
    ]);
    // a message over 2,000 characters under that limit is the form's own 400
    const long = await raw(JSON.stringify({ ...enquiry, Message: '长'.repeat(2001) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().Message).toMatch(/留言/);
    expect(await t.db.query(`select count(*)::int n from messages`)).toEqual(before);
  });
});
