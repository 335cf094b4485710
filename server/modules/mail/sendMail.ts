import { randomUUID } from 'node:crypto';
import { fieldSays } from '../../../src/contract/envelope';
import {
  addressProblems,
  breaksHeader,
  domainOf,
  isMailAddress,
  MAIL_PROBLEM_WORDS,
  normalAddress,
  unsubscribeHeaders,
} from '../../../src/domain/mail/address';
import { enqueue } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import { no } from '../../platform/refusal';
import { sanitizeRichText } from '../../platform/richText';
import { setting } from '../../settings/read';
import { isOwnTrackingPixel } from './pixel';
import { insertAttachment, insertMail, type NewMail } from './repository';

/** The channel's name in the outbox and the settings (`CHANNEL_EMAIL`). */
export const EMAIL_CHANNEL = 'EMAIL';
/** Attachments of one message together at most (a provider's usual limit is 10–25 MB with the encoding). */
export const MAX_ATTACHMENT_BYTES = 7 * 1024 * 1024;

/** One e-mail another module sends (mail/public.ts). */
export interface MailToSend {
  /** Unique per company: the same key twice is one message (a retried request, a double click). */
  key: string;
  companyId: string;
  createdBy: string | null;
  to: string[];
  cc?: string[];
  subject: string;
  /** The plain text every reader can show. */
  text: string;
  /** HTML, sanitised before it is kept (an allow-list of tags; no script, style or event handler). */
  html?: string;
  /** Where answers go (the salesperson, the company). */
  replyTo?: string;
  /**
   * The From address: a company's verified sender (a campaign's, checked by its module); without it
   * the platform's MAIL_FROM. With it, MAIL_FROM stays the envelope sender and the `Sender:` header.
   */
  from?: string;
  attachments?: { name: string; contentType: string; bytes: Buffer }[];
  /** A campaign's open pixel (its `<img>` in `html`): kept by the allow-list when it is the platform's own (pixel.ts). */
  trackingPixelUrl?: string;
  /** A campaign's unsubscribe link: sent as List-Unsubscribe (RFC 2369) with one-click (RFC 8058). */
  unsubscribeUrl?: string;
  /** The document the message is about (a quote, a rate card). */
  doc?: { type: string; id: string | number };
}

/** Whether the channel runs on the local simulator in this process (CHANNEL_EMAIL). */
export const mailSimulated = (env: NodeJS.ProcessEnv = process.env) => setting(env, 'CHANNEL_EMAIL') === 'simulator';

/** Why a message cannot be sent as asked (field by field), or nothing. */
export function refusalOf(m: MailToSend): Outcome<never> | undefined {
  const errors = addressProblems({ to: m.to, cc: m.cc, subject: m.subject }).map((p) => fieldSays(p.field, MAIL_PROBLEM_WORDS[p.problem]));
  if (m.replyTo && !isMailAddress(m.replyTo)) errors.push(fieldSays('/ReplyTo', MAIL_PROBLEM_WORDS.badAddress));
  if (m.from !== undefined && !isMailAddress(m.from)) errors.push(fieldSays('/From', MAIL_PROBLEM_WORDS.badAddress));
  if (m.unsubscribeUrl !== undefined && !unsubscribeHeaders(m.unsubscribeUrl))
    errors.push(fieldSays('/UnsubscribeUrl', { zh: '退订链接须是 http(s) 网址', en: 'an http(s) link' }));
  const bytes = (m.attachments ?? []).reduce((n, a) => n + a.bytes.length, 0);
  if (bytes > MAX_ATTACHMENT_BYTES) errors.push(fieldSays('/Attachments', { zh: '附件合计不超过 7 MB', en: 'attachments of 7 MB at most together' }));
  if ((m.attachments ?? []).some((a) => !a.name.trim() || breaksHeader(a.name) || a.name.length > 200))
    errors.push(fieldSays('/Attachments', { zh: '附件名称须为一行、不超过 200 个字符', en: 'attachment names of 1 to 200 characters on one line' }));
  if (!errors.length) return undefined;
  return no('BAD_MAIL', 'The e-mail cannot be sent as written: see the fields.', '邮件无法按所填内容发送，请查看各字段。', errors);
}

/** The row a message is kept as: its Message-ID, the From (a verified sender or MAIL_FROM), the sanitised HTML, the List-Unsubscribe headers. */
export function newMailOf(m: MailToSend, env: NodeJS.ProcessEnv): NewMail {
  const platformFrom = setting(env, 'MAIL_FROM');
  return {
    companyId: m.companyId,
    key: m.key,
    messageId: `<${randomUUID()}@${domainOf(platformFrom)}>`,
    from: m.from ? normalAddress(m.from) : platformFrom,
    replyTo: m.replyTo ? normalAddress(m.replyTo) : '',
    to: m.to.map(normalAddress),
    cc: (m.cc ?? []).map(normalAddress),
    subject: m.subject.trim(),
    text: m.text,
    html: m.html ? sanitizeRichText(m.html, { allowImage: (src) => isOwnTrackingPixel(src, m.trackingPixelUrl, env) }) : '',
    headers: m.unsubscribeUrl ? unsubscribeHeaders(m.unsubscribeUrl)! : {},
    docType: m.doc?.type ?? '',
    docId: m.doc ? String(m.doc.id) : '',
    simulated: mailSimulated(env),
    createdBy: m.createdBy,
  };
}

/**
 * Queues one e-mail in the caller's transaction (DESIGN §8): kept with its attachments and put in the
 * outbox together, so a rolled-back transaction sends nothing and a committed one is delivered by the
 * channel's round, retried on a temporary failure, once per key. Answers the message's id and whether
 * this call made it (false: the key was used before, nothing new is sent).
 */
export async function sendMail(tx: Queryable, m: MailToSend, env: NodeJS.ProcessEnv = process.env): Promise<Outcome<{ MailId: number; Created: boolean }>> {
  const refused = refusalOf(m);
  if (refused) return refused;
  const simulated = mailSimulated(env);
  const made = await insertMail(tx, newMailOf(m, env));
  if (made.created) {
    for (const [n, a] of (m.attachments ?? []).entries()) await insertAttachment(tx, made.id, n, a);
    await enqueue(tx, {
      channel: EMAIL_CHANNEL,
      docType: 'mail',
      docId: made.id,
      kind: 'mail',
      payloadVersion: 1,
      payload: { MailId: made.id },
      simulated,
      createdBy: m.createdBy,
    });
  }
  return { ok: true, value: { MailId: made.id, Created: made.created } };
}
