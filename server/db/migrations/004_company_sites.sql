-- A company's own site (spec §9): any host other than the main sites resolves to its owner company.
alter table companies add column site_domain text unique;
alter table companies add column logo_url text;
