import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strikes } from '../../../server/channels/simulation';
import { openDb } from '../../../server/db/open';
import { type DeclareInput, vgmService } from '../../../server/modules/vgm/service';
import { ENDPOINTS } from '../../../src/contract/endpoints';
import type { VgmBooking, VgmLog } from '../../../src/contract/vgm/calls';
import { VGM_STATUS as S } from '../../../src/domain/vgm/status';
import { employeeToken } from '../../support/apiSession';
import { seededDb } from '../support/build';
import { actorOf, getData, killableServer, killRepeatedly, untilNoneWaiting } from '../support/killedServer';
import { CUSTOMER, declaration, isoNumber, method1, newBooking } from './vgmApp';

/**
 * The server is killed (SIGKILL) while it sends VGMs to the carrier (operations.md §6, §17.2, issue
 * 34), as the terminal channel's test does (tests/api/epacking/killedWhileSending.test.ts): the
 * customer has declared and sent the VGM of each of BOXES containers (their messages wait in the
 * outbox); the real server runs on embedded PGlite on disk with the simulated carrier failing on
 * demand (timeouts after keeping the VGM, 5xx, duplicate and reordered receipts), its retry minute
 * shortened to 40 ms; it is killed KILLS times at moments spread over the delivery and started again
 * on the same files. In the end each VGM reached the carrier once (one submission per message,
 * however often it was sent), each receipt was kept and applied once and in order, and none is left
 * waiting.
 */
const PORT = 4208; // the range 4200–4209 is for servers of fault tests
const BOXES = 60;
// short moments after each start: the server's first round after a restart does everything then due at
// once (the receipts fell due while it was down), so a kill later than this finds the delivery finished
const KILLS = [150, 250, 350, 450];
const FAULTS = { timeout: 0.2, '5xx': 0.2, duplicate: 0.3, reorder: 0.3 };
const server = killableServer(PORT, 'vgm', {
  VGM_CHANNEL_EVERY_MS: '100',
  JOBS_POLL_MS: '100',
  OUTBOX_MINUTE_MS: '40',
  SIM_CARRIER_VGM_DELAY_MS: '150',
  // the terminal gets each VGM too (TERMINAL_VGM, without faults here: its own fault test is terminalFaults.test.ts)
  SIM_TERMINAL_VGM_DELAY_MS: '150',
  SIM_CARRIER_VGM_FAULTS: Object.entries(FAULTS)
    .map(([f, rate]) => `${f}:${rate}`)
    .join(','),
});
const boxes = Array.from({ length: BOXES }, (_, i) => isoNumber('KVGU', 100 + i));
let cgo = '';
let ids: number[] = [];

/** A booking of 天祥 with BOXES 40HQ, each container's VGM declared by the customer and sent (the messages in the outbox). */
async function prepareDatabase() {
  const db = await seededDb(server.dataDir);
  const customer = await actorOf(db, CUSTOMER);
  cgo = await newBooking(
    db,
    boxes.map((n) => ({ type: '40HQ', n })),
    48,
  );
  const s = vgmService(db);
  const declared = await s.declare(
    { kind: 'employee', actor: customer },
    declaration(
      cgo,
      boxes.map((n, i) => method1(n, 24_000 + i)),
    ) as DeclareInput,
    { key: undefined, hash: '' },
  );
  if (!declared.ok) throw new Error(declared.message);
  ids = declared.value.Declared.map((d) => d.Id);
  const sent = await s.send(customer, ids);
  if (!sent.ok) throw new Error(sent.message);
  await db.close();
}

