import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { CallInput } from '../../../src/contract/call';
import { fieldSays } from '../../../src/contract/envelope';
import type { sessionCalls } from '../../../src/contract/session/calls';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { findUserByAccount, insertUser, normalizeAccount } from '../../platform/auth/accountRepository';
import { hashPassword } from '../../platform/auth/password';
import { asWritten, no } from '../../platform/refusal';
import { deliverSms, isMainlandMobile, queueSms, smsChannelAdapter } from '../sms/public';
import { codeTried, insertPendingCode, newestCodeForUpdate, newestCodeSentAt } from './registrationRepository';

/**
 * A sign-up with a mobile number (issue 50): confirmed by a 6-digit code texted through the SMS
 * channel (server/modules/sms/public.ts), answered alike — and the same work done — whether or not
 * the number has an account. A new number gets the code; one with an account gets "someone tried to
 * sign up with this number" and no code (its row's code is never sent, so it never confirms).
 */
export const CODE_MINUTES = 10;
export const CODE_TRIES = 5;
export const RESEND_SECONDS = 60;

type RegisterAnswer = { CheckMailbox: false; CheckSms: true; ResendSeconds: number };

const codeHash = (account: string, code: string) => createHash('sha256').update(`${account}:${code}`).digest('hex');

const codeText = (code: string) =>
  `【环球货运】您的注册验证码为 ${code}，${CODE_MINUTES} 分钟内有效，请勿告诉他人。如非本人注册请忽略。/ Your sign-up code is ${code}, valid for ${CODE_MINUTES} minutes. If you did not sign up, ignore this text.`;
const alreadyRegisteredText = () =>
  '【环球货运】有人尝试用这个手机号注册，而它已经有账号了：如果是您本人，请直接登录；如果不是，无需任何操作。/ Someone tried to sign up with this number, which already has an account: sign in instead. If it was not you, there is nothing to do.';

const notTextable = <T>(): Outcome<T> =>
  asWritten(
    no<T>(
      'BAD_ACCOUNT',
      'A code can be texted only to a mainland China mobile number (11 digits, starting with 1): check the number, or sign up with an e-mail address.',
      '验证码只能发送到中国大陆手机号（以 1 开头的 11 位数字）：请检查号码，或用邮箱注册。',
      [fieldSays('/Account', { en: 'is not a mainland China mobile number', zh: '不是中国大陆手机号' })],
    ),
  );

function tooSoon<T>(seconds: number): Outcome<T> {
  const refusal = no<T>(
    'TOO_SOON',
    `A code was texted to this number less than ${RESEND_SECONDS} seconds ago: ask again in ${seconds} seconds.`,
    `${RESEND_SECONDS} 秒内已向这个号码发送过验证码：请 ${seconds} 秒后再试。`,
  );
  return refusal.ok ? refusal : { ...refusal, extra: { RetryAfterSeconds: seconds } };
}

/** Register with a mobile number: a code (or the "someone tried" text) queued with the sign-up's row, texted after the commit. */
export async function registerBySms(db: Db, b: CallInput<typeof sessionCalls.register>, now = new Date()): Promise<Outcome<RegisterAnswer>> {
  const account = normalizeAccount(b.Account);
  if (!isMainlandMobile(account)) return notTextable();
  const name = b.Name.trim();
  const passwordHash = await hashPassword(b.Password);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const out = await db.transaction(async (tx): Promise<Outcome<RegisterAnswer>> => {
    const last = await newestCodeSentAt(tx, account);
    const waited = last ? (now.getTime() - last.getTime()) / 1000 : Number.POSITIVE_INFINITY;
    if (waited < RESEND_SECONDS) return tooSoon(Math.ceil(RESEND_SECONDS - waited));
    const exists = !!(await findUserByAccount(tx, account));
    const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
    const id = await insertPendingCode(tx, { account, name, passwordHash, codeHash: codeHash(account, code), now, expiresAt });
    const text = exists ? alreadyRegisteredText() : codeText(code);
    await queueSms(tx, { phone: account, text, docType: 'registration', docId: id, kind: exists ? 'notice' : 'code' });
    return { ok: true, value: { CheckMailbox: false, CheckSms: true, ResendSeconds: RESEND_SECONDS } };
  });
  // after the commit: the person waits for the text, not for the channel's round
  if (out.ok) await deliverSms(db, smsChannelAdapter(db));
  return out;
}

const codeField = (en: string, zh: string) => [fieldSays('/Code', { en, zh })];

const noCode = <T>(): Outcome<T> =>
  asWritten(
    no<T>(
      'CODE_EXPIRED',
      `This code no longer works: it was used already, or it is older than ${CODE_MINUTES} minutes. Ask for a new code.`,
      `这个验证码已失效：它已经用过，或已超过 ${CODE_MINUTES} 分钟。请重新获取验证码。`,
      codeField('has expired or was used', '已失效或已使用'),
    ),
  );

const tooManyTries = <T>(): Outcome<T> =>
  asWritten(
    no<T>(
      'TOO_MANY_TRIES',
      `${CODE_TRIES} wrong codes were typed: this code no longer works. Ask for a new code.`,
      `验证码已输错 ${CODE_TRIES} 次，这个验证码已失效。请重新获取验证码。`,
      codeField('was typed wrong too often', '输错次数过多'),
    ),
  );

const wrongCode = <T>(left: number): Outcome<T> =>
  asWritten(
    no<T>(
      'WRONG_CODE',
      `That is not the code we texted: ${left} tries left.`,
      `验证码不正确：还可以再试 ${left} 次。`,
      codeField('is not the code texted', '与短信中的验证码不符'),
    ),
  );

const notSixDigits = <T>(): Outcome<T> =>
  asWritten(no<T>('BAD_CODE', 'The code is the 6 digits of the text message.', '验证码是短信中的 6 位数字。', codeField('is not 6 digits', '不是 6 位数字')));

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Tried = 'made' | 'none' | 'spent' | { wrong: number };

/** The texted code typed back: the user is made, once, within 10 minutes and 5 tries. A wrong try is kept (the transaction commits it). */
export async function confirmBySms(db: Db, rawAccount: string, code: string, now = new Date()): Promise<Outcome<{ Account: string }>> {
  const account = normalizeAccount(rawAccount);
  if (!/^[0-9]{6}$/.test(code)) return notSixDigits(); // a typo costs no try
  const tried = await db.transaction(async (tx): Promise<Tried> => {
    const p = await newestCodeForUpdate(tx, account);
    if (!p || p.used_at || new Date(p.expires_at).getTime() <= now.getTime()) return 'none';
    if (p.tries >= CODE_TRIES) return 'spent';
    const right = sameHash(p.code_hash, codeHash(account, code));
    await codeTried(tx, p.id, right, now);
    // a number that has an account: its code was never sent; were it guessed, no second account is made
    if (right && (await insertUser(tx, p.account, p.name, p.password_hash))) return 'made';
    return { wrong: CODE_TRIES - p.tries - 1 };
  });
  if (tried === 'made') return { ok: true, value: { Account: account } };
  if (tried === 'none') return noCode();
  if (tried === 'spent') return tooManyTries();
  return tried.wrong > 0 ? wrongCode(tried.wrong) : tooManyTries();
}
