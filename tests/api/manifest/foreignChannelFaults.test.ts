import { describe, expect, it } from 'vitest';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { FOREIGN_SIM_TABLES } from '../../../server/modules/manifest/simulatorForeignRepository';
import { driveForeign, sentForeign } from './foreignApp';
import { manifestApp } from './manifestApp';

/**
 * The US AMS, US ISF and EU ENS channels under faults (operations.md §17.2), 20 manifests each: the
 * simulated customs time out after keeping a message, answer 5xx, send every receipt twice and the
 * provider's ACK after customs' answer. Whatever happens each manifest reaches customs once (it dedupes
 * on the idempotency key), each receipt is kept once and applied once, in customs' order, and the
 * states are what the receipts say.
 */
const { t } = manifestApp();
const pid = process.pid % 1000;

describe('every foreign channel under faults', () => {
  for (const channel of ['US_AMS', 'US_ISF', 'EU_ENS'] as const)
    it(`${channel}: 20 manifests through timeouts, 5xx, duplicates and reordering — each reaches customs once, each receipt applied once, in order`, async () => {
      const ids = await sentForeign(t.db, channel, 20, { US_AMS: 'FAMU', US_ISF: 'FISU', EU_ENS: 'FENU' }[channel], pid * 10);
      const tally = { polled: 0 };
      const done = async () =>
        (
          await t.db.query<{ n: number }>(
            `select (select count(*) from manifests where id = any($1::bigint[]) and mft_status not in (9, 8, 7))
                  + (select count(*) from outbound_messages where channel = $2 and doc_id = any($1::bigint[]) and status in ('QUEUED', 'SENDING'))
                  + (select count(*) from inbound_receipts where channel = $2 and processed_at is null) as n`,
            [ids, channel],
          )
        )[0]!.n === 0;
      await driveForeign(t.db, channel, { faults: { timeout: 0.3, '5xx': 0.2, duplicate: 1, reorder: 1 } }, { rounds: 120, stepMs: 3000, until: done, tally });
      const table = FOREIGN_SIM_TABLES[channel];
      const subs = await t.db.query<{ id: number; times: number }>(
        `select manifest_id::int as id, times_received as times from ${table} where manifest_id = any($1::bigint[])`,
        [ids],
      );
      expect(new Set(subs.map((s) => s.id)).size, 'one submission per manifest at customs').toBe(subs.length);
      const states = await t.db.query<{ id: number; s: number }>('select id::int, mft_status::int as s from manifests where id = any($1::bigint[])', [ids]);
      const reached = new Set(subs.map((s) => s.id));
      expect(states.filter((r) => r.s !== (reached.has(r.id) ? S.ACCEPTED : S.SEND_FAILED))).toEqual([]);
      const kept = await t.db.query<{ n: number; applied: number }>(
        `select count(*)::int as n, count(processed_at)::int as applied from inbound_receipts where channel = $1 and external_ref like any($2::text[]) group by external_ref`,
        [channel, ids.map((id) => `MFT${id}AV%`)],
      );
      const perMessage = channel === 'EU_ENS' ? 3 : 2;
      expect(kept.every((k) => k.n === perMessage && k.applied === perMessage)).toBe(true);
      expect(tally.polled, 'every receipt came twice, the copies dropped').toBeGreaterThanOrEqual(2 * perMessage * reached.size);
      // reordered: the ACK came after customs' answer, yet each history is ACK first, then the answer
      const histories = await t.db.query<{ types: string }>(
        `select string_agg(type, ',' order by id) as types from doc_events where doc_type = 'manifest' and actor_kind = 'gateway' and doc_id = any($1::text[]) group by doc_id`,
        [[...reached].map(String)],
      );
      const expected =
        channel === 'EU_ENS' ? 'v1.ManifestAcknowledged,v1.ManifestAccepted,v1.ManifestRiskAssessed' : 'v1.ManifestAcknowledged,v1.ManifestAccepted';
      expect(histories.map((h) => h.types)).toEqual([...reached].map(() => expected));
    }, 20_000);
});
