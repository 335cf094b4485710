import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Queryable } from '../../../server/db/types';
import { type Actor, loadActor } from '../../../server/platform/access/grants';
import { WEB_VERSION } from '../../../src/contract/endpoints';
import { ownServer } from '../../e2e/support/ownServer';

/**
 * What the tests that SIGKILL a real server while a channel sends share (operations.md §17.2, issue
 * 34: the terminal's and the carrier's VGM channel): the server on a folder of its own, prepared
 * before its first start; the demo person whose services prepare it; the kills; the wait for the
 * last answers; a signed-in GET of the restarted server.
 */

/** A server process on a new folder of its own (`name` tells the folders apart in tmp), with its settings `env`. */
export const killableServer = (port: number, name: string, env: Record<string, string>) =>
  ownServer(port, mkdtempSync(join(tmpdir(), `freight-kill-${name}-`)), env);
export type KillableServer = ReturnType<typeof killableServer>;

/** A demo account's employee (of a company of `kind`, when it has several) as the services' Actor. */
export async function actorOf(db: Queryable, account: string, kind?: Actor['companyKind']): Promise<Actor> {
  const [row] = await db.query<{ id: string }>(
    `select e.id::text from employees e join users u on u.id = e.user_id join companies c on c.id = e.company_id
      where u.account = $1 and ($2::text is null or c.kind = $2) order by e.is_default desc, e.id limit 1`,
    [account, kind ?? null],
  );
  const actor = row && (await loadActor(db, row.id));
  if (!actor) throw new Error(`no employee of ${account}${kind ? ` in a ${kind} company` : ''}`);
  return actor;
}

/**
 * Starts the server and kills it (SIGKILL) `after` ms later, once for each of `kills`, then starts
 * it for good. `atKill`, when given, runs just before each kill (the server still up) and its
 * answers are returned: what the delivery had reached at each kill.
 */
export async function killRepeatedly<T>(server: KillableServer, kills: readonly number[], atKill?: () => Promise<T>): Promise<T[]> {
  const seen: T[] = [];
  for (const after of kills) {
    await server.start();
    await new Promise((r) => setTimeout(r, after));
    if (atKill) seen.push(await atKill());
    await server.kill();
  }
  await server.start();
  return seen;
}

/**
 * Asks `waiting` every 100 ms until it answers 0 or `ms` have passed; answers its last count (every
 * 300 ms before: 150 ms lost on average past the last answer; a count is one list call, cheap beside the delivery).
 */
export async function untilNoneWaiting(waiting: () => Promise<number>, ms = 90_000): Promise<number> {
  const until = Date.now() + ms;
  let n = await waiting();
  while (n > 0 && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    n = await waiting();
  }
  return n;
}

/** A signed-in GET of the server's API: its `Data`. */
export async function getData<T>(server: KillableServer, token: string, path: string): Promise<T> {
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}`, 'web-version': WEB_VERSION } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { Data: T }).Data;
}
