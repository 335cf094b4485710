import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db/open';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { ManifestRow } from '../../../src/contract/manifest';
import { MFT_STATUS as S } from '../../../src/domain/manifest/status';
import { employeeToken } from '../../support/apiSession';
import { seededDb } from '../support/build';
import { getData, killableServer, killRepeatedly, untilNoneWaiting } from '../support/killedServer';
import { sentManifests, STAFF } from './manifestApp';

/**
 * The server is killed (SIGKILL) while the CN_MANIFEST channel sends (operations.md §7, §17.2), as the
 * VGM and terminal channels' tests do: MANIFESTS manifests made from approved SIs, submitted and sent
 * (their messages wait in the outbox); the real server on embedded PGlite on disk with the simulated
 * single window failing on demand (timeouts after keeping a message, 5xx, duplicate and reordered
 * receipts), its retry minute 40 ms, a simulated second 20 ms; killed at moments spread over the
 * delivery and started again on the same files. In the end each manifest reached customs once (one
 * submission per message), each receipt was kept and applied once and in order, and every manifest
 * is in the state its receipts say (accepted).
 */
const PORT = 4205; // the manifest kill test's port (4201-4260: specs that start their own server)
/** CI's size; MFT_KILL_MANIFESTS=500 runs the size by hand (docs/testing.md: the figures of that run). */
const MANIFESTS = Number(process.env.MFT_KILL_MANIFESTS ?? 60);
const KILLS = [150, 250, 350, 450];
const FAULTS = { timeout: 0.2, '5xx': 0.2, duplicate: 0.3, reorder: 0.3 };
const server = killableServer(PORT, 'manifest', {
  MANIFEST_CHANNEL_EVERY_MS: '100',
  JOBS_POLL_MS: '100',
  OUTBOX_MINUTE_MS: '40',
  SIM_CN_MANIFEST_DELAY_MS: '20',
  SIM_CN_MANIFEST_FAULTS: Object.entries(FAULTS)
    .map(([f, rate]) => `${f}:${rate}`)
    .join(','),
});
let ids: number[] = [];

async function prepareDatabase() {
  const startedAt = Date.now();
  const db = await seededDb(server.dataDir);
  const seeded = Date.now();
  ids = await sentManifests(db, MANIFESTS, 'KMFU', 100);
  await db.close();
  console.log(
    `prepared: seeded in ${((seeded - startedAt) / 1000).toFixed(1)} s, ${MANIFESTS} manifests made and sent in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
  );
}

let token = '';
/** The manifests not decided at the last count, as id:state (what a failure names). */
let stillWaiting: string[] = [];
/** How many of the manifests customs has not decided yet, as the staff's list shows them. */
async function waiting(): Promise<number> {
  token ||= await employeeToken(server.base, STAFF);
  const mine = new Set(ids);
  let undecided = 0;
  stillWaiting = [];
  // page by page: the run's manifests may be more than one page holds
  for (let p = 1; ; p++) {
    const page = await getData<{ Items: ManifestRow[] }>(server, token, `${ENDPOINTS.manifestList}?PageSize=200&Page=${p}&Stage=all&BlNo=COSU`);
    const open = page.Items.filter((r) => mine.has(r.Id) && r.MFT_STATUS !== S.ACCEPTED && r.MFT_STATUS !== S.REJECTED);
    undecided += open.length;
    stillWaiting.push(...open.map((r) => `${r.Id}:${r.MFT_STATUS}`));
    if (page.Items.length < 200) return undecided;
  }
}

describe('the server is killed (SIGKILL) while the customs manifest channel sends', () => {
  beforeAll(prepareDatabase, 240_000);
  afterAll(() => server.kill());

  it('each manifest reaches customs once, each receipt is applied once, every manifest accepted', async () => {
    const startedAt = Date.now();
    const atKills = await killRepeatedly(server, KILLS, waiting);
    expect(atKills[0], `undecided at each kill: ${atKills.join(', ')}`).toBeGreaterThan(0);
    expect(await untilNoneWaiting(waiting), `undecided: ${stillWaiting.join(', ')}`).toBe(0);
    await server.stop();
    const seconds = (Date.now() - startedAt) / 1000;

    const db = await openDb({ dataDir: server.dataDir });
    try {
      const rows = await db.query<{ id: number; status: number; subs: number; times: number; msgs: number; attempts: number; refs: string }>(
        `select m.id::int, m.mft_status::int as status,
                (select count(*)::int from sim_cn_manifest_submissions s where s.manifest_id = m.id and s.kind = 'MAIN') as subs,
                (select coalesce(sum(s.times_received), 0)::int from sim_cn_manifest_submissions s where s.manifest_id = m.id and s.kind = 'MAIN') as times,
                (select count(*)::int from outbound_messages o where o.channel = 'CN_MANIFEST' and o.doc_id = m.id) as msgs,
                (select coalesce(sum(o.attempts), 0)::int from outbound_messages o where o.channel = 'CN_MANIFEST' and o.doc_id = m.id) as attempts,
                (select string_agg(r.code || '#' || r.seq, ',' order by r.seq) from inbound_receipts r
                  where r.channel = 'CN_MANIFEST' and r.external_ref like 'MFT' || m.id || 'AV%' and r.processed_at is not null) as refs
           from manifests m where m.id = any($1::bigint[]) order by m.id`,
        [ids],
      );
      expect(rows).toHaveLength(MANIFESTS);
      for (const r of rows) expect([r.msgs, r.subs, r.status, r.refs], String(r.id)).toEqual([1, 1, S.ACCEPTED, 'ACK#1,ACCEPTED#2']);
      const open = await db.query(`select 1 from inbound_receipts where channel = 'CN_MANIFEST' and processed_at is null`);
      expect(open).toEqual([]);
      const histories = await db.query<{ doc_id: string; types: string }>(
        `select doc_id, string_agg(type, ',' order by id) as types from doc_events where doc_type = 'manifest' and actor_kind = 'gateway' and doc_id = any($1::text[]) group by doc_id`,
        [ids.map(String)],
      );
      expect(histories).toHaveLength(MANIFESTS);
      // a message whose every attempt failed after one had reached customs: customs' answer proves delivery
      const afterAll = histories.filter((h) => h.types.startsWith('v1.ManifestDeliveredAfterAll,'));
      for (const h of histories) expect(h.types.replace(/^v1\.ManifestDeliveredAfterAll,/, ''), h.doc_id).toBe('v1.ManifestAcknowledged,v1.ManifestAccepted');
      const resends = rows.reduce((n, r) => n + r.times - 1, 0);
      const attempts = rows.reduce((n, r) => n + r.attempts, 0);
      console.log(
        `customs manifest channel under kills (${KILLS.length} SIGKILLs, undecided at each: ${atKills.join(', ')}): ${MANIFESTS} manifests, ` +
          `${attempts} send attempts, ${resends} resends deduplicated by the simulated single window, ${afterAll.length} given up by our outbox yet answered by customs; ${seconds.toFixed(1)} s from the first start to the last answer`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
