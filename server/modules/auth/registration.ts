import { createHash, randomBytes } from 'node:crypto';
import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import type { sessionCalls } from '../../../src/contract/session/calls';
import { isMailAddress } from '../../../src/domain/mail/address';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { findUserByAccount, insertUser, normalizeAccount } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { asWritten, no } from '../../platform/refusal';
import { sendMail } from '../mail/public';
import { alreadyRegisteredMail, confirmMail, type RegistrationMail } from './registrationMail';
import { insertPending, markUsed, pendingForUpdate, platformCompanyId } from './registrationRepository';
import { confirmBySms } from './registrationSms';

/** How long a confirmation link works. */
export const CONFIRM_HOURS = 24;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether the account is an e-mail address (confirmed by e-mail) rather than a mobile number (confirmed by a texted code). */
export const isEmailAccount = (account: string) => account.includes('@');

/** The mail channel refused the address: the transaction rolls back, nothing is kept. */
class NotSendable extends Error {}

async function queueMail(tx: Queryable, to: string, key: string, mail: RegistrationMail): Promise<void> {
  const companyId = await platformCompanyId(tx);
  if (!companyId) throw new Error('the platform company is missing: registration e-mail has no sender');
  const out = await sendMail(tx, { key, companyId, createdBy: null, to: [to], subject: mail.subject, text: mail.text });
  if (!out.ok) throw new NotSendable();
}

const notSendable = <T>(): Outcome<T> =>
  asWritten(
    no<T>('BAD_ACCOUNT', 'This e-mail address cannot receive mail: check it.', '这个邮箱地址无法接收邮件，请检查。', [
      fieldSays('/Account', { en: 'is not an address mail can be sent to', zh: '不是可以接收邮件的地址' }),
    ]),
  );

/**
 * A sign-up with an e-mail address: the same answer, and the same work (a password hash, a token, a
 * queued e-mail), whether or not the address has an account. A new address gets the link that
 * finishes the sign-up; one with an account gets "someone tried to sign up with this address".
 */
export async function registerByMail(db: Db, b: CallInput<typeof sessionCalls.register>, now = new Date()): Promise<Outcome<{ CheckMailbox: true }>> {
  const account = normalizeAccount(b.Account);
  if (!isMailAddress(account)) return notSendable();
  const passwordHash = await hashPassword(b.Password);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = sha256(token);
  try {
    await db.transaction(async (tx) => {
      if (await findUserByAccount(tx, account)) return queueMail(tx, account, `register-exists-${tokenHash}`, alreadyRegisteredMail());
      const expiresAt = new Date(now.getTime() + CONFIRM_HOURS * 3600_000);
      await insertPending(tx, { tokenHash, account, name: b.Name.trim(), passwordHash, now, expiresAt });
      return queueMail(tx, account, `register-${tokenHash}`, confirmMail(b.Name.trim(), token));
    });
  } catch (e) {
    if (e instanceof NotSendable) return notSendable();
    throw e;
  }
  return { ok: true, value: { CheckMailbox: true } };
}

const badLink = <T>(): Outcome<T> =>
  asWritten(
    no<T>(
      'BAD_LINK',
      'This sign-up link does not work: it was used already, it is older than 24 hours, or it is wrong. Sign up again.',
      '这个注册链接无效：它已经用过、超过 24 小时或不正确。请重新注册。',
      [fieldSays('/Token', { en: 'is used, expired or wrong', zh: '已使用、已过期或不正确' })],
    ),
  );

/** The link of a confirmation e-mail opened: the user is made, once, within 24 hours. Answers the account to sign in with. */
export async function confirmRegistration(db: Db, token: string, now = new Date()): Promise<Outcome<{ Account: string }>> {
  return db.transaction(async (tx): Promise<Outcome<{ Account: string }>> => {
    const p = await pendingForUpdate(tx, sha256(token));
    if (!p || p.used_at || p.expires_at.getTime() <= now.getTime()) return badLink();
    await markUsed(tx, p.id, now);
    // An account made meanwhile (the same address confirmed twice from two sign-ups): the first one stands.
    const id = await insertUser(tx, p.account, p.name, p.password_hash);
    if (!id) return badLink();
    return { ok: true, value: { Account: p.account } };
  });
}

const linkOrCode = <T>(input: CallInput<typeof sessionCalls.registerConfirm>): Outcome<T> =>
  asWritten(
    no<T>(
      'LINK_OR_CODE',
      'Finish a sign-up with the link of its e-mail, or with the mobile number and the code texted to it.',
      '完成注册需要邮件中的链接，或手机号及短信验证码。',
      input.Account !== undefined && input.Code === undefined ? [fieldSays('/Code', { en: 'is required', zh: '不能为空' })] : undefined,
    ),
  );

/** RegisterConfirm: an e-mail's link (Token), or a mobile number with its texted code (Account and Code) — never both. */
export async function finishSignUp(db: Db, input: CallInput<typeof sessionCalls.registerConfirm>): Promise<Outcome<{ Account: string }>> {
  const { Token, Account, Code } = input;
  if (Token !== undefined && Account === undefined && Code === undefined) return confirmRegistration(db, Token);
  if (Token === undefined && Account !== undefined && Code !== undefined) return confirmBySms(db, Account, Code);
  return linkOrCode(input);
}
