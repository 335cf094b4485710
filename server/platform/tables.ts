/**
 * The tables no business module owns: the platform's own, each with the reason it sits under the
 * platform (server/platform, server/jobs, server/channels, server/db, server/http) rather than in a
 * module. Every other table the migrations create is owned by exactly one module, declared in its
 * `tables` (server/modules/<module>/index.ts); tests/unit/platform/tableOwnership.test.ts holds both
 * lists against the migrations and against the SQL each module runs (issue 46).
 */
export const PLATFORM_TABLES: Readonly<Record<string, string>> = {
  users: 'a person’s account: made, read and signed in by server/platform/auth/accountRepository.ts for every sign-in route',
  sessions: 'signing in and the session are the platform’s (server/platform/auth): every call passes through them',
  audit_events: 'the audit trail is written by server/platform/audit for every module’s decisions',
  jobs: 'the background job queue (server/jobs/store.ts): modules enqueue through it, never by SQL',
  job_rounds: 'the timed rounds’ once-per-period claims (server/jobs/store.ts)',
  seed_runs: 'which seed steps ran (server/db/seed.ts), over every module’s steps',
  export_files: 'large list exports written as jobs (server/http/exportJob.ts), for any module’s list',
  doc_events: 'the shipment spine’s document timeline (server/platform/spine/docEvents.ts), written by every document module',
  shares: 'the shipment spine’s share links (server/platform/spine/shareRepository.ts), for any document',
  booking_cutoffs: 'the shipment spine’s cut-off times (server/platform/spine/cutOffs.ts), read by every document module',
  outbound_messages: 'the channel outbox (server/channels/outbox.ts): every module’s messages to carriers, terminals and customs',
  inbound_receipts: 'the channel outbox’s receipts (server/channels/outbox.ts), deduplicating every channel’s answers',
};

/**
 * The deliberate exceptions to "a module's SQL names only its own tables", each with its reason:
 * `'<module> reads|writes <table>'`. A ratchet: an entry no longer needed fails the ownership test
 * until it is taken off, so the list only shrinks to what is meant.
 */
export const SHARED_TABLE_USES: Readonly<Record<string, string>> = {
  'jobs reads jobs': 'the jobs module is the platform job runner’s own page (dead letters and their retry): it shows the queue server/jobs owns',
};

/**
 * The views the platform publishes over its own tables (as a module publishes its `views`), each with
 * its reason: the read contract other modules' SQL joins instead of the platform's tables.
 */
export const PLATFORM_VIEWS: Readonly<Record<string, string>> = {
  user_directory: 'a person’s account as other modules’ lists show it (account, name, status), never its password hash (migration 085)',
  doc_event_facts: 'the shipment spine’s document timeline as modules’ timelines, “mine” filters and dashboard measures join it (migration 088)',
  cut_off_facts: 'a booking’s cut-off times as the control tower’s rules, the packing list’s cut-off column and the dashboard join them (migration 088)',
  outbound_message_facts:
    'the channel outbox’s messages as a document’s transmissions and send state show them, and the terminal’s operating records list (migration 088)',
  inbound_receipt_facts: 'the channel outbox’s receipts as a document’s receipt history shows them (migration 088)',
  audit_event_facts: 'the audit trail as the access page’s change log shows it (migration 088)',
};
