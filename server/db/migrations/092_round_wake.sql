-- A channel's delivery round is woken by its outbox, not found by a poll every second (server/jobs/runner.ts):
-- the outbox channels each round serves, so putting a message in one makes that round due at once
-- (server/jobs/store.ts wakeChannelRounds); while none of them has a message on its way, the round
-- runs every CHANNEL_QUIET_PERIOD_MS instead of its period.
alter table job_rounds add column channels text[] not null default '{}';

-- When a message went out: its round looks for the answer every period for a few minutes after, then
-- quietly (server/channels/outbox.ts channelsBusy). Messages sent before this have none: not awaited.
alter table outbound_messages add column transmitted_at timestamptz;
