-- Issue 48: an accepted entry order turned into a booking (EntryOrder/MakeBooking): the booking order's
-- draft made from it is kept on the order, and once that booking is released (its cargo record, CGO_ID)
-- the system links it (ent_cgo_id). The booking order is the booking module's: referenced, read only
-- through its public.ts. One live order per booking order, as per booking (entry_orders_one_per_booking).
alter table entry_orders add column ent_booking_id bigint references booking_orders (id);
create unique index entry_orders_one_per_booking_order on entry_orders (ent_booking_id) where ent_booking_id is not null and ent_status <> 10;
