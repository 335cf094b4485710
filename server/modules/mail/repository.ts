import type { Queryable } from '../../db/types';

/** SQL of the messages the platform sends (mail_messages, mail_attachments: migration 101). */

export interface MailRow {
  id: number;
  company_id: string;
  message_id: string;
  from_addr: string;
  reply_to: string;
  to_addrs: string[];
  cc_addrs: string[];
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  status: string;
  /** Whether it has attachments (the adapter reads them only then: one query less a message). */
  attached: boolean;
}

export interface NewMail {
  companyId: string;
  key: string;
  messageId: string;
  from: string;
  replyTo: string;
  to: string[];
  cc: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  docType: string;
  docId: string;
  simulated: boolean;
  createdBy: string | null;
}

/** Keeps a message once per company and key; answers its id and whether it is new. */
export async function insertMail(tx: Queryable, m: NewMail): Promise<{ id: number; created: boolean }> {
  const [made] = await tx.query<{ id: number }>(
    `insert into mail_messages (company_id, idempotency_key, message_id, from_addr, reply_to, to_addrs, cc_addrs, subject, text_body, html_body,
                                headers, doc_type, doc_id, simulated, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     on conflict (company_id, idempotency_key) do nothing returning id::int`,
    [
      m.companyId,
      m.key,
      m.messageId,
      m.from,
      m.replyTo,
      m.to,
      m.cc,
      m.subject,
      m.text,
      m.html,
      JSON.stringify(m.headers),
      m.docType,
      m.docId,
      m.simulated,
      m.createdBy,
    ],
  );
  if (made) return { id: made.id, created: true };
  const [old] = await tx.query<{ id: number }>('select id::int from mail_messages where company_id = $1 and idempotency_key = $2', [m.companyId, m.key]);
  return { id: old!.id, created: false };
}

/**
 * Keeps many messages in one statement, each once per company and key (a key kept before is not
 * written again); answers each key's message id and whether this call made it.
 */
export async function insertMails(tx: Queryable, ms: readonly NewMail[]): Promise<Map<string, { id: number; created: boolean }>> {
  const out = new Map<string, { id: number; created: boolean }>();
  if (!ms.length) return out;
  const made = await tx.query<{ id: number; key: string; company_id: string }>(
    `insert into mail_messages (company_id, idempotency_key, message_id, from_addr, reply_to, to_addrs, cc_addrs, subject, text_body, html_body,
                                headers, doc_type, doc_id, simulated, created_by)
     select v.company_id, v.key, v.message_id, v.from_addr, v.reply_to, v.to_addrs, v.cc_addrs, v.subject, v.text_body, v.html_body,
            v.headers, v.doc_type, v.doc_id, v.simulated, v.created_by
       from jsonb_to_recordset($1::jsonb) as v(company_id bigint, key text, message_id text, from_addr text, reply_to text, to_addrs text[], cc_addrs text[],
                                                subject text, text_body text, html_body text, headers jsonb, doc_type text, doc_id text, simulated boolean, created_by bigint)
     on conflict (company_id, idempotency_key) do nothing returning id::int, idempotency_key as key, company_id::text`,
    [
      JSON.stringify(
        ms.map((m) => ({
          company_id: m.companyId,
          key: m.key,
          message_id: m.messageId,
          from_addr: m.from,
          reply_to: m.replyTo,
          to_addrs: m.to,
          cc_addrs: m.cc,
          subject: m.subject,
          text_body: m.text,
          html_body: m.html,
          headers: m.headers,
          doc_type: m.docType,
          doc_id: m.docId,
          simulated: m.simulated,
          created_by: m.createdBy,
        })),
      ),
    ],
  );
  for (const r of made) out.set(`${r.company_id}\u0000${r.key}`, { id: r.id, created: true });
  const old = ms.filter((m) => !out.has(`${m.companyId}\u0000${m.key}`));
  if (old.length) {
    const rows = await tx.query<{ id: number; key: string; company_id: string }>(
      `select m.id::int, m.idempotency_key as key, m.company_id::text from mail_messages m
         join unnest($1::bigint[], $2::text[]) as v(company_id, key) on m.company_id = v.company_id and m.idempotency_key = v.key`,
      [old.map((m) => m.companyId), old.map((m) => m.key)],
    );
    for (const r of rows) out.set(`${r.company_id}\u0000${r.key}`, { id: r.id, created: false });
  }
  return out;
}

export async function insertAttachment(tx: Queryable, messageId: number, n: number, a: { name: string; contentType: string; bytes: Buffer }) {
  await tx.query('insert into mail_attachments (message_id, n, name, content_type, bytes) values ($1, $2, $3, $4, $5)', [
    messageId,
    n,
    a.name,
    a.contentType,
    a.bytes,
  ]);
}

