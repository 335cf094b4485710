-- Migrations you can trust (issue 12): each applied migration keeps the checksum of the file it
-- ran, so a file edited after it was applied is reported at start instead of skipped silently
-- (server/db/migrate.ts). Rows applied before this migration are filled from their files on the
-- first start after the upgrade.

alter table schema_migrations add column if not exists checksum text;
