-- Issue 35: the manifests' setup (operations.md §7.2): SFT (收发通) party templates, filing
-- configurations and standard remarks. Columns are the wire's field names in lower case
-- (MCF_CARRIER → mcf_carrier), so a grep finds both.

-- Saved shipper/consignee/notify blocks with their enterprise codes, each company's own.
create table manifest_sft_templates (
  id bigserial primary key,
  company_id bigint not null references companies (id),
  sft_name text not null check (length(sft_name) between 1 and 70),
  sft_scope text not null default 'BOTH' check (sft_scope in ('BOOKING', 'MANIFEST', 'BOTH')),
  -- party blocks (operations.md §1, src/contract/manifestSetup/party.ts); {} = empty; a kept USCI
  -- check-character warning carries its reason in CODE_OVERRIDE (logged in doc_events too)
  shipper jsonb not null default '{}',
  consignee jsonb not null default '{}',
  notify jsonb not null default '{}',
  version integer not null default 1,
  created_by bigint references employees (id),
  updated_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index manifest_sft_templates_name on manifest_sft_templates (company_id, lower(sft_name));

-- Filing configurations: company_id null = the platform's; carrier/port empty = any. The manifest
-- module resolves the most specific enabled one (server/modules/manifestSetup/public.ts).
create table manifest_configs (
  id bigserial primary key,
  company_id bigint references companies (id),
  mcf_filing text not null check (mcf_filing in ('CN_EXPORT', 'CN_IMPORT', 'US_AMS', 'US_ISF', 'EU_ENS', 'JP_AFR')),
  mcf_carrier text not null default '',
  mcf_loading_code text not null default '',
  mcf_customs_code text not null default '',
  mcf_sender_code text not null default '',
  mcf_channel text not null default 'SIMULATOR',
  mcf_deadline_hours integer not null default 24 check (mcf_deadline_hours between 0 and 240),
  mcf_require_verify boolean not null default true,
  mcf_auto_send boolean not null default false,
  mcf_require_si_match boolean not null default true,
  mcf_require_contact boolean not null default false,
  mcf_enabled boolean not null default true,
  mcf_remark text not null default '',
  version integer not null default 1,
  created_by bigint references employees (id),
  updated_by bigint references employees (id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- one configuration per scope (company or platform, filing, carrier, port): resolution is never a tie
create unique index manifest_configs_scope on manifest_configs (coalesce(company_id, 0), mcf_filing, mcf_carrier, mcf_loading_code);

-- Standard remarks: return reasons, manifest remarks, the customs change-reason codes of amendments.
create table manifest_remarks (
  id bigserial primary key,
  mrk_code text not null check (length(mrk_code) between 1 and 20),
  mrk_use text not null check (mrk_use in ('REJECT_REASON', 'MANIFEST_REMARK', 'CHANGE_REASON')),
  mrk_text_zh text not null,
  mrk_text_en text not null,
  mrk_sort integer not null default 0,
  mrk_enabled boolean not null default true,
  version integer not null default 1,
  updated_by bigint references employees (id),
  updated_at timestamptz not null default now()
);
create unique index manifest_remarks_code on manifest_remarks (mrk_use, upper(mrk_code));
