-- Sending a message is idempotent (issue 11, broadcasts): the browser sends one Idempotency-Key per
-- composed message, so pressing Enter twice (or a retry after a lost answer) creates it once. The
-- key is the sender's own; the fingerprint of what was sent tells a replay from a reused key.

alter table messages add column idempotency_key text;
alter table messages add column request_fingerprint text;
create unique index messages_sender_idempotency on messages (send_id, idempotency_key) where idempotency_key is not null;
