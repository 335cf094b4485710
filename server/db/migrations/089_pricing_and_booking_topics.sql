-- Issue 47: a price search keeps the pricing desk's answers (rules, levels, pools, shared offers and
-- subscriptions, a lane's rates) and the booking lists keep their pages in each server process's answer cache
-- (server/cache/answerCache.ts, topics 'pricing' and 'booking'), until a write of them is announced.
-- As migrations 024, 025 and 031 do for the SI and reference topics, these triggers announce every
-- write, whoever makes it (a use case, a job, a carrier's message, a repair by hand), once its
-- transaction commits, on the schema's live channel; identical notifications of one transaction go
-- out once. Embedded, the server hears it before the writing call answers; on PostgreSQL, over its
-- LISTEN connection a moment later (the rates' use cases also announce their own writes at once).
-- One function for any topic: the trigger names it (a topic is a fixed word: nothing to escape).
create or replace function announce_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('freight_live__' || current_schema(), '{"forget":{"topics":["' || tg_argv[0] || '"]}}');
  return null;
end $$;

create trigger surcharge_rules_announce after insert or update or delete on surcharge_rules for each statement execute function announce_topic('pricing');
create trigger markup_rules_announce after insert or update or delete on markup_rules for each statement execute function announce_topic('pricing');
create trigger customer_levels_announce after insert or update or delete on customer_levels for each statement execute function announce_topic('pricing');
create trigger customer_level_companies_announce after insert or update or delete on customer_level_companies for each statement execute function announce_topic('pricing');
create trigger rate_pool_configs_announce after insert or update or delete on rate_pool_configs for each statement execute function announce_topic('pricing');
create trigger shared_rate_offers_announce after insert or update or delete on shared_rate_offers for each statement execute function announce_topic('pricing');
create trigger shared_rate_subscriptions_announce after insert or update or delete on shared_rate_subscriptions for each statement execute function announce_topic('pricing');
create trigger fcl_rates_announce after insert or update or delete on fcl_rates for each statement execute function announce_topic('pricing');
create trigger fcl_rate_prices_announce after insert or update or delete on fcl_rate_prices for each statement execute function announce_topic('pricing');
create trigger fcl_rate_surcharges_announce after insert or update or delete on fcl_rate_surcharges for each statement execute function announce_topic('pricing');

create trigger booking_orders_announce after insert or update or delete on booking_orders for each statement execute function announce_topic('booking');
create trigger booking_carrier_configs_announce after insert or update or delete on booking_carrier_configs for each statement execute function announce_topic('booking');
