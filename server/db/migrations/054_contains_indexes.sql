-- The lists' "contains" filters (server/http/lists.ts: `column ilike '%text%'`) served by trigram
-- indexes, so a list stays fast past 100,000 rows: without one, every such filter reads the whole
-- table. pg_trgm lives in a schema of its own, `extensions`: one database may hold several schemas of
-- this product (the PostgreSQL tests, one per file), an extension exists once per database, and each
-- schema's indexes name its operator class by that schema. pg_trgm is a trusted extension (PostgreSQL
-- 13+): the database's owner may create it. Embedded PGlite loads it at open (server/db/pglite.ts).
-- tests/api/platform/lists/containsIndexes.test.ts finds any contains filter of a growing table
-- that would still be applied row by row.
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;

create index if not exists company_applications_name_zh_trgm on company_applications using gin (name_zh extensions.gin_trgm_ops);
create index if not exists users_account_trgm on users using gin (account extensions.gin_trgm_ops);
create index if not exists users_name_trgm on users using gin (name extensions.gin_trgm_ops);
create index if not exists companies_code_trgm on companies using gin (code extensions.gin_trgm_ops);
create index if not exists companies_name_zh_trgm on companies using gin (name_zh extensions.gin_trgm_ops);
create index if not exists companies_contact_name_trgm on companies using gin (contact_name extensions.gin_trgm_ops);
create index if not exists employees_name_trgm on employees using gin (name extensions.gin_trgm_ops);
create index if not exists employees_login_name_trgm on employees using gin (login_name extensions.gin_trgm_ops);
create index if not exists employees_phone_trgm on employees using gin (phone extensions.gin_trgm_ops);
create index if not exists audit_events_action_trgm on audit_events using gin (action extensions.gin_trgm_ops);
create index if not exists messages_title_trgm on messages using gin (title extensions.gin_trgm_ops);
create index if not exists bookings_cgo_id_trgm on bookings using gin (cgo_id extensions.gin_trgm_ops);
create index if not exists bookings_mbl_no_trgm on bookings using gin (mbl_no extensions.gin_trgm_ops);
create index if not exists bookings_vessel_trgm on bookings using gin (vessel extensions.gin_trgm_ops);
create index if not exists si_records_cgo_id_trgm on si_records using gin (cgo_id extensions.gin_trgm_ops);
create index if not exists si_records_mbl_no_trgm on si_records using gin (mbl_no extensions.gin_trgm_ops);
create index if not exists si_templates_name_trgm on si_templates using gin (name extensions.gin_trgm_ops);
create index if not exists fcl_rates_rate_no_trgm on fcl_rates using gin (rate_no extensions.gin_trgm_ops);
create index if not exists lcl_rates_rate_no_trgm on lcl_rates using gin (rate_no extensions.gin_trgm_ops);
create index if not exists lcl_rates_co_loader_name_trgm on lcl_rates using gin (co_loader_name extensions.gin_trgm_ops);
create index if not exists quotes_quote_no_trgm on quotes using gin (quote_no extensions.gin_trgm_ops);
create index if not exists rate_cards_title_trgm on rate_cards using gin (title extensions.gin_trgm_ops);
create index if not exists rate_batches_file_name_trgm on rate_batches using gin (file_name extensions.gin_trgm_ops);
create index if not exists rate_notices_title_trgm on rate_notices using gin (title extensions.gin_trgm_ops);
create index if not exists booking_orders_booking_no_trgm on booking_orders using gin (booking_no extensions.gin_trgm_ops);
create index if not exists booking_orders_shipper_ref_trgm on booking_orders using gin (shipper_ref extensions.gin_trgm_ops);
create index if not exists booking_orders_carrier_booking_no_trgm on booking_orders using gin ((coalesce(carrier_booking_no, '')) extensions.gin_trgm_ops);
create index if not exists booking_orders_cgo_id_trgm on booking_orders using gin ((coalesce(cgo_id, '')) extensions.gin_trgm_ops);
create index if not exists booking_events_type_trgm on booking_events using gin (type extensions.gin_trgm_ops);
create index if not exists booking_files_file_name_trgm on booking_files using gin (file_name extensions.gin_trgm_ops);
create index if not exists booking_uploads_file_name_trgm on booking_uploads using gin (file_name extensions.gin_trgm_ops);
create index if not exists booking_templates_name_trgm on booking_templates using gin (name extensions.gin_trgm_ops);
create index if not exists party_templates_name_trgm on party_templates using gin (name extensions.gin_trgm_ops);
create index if not exists ready_spaces_space_no_trgm on ready_spaces using gin (space_no extensions.gin_trgm_ops);
create index if not exists ready_space_orders_order_no_trgm on ready_space_orders using gin (order_no extensions.gin_trgm_ops);
create index if not exists ready_space_uploads_file_name_trgm on ready_space_uploads using gin (file_name extensions.gin_trgm_ops);
create index if not exists messages_title_en_trgm on messages using gin ((coalesce(title_en, title)) extensions.gin_trgm_ops);
