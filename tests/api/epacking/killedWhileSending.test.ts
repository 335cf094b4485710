import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db/open';
import { epackingService } from '../../../server/modules/epacking/service';
import { employeeToken } from '../../support/apiSession';
import { seededDb } from '../support/build';
import { actorOf, getData, killableServer, killRepeatedly, untilNoneWaiting } from '../support/killedServer';
import { packingList } from './support';

/**
 * The server is killed (SIGKILL) between sending load plans to the terminal and applying its
 * receipts (operations.md §17.2, issue 34): REQUESTS approved requests wait in the outbox; the real
 * server runs on embedded PGlite on disk with the simulated terminal failing on demand (timeouts,
 * 5xx, duplicate and reordered receipts), its retry minute shortened to 40 ms; it is killed KILLS
 * times at moments spread over the delivery and started again on the same files. In the end every
 * message reached the terminal once (one record of it, however often it was sent), every receipt was
 * applied once and in order, and every request is in the state the terminal decided.
 */
const PORT = 4207; // the range 4200–4209 is for servers of fault tests
const REQUESTS = 16;
const KILLS = [400, 800, 1300, 1900];
const server = killableServer(PORT, 'clp', {
  TERMINAL_CLP_EVERY_MS: '100',
  JOBS_POLL_MS: '100',
  OUTBOX_MINUTE_MS: '40',
  SIM_TERMINAL_CLP_DELAY_MS: '150',
  SIM_TERMINAL_CLP_JITTER_MS: '300',
  SIM_TERMINAL_CLP_FAULTS: 'timeout:0.2,5xx:0.2,duplicate:0.3,reorder:0.3',
});
const numbers: string[] = [];

/** REQUESTS packing lists applied for and approved (their messages in the outbox), every fourth without a seal. */
async function prepareDatabase() {
  const db = await seededDb(server.dataDir);
  const operator = await actorOf(db, 'admin@demo.test', 'platform');
  const s = epackingService(db, true);
  const ids: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const pkl = await packingList(db, i % 4 === 3 ? { seal: '' } : {});
    const applied = await s.apply(operator, { PKL_ID: pkl.id, Kind: 1 });
    if (!applied.ok) throw new Error(applied.message);
    ids.push(applied.value.Id);
    numbers.push(applied.value.ECP_NO);
  }
  const decided = await s.decide(operator, { Ids: ids, Approve: true }, { reading: { ok: true, key: undefined }, hash: '' });
  if (!decided.ok) throw new Error(decided.message);
  await db.close();
}

let token = '';
/** How many of the requests the terminal has not answered yet, as the audit list shows them. */
async function waiting(): Promise<number> {
  const page = await getData<{ Items: { ECP_NO: string; ECP_STATUS: number }[] }>(server, token, '/api/ElectronicPacking/List?PageSize=500');
  return page.Items.filter((r) => numbers.includes(r.ECP_NO) && r.ECP_STATUS !== 5 && r.ECP_STATUS !== 6).length;
}

describe('the server is killed (SIGKILL) while the terminal channel sends', () => {
  beforeAll(prepareDatabase, 240_000);
  afterAll(() => server.kill());

  it('every message reaches the terminal once and every receipt is applied once', async () => {
    await killRepeatedly(server, KILLS);
    token = await employeeToken(server.base, 'admin@demo.test');
    expect(await untilNoneWaiting(waiting)).toBe(0);
    await server.stop();

    const db = await openDb({ dataDir: server.dataDir });
    try {
      const rows = await db.query<{ ecp_no: string; status: number; decision: string | null; times: number; acked: number; rejected: number }>(
        `select r.ecp_no, r.ecp_status as status, s.decision, s.times_received as times,
                (select count(*)::int from doc_events e where e.doc_type = 'eclp' and e.doc_id = r.id::text and e.type = 'v1.EclpAcknowledged') as acked,
                (select count(*)::int from doc_events e where e.doc_type = 'eclp' and e.doc_id = r.id::text and e.type = 'v1.EclpTerminalRejected') as rejected
           from eclp_requests r left join sim_terminal_clp s on s.ref = r.ecp_no where r.ecp_no = any($1::text[]) order by r.id`,
        [numbers],
      );
      expect(rows).toHaveLength(REQUESTS);
      for (const [i, r] of rows.entries()) {
        if (i % 4 === 3) expect([r.decision, r.status, r.acked, r.rejected], r.ecp_no).toEqual(['REJECTED', 6, 0, 1]);
        else expect([r.decision, r.status, r.acked, r.rejected], r.ecp_no).toEqual(['ACCEPTED', 5, 1, 0]);
      }
      const [sims] = await db.query<{ n: number }>('select count(*)::int as n from sim_terminal_clp where ref = any($1::text[])', [numbers]);
      expect(sims!.n).toBe(REQUESTS);
      const [receipts] = await db.query<{ n: number; open: number }>(
        `select count(*)::int as n, count(*) filter (where processed_at is null)::int as open from inbound_receipts where channel = 'TERMINAL_CLP' and external_ref = any($1::text[])`,
        [numbers],
      );
      expect(receipts).toEqual({ n: 2 * REQUESTS, open: 0 });
      const resent = rows.filter((r) => r.times > 1).length;
      console.log(
        `terminal channel under kills (${KILLS.length} SIGKILLs): ${REQUESTS} load plans, ${resent} sent more than once and deduplicated by the terminal`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
