import { describe, expect, it } from 'vitest';
import { seedDemoEclp } from '../../../server/modules/epacking/seed';
import { withTestApp } from '../support/build';
import { packingList } from './support';

/**
 * The demo's e-packing requests (server/modules/epacking/seed.ts): nothing without demo packing lists
 * in data submitted or approved; with them, a request in every state of §4.2, each transmission with
 * its message, attempts and the terminal's receipts as the channel leaves them.
 */
const t = withTestApp({ modules: ['epacking'] });

describe('the demo e-packing requests', () => {
  it('do nothing without packing lists to hang on, then cover every state', async () => {
    // the snapshot holds the full demo (its requests on the demo packing lists): start from none
    await t.db.query(`delete from eclp_requests`);
    await t.db.query(`delete from inbound_receipts where channel = 'TERMINAL_CLP'`);
    await t.db.query(`delete from outbound_messages where channel = 'TERMINAL_CLP'`);
    await t.db.query(`delete from doc_events where doc_type = 'eclp' or type like 'v1.PackingListEclp%' or type = 'v1.PackingListUnpacked'`);
    await t.db.query(`update packing_lists set pkl_status = 2 where pkl_status in (4, 5)`);
    await t.db.transaction((tx) => seedDemoEclp(tx));
    expect((await t.db.query('select 1 from eclp_requests')).length).toBe(0);
    for (let i = 0; i < 8; i++) await packingList(t.db, { status: 4 + (i % 2) });
    await t.db.transaction((tx) => seedDemoEclp(tx));
    const states = await t.db.query<{ s: number; m: string | null; receipts: number }>(
      `select r.ecp_status as s, m.status as m, (select count(*)::int from inbound_receipts i where i.external_ref = r.ecp_no) as receipts
         from eclp_requests r left join outbound_messages m on m.id = r.ecp_message_id order by r.ecp_status`,
    );
    expect(states.map((r) => r.s)).toEqual([1, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(states.map((r) => [r.s, r.m, r.receipts])).toEqual([
      [1, null, 0],
      [1, null, 0],
      [2, 'QUEUED', 0],
      [3, null, 0],
      [4, 'QUEUED', 0],
      [5, 'ACKED', 2],
      [6, 'NACKED', 2],
      [7, 'FAILED', 0],
      [8, null, 0],
    ]);
    const [accepted] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from doc_events where doc_type = 'packingList' and type = 'v1.PackingListEclpAccepted'`,
    );
    expect(accepted!.n).toBe(1);
  });
});
