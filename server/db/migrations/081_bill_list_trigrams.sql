-- The lists of issue 37's tables searched as the others are (migration 054): their "contains"
-- filters served by trigram indexes, so the lists stay fast past 100,000 rows.
-- tests/api/platform/lists/containsIndexes.test.ts now counts these tables among those that grow.
create index if not exists house_bills_hbl_no_trgm on house_bills using gin (hbl_no extensions.gin_trgm_ops);
create index if not exists house_bills_hbl_cgo_id_trgm on house_bills using gin (hbl_cgo_id extensions.gin_trgm_ops);
create index if not exists invoices_inv_no_trgm on invoices using gin (inv_no extensions.gin_trgm_ops);
create index if not exists invoices_inv_cgo_id_trgm on invoices using gin (inv_cgo_id extensions.gin_trgm_ops);
create index if not exists bl_applications_oap_no_trgm on bl_applications using gin (oap_no extensions.gin_trgm_ops);
create index if not exists bl_applications_oap_hbl_no_trgm on bl_applications using gin (oap_hbl_no extensions.gin_trgm_ops);
create index if not exists master_bills_mbl_no_trgm on master_bills using gin (mbl_no extensions.gin_trgm_ops);

-- MBLMake's one search box reads the master's number, its bookings and its vessel and voyage. The
-- expression cannot be indexed (array_to_string and concat_ws are not immutable), so it is kept in
-- a column of its own, written with the row, and that column is indexed.
alter table master_bills add column if not exists mbl_search text not null default '';
create or replace function master_bills_search() returns trigger language plpgsql as $$
begin
  new.mbl_search := concat_ws(' ', new.mbl_no, array_to_string(new.mbl_cgo_ids, ' '), new.mbl_vessel, new.mbl_voyage);
  return new;
end $$;
create trigger master_bills_search before insert or update of mbl_no, mbl_cgo_ids, mbl_vessel, mbl_voyage on master_bills
  for each row execute function master_bills_search();
update master_bills set mbl_search = concat_ws(' ', mbl_no, array_to_string(mbl_cgo_ids, ' '), mbl_vessel, mbl_voyage);
create index if not exists master_bills_search_trgm on master_bills using gin (mbl_search extensions.gin_trgm_ops);
