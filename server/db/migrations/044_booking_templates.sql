-- Issue 17: booking templates (OrderTemp) and shipper/consignee/notify templates (SFTTemp),
-- commercial.md §6.1. Each company's own; names unique per company case-insensitively, like si_templates.

create table booking_templates (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  name text not null,
  -- the booking wire's fields that repeat from shipment to shipment (lane, carrier, parties, cargo and
  -- equipment defaults), every one optional: src/contract/booking/templates.ts BookingTemplateBodySchema
  body jsonb not null default '{}',
  version integer not null default 1,
  created_by bigint references employees (id),
  updated_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index booking_templates_name on booking_templates (company_id, lower(name));

create table party_templates (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  role text not null check (role in ('SHIPPER', 'CONSIGNEE', 'NOTIFY')),
  name text not null,
  address text not null default '',
  contact text not null default '',
  phone text not null default '',
  email text not null default '',
  tax_id text not null default '',
  country_code text not null default '',
  -- the block as printed on the B/L: at most 5 lines of 35 characters (the SI check's rule)
  bl_text text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  updated_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- one name per role: "NORDIC HOME GOODS" may be a consignee and a notify party of one company
create unique index party_templates_name on party_templates (company_id, role, lower(name));
