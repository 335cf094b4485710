import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../server/db/types';
import { ENDPOINTS } from '../../../src/contract/endpoints';

/**
 * Signing a user up as a person does (issue 50): Register, then — for an e-mail address — the link in
 * the e-mail the platform queued for it opened (RegisterConfirm with its token). A mobile number is a
 * user at once. The one way every API test registers a user it then signs in.
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

/** Registers and, for an e-mail address, confirms through the link in its e-mail; throws unless the user now exists. */
export async function registerUser(t: TestApp, signUp: SignUp, remoteAddress?: string): Promise<void> {
  const res = await t.app.inject({ method: 'POST', url: ENDPOINTS.register, payload: signUp, remoteAddress });
  if (res.statusCode !== 200) throw new Error(`Register answered ${res.statusCode}: ${res.body}`);
  if (signUp.Account.includes('@')) {
    const mail = await lastMailTo(t.db, signUp.Account);
    if (!mail) throw new Error(`no e-mail was queued to ${signUp.Account}`);
    const confirmed = await confirmSignUp(t, linkToken(mail.text_body), remoteAddress);
    if (confirmed.statusCode !== 200) throw new Error(`RegisterConfirm answered ${confirmed.statusCode}: ${confirmed.body}`);
  }
}
