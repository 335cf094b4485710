-- Issue 15: rate cards (commercial.md §2.1 SalesMarkup → RateCard, §2.3 SalesMarkup/Push, RateCard/View).
-- One push = one card: the rows a salesperson ticked in a search made for one customer, rebuilt from
-- the versions it used and kept as shown (the sell shape in `rows`; cost, margin and trace only in
-- `staff_rows`, never answered on the public link). The link carries a random token; after
-- valid_until the card answers "expired" without prices. Every opening of the link is a view row
-- with the visitor's daily key (R2.13: no personal data).
create table rate_cards (
  id bigserial primary key,
  token text not null unique,
  owner_company_id bigint not null references companies (id),
  salesperson_id bigint not null references employees (id),
  customer_company_id bigint not null references companies (id),
  search_id bigint not null references rate_search_log (id),
  title text not null,
  note text not null default '',
  channel text not null check (channel in ('LINK', 'WECHAT', 'EMAIL')),
  pol_code text not null,
  pod_code text not null,
  lines jsonb not null,
  day date not null,
  level_name text not null default '',
  rows jsonb not null,
  staff_rows jsonb not null,
  valid_until date not null,
  override_reason text,
  created_at timestamptz not null default now()
);
create index rate_cards_owner on rate_cards (owner_company_id, salesperson_id, created_at desc);

create table rate_card_views (
  id bigserial primary key,
  card_id bigint not null references rate_cards (id),
  viewed_at timestamptz not null default now(),
  visitor_key text not null,
  expired boolean not null default false
);
create index rate_card_views_card on rate_card_views (card_id, viewed_at desc);

-- A message the system sends about a page of this site (a quote, a rate card) names it, so the
-- reader opens it from the message.
alter table messages add column link_path text check (link_path like '/%');
