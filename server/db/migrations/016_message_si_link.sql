-- Issue 11: a message about an SI (a review decision) names that SI, so the recipient's toast and
-- the message's page link to it. Null for every other message. (Numbered 016, not 011: issue 11 is
-- worked on in parallel branches, and a second 011 would be skipped as already applied.)
alter table messages add column si_id bigint references si_records (id);
