import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { confirmSmsSignUp, lastSmsTo, registerUser, smsCode } from '../support/register';

/**
 * Sign-up with a mobile number (issue 50, docs/modules/auth.md): the same answer, and the same work,
 * for a number with or without an account; the code texted to the number — read from the SMS
 * simulator's phone, as sent — makes the user once, within 10 minutes and 5 tries; a number with an
 * account is texted "someone tried to sign up" and gets no second account.
 */
const t = withTestApp({ modules: ['sms'] });
let ip = 0;
const register = (Account: string, Password = 'long-enough-1') =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.register, payload: { Account, Password, Name: '手机用户' }, remoteAddress: `10.87.0.${++ip}` });
const confirm = (Account: string, Code: string) => confirmSmsSignUp(t, Account, Code, `10.88.0.${++ip}`);
const users = (account: string) => t.db.query('select 1 from users where account = $1', [account]);
const texts = async (phone: string) => (await t.db.query<{ n: string }>('select count(*)::text as n from sim_sms_messages where phone = $1', [phone]))[0]!.n;
const signIn = (Account: string, Password: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: { Account, Password }, remoteAddress: `10.89.0.${++ip}` });
/** The clock moved on by `seconds` (the server reads the time through Date). */
const later = (seconds: number) => vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + seconds * 1000 });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

afterEach(() => {
  vi.useRealTimers();
});

describe('Register with a mobile number', () => {
  it('answers alike for a new number and one with an account, and texts both', async () => {
    await registerUser(t, { Account: '13700000101', Password: 'first-pass-1', Name: '老用户' }, '10.86.0.1');
    later(61); // past the 60 s before that number may be texted again
    const fresh = await register('13700000102');
    const taken = await register('13700000101');
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json().Data).toEqual({ CheckMailbox: false, CheckSms: true, ResendSeconds: 60 });
    expect(await texts('13700000102')).toBe('1');
    expect(await texts('13700000101')).toBe('2'); // its sign-up code, then "someone tried"
  });

  it('texts a new number a code that makes the user once', async () => {
    expect((await register('13700000103', 'code-pass-1')).statusCode).toBe(200);
    expect(await users('13700000103')).toHaveLength(0); // nothing until the code is typed back
    const text = (await lastSmsTo(t.db, '13700000103'))!;
    expect(text).toContain('10 分钟内有效');
    const code = smsCode(text);
    const first = await confirm('13700000103', code);
    expect(first.statusCode).toBe(200);
    expect(first.json().Data).toEqual({ Account: '13700000103' });
    expect((await signIn('13700000103', 'code-pass-1')).statusCode).toBe(200);
    const again = await confirm('13700000103', code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'CODE_EXPIRED', Message: expect.stringContaining('验证码已失效'), Errors: [{ Path: '/Code' }] });
    expect(await users('13700000103')).toHaveLength(1);
  });

  it('refuses five wrong codes in words, then the right one too, with a Code; nothing is made', async () => {
    await register('13700000104');
    const code = smsCode((await lastSmsTo(t.db, '13700000104'))!);
    const wrong = otherThan(code);
    for (let left = 4; left >= 1; left--) {
      const res = await confirm('13700000104', wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ Code: 'WRONG_CODE', Message: `验证码不正确：还可以再试 ${left} 次。` });
    }
    const fifth = await confirm('13700000104', wrong);
    expect(fifth.json()).toMatchObject({ Code: 'TOO_MANY_TRIES', Message: expect.stringContaining('已输错 5 次') });
    const right = await confirm('13700000104', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().Code).toBe('TOO_MANY_TRIES');
    expect(await users('13700000104')).toHaveLength(0);
  });

  it('refuses a code older than 10 minutes, making nothing', async () => {
    await register('13700000105');
    const code = smsCode((await lastSmsTo(t.db, '13700000105'))!);
    later(10 * 60 + 1);
    const late = await confirm('13700000105', code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ Code: 'CODE_EXPIRED', Message: expect.stringContaining('超过 10 分钟') });
    expect(await users('13700000105')).toHaveLength(0);
  });

  it('texts a number with an account "someone tried to sign up" and no code, and makes no second account', async () => {
    await registerUser(t, { Account: '13700000106', Password: 'first-pass-1', Name: '老用户' }, '10.86.0.2');
    later(61);
    expect((await register('13700000106', 'other-pass-1')).statusCode).toBe(200);
    const text = (await lastSmsTo(t.db, '13700000106'))!;
    expect(text).toContain('有人尝试用这个手机号注册');
    expect(text).toContain('sign in instead');
    expect(text).not.toMatch(/[0-9]{6}/);
    for (const guess of ['000000', '123456']) expect((await confirm('13700000106', guess)).json().Code).toBe('WRONG_CODE');
    expect(await users('13700000106')).toHaveLength(1);
    expect((await signIn('13700000106', 'other-pass-1')).statusCode).toBe(400); // the old password stands
    expect((await signIn('13700000106', 'first-pass-1')).statusCode).toBe(200);
  });

  it('texts another code no sooner than 60 s after the last, saying when; then only the new code works', async () => {
    await register('13700000107');
    const old = smsCode((await lastSmsTo(t.db, '13700000107'))!);
    const soon = await register('13700000107');
    expect(soon.statusCode).toBe(400);
    expect(soon.json()).toMatchObject({ Code: 'TOO_SOON', Message: expect.stringMatching(/^60 秒内已向这个号码发送过验证码：请 [0-9]+ 秒后再试。$/) });
    expect(await texts('13700000107')).toBe('1');
    later(61);
    expect((await register('13700000107')).statusCode).toBe(200);
    const fresh = smsCode((await lastSmsTo(t.db, '13700000107'))!);
    const stale = await confirm('13700000107', old);
    if (fresh !== old) expect(stale.json().Code).toBe('WRONG_CODE');
    expect((await confirm('13700000107', fresh)).statusCode).toBe(200);
  });

  it('refuses a number no code can be texted to, beside the account field, for a new number and an existing one alike', async () => {
    const res = await register('+4915112345678');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ Code: 'BAD_ACCOUNT', Errors: [{ Path: '/Account', Message: '不是中国大陆手机号' }] });
  });

  it('RegisterConfirm wants the link, or the number with its six-digit code', async () => {
    const neither = await t.app.inject({ method: 'POST', url: ENDPOINTS.registerConfirm, payload: { Account: '13700000108' }, remoteAddress: '10.88.1.1' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({ Code: 'LINK_OR_CODE', Errors: [{ Path: '/Code' }] });
    const short = await confirm('13700000108', '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ Code: 'BAD_CODE', Errors: [{ Path: '/Code', Message: '不是 6 位数字' }] });
  });
});
