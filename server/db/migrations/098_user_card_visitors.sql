-- Who has been counted as a visitor of a card today (Shanghai day): a salted hash of the address and
-- the user agent, never the address itself. A view is counted once per visitor, card and day
-- (userCard/shareService.ts); a day's rows are worth nothing the next day.
create table user_card_visitors (
  card_id bigint not null references user_cards (id) on delete cascade,
  day date not null,
  visitor text not null,
  primary key (card_id, day, visitor)
);
create index user_card_visitors_day on user_card_visitors (day);
