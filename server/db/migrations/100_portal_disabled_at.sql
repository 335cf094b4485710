-- Issue 49 (operations.md §14.4): a disabled site's domains stay reserved for 30 days, then the daily
-- round portal.releaseDomains frees them. When the site was disabled; null while it is enabled.
alter table portal_sites add column ptl_disabled_at timestamptz;
update portal_sites set ptl_disabled_at = updated_at where not ptl_enabled;

-- The public reads' 60 s answer cache (server/modules/portal/publicCache.ts) hears every change of what
-- visitors read on the site's channel, at commit, in every server process: the company's id.
create or replace function portal_cache_purge() returns trigger language plpgsql as $$
begin
  perform pg_notify('portal_cache__' || current_schema(), (case when tg_op = 'DELETE' then old.company_id else new.company_id end)::text);
  return null;
end $$;

create trigger portal_sites_purge after insert or update or delete on portal_sites for each row execute function portal_cache_purge();
create trigger portal_domains_purge after insert or update or delete on portal_domains for each row execute function portal_cache_purge();
create trigger portal_contents_purge after insert or update or delete on portal_contents for each row execute function portal_cache_purge();
create trigger portal_jobs_purge after insert or update or delete on portal_jobs for each row execute function portal_cache_purge();
create trigger portal_products_purge after insert or update or delete on portal_products for each row execute function portal_cache_purge();
create trigger portal_downloads_purge after insert or update or delete on portal_downloads for each row execute function portal_cache_purge();
