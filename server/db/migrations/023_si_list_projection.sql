-- The SI lists read projections, not whole documents (issue 13, "the hot path"). The review queue
-- and the other lists of SIs answer from columns kept beside the record, never from `record`
-- (a jsonb read whole for each row, however little of it a list shows). Beside number, status,
-- cgo_id, mbl_no, box_summary and updated_at, which every list already read from columns:
--
--   consignor_line, consignee_line  the parties' first lines (their names)
--   packages, weight, volume        the totals of the boxes, as the B/L states them
--   deadline                        the booking's cut-off (the queue sorts by it)
--
-- The record-derived columns are computed in TypeScript (src/domain/si/listProjection.ts) by
-- every write of a record, in its transaction. The update below fills them for the SIs stored
-- before, saying in SQL exactly what that file says (tests/api/si/listProjection.test.ts holds
-- the two together): a party's first line is the text before its first line feed once leading
-- blank lines are gone, trimmed of spaces, tabs and carriage returns; a total is the sum of the
-- boxes' numbers (what is not a number counts 0), rounded to three decimals.
--
-- The deadline is the booking's, kept by the database: taken from the booking when an SI is
-- stored, and set again on its SIs when a booking's deadline changes, however either is written.

alter table si_records
  add column consignor_line text not null default '',
  add column consignee_line text not null default '',
  add column packages numeric not null default 0,
  add column weight numeric not null default 0,
  add column volume numeric not null default 0,
  add column deadline date;

create function si_first_line(party jsonb) returns text language sql immutable as $$
  select case when jsonb_typeof(party) = 'string'
    then rtrim(split_part(ltrim(party #>> '{}', E' \t\r\n'), E'\n', 1), E' \t\r') else '' end
$$;

create function si_box_total(record jsonb, field text) returns numeric language sql immutable as $$
  select coalesce(round(sum(case when jsonb_typeof(b -> field) = 'number' then (b ->> field)::numeric else 0 end), 3), 0)
  from jsonb_array_elements(case when jsonb_typeof(record -> 'Boxes') = 'array' then record -> 'Boxes' else '[]'::jsonb end) b
$$;

update si_records s set
  consignor_line = si_first_line(s.record -> 'TBI_CONSIGNOR'),
  consignee_line = si_first_line(s.record -> 'TBI_CONSIGNEE'),
  packages = si_box_total(s.record, 'TBX_NUM'),
  weight = si_box_total(s.record, 'TBX_WEIGHT'),
  volume = si_box_total(s.record, 'TBX_VOLUME'),
  deadline = (select b.deadline from bookings b where b.cgo_id = s.cgo_id);

-- the backfill's only: the writes compute these in TypeScript
drop function si_first_line(jsonb);
drop function si_box_total(jsonb, text);

create function si_records_booking_deadline() returns trigger language plpgsql as $$
begin
  new.deadline := (select deadline from bookings where cgo_id = new.cgo_id);
  return new;
end $$;
create trigger si_records_deadline before insert or update of cgo_id on si_records
  for each row execute function si_records_booking_deadline();

create function si_records_follow_booking_deadline() returns trigger language plpgsql as $$
begin
  update si_records set deadline = new.deadline where cgo_id = new.cgo_id;
  return null;
end $$;
create trigger bookings_deadline_to_si_records after update of deadline on bookings
  for each row when (old.deadline is distinct from new.deadline) execute function si_records_follow_booking_deadline();

-- The lists' filters and orders, on live SIs only (every list leaves the deleted out):
-- the review queue by status, oldest first (platform staff: every company) ...
drop index si_records_queue;
create index si_records_queue on si_records (status, updated_at, id) where not deleted;
-- ... and a company's own: by status (the cockpit's counts too), or all of them, newest or oldest first
drop index si_records_company_status;
create index si_records_company_queue on si_records (company_id, status, updated_at, id) where not deleted;
create index si_records_company_updated on si_records (company_id, updated_at, id) where not deleted;
-- every live SI, oldest first (platform staff's SI list unfiltered)
create index si_records_updated on si_records (updated_at, id) where not deleted;
-- the queue by cut-off, nearest first
create index si_records_queue_deadline on si_records (status, deadline, updated_at, id) where not deleted;
-- a booking's SIs: its live ones in order (GetTDBillLadingInfoList, the container rule), counted
-- from the index alone (the booking list), and every one (the trigger above: a deleted SI's
-- deadline is right as well)
drop index si_records_cgo;
create index si_records_cgo on si_records (cgo_id, deleted, id);
