import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/types';
import { simulatedInbox } from '../../../server/modules/sms/public';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/**
 * Signing a user up as a person does (issue 50): Register, then the link in the e-mail the platform
 * queued for an e-mail address opened (RegisterConfirm with its token), or the code texted to a mobile
 * number — read from the SMS simulator's phone, as sent — typed back (RegisterConfirm with Account and
 * Code). The one way every API test registers a user it then signs in.
 */
type TestApp = { app: FastifyInstance; db: Db };
export interface SignUp {
  Account: string;
  Password: string;
  Name: string;
}

/** The newest e-mail queued to an address: its subject and text as they are sent. */
export async function lastMailTo(db: Db, address: string) {
  const [row] = await db.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_messages where $1 = any(to_addrs) order by id desc limit 1',
    [address.toLowerCase()],
  );
  return row;
}

/** The token of the sign-up link in an e-mail's text. */
export function linkToken(text: string): string {
  const m = /\/register\?t=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no sign-up link in the e-mail:\n${text}`);
  return m[1]!;
}

export const confirmSignUp = (t: TestApp, token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.registerConfirm, payload: { Token: token }, remoteAddress });

/** The newest text the simulated phone of a number received (the SMS channel delivers a sign-up's text at once). */
export async function lastSmsTo(db: Db, phone: string): Promise<string | undefined> {
  return (await simulatedInbox(db, phone))[0]?.Body;
}

/** The 6-digit code in a sign-up text. */
export function smsCode(text: string): string {
  const m = /验证码为 ([0-9]{6})/.exec(text);
  if (!m) throw new Error(`no sign-up code in the text:\n${text}`);
  return m[1]!;
}

export const confirmSmsSignUp = (t: TestApp, Account: string, Code: string, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: ENDPOINTS.registerConfirm, payload: { Account, Code }, remoteAddress });

/** The link of an e-mail address's confirmation, or the code texted to a mobile number: what finishes the sign-up. */
async function finish(t: TestApp, account: string, remoteAddress?: string) {
  if (!account.includes('@')) {
    const text = await lastSmsTo(t.db, account);
    if (!text) throw new Error(`no text reached ${account}`);
    return confirmSmsSignUp(t, account, smsCode(text), remoteAddress);
  }
  const mail = await lastMailTo(t.db, account);
  if (!mail) throw new Error(`no e-mail was queued to ${account}`);
  return confirmSignUp(t, linkToken(mail.text_body), remoteAddress);
}

/** Registers and confirms through the link in its e-mail or the code in its text; throws unless the user now exists. */
export async function registerUser(t: TestApp, signUp: SignUp, remoteAddress?: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: ENDPOINTS.register, payload: signUp, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`Register answered ${res.statusCode}: ${res.body}`);
  const confirmed = await finish(t, signUp.Account, remoteAddress);
  if (confirmed.statusCode !== 200) throw new Error(`RegisterConfirm answered ${confirmed.statusCode}: ${confirmed.body}`);
}
