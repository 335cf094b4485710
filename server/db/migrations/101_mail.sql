-- The e-mail channel (issue 50, docs/modules/mail.md): what the platform sends, and the local SMTP
-- simulator's mailbox of what it received.

-- One e-mail a module asked to send (sendMail, in the caller's transaction), delivered through the
-- shared outbox (outbound_messages, channel EMAIL). The key makes a second ask the same message.
create table mail_messages (
  id bigserial primary key,
  company_id bigint not null,
  idempotency_key text not null,
  message_id text not null unique,
  from_addr text not null,
  reply_to text not null default '',
  to_addrs text[] not null,
  cc_addrs text[] not null default '{}',
  subject text not null,
  text_body text not null,
  html_body text not null default '',
  headers jsonb not null default '{}',
  doc_type text not null default '',
  doc_id text not null default '',
  -- QUEUED → SENT (the server took it) → DELIVERED / BOUNCED; FAILED when the server refused it or the retries ran out
  status text not null default 'QUEUED',
  status_text text not null default '',
  simulated boolean not null,
  created_by bigint,
  created_at timestamptz not null default now(),
  unique (company_id, idempotency_key)
);
create index mail_messages_doc on mail_messages (doc_type, doc_id);

create table mail_attachments (
  message_id bigint not null references mail_messages (id) on delete cascade,
  n int not null,
  name text not null,
  content_type text not null,
  bytes bytea not null,
  primary key (message_id, n)
);

-- What the local SMTP simulator received over SMTP, one row per Message-ID (a retry is the same row),
-- with the receipts it will send back (script: DELIVERED now, BOUNCED later for bounce.test).
create table sim_mailbox (
  id bigserial primary key,
  idempotency_key text not null unique,
  message_id text not null unique,
  envelope_from text not null,
  envelope_to text[] not null,
  from_text text not null,
  to_text text not null,
  cc_text text not null default '',
  subject text not null,
  text_body text not null,
  html_body text not null default '',
  headers jsonb not null,
  size_bytes int not null,
  script jsonb not null default '[]',
  received_at timestamptz not null default now()
);
create index sim_mailbox_received on sim_mailbox (received_at desc, id desc);

create table sim_mailbox_attachments (
  mailbox_id bigint not null references sim_mailbox (id) on delete cascade,
  n int not null,
  name text not null,
  content_type text not null,
  size_bytes int not null,
  bytes bytea not null,
  primary key (mailbox_id, n)
);
