-- Issue 36: the tracking search log (operations.md §8.1 search_logs, rule trk.log). Every tracking
-- search appends one row, signed in or not, from whichever channel it came: the staff's and the
-- workbench's tracking pages, the customer portal's cargo centre, the electronic and the /asiawise
-- pages, the quick search. The visitor's address is never kept: only a salted SHA-256 of it
-- (server/modules/publicTrack/searchLog.ts), so one address's searches read together and none can be
-- read back. Rows are never updated.
create table search_logs (
  id bigserial primary key,
  usl_at timestamptz not null default now(),
  usl_channel text not null check (usl_channel in ('INTERNAL', 'WORKBENCH', 'CUSTOMER_PORTAL', 'ELECTRONIC', 'ASIAWISE', 'QUICKSEARCH')),
  -- the site it came from (the portal key): null on the main sites
  usl_site_company_id bigint references companies (id),
  usl_employee_id bigint references employees (id),
  usl_user_id bigint references users (id),
  usl_ip_hash text not null check (usl_ip_hash ~ '^[0-9a-f]{64}$'),
  usl_query_type text not null check (usl_query_type in ('CONTAINER', 'BL', 'MBL', 'HBL', 'BOOKING', 'INVALID')),
  usl_query text not null check (length(usl_query) <= 35),
  usl_found boolean not null,
  usl_results integer not null check (usl_results >= 0),
  usl_ms integer not null check (usl_ms >= 0)
);
create index search_logs_at on search_logs (usl_at desc, id desc);
-- the unknown numbers asked again and again (typos, scraping) and the top queries
create index search_logs_query on search_logs (usl_query, usl_found);
-- the log's "number contains" filter (tests/api/platform/lists/containsIndexes.test.ts)
create index search_logs_query_trgm on search_logs using gin (usl_query extensions.gin_trgm_ops);

-- the public lookup (GET /api/WebsitePublic/Track) finds a shipment by its B/L number: the master's on
-- the booking, a house bill's on a live manifest; typed in any case
create index bookings_mbl_upper on bookings (upper(mbl_no));
create index manifests_hbl_upper on manifests (upper(mft_hbl_no)) where mft_hbl_no <> '';