let token = '';
/** How many of the booking's VGMs the carrier has not decided yet, as the customer's VGM panel shows them. */
async function waiting(): Promise<number> {
  token ||= await employeeToken(server.base, CUSTOMER);
  const b = await getData<VgmBooking>(server, token, `${ENDPOINTS.vgmList}?CGO_ID=${cgo}`);
  // undecided by the carrier, or still with the terminal (which gets each VGM too)
  const undecided = b.Containers.filter(
    (c) => (c.Latest?.VGM_STATUS !== S.ACCEPTED && c.Latest?.VGM_STATUS !== S.REJECTED) || c.Latest?.TerminalStatus === S.SENT,
  ).length;
  // and the outbox: a send that timed out after the carrier kept it waits for its retry (up to 60 "minutes" of 40 ms)
  // though the carrier's receipts already came — the server's own metrics say how many messages still wait
  const metrics = await (await fetch(`${server.base}/metrics`)).text();
  // (this channel's and the terminal's: the demo data keeps other channels' messages waiting, e.g. a manifest being sent)
  if (!/^freight_database_up 1$/m.test(metrics)) return undecided + 1;
  const outbox = ['CARRIER_VGM', 'TERMINAL_VGM']
    .map((channel) => Number(new RegExp(`^freight_outbox_waiting_messages_by_channel\\{channel="${channel}"\\} (\\d+)`, 'm').exec(metrics)?.[1] ?? 0))
    .reduce((a, b) => a + b, 0);
  return undecided + outbox;
}

/** How far the delivery has come: the VGMs still undecided, the carrier's receipts kept and those applied (two per VGM in the end). */
async function progress(): Promise<{ undecided: number; kept: number; applied: number }> {
  const undecided = await waiting();
  const log = await getData<VgmLog>(server, token, `${ENDPOINTS.vgmLog}?CGO_ID=${cgo}`);
  const carrier = log.Receipts.filter((r) => r.Channel === 'CARRIER_VGM');
  return { undecided, kept: carrier.length, applied: carrier.filter((r) => r.Applied).length };
}

