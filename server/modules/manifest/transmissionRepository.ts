import { requeueMessage as requeueOutbound } from '../../channels/outbox';
import type { Queryable } from '../../db/types';
import { iso } from './repository';

/** A manifest's transmissions to customs (operations.md §7.2): one per message sent, its outcome, requeued or reopened. */

export async function insertTransmission(
  tx: Queryable,
  t: {
    manifestId: number;
    kind: string;
    messageId: number;
    version: number;
    changeReason: string;
    late: boolean;
    overrideReason: string;
    by: number | null;
    /** The filing configuration the send resolved (null: none stored, the platform's built-in default). */
    configId: number | null;
  },
): Promise<void> {
  await tx.query(
    `insert into manifest_transmissions (manifest_id, kind, message_id, payload_version, change_reason_code, late, override_reason, created_by, config_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict (message_id) do nothing`,
    [t.manifestId, t.kind, t.messageId, t.version, t.changeReason, t.late, t.overrideReason, t.by, t.configId],
  );
}

export interface TransmissionRow {
  Id: number;
  ManifestId: number;
  Kind: 'MAIN' | 'MODIFY' | 'DELETE';
  MessageId: number;
  PayloadVersion: number;
  Status: string;
  Outcome: string;
  ChangeReasonCode: string;
  Late: boolean;
  OverrideReason: string;
  ExternalRef: string;
  LastError: string;
  Simulated: boolean;
  CreatedAt: string;
  Payload: string;
}

const TRANSMISSION = `t.id::int as "Id", t.manifest_id::int as "ManifestId", t.kind as "Kind", t.message_id::int as "MessageId", t.payload_version as "PayloadVersion",
  o.status as "Status", t.outcome as "Outcome", t.change_reason_code as "ChangeReasonCode", t.late as "Late", t.override_reason as "OverrideReason",
  coalesce(o.external_ref, '') as "ExternalRef", coalesce(o.last_error, '') as "LastError", o.simulated as "Simulated", t.created_at as "CreatedAt", o.payload as "Payload"`;

export async function transmissionsOf(q: Queryable, manifestId: number): Promise<TransmissionRow[]> {
  const rows = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_message_facts o on o.id = t.message_id where t.manifest_id = $1 order by t.id`,
    [manifestId],
  );
  return rows.map((r) => ({ ...r, CreatedAt: iso(r.CreatedAt)! }));
}

export async function transmissionOfMessage(q: Queryable, messageId: number): Promise<TransmissionRow | undefined> {
  const [row] = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_message_facts o on o.id = t.message_id where t.message_id = $1 for update of t`,
    [messageId],
  );
  return row;
}

export async function setOutcome(tx: Queryable, transmissionId: number, outcome: 'ACCEPTED' | 'REJECTED' | 'FAILED'): Promise<void> {
  await tx.query(`update manifest_transmissions set outcome = $2 where id = $1 and outcome = 'PENDING'`, [transmissionId, outcome]);
}

/** A transmission given up on that customs answered all the same: open again for customs' answer (the outbox marks its message delivered). */
export async function reopenTransmission(tx: Queryable, messageId: number): Promise<void> {
  await tx.query(`update manifest_transmissions set outcome = 'PENDING' where message_id = $1 and outcome = 'FAILED'`, [messageId]);
}

/** The manifest's latest transmission's id (the one its state is about). */
export async function latestTransmissionId(tx: Queryable, manifestId: number): Promise<number | undefined> {
  const [row] = await tx.query<{ id: string }>('select id from manifest_transmissions where manifest_id = $1 order by id desc limit 1', [manifestId]);
  return row ? Number(row.id) : undefined;
}

/** A failed message sent again: queued now with fresh attempts (the same idempotency key: the counterpart dedupes). */
export async function requeueMessage(tx: Queryable, messageId: number): Promise<void> {
  await requeueOutbound(tx, messageId);
  await tx.query(`update manifest_transmissions set outcome = 'PENDING' where message_id = $1`, [messageId]);
}
/**
 * The transmission a receipt answers, by what its reference names (a receipt may arrive before our side
 * learnt the message was transmitted — a timeout after customs kept it — so it names no message yet).
 */
export async function transmissionByRef(q: Queryable, ref: { manifestId: number; kind: string; version: number }): Promise<TransmissionRow | undefined> {
  const [row] = await q.query<TransmissionRow>(
    `select ${TRANSMISSION} from manifest_transmissions t join outbound_message_facts o on o.id = t.message_id
      where t.manifest_id = $1 and t.kind = $2 and t.payload_version = $3 order by t.id desc limit 1 for update of t`,
    [ref.manifestId, ref.kind, ref.version],
  );
  return row;
}
