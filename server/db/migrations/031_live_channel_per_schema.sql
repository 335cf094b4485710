-- Live notifications per schema (server/db/channel.ts): NOTIFY reaches every session of a database,
-- so the triggers of migrations 024 and 025 announce on the channel of their own schema, the one
-- the server processes of that schema listen on. Two deployments or test runs sharing a database in
-- different schemas no longer hear each other.
create or replace function announce_si_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('freight_live__' || current_schema(), '{"forget":{"topics":["si"]}}');
  return null;
end $$;

create or replace function announce_refdata_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('freight_live__' || current_schema(), '{"forget":{"topics":["refdata"]}}');
  return null;
end $$;
