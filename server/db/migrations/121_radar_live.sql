-- Issue 51 (the radars, finished): a customer's views of a ready-space offer, kept by the readySpace
-- module where the offer's detail call is answered — one row per viewing company, offer and office day
-- with how many times (the user radar's "viewed ready space N times", commercial.md §9.3); and the
-- radar's acts take that signal's kind.
create table ready_space_views (
  company_id bigint not null references companies (id),
  ready_space_id bigint not null references ready_spaces (id) on delete cascade,
  day date not null,
  views integer not null default 1 check (views > 0),
  first_at timestamptz not null default now(),
  last_at timestamptz not null default now(),
  primary key (company_id, ready_space_id, day)
);
-- the radar reads the views of the days it shows, every company at once
create index ready_space_views_day on ready_space_views (day);

alter table radar_signal_acts drop constraint radar_signal_acts_kind_check;
alter table radar_signal_acts
  add constraint radar_signal_acts_kind_check check (kind in ('SEARCH_REPEAT', 'CARD_VIEW', 'DRAFT_LEFT', 'DORMANT', 'EDM', 'READY_SPACE_VIEW'));
