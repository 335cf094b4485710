-- The public answers' cache (server/modules/portal/publicCache.ts) keys each answer by the site's
-- generation, moved on in the same transaction as any change visitors read (migration 100's
-- triggers): the process that made the change, and every other, reads the new answer from the
-- commit on — not only once the commit's notification has reached it (on PostgreSQL a few
-- milliseconds later). The notification still drops the old answers.
alter table portal_sites add column ptl_cache_gen bigint not null default 0;

create or replace function portal_cache_purge() returns trigger language plpgsql as $$
declare
  company bigint := (case when tg_op = 'DELETE' then old.company_id else new.company_id end);
begin
  if tg_table_name <> 'portal_sites' then
    update portal_sites set ptl_cache_gen = ptl_cache_gen + 1 where company_id = company;
  end if;
  perform pg_notify('portal_cache__' || current_schema(), company::text);
  return null;
end $$;

create or replace function portal_sites_next_generation() returns trigger language plpgsql as $$
begin
  new.ptl_cache_gen := old.ptl_cache_gen + 1;
  return new;
end $$;

create trigger portal_sites_generation before update on portal_sites for each row execute function portal_sites_next_generation();
