-- Issue 13: the SI lists keep their answers in each server process until an SI or a booking is
-- written (server/cache/answerCache.ts, topic 'si'). The API announces its own writes; these
-- triggers announce every write, whoever makes it (a repair by hand, an import, a migration), on
-- the live hub's channel. A NOTIFY is delivered when its transaction commits, and PostgreSQL sends
-- a transaction's identical notifications once.
create or replace function announce_si_topic() returns trigger language plpgsql as $$
begin
  perform pg_notify('freight_live', '{"forget":{"topics":["si"]}}');
  return null;
end $$;

create trigger si_records_announce after insert or update or delete on si_records
  for each statement execute function announce_si_topic();
create trigger bookings_announce after insert or update or delete on bookings
  for each statement execute function announce_si_topic();
