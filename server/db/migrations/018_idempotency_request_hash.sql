-- An Idempotency-Key stands for one request: the hash of what was sent with it, so that the same
-- key with another body is refused instead of answered with the first request's result.
-- Rows from before this column have none and are replayed as before.
alter table si_submissions add column request_hash text;
