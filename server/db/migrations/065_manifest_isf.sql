-- Issue 35, the foreign regimes (operations.md §7.1): the importer's ten elements of a US ISF 10+2 filing
-- (seller, buyer, manufacturer, ship-to, stuffing location, consolidator, importer of record number,
-- consignee number, country of origin; the HTS is each item's mfg_hscode). {} on every other filing.
alter table manifests add column isf jsonb not null default '{}';
