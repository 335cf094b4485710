-- Issue 32: the carrier's confirmation, per carrier. RELEASE (as before): a confirmation receipt
-- releases the booking and the customer is told at once. HOLD: the booking is booked and the
-- confirmation's facts are kept for the booking desk, which checks vessel, voyage and cut-offs and
-- then releases it to the customer (the customer is told only then).
alter table booking_carrier_configs add column confirmation text not null default 'RELEASE' check (confirmation in ('RELEASE', 'HOLD'));

-- the carrier's confirmation held for the desk's check (its release facts, as the receipt gave them);
-- cleared by the release
alter table booking_orders add column held_release jsonb;
