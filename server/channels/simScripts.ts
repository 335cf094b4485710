import type { Db, Queryable } from '../db/types';
import type { Receipt } from './outbox';

/**
 * A simulator's scripted receipts (operations.md §17.2): what a simulated counterpart will answer a
 * message, kept as a JSON script beside what it received (`sim_*` tables: idempotency_key, the
 * reference column, script). A poll answers every receipt due and not acknowledged, each message's
 * in its script's order; until acknowledged it is answered again, as a counterpart's feed is (a poll
 * we did not keep is not lost). Channels after the carrier booking one use this instead of writing
 * their own poll and acknowledgement.
 */

/** One receipt the simulated counterpart will send. */
export interface ScriptStep {
  Seq: number;
  Code: string;
  Text: string;
  /** The channel's own receipt content (the reason, an acknowledgement number …). */
  Body: Record<string, unknown>;
  DueAt: string;
  Sent: number;
}

type Row = { idempotency_key: string; ref: string; script: ScriptStep[] };

export function scriptStore(table: string, refColumn: string) {
  return {
    /**
     * The receipts due by `now` and not yet acknowledged, per message in the script's order; `twice` repeats one (a duplicate on the wire).
     * `script @> …` (a step not yet sent) lets a table index only those rows (sim_mailbox: migration 129).
     */
    async due(db: Db, now: Date, twice: (key: string, seq: number) => boolean = () => false): Promise<Receipt[]> {
      const rows = await db.query<Row>(
        `select idempotency_key, ${refColumn} as ref, script from ${table}
          where script @> '[{"Sent": 0}]'
            and exists (select 1 from jsonb_array_elements(script) s where (s ->> 'Sent')::int = 0 and (s ->> 'DueAt')::timestamptz <= $1::timestamptz)`,
        [now.toISOString()],
      );
      const out: Receipt[] = [];
      for (const row of rows) {
        const due = row.script.filter((s) => !s.Sent && Date.parse(s.DueAt) <= now.getTime()).sort((a, b) => (a.DueAt < b.DueAt ? -1 : 1));
        for (const s of due) {
          const receipt: Receipt = { externalRef: row.ref, seq: s.Seq, code: s.Code, text: s.Text, raw: JSON.stringify(s.Body), simulated: true };
          out.push(receipt);
          if (twice(row.idempotency_key, s.Seq)) out.push({ ...receipt });
        }
      }
      return out;
    },

    /** What we kept is sent no more. */
    async acknowledge(db: Db, receipts: readonly Receipt[]): Promise<void> {
      const seqs = new Map<string, Set<number>>();
      for (const r of receipts) seqs.set(r.externalRef, (seqs.get(r.externalRef) ?? new Set()).add(r.seq));
      await db.transaction(async (tx: Queryable) => {
        const rows = await tx.query<Row>(`select idempotency_key, ${refColumn} as ref, script from ${table} where ${refColumn} = any($1::text[]) for update`, [
          [...seqs.keys()],
        ]);
        for (const row of rows) {
          const acked = seqs.get(row.ref)!;
          for (const s of row.script) if (acked.has(s.Seq)) s.Sent = 1;
        }
        // one statement for all of them (a campaign's poll acknowledges hundreds)
        if (rows.length)
          await tx.query(`update ${table} t set script = v.script::jsonb from unnest($1::text[], $2::text[]) as v(k, script) where t.idempotency_key = v.k`, [
            rows.map((r) => r.idempotency_key),
            rows.map((r) => JSON.stringify(r.script)),
          ]);
      });
    },
  };
}
