-- Sign-up confirmed by e-mail (issue 50): owned by server/modules/auth. A registration with an
-- e-mail address waits here until the link in its e-mail is opened (within 24 hours, once); only
-- then is the user made. The token is kept as its SHA-256 hash, never as sent.
create table pending_registrations (
  id bigserial primary key,
  token_hash text not null unique,
  account text not null,
  name text not null,
  password_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index pending_registrations_account on pending_registrations (account);
