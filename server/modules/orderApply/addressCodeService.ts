import { createHash, randomInt } from 'node:crypto';
import type { VerifyInput } from '../../../src/contract/orderApply/calls';
import { fieldSays } from '../../../src/contract/envelope';
import type { Db, Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { no } from '../../platform/refusal';
import { recordDocEvent } from '../../platform/spine/docEvents';
import { inTransaction } from '../../platform/transaction';
import type { ChannelAdapter } from '../../channels/outbox';
import { lockAddress, markVerified } from './addressRepository';
import { codesSentLastHour, codeTried, insertCode, latestCode } from './smsCodeRepository';
import { deliverSms, queueSms, simulatedInbox } from '../sms/public';
import { noAddress } from './addressService';
import { ADDRESS_DOC, type Saved, employee, stale } from './setupService';

/** Verifying an authenticated address by SMS (operations.md §11.1): a code sent (5 an hour), checked (5 tries), and the simulated gateway's inbox. */

/** How long a verification holds (§11.1 AAD_EXPIRES_AT: a year by default) and an SMS code. */
export const VERIFIED_FOR_DAYS = 365;
export const CODE_VALID_MINUTES = 10;
export const CODES_PER_HOUR = 5;
const MAX_CODE_TRIES = 5;
const hashCode = (addressId: number, code: string) => createHash('sha256').update(`${addressId}:${code}`).digest('hex');

/**
 * Sends a 6-digit code to the address's mobile through the SMS channel: at most 5 codes per phone
 * per hour (429 with the minute the next may go). Only the code's hash is kept; the text is queued
 * in the same transaction and delivered at once (the round retries what failed).
 */
type CodeSent = { Phone: string; ExpiresAt: string; Simulated: boolean };
/** Sent, or too many codes to this phone within the hour: the next may go at `nextAt` (the route answers 429). */
export type SendCodeAnswer = { sent: CodeSent } | { nextAt: string };

export async function sendCode(db: Db, sms: ChannelAdapter, actor: Actor, id: number, now = new Date()): Promise<Outcome<SendCodeAnswer>> {
  const out = await inTransaction(db, async (tx): Promise<Outcome<SendCodeAnswer>> => {
    const a = await lockAddress(tx, id);
    if (!a) return noAddress();
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked: add it again to verify it.', '该地址已撤销：请重新添加后再认证。');
    const sent = await codesSentLastHour(tx, a.phone);
    // the first of the hour's codes ages out at nextAt
    if (sent.count >= CODES_PER_HOUR) return { ok: true, value: { nextAt: new Date(new Date(sent.oldest!).getTime() + 3_600_000).toISOString() } };
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(now.getTime() + CODE_VALID_MINUTES * 60_000).toISOString();
    const codeId = await insertCode(tx, { addressId: id, phone: a.phone, hash: hashCode(id, code), expiresAt });
    await queueSms(tx, {
      docType: 'authAddress',
      docId: id,
      kind: 'code',
      version: codeId,
      phone: a.phone,
      text: `【环球货运】您的收件地址认证码为 ${code}，${CODE_VALID_MINUTES} 分钟内有效。如非本人操作请忽略。`,
      createdBy: actor.id,
    });
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: id,
      actor: employee(actor),
      type: 'v1.AddressCodeSent',
      detail: { Phone: a.phone, ExpiresAt: expiresAt },
    });
    return { ok: true, value: { sent: { Phone: a.phone, ExpiresAt: expiresAt, Simulated: sms.simulated } } };
  });
  // after the commit, on the clock of now (the message is due from its transaction's time, later than `now`)
  if (out.ok && 'sent' in out.value) await deliverSms(db, sms);
  return out;
}

export async function verifyAddress(db: Db, actor: Actor, v: VerifyInput, now = new Date()): Promise<Outcome<Saved>> {
  if (v.Method === 'SMS_CODE' && !v.Code)
    return no('CODE_MISSING', 'Type the code the receiver read from the text message.', '请输入收件人收到的短信验证码。', [
      fieldSays('/Code', { en: 'the 6 digits sent', zh: '短信中的 6 位数字' }),
    ]);
  if (v.Method !== 'SMS_CODE' && !(v.Note ?? '').trim())
    return no(
      'NOTE_MISSING',
      'Say what was checked: the licence number, or who answered the call and when.',
      '请填写核实记录：营业执照号，或接听电话的人与时间。',
      [fieldSays('/Note', { en: 'what was checked', zh: '核实了什么' })],
    );
  // a wrong code's try is kept even though the verification fails: the transaction commits it
  const tried = await inTransaction(db, async (tx): Promise<Outcome<'ok' | 'wrong' | 'none'>> => {
    const a = await lockAddress(tx, v.Id);
    if (!a) return noAddress();
    if (a.version !== v.Version) return stale({ zh: '认证地址', en: 'address' });
    if (a.status === 'REVOKED') return no('REVOKED', 'This address is revoked: add it again to verify it.', '该地址已撤销：请重新添加后再认证。');
    if (v.Method !== 'SMS_CODE') return { ok: true, value: 'ok' };
    const c = await latestCode(tx, v.Id);
    if (!c || c.tries >= MAX_CODE_TRIES) return { ok: true, value: 'none' };
    const right = c.hash === hashCode(v.Id, v.Code!);
    await codeTried(tx, c.id, right);
    return { ok: true, value: right ? 'ok' : 'wrong' };
  });
  if (!tried.ok) return tried;
  if (tried.value === 'none')
    return no(
      'NO_CODE',
      'No code is waiting for this address (none sent, expired, or tried too often): send a new one.',
      '该地址没有有效的验证码（未发送、已过期或尝试次数过多）：请重新发送。',
    );
  if (tried.value === 'wrong')
    return no('WRONG_CODE', 'That is not the code sent to this phone.', '验证码不正确。', [
      fieldSays('/Code', { en: 'not the code sent', zh: '与发送的验证码不符' }),
    ]);
  return inTransaction(db, async (tx) => {
    const a = await lockAddress(tx, v.Id);
    if (!a) return noAddress();
    const expiresAt = new Date(now.getTime() + VERIFIED_FOR_DAYS * 86_400_000).toISOString();
    const version = await markVerified(tx, v.Id, { method: v.Method, note: (v.Note ?? '').trim(), actorId: actor.id, expiresAt });
    await recordDocEvent(tx, {
      docType: ADDRESS_DOC,
      docId: v.Id,
      actor: employee(actor),
      type: 'v1.AddressVerified',
      detail: { Method: v.Method, Note: (v.Note ?? '').trim(), ExpiresAt: expiresAt, Version: version },
    });
    return { ok: true, value: { Id: v.Id, Version: version } };
  });
}

export async function simInbox(q: Queryable, phone: string) {
  return { ok: true as const, value: await simulatedInbox(q, phone) };
}
