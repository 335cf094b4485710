-- Issue 51: surveys of users, customers and providers (the survey module owns these tables).
-- A survey's questions are kept with it as JSON ([{Id, Kind, TextZh, TextEn, Required, Options}]):
-- they are read and written together and never queried apart; once sent they are fixed.
create table surveys (
  id bigserial primary key,
  audience text not null check (audience in ('USER', 'CUSTOMER', 'PROVIDER')),
  title_zh text not null check (length(title_zh) between 1 and 100),
  title_en text not null default '' check (length(title_en) <= 100),
  intro text not null default '' check (length(intro) <= 1000),
  questions jsonb not null default '[]',
  status text not null default 'DRAFT' check (status in ('DRAFT', 'OPEN', 'CLOSED')),
  -- who of the audience: all of the kind, the chosen companies' active employees, the chosen employee accounts
  target text not null default 'ALL' check (target in ('ALL', 'COMPANIES', 'PEOPLE')),
  target_ids bigint[] not null default '{}',
  version integer not null default 1,
  created_by bigint,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,
  closed_at timestamptz
);
create index surveys_audience on surveys (audience, updated_at desc);

-- One row per employee account a survey was sent to: their company (an answer never reaches another
-- company's people) and, once given, their answers ({q1: 2, q2: [0, 3], q3: 'text'}).
create table survey_recipients (
  survey_id bigint not null references surveys (id) on delete cascade,
  employee_id bigint not null,
  company_id bigint not null,
  sent_at timestamptz not null default now(),
  answered_at timestamptz,
  answers jsonb,
  primary key (survey_id, employee_id)
);
create index survey_recipients_employee on survey_recipients (employee_id);

-- The survey's history (created, edited, sent, closed, answered), written with the row.
create table survey_events (
  id bigserial primary key,
  survey_id bigint not null references surveys (id) on delete cascade,
  kind text not null,
  actor_id bigint,
  detail jsonb not null default '{}',
  at timestamptz not null default now()
);
create index survey_events_survey on survey_events (survey_id, id);
