-- Issue 34: the shipment spine (operations.md §1) — tables the documents after the booking share.
--
-- booking_cutoffs: a booking's deadlines by their DCSA cut-off codes (DCO documentation, VCO VGM,
-- FCO FCL delivery, PCO port, …), as instants (shown on the port's clock). One row per (booking,
-- code); `source` says who set it: the carrier's confirmation, the sailing table, or staff. Every
-- deadline check of the later modules (packing lists, VGM, manifests) reads them here.
create table booking_cutoffs (
  cgo_id text not null references bookings (cgo_id) on delete cascade,
  code text not null check (code ~ '^[A-Z]{3}$'),
  at timestamptz not null,
  source text not null check (source in ('CARRIER', 'SCHEDULE', 'STAFF')),
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now(),
  primary key (cgo_id, code)
);
-- the control tower and the work center look for what falls due soonest
create index booking_cutoffs_due on booking_cutoffs (at);

-- doc_events: one history for every new document (the SI keeps si_events, the booking booking_events).
-- Appended in the transaction that changes the document; never updated. `type` is past tense and
-- versioned (v1.PackingListOpened); the actor is an employee, a share link's visitor, a gateway
-- (a carrier's or customs' answer) or the system (a round).
create table doc_events (
  id bigserial primary key,
  doc_type text not null check (doc_type ~ '^[a-zA-Z]{2,40}$'),
  doc_id text not null check (length(doc_id) between 1 and 60),
  at timestamptz not null default now(),
  actor_kind text not null check (actor_kind in ('employee', 'share', 'gateway', 'system')),
  actor_id text,
  type text not null check (type ~ '^v[0-9]+\.[A-Z][A-Za-z]+$'),
  detail jsonb not null default '{}'::jsonb
);
create index doc_events_doc on doc_events (doc_type, doc_id, id desc);

-- shares: public links to one document for people without an account (a shipper filling its own
-- manifest parties, a VGM declared by whoever weighed the box). Only the token's SHA-256 is kept;
-- a link ends at expires_at or when revoked; an optional 6-digit access code (stored hashed) locks
-- the link for a while after too many wrong tries (server/platform/spine/shares.ts).
create table shares (
  id bigserial primary key,
  token_hash text not null unique,
  doc_type text not null check (doc_type ~ '^[a-zA-Z]{2,40}$'),
  doc_id text not null,
  company_id bigint not null references companies (id),
  scope text[] not null check (cardinality(scope) >= 1),
  access_code_hash text,
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_by bigint references employees (id),
  created_by bigint not null references employees (id),
  created_at timestamptz not null default now(),
  uses integer not null default 0,
  failed_codes integer not null default 0,
  locked_until timestamptz
);
create index shares_doc on shares (doc_type, doc_id, id desc);

-- The cut-offs are kept by the database from what already says them, so no writer can forget them:
-- a released booking's are the carrier's (booking_orders.release -> 'CutOffs', written by the
-- release, a new sailing and the demo seed); a booking without them (an SI-era booking, a test's
-- own) has its SI deadline day as its DCO — SIs are taken until the end of that day on the office's
-- clock (src/domain/si/deadline.ts cutOffOf). Staff-set cut-offs (source STAFF) stay until the
-- carrier confirms a new set.
create function booking_cutoffs_from_release() returns trigger language plpgsql as $$
begin
  if new.cgo_id is null or jsonb_typeof(new.release -> 'CutOffs') is distinct from 'array' then return new; end if;
  if tg_op = 'UPDATE' and old.cgo_id is not distinct from new.cgo_id and old.release -> 'CutOffs' is not distinct from new.release -> 'CutOffs' then
    return new;
  end if;
  delete from booking_cutoffs where cgo_id = new.cgo_id;
  insert into booking_cutoffs (cgo_id, code, at, source)
  select new.cgo_id, k ->> 'Code', (k ->> 'DateTime')::timestamptz, 'CARRIER'
    from jsonb_array_elements(new.release -> 'CutOffs') k
   where (k ->> 'Code') ~ '^[A-Z]{3}$'
  on conflict do nothing;
  return new;
end $$;
create trigger booking_orders_cutoffs after insert or update of release, cgo_id on booking_orders
  for each row execute function booking_cutoffs_from_release();

create function booking_cutoffs_from_deadline() returns trigger language plpgsql as $$
begin
  if exists (select 1 from booking_cutoffs where cgo_id = new.cgo_id and source <> 'STAFF') then return new; end if;
  if new.deadline is null then
    delete from booking_cutoffs where cgo_id = new.cgo_id and code = 'DCO';
  else
    insert into booking_cutoffs (cgo_id, code, at, source)
    values (new.cgo_id, 'DCO', ((new.deadline + 1)::timestamp at time zone 'Asia/Shanghai') - interval '1 second', 'STAFF')
    on conflict (cgo_id, code) do update set at = excluded.at, source = excluded.source, updated_at = now();
  end if;
  return new;
end $$;
create trigger bookings_cutoffs after insert or update of deadline on bookings
  for each row execute function booking_cutoffs_from_deadline();

-- the bookings stored before this migration: the carrier's first, then the deadline days of the others
insert into booking_cutoffs (cgo_id, code, at, source)
select o.cgo_id, k ->> 'Code', (k ->> 'DateTime')::timestamptz, 'CARRIER'
  from booking_orders o
  join bookings b on b.cgo_id = o.cgo_id
  cross join lateral jsonb_array_elements(case when jsonb_typeof(o.release -> 'CutOffs') = 'array' then o.release -> 'CutOffs' else '[]'::jsonb end) k
 where (k ->> 'Code') ~ '^[A-Z]{3}$'
on conflict do nothing;
update bookings set deadline = deadline;
