-- Issue 46: the platform's shared records that modules' lists, timelines and control-tower rules join,
-- filter or sort on, published as views (PLATFORM_VIEWS, server/platform/tables.ts): a module's SQL reads
-- these, never the platform's tables, and the platform may change its tables behind them. Only the
-- columns the readers use: no payload versions, no record of who changed a cut-off.
create view doc_event_facts as
  select d.id, d.doc_type, d.doc_id, d.at, d.actor_kind, d.actor_id, d.type, d.detail from doc_events d;

create view cut_off_facts as
  select k.cgo_id, k.code, k.at, k.source, k.updated_at from booking_cutoffs k;

create view outbound_message_facts as
  select o.id, o.channel, o.doc_type, o.doc_id, o.kind, o.idempotency_key, o.payload, o.status, o.attempts, o.next_attempt_at,
         o.last_error, o.external_ref, o.simulated, o.created_at
    from outbound_messages o;

create view inbound_receipt_facts as
  select r.id, r.channel, r.message_id, r.external_ref, r.seq, r.code, r.text, r.received_at, r.raw, r.processed_at, r.simulated, r.flagged_at
    from inbound_receipts r;

create view audit_event_facts as
  select a.id, a.at, a.actor_id, a.company_id, a.entity, a.entity_id, a.action, a.detail from audit_events a;
