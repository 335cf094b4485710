-- Issue 17, the booking rules left from 043 (commercial.md §6.2, §6.6):
-- the booking code (约号) the desk books under, checked for its carrier, validity, lane and customer
-- when it books (R6.2 row "BookCode valid"), with the contract number it stood for at the time;
-- when the desk was told that a submission waits beyond the carrier's acceptance SLA (R6.12: once).
alter table booking_orders add column book_code text references book_codes (code);
alter table booking_orders add column contract_no text check (contract_no is null or length(contract_no) <= 30);
alter table booking_orders add column sla_told_at timestamptz;
-- operations.md §17.2: a receipt waiting over an hour for its predecessor is flagged (once) for a person to look at
alter table inbound_receipts add column flagged_at timestamptz;
