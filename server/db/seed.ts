import type { Db } from './types';
import { SERVER_MODULES } from '../modules';
import { seedSteps, type SeedStep } from '../modules/module';
import { syncMenuButtons } from '../modules/access/public';

// Any number works (not the migrations' one); every process agrees on it, so two processes
// starting together on one PostgreSQL database seed each step once (the second waits, then finds
// the step recorded) instead of both running it and one failing on seed_runs' key.
const SEED_LOCK = 72_620_002;

/**
 * The seed data, each step applied once: a run is recorded in seed_runs, and rows are inserted
 * with `on conflict do nothing`, so what people changed is never overwritten. The steps are the
 * modules' own (server/modules/index.ts, in registry order). Names recorded by steps that no longer
 * exist (`access-buttons-v2`, `-v3`: the button sync replaced them) are simply never looked at.
 *
 * Then, at every start, the menu buttons are synced from the access table (only missing pairs
 * are added). Returns whether any step ran or any button was added. Each transaction takes an
 * advisory lock first, so processes starting together on one database do not race.
 */
export async function seed(db: Db, steps: readonly SeedStep[] = seedSteps(SERVER_MODULES)): Promise<boolean> {
  let ran = false;
  // the steps recorded as run, read once: such a step is never run again, so it needs neither the lock
  // nor a transaction of its own (one each was most of a start on a seeded database)
  const recorded = new Set((await db.query<{ name: string }>('select name from seed_runs')).map((r) => r.name));
  for (const step of steps) {
    if (recorded.has(step.name)) continue;
    const did = await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
      const done = await tx.query('select 1 from seed_runs where name = $1', [step.name]);
      if (done.length) return false;
      await step.run(tx);
      await tx.query('insert into seed_runs (name) values ($1)', [step.name]);
      return true;
    });
    ran ||= did;
  }
  const added = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SEED_LOCK]);
    return syncMenuButtons(tx);
  });
  return ran || added > 0;
}
