import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import type { Db } from '../../../server/db/types';
import { seededDb } from '../support/build';

/**
 * Migration 128: a database seeded before two seed steps were edited in place (crm-access-v1 gained
 * the opportunities page and its buttons for 'CRM 销售' and '销售主管', analytics-access-v1 the company
 * analysis' `exclude` for '销售分析（主管）') holds, once migrated and started, the grants a fresh
 * database's seed makes — no more, no fewer. The older state is the fresh database as those steps left
 * it before the edits: the roles without the page and buttons, the buttons not yet synced, 128 not applied.
 */
const GRANTS = `
  select r.name || ' :: M ' || m.path as g from role_menus rm join roles r on r.id = rm.role_id join menus m on m.id = rm.menu_id
  union all
  select r.name || ' :: B ' || m.path || ' ' || b.code from role_buttons rb join roles r on r.id = rb.role_id
    join menu_buttons b on b.id = rb.button_id join menus m on m.id = b.menu_id
  order by 1`;
const OPPORTUNITIES = '/CRM/BusinessOpportunities';
const COMPANY_ANALYSIS = '/system/CompanySalesAnalysis';

describe('the grants of an upgraded database (migration 128)', () => {
  let db: Db;
  const grants = async () => (await db.query<{ g: string }>(GRANTS)).map((r) => r.g);
  const migration = loadMigrations().find((m) => m.version === 128)!;

  beforeAll(async () => {
    db = await seededDb();
    await migrate(db);
  });
  afterAll(() => db.close());

  /** The database as it was before the steps were edited (and before this build first started on it). */
  async function olderState() {
    await db.query(`delete from role_menus where menu_id in (select id from menus where path = $1)`, [OPPORTUNITIES]);
    await db.query(`delete from menu_buttons where menu_id in (select id from menus where path = $1)`, [OPPORTUNITIES]);
    await db.query(`delete from menu_buttons where code = 'exclude' and menu_id in (select id from menus where path = $1)`, [COMPANY_ANALYSIS]);
    await db.query(`delete from schema_migrations where version = 128`);
  }

  it('grants on upgrade exactly what a fresh seed grants, and a second run adds nothing', async () => {
    const fresh = await grants();
    expect(fresh).toEqual(
      expect.arrayContaining([`CRM 销售 :: M ${OPPORTUNITIES}`, `销售主管 :: B ${OPPORTUNITIES} win`, `销售分析（主管） :: B ${COMPANY_ANALYSIS} exclude`]),
    );
    await olderState();
    const older = await grants();
    expect(older.length).toBeLessThan(fresh.length);
    expect(older.some((g) => g.includes(OPPORTUNITIES) || g.endsWith('exclude'))).toBe(false);

    expect(await migrate(db)).toEqual([128]);
    await seed(db); // the start: the button sync finds every button there
    expect(await grants()).toEqual(fresh);

    await db.transaction((tx) => tx.exec(migration.sql));
    expect(await grants()).toEqual(fresh);
  });

  it('gives a role of another name holding the page nothing, and runs once', async () => {
    const [other] = await db.query<{ id: string }>(
      `insert into roles (company_id, name, description) select id, '运营', '' from companies where kind = 'platform' order by id limit 1 returning id`,
    );
    await db.query(`insert into role_menus (role_id, menu_id) select $1, id from menus where path = $2`, [other!.id, COMPANY_ANALYSIS]);
    await db.transaction((tx) => tx.exec(migration.sql));
    expect((await grants()).filter((g) => g.startsWith('运营 ::'))).toEqual([`运营 :: M ${COMPANY_ANALYSIS}`]);
    // recorded: a grant people remove afterwards is never made again by it
    expect(await migrate(db)).toEqual([]);
  });
});