describe('the server is killed (SIGKILL) while the carrier VGM channel sends', () => {
  beforeAll(prepareDatabase, 240_000);
  afterAll(() => server.kill());

  it('each VGM reaches the carrier once, each receipt is applied once, none is left waiting', async () => {
    const startedAt = Date.now();
    // how far the delivery had come at each kill: the kills came during it, not after it
    const atKills = await killRepeatedly(server, KILLS, progress);
    const said = atKills.map((p) => `${p.undecided} waiting (VGMs undecided + outbox messages), receipts ${p.kept} kept ${p.applied} applied`).join('; ');
    expect(atKills[0]!.undecided, said).toBeGreaterThan(0);
    expect(await untilNoneWaiting(waiting)).toBe(0);
    await server.stop();
    const seconds = (Date.now() - startedAt) / 1000;

    const db = await openDb({ dataDir: server.dataDir });
    try {
      const rows = await db.query<{
        id: number;
        cnno: string;
        status: number;
        decision: string | null;
        subs: number;
        times: number;
        msgs: number;
        attempts: number;
      }>(
        `select v.id::int, v.vgm_cnno as cnno, v.vgm_status as status,
                (select s.decision from sim_vgm_submissions s where s.message_ref = 'VGM' || v.id || 'V' || v.vgm_version limit 1) as decision,
                (select count(*)::int from sim_vgm_submissions s where s.message_ref = 'VGM' || v.id || 'V' || v.vgm_version) as subs,
                (select coalesce(sum(s.times_received), 0)::int from sim_vgm_submissions s where s.message_ref = 'VGM' || v.id || 'V' || v.vgm_version) as times,
                (select count(*)::int from outbound_messages m where m.channel = 'CARRIER_VGM' and m.doc_id = v.id) as msgs,
                (select coalesce(sum(m.attempts), 0)::int from outbound_messages m where m.channel = 'CARRIER_VGM' and m.doc_id = v.id) as attempts
           from vgm_declarations v where v.id = any($1::bigint[]) order by v.id`,
        [ids],
      );
      expect(rows).toHaveLength(BOXES);
      for (const r of rows) {
        // one message, one submission at the carrier under that message's key, however often it was sent; accepted by it
        expect([r.msgs, r.subs, r.decision, r.status], r.cnno).toEqual([1, 1, 'ACCEPTED', S.ACCEPTED]);
      }
      const [keys] = await db.query<{ n: number; same: number }>(
        `select count(*)::int as n, count(*) filter (where s.idempotency_key = m.idempotency_key)::int as same
           from sim_vgm_submissions s join outbound_messages m on m.channel = 'CARRIER_VGM' and m.external_ref = s.message_ref
          where m.doc_id = any($1::bigint[])`,
        [ids],
      );
      expect(keys).toEqual({ n: BOXES, same: BOXES });
      // none left waiting in the outbox either: every message transmitted, none given up on
      const outbox = await db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from outbound_messages where channel = 'CARRIER_VGM' and doc_id = any($1::bigint[]) group by status`,
        [ids],
      );
      expect(outbox).toEqual([{ status: 'TRANSMITTED', n: BOXES }]);
      // the terminal got each VGM once too (no packing list here, so no seal: it nacks each, with the reason, once)
      const terminal = await db.query<{ t: number | null; subs: number; applied: number; error: string }>(
        `select v.vgm_terminal_status as t, v.vgm_terminal_error as error,
                (select count(*)::int from sim_terminal_vgm s where s.message_ref = 'VGM' || v.id || 'V' || v.vgm_version) as subs,
                (select count(*)::int from inbound_receipts r where r.channel = 'TERMINAL_VGM' and r.external_ref = 'VGM' || v.id || 'V' || v.vgm_version
                    and r.processed_at is not null) as applied
           from vgm_declarations v where v.id = any($1::bigint[])`,
        [ids],
      );
      for (const r of terminal) expect([r.t, r.subs, r.applied, r.error]).toEqual([S.REJECTED, 1, 1, expect.stringMatching(/^No seal number is known/)]);

      // kept once: two receipts per VGM (RECEIVED, the decision), every copy dropped, none left unapplied
      const refs = rows.map((r) => `VGM${r.id}V1`);
      const receipts = await db.query<{ ref: string; codes: string; open: number }>(
        `select external_ref as ref, string_agg(code || '#' || seq, ',' order by seq) as codes, count(*) filter (where processed_at is null)::int as open
           from inbound_receipts where channel = 'CARRIER_VGM' and external_ref = any($1::text[]) group by external_ref`,
        [refs],
      );
      expect(receipts).toHaveLength(BOXES);
      for (const r of receipts) expect([r.codes, r.open], r.ref).toEqual(['RECEIVED#1,ACCEPTED#2', 0]);
      // some decisions came before their acknowledgement (kept first), yet each history below has them in order
      const [early] = await db.query<{ n: number }>(
        `select count(*)::int as n from inbound_receipts a join inbound_receipts b on b.channel = a.channel and b.external_ref = a.external_ref
          where a.channel = 'CARRIER_VGM' and a.seq = 2 and b.seq = 1 and a.id < b.id and a.external_ref = any($1::text[])`,
        [refs],
      );
      expect(early!.n).toBeGreaterThan(0);

      // applied once and in order: each container's history has one acknowledgement, then one decision
      const histories = await db.query<{ doc_id: string; types: string }>(
        `select doc_id, string_agg(type, ',' order by id) as types from doc_events
          where doc_type = 'vgm' and actor_kind = 'gateway' and actor_id = 'CARRIER_VGM' and doc_id = any($1::text[]) group by doc_id`,
        [boxes.map((n) => `${cgo}/${n}`)],
      );
      expect(histories).toHaveLength(BOXES);
      for (const h of histories) expect(h.types, h.doc_id).toBe('v1.VgmReceivedByCarrier,v1.VgmAccepted');

      // the figures: sends the carrier deduplicated, receipts it sent twice (the simulator's own draw), how far the kills landed
      const keysOf = await db.query<{ key: string }>(`select idempotency_key as key from sim_vgm_submissions where message_ref = any($1::text[])`, [refs]);
      const doubled = keysOf.reduce((n, k) => n + [1, 2].filter((seq) => strikes(FAULTS, k.key, seq, 'duplicate')).length, 0);
      const resends = rows.reduce((n, r) => n + r.times - 1, 0);
      const resent = rows.filter((r) => r.times > 1).length;
      const attempts = rows.reduce((n, r) => n + r.attempts, 0);
      console.log(
        `carrier VGM channel under kills (${KILLS.length} SIGKILLs, at each: ${said}): ${BOXES} VGMs, ${attempts} send attempts, ` +
          `${resends} resends of ${resent} VGMs deduplicated by the carrier, ${doubled} receipts the carrier sent twice (its draw) and were dropped, ${early!.n} decisions before their acknowledgement; ` +
          `${seconds.toFixed(1)} s from the first start to the last answer`,
      );
    } finally {
      await db.close();
    }
  }, 240_000);
});
