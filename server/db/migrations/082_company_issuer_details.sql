-- Issue 45 item 14: what a company prints when it issues a document a person signs or pays from —
-- its registered address, its tax number (the unified social credit code) and the bank account an
-- invoice is paid into. Empty until the company says them (the demo's are seeded).
alter table companies
  add column address_zh text not null default '',
  add column address_en text not null default '',
  add column tax_no text not null default '',
  add column bank_name text not null default '',
  add column bank_account_name text not null default '',
  add column bank_account_no text not null default '',
  add column bank_swift text not null default '';
