-- Issue 51 (part): the radars (commercial.md §9.2–9.5). The radar owns no commercial record: its
-- signals are derived on every read from the owners' public reads (rates' search log and rate-card
-- views, bookings' drafts and sailings). What it keeps is what a person did with a signal: dismissed
-- it, or turned it into a follow-up plan or a draft quote — once per customer, kind and day (R9.4).
create table radar_signal_acts (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  customer_company_id bigint not null references companies (id),
  kind text not null check (kind in ('SEARCH_REPEAT', 'CARD_VIEW', 'DRAFT_LEFT', 'DORMANT', 'EDM')),
  day date not null,
  action text not null check (action in ('PLAN', 'QUOTE', 'DISMISS')),
  -- what the act made: the CRM plan's or the quote's id (none for a dismissal)
  made_id bigint,
  acted_by bigint not null references employees (id),
  acted_at timestamptz not null default now(),
  unique (owner_company_id, customer_company_id, kind, day, action)
);
create index radar_signal_acts_day on radar_signal_acts (owner_company_id, day);
