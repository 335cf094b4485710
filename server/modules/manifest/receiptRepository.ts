import type { Queryable } from '../../db/types';
import { MANIFEST_CHANNELS } from './payload';
import { postMessages } from '../messages/public';
import { iso } from './repository';

/** The receipts customs answered a manifest's transmissions with, and who is told of one. */

export interface ReceiptRow {
  At: string;
  Kind: string;
  Code: string;
  Text: string;
  ExternalRef: string;
  MessageId: number | null;
  Seq: number;
  Simulated: boolean;
  Fields: string[];
}

/** Customs' receipts of a manifest (its messages' and its stage sequence), in the order they were applied. */
export async function receiptsOf(q: Queryable, manifestId: number, refs: { messageIds: number[]; stageRef: string }): Promise<ReceiptRow[]> {
  const rows = await q.query<ReceiptRow & { raw: string }>(
    `select r.received_at as "At", r.code as "Kind", r.raw, r.text as "Text", r.external_ref as "ExternalRef", r.message_id::int as "MessageId", r.seq as "Seq",
            r.simulated as "Simulated"
       from inbound_receipt_facts r
      where r.channel = any($3::text[]) and (r.message_id = any($1::bigint[]) or r.external_ref = $2 or r.external_ref in (select external_ref from outbound_message_facts where id = any($1::bigint[])))
      order by coalesce(r.processed_at, r.received_at), r.id`,
    [refs.messageIds, refs.stageRef, MANIFEST_CHANNELS],
  );
  void manifestId;
  return rows.map(({ raw, ...r }) => {
    let body: { code?: string; fields?: { Path?: string }[] } = {};
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      body = {};
    }
    // the foreign customs name the fields in the check's paths (`Consignee.CITY`, `/Isf/IOR_NO`): answered as pointers
    const fields = (Array.isArray(body.fields) ? body.fields : []).map((f) => String(f.Path ?? '')).filter(Boolean);
    const pointers = fields.map((f) =>
      f.startsWith('/')
        ? f
        : `/${f
            .replace(/\[([^\]]*)\]/g, '.$1')
            .split('.')
            .filter(Boolean)
            .join('/')}`,
    );
    return { ...r, Code: String(body.code ?? ''), Fields: pointers, At: iso(r.At)! };
  });
}

/** The owner's message (through the messages module): a customs rejection told to whoever made the manifest. */
export async function messageOwner(
  tx: Queryable,
  employeeId: number | null,
  m: { title: string; titleEn: string; description: string; link: string },
): Promise<void> {
  if (!employeeId) return;
  await postMessages(tx, [{ ...m, to: { employeeId } }]);
}
