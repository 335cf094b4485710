-- operations.md §10 hbl.issue: "house-level manifest accepted where the config requires one". The
-- filing's configuration says so (manifest_configs, most specific match as for every other setting);
-- off by default, so no company's house bills change until its configuration asks for it.
alter table manifest_configs add column mcf_require_house boolean not null default false;
