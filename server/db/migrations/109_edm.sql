-- Rate e-mail campaigns (issue 50, commercial.md §8, docs/modules/edm.md): verified senders,
-- audiences, templates, campaigns, one send per campaign and address with the recipient's own price
-- snapshot, the opens/clicks/unsubscribes, and the suppression list.

-- A sender a company may send campaigns from: VERIFIED only after its domain's SPF, DKIM and DMARC
-- records were found (simulated: answered by the local resolver). The SMTP secret stays in the environment.
create table edm_senders (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  from_name text not null,
  from_email text not null,
  reply_to text not null,
  status text not null default 'UNVERIFIED' check (status in ('UNVERIFIED', 'VERIFIED', 'FAILED')),
  checks jsonb not null default '{}',
  checked_at timestamptz,
  simulated boolean not null default false,
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  unique (owner_company_id, from_email)
);

-- A list of CRM contacts, or a segment (its filter evaluated when the campaign sends).
create table edm_audiences (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  name text not null,
  kind text not null check (kind in ('LIST', 'SEGMENT')),
  contact_ids bigint[] not null default '{}',
  filter jsonb not null default '{}',
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now()
);

create table edm_templates (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  name text not null,
  html text not null,
  is_default boolean not null default false
);
create unique index edm_templates_default on edm_templates (owner_company_id) where is_default;

-- DRAFT → SCHEDULED → RUNNING → FINISHED; RUNNING ⇄ PAUSED; DRAFT/SCHEDULED/PAUSED → CANCELLED (src/domain/edm/campaignState.ts)
create table edm_campaigns (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  name text not null,
  subject text not null,
  preheader text not null default '',
  sender_id bigint references edm_senders(id),
  audience_ids bigint[] not null default '{}',
  template_id bigint references edm_templates(id),
  blocks jsonb not null default '[]',
  rate_selection jsonb not null default '{}',
  links jsonb not null default '[]',
  send_at timestamptz,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'SCHEDULED', 'RUNNING', 'PAUSED', 'CANCELLED', 'FINISHED')),
  status_reason text not null default '',
  schedule_key text,
  schedule_hash text,
  version integer not null default 1,
  created_by bigint references employees(id),
  created_at timestamptz not null default now(),
  started_at timestamptz,
  finished_at timestamptz
);
create index edm_campaigns_owner on edm_campaigns (owner_company_id, id desc);
create index edm_campaigns_due on edm_campaigns (status, send_at) where status in ('SCHEDULED', 'RUNNING');
create unique index edm_campaigns_schedule_key on edm_campaigns (owner_company_id, schedule_key) where schedule_key is not null;

-- One message of a campaign to one address, never two: its recipient's own price as sent.
create table edm_sends (
  id bigserial primary key,
  campaign_id bigint not null references edm_campaigns(id) on delete cascade,
  contact_id bigint not null,
  email text not null,
  domain text not null,
  price_snapshot jsonb not null default '[]',
  status text not null default 'QUEUED' check (status in ('QUEUED', 'SENT', 'FAILED', 'BOUNCED')),
  mail_id bigint,
  sent_at timestamptz,
  delivered_at timestamptz,
  opened_at timestamptz,
  clicked_at timestamptz,
  unsubscribed_at timestamptz,
  error text not null default '',
  created_at timestamptz not null default now(),
  unique (campaign_id, email)
);
create index edm_sends_open on edm_sends (campaign_id) where status in ('QUEUED', 'SENT');
create index edm_sends_domain on edm_sends (domain, created_at);

create table edm_events (
  id bigserial primary key,
  send_id bigint not null references edm_sends(id) on delete cascade,
  kind text not null check (kind in ('OPEN', 'CLICK', 'BOUNCE', 'COMPLAINT', 'UNSUBSCRIBE')),
  url text not null default '',
  user_agent text not null default '',
  at timestamptz not null default now()
);
create index edm_events_send on edm_events (send_id, at);

-- Addresses a company never e-mails again (checked when each message is sent).
create table edm_suppressions (
  owner_company_id bigint not null references companies(id),
  email text not null,
  reason text not null check (reason in ('UNSUBSCRIBED', 'HARD_BOUNCE', 'COMPLAINT', 'MANUAL')),
  remarks text not null default '',
  created_by bigint references employees(id),
  at timestamptz not null default now(),
  primary key (owner_company_id, email)
);

-- What removed a suppression, and why (Remove needs a reason, kept here).
create table edm_suppression_log (
  id bigserial primary key,
  owner_company_id bigint not null references companies(id),
  email text not null,
  action text not null check (action in ('ADD', 'REMOVE')),
  reason text not null,
  by_employee_id bigint references employees(id),
  at timestamptz not null default now()
);
