import { MAILBOX_PAGE_SIZE, type MailboxMessage, type MailboxRow } from '../../../src/contract/mail/calls';
import { sanitizeRichText } from '../../platform/richText';
import type { Db } from '../../db/types';
import type { Outcome } from '../../http/outcome';
import type { Actor } from '../../platform/access/grants';
import { missing } from '../../platform/refusal';
import { mailboxAttachment, mailboxMessage, mailboxPage } from './mailboxRepository';
import { mailSimulated } from './sendMail';

/**
 * The simulator's mailbox as staff read it (/EDM/Workbench): a company's staff see the mail their
 * company sent, platform staff all of it; another company's message is answered as absent.
 */
const companyScope = (actor: Actor) => (actor.companyKind === 'platform' ? null : actor.companyId);
const noMessage = <T>() => missing<T>('No such message in the mailbox.', '邮箱中没有这封邮件。');
const iso = (at: string | Date) => new Date(at).toISOString();

export async function listMailbox(db: Db, actor: Actor, input: { Search?: string; Page?: number }) {
  const page = input.Page ?? 1;
  const found = await mailboxPage(db, companyScope(actor), input.Search?.trim() ?? '', MAILBOX_PAGE_SIZE, (page - 1) * MAILBOX_PAGE_SIZE);
  const items: MailboxRow[] = found.rows.map((r) => ({ ...r, ReceivedAt: iso(r.ReceivedAt) }));
  return { ok: true as const, value: { Items: items, Total: found.total, Simulated: mailSimulated() } };
}

export async function readMailboxMessage(db: Db, actor: Actor, id: number): Promise<Outcome<MailboxMessage>> {
  const m = await mailboxMessage(db, companyScope(actor), id);
  if (!m) return noMessage();
  const { Script, ...rest } = m;
  return {
    ok: true,
    value: {
      ...rest,
      ReceivedAt: iso(m.ReceivedAt),
      // what arrived over SMTP is anyone's HTML: sanitised again before a browser shows it
      Html: m.Html ? sanitizeRichText(m.Html) : '',
      Receipts: Script.map((s) => ({ Code: s.Code, Text: s.Text, DueAt: s.DueAt, Sent: s.Sent === 1 })),
      Simulated: true,
    },
  };
}

export async function mailboxFile(db: Db, actor: Actor, id: number, n: number) {
  const file = await mailboxAttachment(db, companyScope(actor), id, n);
  if (!file) return noMessage<never>();
  return { ok: true as const, value: { name: file.name, contentType: file.content_type, bytes: Buffer.from(file.bytes) } };
}
