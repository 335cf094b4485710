-- Issue 16: home page curation (commercial.md §2.1 Recommended; §2.5 RecommendedPort,
-- RecommendedFreightDms). Per site: the platform's own (site_company_id null) or a company's. A
-- featured rate names a rate number or a lane; whether it shows is read from the rates each time
-- (a valid, visible, published rate matches it today), never stored, so it hides itself.
create table recommended_ports (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  site_company_id bigint references companies (id),
  port_code text not null references ports (code),
  kind text not null check (kind in ('POL', 'POD')),
  sort_order integer not null default 0,
  created_by bigint references employees (id),
  created_at timestamptz not null default now()
);
create unique index recommended_ports_once on recommended_ports (owner_company_id, coalesce(site_company_id, 0), kind, port_code);

create table recommended_rates (
  id bigserial primary key,
  owner_company_id bigint not null references companies (id),
  site_company_id bigint references companies (id),
  rate_no text,
  pol_code text not null references ports (code),
  pod_code text not null references ports (code),
  carrier_code text references carriers (code),
  badge text not null default '',
  sort_order integer not null default 0,
  created_by bigint references employees (id),
  created_at timestamptz not null default now()
);
create index recommended_rates_site on recommended_rates (owner_company_id, site_company_id, sort_order);
