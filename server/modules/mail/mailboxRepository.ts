import type { ScriptStep } from '../../channels/simScripts';
import type { Db, Queryable } from '../../db/types';

/** SQL of the local SMTP simulator's mailbox (sim_mailbox, sim_mailbox_attachments: migration 101). */

export interface Received {
  messageId: string;
  envelopeFrom: string;
  envelopeTo: string[];
  fromText: string;
  toText: string;
  ccText: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  size: number;
  script: ScriptStep[];
  attachments: { name: string; contentType: string; bytes: Buffer }[];
}

/** Keeps what arrived once per Message-ID (a retry of a message already kept changes nothing); answers whether it is new. */
export async function keepReceived(q: Db, r: Received): Promise<boolean> {
  return q.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into sim_mailbox (idempotency_key, message_id, envelope_from, envelope_to, from_text, to_text, cc_text, subject, text_body, html_body,
                                headers, size_bytes, script)
       values ($1, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) on conflict (message_id) do nothing returning id::int`,
      [
        r.messageId,
        r.envelopeFrom,
        r.envelopeTo,
        r.fromText,
        r.toText,
        r.ccText,
        r.subject,
        r.text,
        r.html,
        JSON.stringify(r.headers),
        r.size,
        JSON.stringify(r.script),
      ],
    );
    if (!row) return false;
    for (const [n, a] of r.attachments.entries())
      await tx.query('insert into sim_mailbox_attachments (mailbox_id, n, name, content_type, size_bytes, bytes) values ($1, $2, $3, $4, $5, $6)', [
        row.id,
        n,
        a.name,
        a.contentType,
        a.bytes.length,
        a.bytes,
      ]);
    return true;
  });
}

/** Who may see a received message: platform staff all of them, a company those its own mail became. */
const seenBy = (alias: string) =>
  `($1::bigint is null or exists (select 1 from mail_messages m where m.message_id = ${alias}.message_id and m.company_id = $1))`;

export interface MailboxRow {
  Id: number;
  MessageId: string;
  From: string;
  To: string;
  Subject: string;
  ReceivedAt: string;
  Size: number;
  Attachments: number;
  Status: string;
}

/** One page of the mailbox, newest first, searched by recipient or subject. */
export async function mailboxPage(q: Queryable, companyId: string | null, search: string, limit: number, offset: number) {
  const where = `${seenBy('b')} and ($2 = '' or b.to_text ilike '%' || $2 || '%' or b.cc_text ilike '%' || $2 || '%' or b.subject ilike '%' || $2 || '%')`;
  const rows = await q.query<MailboxRow>(
    `select b.id::int as "Id", b.message_id as "MessageId", b.from_text as "From", b.to_text as "To", b.subject as "Subject",
            b.received_at as "ReceivedAt", b.size_bytes as "Size",
            (select count(*)::int from sim_mailbox_attachments a where a.mailbox_id = b.id) as "Attachments",
            coalesce((select m.status from mail_messages m where m.message_id = b.message_id), '') as "Status"
       from sim_mailbox b where ${where} order by b.received_at desc, b.id desc limit $3 offset $4`,
    [companyId, search, limit, offset],
  );
  const [count] = await q.query<{ n: number }>(`select count(*)::int as n from sim_mailbox b where ${where}`, [companyId, search]);
  return { rows, total: count!.n };
}

/** One received message with its attachments' names and sizes, when the company may see it. */
export async function mailboxMessage(q: Queryable, companyId: string | null, id: number) {
  const [row] = await q.query<{
    Id: number;
    MessageId: string;
    EnvelopeFrom: string;
    EnvelopeTo: string[];
    From: string;
    To: string;
    Cc: string;
    Subject: string;
    Text: string;
    Html: string;
    Headers: Record<string, string>;
    Size: number;
    ReceivedAt: string;
    Script: ScriptStep[];
    Status: string;
  }>(
    `select b.id::int as "Id", b.message_id as "MessageId", b.envelope_from as "EnvelopeFrom", b.envelope_to as "EnvelopeTo", b.from_text as "From",
            b.to_text as "To", b.cc_text as "Cc", b.subject as "Subject", b.text_body as "Text", b.html_body as "Html", b.headers as "Headers",
            b.size_bytes as "Size", b.received_at as "ReceivedAt", b.script as "Script",
            coalesce((select m.status from mail_messages m where m.message_id = b.message_id), '') as "Status"
       from sim_mailbox b where b.id = $2 and ${seenBy('b')}`,
    [companyId, id],
  );
  if (!row) return undefined;
  const attachments = await q.query<{ N: number; Name: string; ContentType: string; Size: number }>(
    `select n as "N", name as "Name", content_type as "ContentType", size_bytes as "Size" from sim_mailbox_attachments where mailbox_id = $1 order by n`,
    [id],
  );
  return { ...row, Attachments: attachments };
}

/** One attachment's bytes, when the company may see its message. */
export async function mailboxAttachment(q: Queryable, companyId: string | null, id: number, n: number) {
  const [row] = await q.query<{ name: string; content_type: string; bytes: Uint8Array }>(
    `select a.name, a.content_type, a.bytes from sim_mailbox_attachments a join sim_mailbox b on b.id = a.mailbox_id
      where a.mailbox_id = $2 and a.n = $3 and ${seenBy('b')}`,
    [companyId, id, n],
  );
  return row;
}
