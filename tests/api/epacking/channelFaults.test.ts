import { beforeAll, describe, expect, it } from 'vitest';
import { runTerminalChannel } from '../../../server/modules/epacking/channel';
import { ECP_STATUS } from '../../../src/domain/epacking/status';
import { withTestApp } from '../support/build';
import { simulatorOn } from './channelKit';
import { CUSTOMER, kit, ok, OPERATOR, packingList } from './support';

/**
 * The TERMINAL_CLP channel under faults (operations.md §17.2): the simulated terminal times out,
 * answers 5xx, sends receipts twice and out of order. Every request is delivered to the terminal
 * once (its record is one row however often it was sent), every receipt is applied once and in the
 * terminal's order, and every request ends as the terminal decided: acknowledged, or rejected with
 * its reason (every fourth has no seal).
 */
const t = withTestApp({ modules: ['epacking'] });
const k = kit(t);
beforeAll(() => k.signIn(CUSTOMER, OPERATOR));
const N = 16;

describe('the terminal channel with timeouts, 5xx, duplicate and reordered receipts', () => {
  it('delivers each message once and applies each receipt once, in order', async () => {
    const ids: number[] = [];
    for (let i = 0; i < N; i++) {
      const pkl = await packingList(t.db, i % 4 === 3 ? { seal: '' } : {});
      ids.push(ok<{ Id: number }>(await k.apply(CUSTOMER, pkl.id, 1)).Id);
    }
    ok(await k.decide(ids, true));
    const adapter = simulatorOn(t.db, { delayMs: 500, jitterMs: 19_500, faults: { timeout: 0.3, '5xx': 0.3, duplicate: 0.5, reorder: 0.5 } });
    let now = Date.now();
    const open = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from eclp_requests where id = any($1::int[]) and ecp_status not in (5, 6)', [ids]))[0]!.n;
    for (let round = 0; round < 60 && (await open()) > 0; round++) {
      // a round every 20 s, a retry minute of 5 s: the schedule's minutes pass within the test
      now += 20_000;
      await runTerminalChannel(t.db, adapter, new Date(now), 5_000);
    }
    expect(await open()).toBe(0);
    const rows = await t.db.query<{
      id: number;
      status: number;
      error: string;
      decision: string;
      times: number;
      acked: number;
      rejected: number;
      received: number;
    }>(
      `select r.id::int, r.ecp_status as status, r.ecp_error as error, s.decision, s.times_received as times,
              (select count(*)::int from doc_events e where e.doc_type = 'eclp' and e.doc_id = r.id::text and e.type = 'v1.EclpAcknowledged') as acked,
              (select count(*)::int from doc_events e where e.doc_type = 'eclp' and e.doc_id = r.id::text and e.type = 'v1.EclpTerminalRejected') as rejected,
              (select count(*)::int from doc_events e where e.doc_type = 'eclp' and e.doc_id = r.id::text and e.type = 'v1.EclpTerminalReceived') as received
         from eclp_requests r join sim_terminal_clp s on s.ref = r.ecp_no where r.id = any($1::int[]) order by r.id`,
      [ids],
    );
    expect(rows).toHaveLength(N); // each reached the terminal: one record each
    for (const [i, r] of rows.entries()) {
      if (i % 4 === 3) expect([r.decision, r.status, r.acked, r.rejected, r.received]).toEqual(['REJECTED', ECP_STATUS.TERMINAL_REJECTED, 0, 1, 1]);
      else expect([r.decision, r.status, r.acked, r.rejected, r.received]).toEqual(['ACCEPTED', ECP_STATUS.ACKNOWLEDGED, 1, 0, 1]);
    }
    const [receipts] = await t.db.query<{ n: number; open: number }>(
      `select count(*)::int as n, count(*) filter (where processed_at is null)::int as open from inbound_receipts i join eclp_requests r on r.ecp_no = i.external_ref
        where i.channel = 'TERMINAL_CLP' and r.id = any($1::int[])`,
      [ids],
    );
    expect(receipts).toEqual({ n: 2 * N, open: 0 }); // two receipts each, the duplicates dropped
    // the faults did strike: some messages were sent more than once, and the terminal kept one record of each
    expect(rows.some((r) => r.times > 1)).toBe(true);
    // applied in the terminal's order: RECEIVED (seq 1) before the decision (seq 2), however they arrived
    const order = await t.db.query<{ id: string; types: string[] }>(
      `select doc_id as id, array_agg(type order by id) as types from doc_events where doc_type = 'eclp' and doc_id = any($1::text[])
        and type in ('v1.EclpTerminalReceived', 'v1.EclpAcknowledged', 'v1.EclpTerminalRejected') group by doc_id`,
      [ids.map(String)],
    );
    for (const o of order) expect(o.types[0], o.id).toBe('v1.EclpTerminalReceived');
  }, 120_000);
});
