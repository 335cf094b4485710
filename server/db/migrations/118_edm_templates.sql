-- Rate e-mail campaigns (docs/modules/edm.md), issue 50's second part.
-- The template editor: a template keeps the blocks a campaign starts from (text, rates, ready space,
-- the salesperson's card, the unsubscribe block) and a version for the editor's stale check.
alter table edm_templates add column if not exists blocks jsonb not null default '[]';
alter table edm_templates add column if not exists version integer not null default 1;
alter table edm_templates add column if not exists created_by bigint references employees(id);
alter table edm_templates add column if not exists updated_at timestamptz not null default now();
create index if not exists edm_templates_owner on edm_templates (owner_company_id, id desc);

-- A receipt names its message by the counterpart's reference (an e-mail's Message-ID): without this
-- index each receipt kept read the whole outbox, and a 10,000-message campaign slowed as it went.
create index if not exists outbound_messages_ref on outbound_messages (channel, external_ref);
