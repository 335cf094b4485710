-- Rate e-mail campaigns at 10,000 recipients (issue 50, docs/modules/edm.md "Figures"): the e-mail
-- channel's round asks the local SMTP simulator for its receipts not yet acknowledged after every
-- batch it sends. That poll read every message the simulator ever kept (a campaign's 10,000 and the
-- rest); this index holds only those with a receipt still to send, which the poll names (script @> …).
create index if not exists sim_mailbox_unsent on sim_mailbox (id) where script @> '[{"Sent": 0}]';
