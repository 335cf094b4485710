-- Issue 45 item 2: an approval holds only for the facts it was given. The money facts of the latest
-- risk check (unpaid charges, open invoices with what is still owed, overdue invoices, the guarantee
-- when used) are kept with the application; Decide and Release compare them with today's and send
-- the application back to the check when a charge, invoice or payment came after. Null: not known
-- (an application from before this column), which counts as changed.
alter table bl_applications add column oap_facts jsonb;
