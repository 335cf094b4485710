-- The version of an SI each reviewer last opened (its detail or the review desk's facts). The spec's
-- review call (ChangeTDBillLadingStatus) carries no Version: a decision without one is bound to the
-- version its reviewer last opened here, so a change the customer made after that is never decided
-- unseen. In a table, not in memory: the next call may reach another server process.
create table si_review_opened (
  si_id bigint not null references si_records (id) on delete cascade,
  employee_id bigint not null references employees (id) on delete cascade,
  version integer not null,
  opened_at timestamptz not null default now(),
  primary key (si_id, employee_id)
);
