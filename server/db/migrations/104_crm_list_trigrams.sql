-- The CRM's lists searched as the others are (migration 054): their "contains" filters served by
-- trigram indexes, so the pool, the private seas and the leads stay fast past 100,000 customers.
-- tests/api/platform/lists/containsIndexes.test.ts counts these tables among those that grow.
create index if not exists crm_customers_name_trgm on crm_customers using gin (name extensions.gin_trgm_ops);
create index if not exists crm_customers_region_trgm on crm_customers using gin (region extensions.gin_trgm_ops);
create index if not exists crm_leads_company_name_trgm on crm_leads using gin (company_name extensions.gin_trgm_ops);
create index if not exists crm_leads_contact_name_trgm on crm_leads using gin (contact_name extensions.gin_trgm_ops);
