import type { Db } from '../../../server/db/types';
import { runMailChannel } from '../../../server/modules/mail/channel';
import { sendMail, type MailToSend } from '../../../server/modules/mail/public';
import { mailChannelAdapter } from '../../../server/modules/mail/state';

/** The e-mail channel's test fixtures: a message queued in its own transaction, and the channel's rounds on the test's clock. */
let n = 0;
export const uniqueKey = (what: string) => `test-${what}-${process.pid}-${++n}-${Date.now()}`;

export async function queue(db: Db, over: Partial<MailToSend> = {}) {
  const out = await db.transaction((tx) =>
    sendMail(tx, {
      key: uniqueKey('mail'),
      companyId: '1',
      createdBy: null,
      to: ['buyer@example.com'],
      subject: 'Quote Q-1',
      text: 'Your quote.',
      ...over,
    }),
  );
  if (!out.ok) throw new Error(out.message);
  return out.value.MailId;
}

/**
 * A millisecond after "now": the database stamps a queued message in microseconds and JavaScript's
 * clock reads whole milliseconds, so a message queued in the same millisecond is due only from the next.
 */
export const justAfterNow = () => Date.now() + 1;

/** A round at `now`; the outbox's minute is a second here (retries after 1 s, 5 s …). */
export const round = (db: Db, now = new Date(justAfterNow())) => runMailChannel(db, mailChannelAdapter(db), now, 1000);

export async function mailRow(db: Db, id: number) {
  const [row] = await db.query<{ status: string; status_text: string; message_id: string; outbox: string; attempts: number; last_error: string }>(
    `select m.status, m.status_text, m.message_id, o.status as outbox, o.attempts, o.last_error
       from mail_messages m join outbound_messages o on o.channel = 'EMAIL' and o.doc_type = 'mail' and o.doc_id = m.id where m.id = $1`,
    [id],
  );
  return row!;
}

export const received = (db: Db, messageId: string) =>
  db.query<{ id: number; subject: string; to_text: string; html_body: string; headers: Record<string, string>; envelope_to: string[] }>(
    'select id::int, subject, to_text, html_body, headers, envelope_to from sim_mailbox where message_id = $1',
    [messageId],
  );
