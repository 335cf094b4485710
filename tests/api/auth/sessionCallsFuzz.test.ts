import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasStackTrace, withTestApp } from '../support/build';

const t = withTestApp({ modules: ['join'] });

// The session and join calls that take a body, and the ones that take only a token.
const bodyCalls = [
  '/api/WebsitePublic/UserLogin',
  '/api/WebsitePublic/EmployeeLogin',
  '/api/WebsitePublic/Register',
  '/api/WebsitePublic/RegisterConfirm',
  '/api/AuthUser/ChooseEmployee',
  '/api/CurrentUser/ChangePassword',
  '/api/Join/CreateCompany',
  '/api/Join/BindCompany',
  '/api/Join/DecideBindRequest',
];
const tokenCalls = ['/api/CurrentUser/Current', '/api/CurrentEmployee/Current', '/api/CurrentUser/GetUserBindEmployeeList', '/api/Join/MyRequests'];

const anyJson = fc.oneof(
  fc.jsonValue(),
  fc.record({ Account: fc.anything(), Password: fc.anything() }, { requiredKeys: [] }),
  fc.dictionary(fc.constantFrom('Account', 'Password', 'Name', 'Code', 'Token', 'EmployeeId', 'CompanyCode', 'Id', 'Approve', 'Kind', 'extra'), fc.jsonValue()),
);

describe('bad input to the session calls (property-based)', () => {
  it('never answers 5xx, and every refusal carries a Message without a stack trace', async () => {
    const before = await t.db.query<{ n: string }>(
      'select (select count(*) from users) + (select count(*) from sessions) + (select count(*) from bind_requests) as n',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...bodyCalls),
        fc.oneof(
          anyJson.map((v) => JSON.stringify(v)),
          fc.string(),
        ),
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        async (url, payload, token) => {
          const res = await t.app.inject({
            method: 'POST',
            url,
            payload,
            headers: { 'content-type': 'application/json', ...(token !== undefined ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(typeof res.json().Message).toBe('string');
            expect(hasStackTrace(res.body)).toBe(false);
          }
        },
      ),
      { numRuns: 150 },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tokenCalls), fc.string({ maxLength: 200 }), async (url, header) => {
        const res = await t.app.inject({ url, headers: { authorization: header } });
        expect([401, 403]).toContain(res.statusCode);
        expect(typeof res.json().Message).toBe('string');
      }),
      { numRuns: 60 },
    );
    // Nothing made up was registered, signed in or requested.
    const after = await t.db.query<{ n: string }>(
      'select (select count(*) from users) + (select count(*) from sessions) + (select count(*) from bind_requests) as n',
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
