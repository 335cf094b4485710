-- Rate e-mail campaigns at 10,000 recipients (issue 50, docs/modules/edm.md "Figures"): a receipt names
-- its message by the counterpart's reference (an e-mail's Message-ID). Without this index each receipt
-- kept read the whole outbox, and a large campaign slowed with every message it sent.
create index if not exists outbound_messages_ref on outbound_messages (channel, external_ref);
