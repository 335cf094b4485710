-- Sign-up of a mobile number confirmed by an SMS code (issue 50): owned by server/modules/auth. A
-- registration with a mobile number waits in pending_registrations (migration 114) as an e-mail's
-- does, with no link: a 6-digit code is texted instead, kept as its SHA-256 hash (with the row's
-- account), valid for 10 minutes, 5 tries. A number that has an account gets a row too — its code is
-- never sent (it gets "someone tried to sign up") — so both answer and refuse alike.
alter table pending_registrations alter column token_hash drop not null;
alter table pending_registrations add column code_hash text;
alter table pending_registrations add column tries integer not null default 0;
alter table pending_registrations add constraint pending_registrations_link_or_code check ((token_hash is null) <> (code_hash is null));
create index pending_registrations_account_newest on pending_registrations (account, id desc);
