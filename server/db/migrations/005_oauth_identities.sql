-- Sign-in through the social messaging app (OAuth2 authorisation code): who is who there, and
-- the one-time states that tie a callback to the sign-in that started it.
create table user_identities (
  provider text not null,
  subject text not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create table oauth_states (
  state text primary key,
  created_at timestamptz not null default now()
);