/** Many messages at once (a batch the channel sends together). */
export const readMails = (q: Queryable, ids: readonly number[]) =>
  q.query<MailRow>(
    `select id::int, company_id::text, message_id, from_addr, reply_to, to_addrs, cc_addrs, subject, text_body, html_body, headers, status,
            exists (select 1 from mail_attachments a where a.message_id = mail_messages.id) as attached
       from mail_messages where id = any($1::bigint[])`,
    [ids.map(String)],
  );

export const readAttachments = (q: Queryable, id: number) =>
  q.query<{ name: string; content_type: string; bytes: Uint8Array }>(
    'select name, content_type, bytes from mail_attachments where message_id = $1 order by n',
    [id],
  );

const STATUS_RANK = { QUEUED: 0, SENT: 1, FAILED: 2, DELIVERED: 3, BOUNCED: 4 } as Record<string, number>;
const rankOf = (column: string) =>
  `case ${column} when 'QUEUED' then 0 when 'SENT' then 1 when 'FAILED' then 2 when 'DELIVERED' then 3 when 'BOUNCED' then 4 else 0 end`;

/** A message's state as its channel learns it; a later state never goes back (DELIVERED stays unless BOUNCED). */
export async function writeMailStatus(q: Queryable, where: { id?: number; messageId?: string }, status: string, text: string): Promise<void> {
  // one key a statement: "id = $1 or message_id = $2" read the whole table once it grew (a campaign's 10,000 messages)
  const [column, key] = where.id !== undefined ? ['id', where.id] : ['message_id', where.messageId ?? ''];
  await q.query(`update mail_messages set status = $2, status_text = $3 where ${column} = $1 and ${rankOf('status')} <= $4`, [
    key,
    status,
    text.slice(0, 500),
    STATUS_RANK[status] ?? 0,
  ]);
}

/** Messages the SMTP server took (SENT, with the recipients it refused if any), in one statement; a later state stays. */
export async function writeMailsSent(q: Queryable, sent: readonly { id: number; text: string }[]): Promise<void> {
  if (!sent.length) return;
  await q.query(
    `update mail_messages m set status = 'SENT', status_text = v.text from unnest($1::bigint[], $2::text[]) as v(id, text)
      where m.id = v.id and ${rankOf('m.status')} <= 1`,
    [sent.map((x) => String(x.id)), sent.map((x) => x.text.slice(0, 500))],
  );
}

/** Many messages' states by Message-ID (a batch of receipts, one per message), in one statement, under the same never-back rule. */
export async function writeMailStatuses(q: Queryable, states: readonly { messageId: string; status: string; text: string }[]): Promise<void> {
  if (!states.length) return;
  await q.query(
    `update mail_messages m set status = v.status, status_text = v.text
       from unnest($1::text[], $2::text[], $3::text[]) as v(message_id, status, text)
      where m.message_id = v.message_id and ${rankOf('m.status')} <= ${rankOf('v.status')}`,
    [states.map((x) => x.messageId), states.map((x) => x.status), states.map((x) => x.text.slice(0, 500))],
  );
}

/** The outbox message that carried a mail (receipts name the Message-ID). */
export async function companyOfMessageId(q: Queryable, messageId: string): Promise<string | undefined> {
  const [row] = await q.query<{ company_id: string }>('select company_id::text from mail_messages where message_id = $1', [messageId]);
  return row?.company_id;
}

/** A company's own e-mail and name (the published directory view): the reply address of what it sends. */
export async function companyContact(q: Queryable, companyId: string): Promise<{ email: string; name: string } | undefined> {
  const [row] = await q.query<{ email: string; name: string }>('select email, name_zh as name from company_directory where id = $1', [companyId]);
  return row;
}

/** The newest message about a document (its state and when it changed), for the document's own page. */
export async function mailStatusOf(q: Queryable, docType: string, docId: string | number) {
  const [row] = await q.query<{ id: number; status: string; status_text: string; to_addrs: string[] }>(
    'select id::int, status, status_text, to_addrs from mail_messages where doc_type = $1 and doc_id = $2 order by id desc limit 1',
    [docType, String(docId)],
  );
  return row;
}

/** The states of many messages by id at once (a campaign's round follows thousands: issue 50, docs/modules/edm.md). */
export const mailStatusesOf = (q: Queryable, ids: readonly (string | number)[]) =>
  q.query<{ id: string; status: string; status_text: string }>(`select id::text, status, status_text from mail_messages where id = any($1::bigint[])`, [
    ids.map(String),
  ]);
