// One side of the live bench (bench/live.ts): a server's memory per socket and the delivery time
// of global messages to all of them; and the sessions the sockets authenticate with.
import type { Db } from '../server/db/types';
import { createSession, DEFAULT_SESSION_POLICY } from '../server/platform/auth/sessionRepository';
import { Fleet } from './liveFleet';
import { collectGarbage, quantile, round, rssKiB, sleep } from './serverProcess';

export interface SideResult {
  /** Seconds to open and authenticate all sockets (in batches). */
  openSec: number;
  rssBeforeMiB: number;
  rssAfterMiB: number;
  /**
   * (RSS after all sockets are authenticated − RSS before) / sockets, each reading right after a
   * full GC. Coarse: RSS also moves with pages the heap had committed but not used, with the
   * allocator and (PGlite) the embedded database, by tens of MiB either way.
   */
  perSocketKiB: number;
  /** The same for the JS heap in use after a full GC (steadier than RSS, which also moves with the database's and the allocator's own memory). */
  heapPerSocketKiB: number;
  /** From the moment the send call was issued until each socket had the frame, over sockets and rounds. */
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  deliveryMaxMs: number;
  /** How long the send call itself took to answer (median over rounds). */
  sendCallMs: number;
  /** Frames received / (sockets × rounds): must be 1. */
  received: number;
}

/** Opens the sockets against one server, sends `rounds` messages after a warm-up, measures. */
export async function measure(
  wsUrl: string,
  pid: number,
  inspectPort: number,
  tokens: string[],
  batch: number,
  rounds: number,
  send: (title: string) => Promise<unknown>,
  log: (line: string) => void,
): Promise<SideResult> {
  // warm up: the auth path (JIT, the database's caches) with a first batch that is closed again
  const warm = new Fleet(wsUrl);
  try {
    await warm.openAll(tokens.slice(0, Math.min(batch, tokens.length)), batch);
  } finally {
    warm.closeAll();
  }
  await sleep(1000);
  const heapBefore = (await collectGarbage(inspectPort)).heapUsedBytes;
  const rssBefore = rssKiB(pid);
  const fleet = new Fleet(wsUrl);
  try {
    const openSec = await fleet.openAll(tokens, batch);
    log(`  ${tokens.length} sockets authenticated in ${openSec.toFixed(1)} s`);
    await sleep(1000);
    const heapAfter = (await collectGarbage(inspectPort)).heapUsedBytes;
    const rssAfter = rssKiB(pid);
    const times: number[] = [];
    const sendMs: number[] = [];
    // round 0 warms the send path up and is not counted
    for (let i = 0; i <= rounds; i++) {
      const title = `bench global ${i} ${Date.now()}`;
      const r = await fleet.deliver(title, () => send(title));
      if (i > 0) {
        times.push(...r.times);
        sendMs.push(r.sendMs);
      }
      await sleep(1000);
    }
    return {
      openSec: round(openSec, 1),
      rssBeforeMiB: round(rssBefore / 1024, 1),
      rssAfterMiB: round(rssAfter / 1024, 1),
      perSocketKiB: round((rssAfter - rssBefore) / tokens.length, 1),
      heapPerSocketKiB: round((heapAfter - heapBefore) / 1024 / tokens.length, 1),
      deliveryP50Ms: round(quantile(times, 0.5), 1),
      deliveryP99Ms: round(quantile(times, 0.99), 1),
      deliveryMaxMs: round(Math.max(...times), 1),
      sendCallMs: round(quantile(sendMs, 0.5), 1),
      received: round(times.length / (tokens.length * rounds), 4),
    };
  } finally {
    fleet.closeAll();
  }
}

/** Sessions for the sockets, made through the server's session repository before it starts. */
export async function makeSessions(db: Db, n: number): Promise<string[]> {
  // people with a company account, not the platform admin (who signs in through the API to send)
  const owners = await db.query<{ user_id: string; id: string }>(
    `select e.user_id, e.id from employees e join companies c on c.id = e.company_id join users u on u.id = e.user_id
     where e.status = 'active' and c.status = 'active' and u.account <> 'admin@demo.test' order by e.id`,
  );
  if (!owners.length) throw new Error('no employees to open sessions for');
  // several sessions of one employee side by side, as when one person has several tabs and devices
  const policy = { ...DEFAULT_SESSION_POLICY, singleSessionPerEmployee: false };
  return db.transaction(async (tx) => {
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const o = owners[i % owners.length]!;
      tokens.push(await createSession(tx, { userId: o.user_id, employeeId: o.id, mode: 'userBindEmployee' }, policy));
    }
    return tokens;
  });
}
