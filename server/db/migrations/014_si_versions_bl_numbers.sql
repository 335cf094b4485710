-- The reviewer's desk (issue 11).
--
-- A version per SI: it grows by one on every change of the row (modification, resubmission,
-- decision, deletion), in the transaction that makes the change, so a decision can name the
-- version the reviewer saw and be refused when the SI changed since (Code STALE).
alter table si_records add column version integer not null default 1;

-- Each SI prints its own B/L number (TBI_SIMBL_NO): company prefix + two-digit year + a six-digit
-- sequence per company and year, e.g. HZTX26000001. The counter row is taken with
-- INSERT … ON CONFLICT DO UPDATE … RETURNING in the transaction that creates the SI: the row lock
-- serialises concurrent submissions of one company, and a rolled-back submission rolls its number
-- back too, so the series has no gaps.
create table bl_number_series (
  company_id bigint not null references companies (id),
  year integer not null,
  last_no integer not null,
  primary key (company_id, year)
);

-- The prefix: the company code without its kind ("CUS-HZTX" → "HZTX"), letters and digits only.
create function bl_prefix(code text) returns text language sql immutable as $$
  select left(upper(regexp_replace(regexp_replace(code, '^[A-Za-z]+-', ''), '[^A-Za-z0-9]', '', 'g')), 6)
$$;

alter table si_records add column bl_no text;

-- SIs made before this migration get their numbers in creation order, per company and year.
with numbered as (
  select s.id, s.company_id, extract(year from s.created_at)::int as year,
         row_number() over (partition by s.company_id, extract(year from s.created_at) order by s.id) as n
  from si_records s
)
update si_records s set bl_no = bl_prefix(c.code) || lpad((n.year % 100)::text, 2, '0') || lpad(n.n::text, 6, '0')
from numbered n join companies c on c.id = n.company_id
where s.id = n.id;

insert into bl_number_series (company_id, year, last_no)
select company_id, extract(year from created_at)::int, count(*) from si_records group by 1, 2;

-- per company: two companies whose codes strip to one prefix still number apart
create unique index si_records_bl_no on si_records (company_id, bl_no) where bl_no is not null;
