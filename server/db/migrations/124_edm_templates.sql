-- EDM templates people write (issue 50, commercial.md §8.1, docs/modules/edm.md): beside the default
-- frame (is_default) a company keeps named templates with a subject, body blocks, the lanes offered
-- and a language. A campaign made from one copies them and owns its copy (template_id records where
-- it came from; deleting the template clears it).
alter table edm_templates
  add column subject text not null default '',
  add column blocks jsonb not null default '[]',
  add column rate_selection jsonb not null default '{"Lanes":[],"RateNos":[],"ContainerClass":"40HQ"}',
  add column language text not null default 'zh' check (language in ('zh', 'en')),
  add column version integer not null default 1,
  add column created_by bigint references employees(id),
  add column created_at timestamptz not null default now(),
  add column updated_at timestamptz not null default now();
create index edm_templates_owner on edm_templates (owner_company_id, id desc) where not is_default;
create index edm_campaigns_template on edm_campaigns (template_id) where template_id is not null;
