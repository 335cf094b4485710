/**
 * The e-mail channel's rules on addresses and headers (docs/modules/mail.md), run by the server
 * before a message is queued and by the local SMTP simulator when it receives one: what a real
 * mail server would refuse is refused here first, with words a person can act on.
 */

/** The longest address (RFC 5321 §4.5.3.1.3: a path of 256 octets less the brackets). */
export const MAX_ADDRESS_LENGTH = 254;
/** A message's recipients at most (To and Cc together): a campaign sends one message per recipient. */
export const MAX_RECIPIENTS = 50;
/** The longest subject we send (RFC 5322 keeps lines under 998 characters; people read far fewer). */
export const MAX_SUBJECT_LENGTH = 200;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/**
 * Whether `text` is one plain mailbox address (`name@example.com`): a dot-atom local part of at
 * most 64 characters and a domain of at least two labels (letters, digits, hyphens), no display name,
 * no quoted local part, no IP literal — the shape every provider accepts.
 */
export function isMailAddress(text: string): boolean {
  if (text.length > MAX_ADDRESS_LENGTH || text !== text.trim()) return false;
  const at = text.lastIndexOf('@');
  if (at < 1) return false;
  const local = text.slice(0, at);
  const labels = text.slice(at + 1).split('.');
  return local.length <= 64 && LOCAL.test(local) && labels.length >= 2 && labels.every((l) => LABEL.test(l)) && /[A-Za-z]/.test(labels.at(-1)!);
}

/** The domain of an address, in lower case (`Ops@Bounce.TEST` → `bounce.test`). */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** An address as it is compared and kept: the domain in lower case, the local part as written. */
export const normalAddress = (address: string) => {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}@${address.slice(at + 1).toLowerCase()}`;
};

/** Whether a header value would break the header block (a line break lets a caller add headers of their own). */
export const breaksHeader = (value: string) => /[\r\n]/.test(value);

/**
 * The unsubscribe headers (RFC 2369 `List-Unsubscribe`, RFC 8058 one-click `List-Unsubscribe-Post`)
 * for an https unsubscribe link; none for anything else (a campaign's link must be https).
 */
export function unsubscribeHeaders(url: string): Record<string, string> | undefined {
  if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?(\/[^\s<>"]*)?$/i.test(url) || url.length > 2000) return undefined;
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** What is wrong with a message's addresses and subject, as [field, words] pairs; empty when nothing is. */
export function addressProblems(m: { to: readonly string[]; cc?: readonly string[]; subject: string }): { field: string; problem: MailProblem }[] {
  const out: { field: string; problem: MailProblem }[] = [];
  if (!m.to.length) out.push({ field: '/To', problem: 'noRecipient' });
  m.to.forEach((a, i) => {
    if (!isMailAddress(a)) out.push({ field: `/To/${i}`, problem: 'badAddress' });
  });
  (m.cc ?? []).forEach((a, i) => {
    if (!isMailAddress(a)) out.push({ field: `/Cc/${i}`, problem: 'badAddress' });
  });
  if (m.to.length + (m.cc?.length ?? 0) > MAX_RECIPIENTS) out.push({ field: '/To', problem: 'tooManyRecipients' });
  if (!m.subject.trim() || m.subject.length > MAX_SUBJECT_LENGTH || breaksHeader(m.subject)) out.push({ field: '/Subject', problem: 'badSubject' });
  return out;
}

export type MailProblem = 'noRecipient' | 'badAddress' | 'tooManyRecipients' | 'badSubject';

/** The words of each problem, Chinese first. */
export const MAIL_PROBLEM_WORDS: Record<MailProblem, { zh: string; en: string }> = {
  noRecipient: { zh: '至少需要一个收件人', en: 'at least one recipient' },
  badAddress: { zh: '不是有效的邮箱地址（如 name@example.com）', en: 'not an e-mail address (name@example.com)' },
  tooManyRecipients: { zh: `收件人和抄送合计最多 ${MAX_RECIPIENTS} 个`, en: `at most ${MAX_RECIPIENTS} recipients and copies together` },
  badSubject: { zh: `主题必填，最多 ${MAX_SUBJECT_LENGTH} 个字符，不能换行`, en: `a subject of 1 to ${MAX_SUBJECT_LENGTH} characters on one line` },
};

/**
 * How the local SMTP simulator treats a recipient's domain (docs/modules/mail.md):
 * `bounce.test` accepts, then bounces (a delayed bounce receipt); `slow.test` answers late;
 * `fail.test` fails temporarily (451) on the first attempt, then accepts; any other delivers.
 */
export type SimulatedFate = 'deliver' | 'bounce' | 'slow' | 'failOnce';
export function simulatedFate(address: string): SimulatedFate {
  const domain = domainOf(address);
  if (domain === 'bounce.test') return 'bounce';
  if (domain === 'slow.test') return 'slow';
  if (domain === 'fail.test') return 'failOnce';
  return 'deliver';
}
