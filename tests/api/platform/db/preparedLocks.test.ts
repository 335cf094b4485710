import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/types';
import { freshSchema } from '../workers/serverProcesses';

/**
 * Issue 33: calls that read several tables stopped scaling at about 4 workers. An unnamed
 * statement is planned at every call, and the planner locks every index of every table it reads:
 * past a backend's 16 fast-path slots those locks go through PostgreSQL's shared lock table, which
 * all backends queue on. A busy statement now runs prepared (server/db/preparedNames.ts), and its
 * kept generic plan locks only what it uses.
 */
const databaseUrl = process.env.DATABASE_URL;
describe.skipIf(!databaseUrl)('PostgreSQL: a busy statement’s locks', () => {
  let schema: Awaited<ReturnType<typeof freshSchema>>;
  let db: Db;
  beforeAll(async () => {
    schema = await freshSchema(databaseUrl!);
    db = await schema.open();
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await schema?.drop();
  });

  // the booking desk's list as the planner sees it: bookings, their company, vessel call and carrier settings
  const list = `select count(*) as n from booking_orders o join companies c on c.id = o.company_id
    left join vessel_calls vc on vc.id = o.vessel_call_id left join booking_carrier_configs g on g.carrier_code = o.carrier_code
    where (o.company_id = $1 or $2::boolean)`;
  const slowPathLocks = (sql: string) =>
    db.transaction(async (tx) => {
      await tx.query(sql, [1, true]);
      const [row] = await tx.query<{ slow: string; all: string }>(
        `select count(*) filter (where not fastpath) as slow, count(*) as all from pg_locks where pid = pg_backend_pid() and locktype = 'relation'`,
      );
      return { slow: Number(row!.slow), all: Number(row!.all) };
    });

  it('planned afresh, the list locks more relations than the fast path holds', async () => {
    const once = await slowPathLocks(`${list} -- planned once`);
    expect(once.slow).toBeGreaterThan(0);
  });

  it('run often, it is prepared and its kept plan takes every lock in the fast path', async () => {
    for (let i = 0; i < 10; i++) await db.query(list, [1, true]);
    const kept = await slowPathLocks(list);
    expect(kept.slow).toBe(0);
    expect(kept.all).toBeLessThanOrEqual(16);
  });
});
