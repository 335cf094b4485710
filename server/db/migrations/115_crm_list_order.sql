-- The CRM customer lists page newest first (`t."Id" desc`, the id as the wire's integer): this index
-- answers a page of the pool or a private sea by walking the company's customers in that order, so a
-- page costs its twenty rows, not the whole pool (issue 50's pool list over 100,000 customers).
create index if not exists crm_customers_list_order on crm_customers (owner_company_id, ((id)::int) desc) where deleted_at is null;
