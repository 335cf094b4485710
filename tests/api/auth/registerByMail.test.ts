import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import { withTestApp } from '../support/build';
import { confirmSignUp, lastMailTo, linkToken } from '../support/register';
import { round } from '../mail/support';

/**
 * Sign-up with an e-mail address (issue 50, docs/modules/auth.md): the same answer for an address
 * with or without an account; the link in the e-mail, as the simulator received it, makes the user
 * once; an expired, reused or unknown token is refused in words and makes nothing.
 */
const t = withTestApp({ modules: ['mail'] });
let ip = 0;
const register = (Account: string, Password = 'long-enough-1') =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.register, payload: { Account, Password, Name: '新用户' }, remoteAddress: `10.77.0.${++ip}` });
const users = (account: string) => t.db.query('select 1 from users where account = $1', [account]);
const signIn = (Account: string, Password: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.userLogin, payload: { Account, Password }, remoteAddress: `10.78.0.${++ip}` });

/** What the local SMTP simulator received for an address, newest first (after a round of the channel). */
async function mailbox(address: string) {
  await round(t.db);
  return t.db.query<{ subject: string; text_body: string }>('select subject, text_body from sim_mailbox where $1 = any(envelope_to) order by id desc', [
    address,
  ]);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Register with an e-mail address', () => {
  it('answers alike for a new address and one with an account', async () => {
    const fresh = await register('fresh.one@demo.test');
    const taken = await register('admin@demo.test');
    expect(fresh.statusCode).toBe(200);
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.json().Data).toEqual({ CheckMailbox: true });
  });

  it('e-mails a new address a link that makes the user once', async () => {
    await register('link.once@demo.test', 'link-pass-1');
    expect(await users('link.once@demo.test')).toHaveLength(0); // nothing until the link is opened
    const [mail] = await mailbox('link.once@demo.test');
    expect(mail!.subject).toContain('完成注册');
    const token = linkToken(mail!.text_body);
    const first = await confirmSignUp(t, token);
    expect(first.statusCode).toBe(200);
    expect(first.json().Data).toEqual({ Account: 'link.once@demo.test' });
    expect((await signIn('link.once@demo.test', 'link-pass-1')).statusCode).toBe(200);
    const again = await confirmSignUp(t, token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ Code: 'BAD_LINK', Message: expect.stringContaining('注册链接无效') });
    expect(await users('link.once@demo.test')).toHaveLength(1);
  });

  it('refuses a link older than 24 hours and an unknown one, making nothing', async () => {
    await register('too.late@demo.test');
    const token = linkToken((await lastMailTo(t.db, 'too.late@demo.test'))!.text_body);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 24 * 3600_000 + 1000 });
    const late = await confirmSignUp(t, token);
    expect(late.statusCode).toBe(400);
    expect(late.json().Code).toBe('BAD_LINK');
    vi.useRealTimers();
    const unknown = await confirmSignUp(t, 'x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Code).toBe('BAD_LINK');
    expect(await users('too.late@demo.test')).toHaveLength(0);
  });

  it('e-mails an address with an account "someone tried to sign up", and makes no second account', async () => {
    await register('Provider@demo.test', 'other-pass-1');
    const [mail] = await mailbox('provider@demo.test');
    expect(mail!.subject).toContain('有人尝试用您的邮箱注册');
    expect(mail!.text_body).toContain('/?showLogin');
    expect(mail!.text_body).not.toContain('/register?t=');
    expect(await users('provider@demo.test')).toHaveLength(1);
    expect((await signIn('provider@demo.test', 'other-pass-1')).statusCode).toBe(400); // the old password stands
  });
});
