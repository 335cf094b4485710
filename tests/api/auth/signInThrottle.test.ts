import { describe, expect, it } from 'vitest';
import { DEMO_EMPLOYEE_LOGIN, DEMO_PASSWORD } from '../../../server/modules/auth/demoAccounts';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { SIGN_IN_THROTTLE, SignInThrottle } from '../../../server/platform/auth/signInThrottle';
import { withTestApp } from '../support/build';

/**
 * Guessing passwords slows the guesser, never locks the owner out (signInThrottle.ts states the
 * design; its timings are walked with a fake clock in tests/unit/auth/signInThrottle.test.ts).
 */
const t = withTestApp({ modules: [] });

const login = (Account: string, Password: string, ip: string, url: string = ENDPOINTS.userLogin) =>
  t.app.inject({ method: 'POST', url, payload: { Account, Password }, remoteAddress: ip });

/** An attacker hammering: every answer is a refusal (wrong or slowed down), never a session. */
async function hammer(account: string, ip: string, times: number) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await login(account, `guess-${i}`, ip)).statusCode);
  return statuses;
}

describe('sign-in throttling cannot lock anyone out', () => {
  it('an attacker guessing from one address is slowed (429, Retry-After), the owner at another address signs in', async () => {
    const statuses = await hammer('provider@demo.test', '10.20.0.1', 12);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]); // five mistakes are free
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429, 429]); // then the guesser waits
    const slowed = await login('provider@demo.test', DEMO_PASSWORD, '10.20.0.1'); // even the right password, from there
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ Status: false, Code: 'SIGN_IN_THROTTLED' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    const owner = await login('provider@demo.test', DEMO_PASSWORD, '10.20.0.2');
    expect(owner.statusCode).toBe(200);
  });

  it('many addresses guessing one account: the owner from a new address still signs in at the first try', async () => {
    for (let a = 0; a < 12; a++) await hammer('reviewer@demo.test', `10.21.0.${a}`, 1); // over the account's gentle bound (10)
    const owner = await login('reviewer@demo.test', DEMO_PASSWORD, '10.21.9.9');
    expect(owner.statusCode).toBe(200);
  });

  it('an address guessing across accounts does not close it: who signed in from there before is not slowed, others wait a minute at most', async () => {
    expect((await login('customer2@demo.test', DEMO_PASSWORD, '10.22.0.1')).statusCode).toBe(200); // a colleague, this morning
    for (let i = 0; i < 31; i++) await login(`nobody-${i}@demo.test`, 'nope-nope', '10.22.0.1'); // over the address's gentle bound (30)
    expect((await login('customer2@demo.test', DEMO_PASSWORD, '10.22.0.1')).statusCode).toBe(200);
    const typo = await login(DEMO_EMPLOYEE_LOGIN.login, 'a-typo', '10.22.0.1', ENDPOINTS.employeeLogin);
    expect(typo.statusCode).toBe(400);
    const employee = await login(DEMO_EMPLOYEE_LOGIN.login, DEMO_PASSWORD, '10.22.0.1', ENDPOINTS.employeeLogin);
    expect(employee.statusCode).toBe(429); // after a typo there: slowed, not locked
    expect(Number(employee.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(DEMO_EMPLOYEE_LOGIN.login, DEMO_PASSWORD, '10.22.0.2', ENDPOINTS.employeeLogin)).statusCode).toBe(200);
  });

  // (successful sign-ins never count: signInAndSessions.test.ts signs an office in 35 times from one address)
});

describe('parallel guesses', () => {
  it('a burst of 40 simultaneous guesses from one address is checked one at a time: at most the free five are looked at', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('customer2@demo.test', `burst-${i}`, '10.21.0.9')));
    const statuses = answers.map((a) => a.statusCode);
    // before: all 40 were checked (400) because each passed the throttle before any failure counted
    expect(statuses.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((c) => c === 429).length).toBeGreaterThanOrEqual(35);
    expect(statuses.every((c) => c === 400 || c === 429)).toBe(true);
  });
});

describe('ChangePassword limits wrong current-password guesses', () => {
  it('after five wrong guesses from a session the next answer is 429, even with the right password', async () => {
    const token = (await login('multi@demo.test', DEMO_PASSWORD, '10.24.0.1')).json().Data.Token as string;
    const change = (OldPassword: string, ip = '10.24.0.1') =>
      t.app.inject({
        method: 'POST',
        url: ENDPOINTS.changePassword,
        headers: { authorization: `Bearer ${token}` },
        payload: { OldPassword, NewPassword: 'a-new-password-1' },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++) expect((await change(`guess-${i}`)).statusCode).toBe(400);
    const slowed = await change(DEMO_PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().Code).toBe('SIGN_IN_THROTTLED');
    // the guesses count against this account and address like sign-in guesses do
    expect((await login('multi@demo.test', DEMO_PASSWORD, '10.24.0.1')).statusCode).toBe(429);
  });
});

describe('an office behind one address (issue 32), on a controlled clock', () => {
  it('after 30 failures on random accounts from the address, correct passwords of other accounts from it sign in at once; failures are slowed, growing', async () => {
    const clock = { now: Date.parse('2026-11-26T09:00:00Z') };
    const real = t.app.signInThrottle;
    t.app.signInThrottle = new SignInThrottle(SIGN_IN_THROTTLE, () => clock.now);
    try {
      const office = '10.25.0.1';
      for (let i = 0; i < 30; i++) expect((await login(`random-${i}@demo.test`, 'guess', office)).statusCode).toBe(400);
      // before: 429 for fifteen minutes, whatever the password
      expect((await login('provider.admin@demo.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
      expect((await login(DEMO_EMPLOYEE_LOGIN.login, DEMO_PASSWORD, office, ENDPOINTS.employeeLogin)).statusCode).toBe(200);

      // the guesser's second guess at an account waits, and the wait grows with the address's failures
      const retryAfter = async (account: string) => {
        const res = await login(account, 'guess-again', office);
        expect(res.statusCode).toBe(429);
        return Number(res.headers['retry-after']);
      };
      const first = await retryAfter('random-0@demo.test');
      for (let i = 30; i < 36; i++) await login(`random-${i}@demo.test`, 'guess', office);
      expect(await retryAfter('random-30@demo.test')).toBeGreaterThan(first);

      // a colleague who mistypes waits at most a minute after their own mistake, then signs in
      expect((await login('reviewer@demo.test', 'typo', office)).statusCode).toBe(400);
      const wait = Number((await login('reviewer@demo.test', DEMO_PASSWORD, office)).headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      clock.now += wait * 1000;
      expect((await login('reviewer@demo.test', DEMO_PASSWORD, office)).statusCode).toBe(200);
    } finally {
      t.app.signInThrottle = real;
    }
  });
});
