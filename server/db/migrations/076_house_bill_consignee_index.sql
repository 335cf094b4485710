-- HBLMake's list searches its bills by consignee (server/modules/houseBill/lists.ts: the SI's whole
-- TBI_CONSIGNEE block, one source: the bill reads its parties from its SI). A trigram index on that
-- expression, so the "contains" filter stays an index scan as the SIs grow
-- (tests/api/platform/lists/containsIndexes.test.ts).
create index if not exists si_records_consignee_trgm on si_records using gin ((coalesce(record ->> 'TBI_CONSIGNEE', '')) extensions.gin_trgm_ops);
