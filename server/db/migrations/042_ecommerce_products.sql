-- Issue 16: e-commerce rates (commercial.md §2.1 EcommerceListed, §2.5 dsView). A rate number the
-- desk lists is a fixed-price product card on the customers' e-commerce page: it follows the rate's
-- current published version (a new version stays listed) and shows only while one is valid and
-- visible today. Kept beside the rate store, per rate number, so no version carries a stale flag.
create table ecommerce_products (
  owner_company_id bigint not null references companies (id),
  rate_no text not null,
  listed_by bigint references employees (id),
  listed_at timestamptz not null default now(),
  primary key (owner_company_id, rate_no)
);
