-- B/L numbers unique across the platform. 014 numbered each company's SIs from its own series with
-- the prefix bl_prefix(code) (the code without its kind, letters and digits, cut to six), unique
-- per company only: two companies whose codes strip to one prefix (CUS-OCEANLINE, CUS-OCEANLAND:
-- both OCEANL) printed the same numbers.
--
-- Now each company owns a prefix no other company has (bl_prefixes), taken the first time it
-- numbers an SI: its own bl_prefix(code) when free (so every company numbers as before), otherwise
-- that prefix with a number in its last places (OCEAN2, OCEAN3, …, OCEA10). Taking one is
-- serialised by a lock on the table, held by a company's first number only, until its transaction
-- ends: two companies never pick the same prefix, and no one retries. The numbers themselves are
-- unique platform-wide in the index, the authority.
create table bl_prefixes (
  company_id bigint primary key references companies (id),
  prefix text not null unique,
  created_at timestamptz not null default now()
);

-- A prefix no company holds: bl_prefix(code) itself, or a numbered variant of it.
create function free_bl_prefix(company bigint) returns text language plpgsql as $$
declare
  base text;
  candidate text;
  n integer := 1;
begin
  select bl_prefix(code) into base from companies where id = company;
  if coalesce(base, '') = '' then base := 'BL'; end if;
  candidate := base;
  while exists (select 1 from bl_prefixes where prefix = candidate) loop
    n := n + 1;
    candidate := left(base, greatest(6 - length(n::text), 1)) || n::text;
  end loop;
  return candidate;
end $$;

-- The company's prefix, taken on its first use (one taker at a time: see above).
create function company_bl_prefix(company bigint) returns text language plpgsql as $$
declare
  p text;
begin
  select prefix into p from bl_prefixes where company_id = company;
  if p is not null then return p; end if;
  lock table bl_prefixes in share row exclusive mode;
  -- another transaction may have taken it while this one waited
  select prefix into p from bl_prefixes where company_id = company;
  if p is null then
    p := free_bl_prefix(company);
    insert into bl_prefixes (company_id, prefix) values (company, p);
  end if;
  return p;
end $$;

-- Existing companies take their prefixes now, in the order they first numbered an SI (then the
-- rest by id): first every company its own bl_prefix(code), the first to number with it keeping
-- it; then the others a free one (never another existing company's own prefix).
do $$
declare
  c record;
begin
  for c in
    select co.id, bl_prefix(co.code) as own
    from companies co left join (select company_id, min(id) as first_si from si_records where bl_no is not null group by company_id) s on s.company_id = co.id
    order by s.first_si nulls last, co.id
  loop
    if c.own <> '' and not exists (select 1 from bl_prefixes where prefix = c.own) then
      insert into bl_prefixes (company_id, prefix) values (c.id, c.own);
    end if;
  end loop;
  for c in
    select co.id
    from companies co left join (select company_id, min(id) as first_si from si_records where bl_no is not null group by company_id) s on s.company_id = co.id
    where not exists (select 1 from bl_prefixes p where p.company_id = co.id)
    order by s.first_si nulls last, co.id
  loop
    insert into bl_prefixes (company_id, prefix) values (c.id, free_bl_prefix(c.id));
  end loop;
end $$;

-- A number two companies both printed: the copy made with its company's own prefix is kept (else
-- the oldest); each other copy takes its company's prefix, year and sequence unchanged (the last
-- eight characters), on the SI's history as v1.BlNumberChanged. Every other number stays.
with numbered as (
  select s.id, s.bl_no, p.prefix,
         row_number() over (
           partition by s.bl_no
           order by (length(s.bl_no) = length(p.prefix) + 8 and left(s.bl_no, length(p.prefix)) = p.prefix) desc, s.id
         ) as rank
  from si_records s join bl_prefixes p on p.company_id = s.company_id
  where s.bl_no in (select bl_no from si_records where bl_no is not null group by bl_no having count(distinct company_id) > 1)
),
renumbered as (
  update si_records s
  set bl_no = n.prefix || right(n.bl_no, 8),
      record = case when s.record->>'TBI_SIMBL_NO' = n.bl_no then jsonb_set(s.record, '{TBI_SIMBL_NO}', to_jsonb(n.prefix || right(n.bl_no, 8))) else s.record end
  from numbered n
  where s.id = n.id and n.rank > 1
  returning s.id, n.bl_no as was, s.bl_no as became
)
insert into si_events (si_id, type, detail)
select id, 'v1.BlNumberChanged', jsonb_build_object('from', was, 'to', became, 'reason', 'another company printed the same number') from renumbered;

-- A company's series goes on past every number printed with its prefix, by anyone (a company that
-- lost the prefix above keeps the numbers no one else had): the next number is never one taken.
insert into bl_number_series as series (company_id, year, last_no)
select p.company_id, extract(year from s.created_at)::int, max(right(s.bl_no, 6)::int)
from si_records s join bl_prefixes p
  on length(s.bl_no) = length(p.prefix) + 8 and left(s.bl_no, length(p.prefix)) = p.prefix
  and substr(s.bl_no, length(p.prefix) + 1) ~ '^[0-9]{8}$'
  and substr(s.bl_no, length(p.prefix) + 1, 2)::int = extract(year from s.created_at)::int % 100
where s.company_id <> p.company_id
group by p.company_id, extract(year from s.created_at)::int
on conflict (company_id, year) do update set last_no = greatest(series.last_no, excluded.last_no);

-- Each number once on the platform; the per-company index of 014 is implied.
create unique index si_records_bl_no_platform on si_records (bl_no) where bl_no is not null;
drop index si_records_bl_no;
