-- Issue 14: vessels, ship agencies and code mappings (commercial.md §1.1 "Vessels and schedules" and
-- "Mappings and codes"). The vessels table of 025 already has the DCSA Vessel fields; this adds the
-- shape checks the API makes (so a write by hand cannot store what the screen refuses) and the names
-- a vessel had before: a renamed vessel keeps its IMO number, and people still search by the old name.

alter table vessels
  add column former_names text[] not null default '{}',
  add constraint vessels_imo_shape check (imo ~ '^[0-9]{7}$'),
  add constraint vessels_mmsi_shape check (mmsi = '' or mmsi ~ '^[0-9]{9}$'),
  add constraint vessels_call_sign_shape check (call_sign = '' or call_sign ~ '^[A-Z0-9]{3,10}$'),
  add constraint vessels_name_shape check (length(name) between 1 and 50 and name = upper(name)),
  add constraint vessels_teu_range check (teu is null or teu between 0 and 30000);

-- a rename keeps the old name (once, most recent last): the IMO number is the ship, the name is not
create or replace function vessels_keep_former_name() returns trigger language plpgsql as $$
begin
  if new.name <> old.name and not (old.name = any(new.former_names)) then
    new.former_names := array_append(array_remove(new.former_names, new.name), old.name);
  end if;
  return new;
end $$;
create trigger vessels_former_name before update of name on vessels for each row execute function vessels_keep_former_name();
