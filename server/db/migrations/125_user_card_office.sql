-- The business card's office from the company's portal (operations.md §16, issue 49): the owner picks one of
-- the company's published offices (portal_addresses, read through the portal's public.ts); null, or an office
-- no longer published, shows the card's own office text (crd_office_name, crd_office_address) instead.
-- No foreign key: the portal's offices are its own table, soft-deleted, and a gone one only falls back.
alter table user_cards add column crd_office_id bigint;
