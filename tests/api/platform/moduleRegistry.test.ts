import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../../../server/db/open';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { seed } from '../../../server/db/seed';
import type { Db } from '../../../server/db/types';
import { SERVER_MODULES } from '../../../server/modules';
import { checkModules, orderModules, seedSteps, type ServerModule } from '../../../server/modules/module';
import { syncMenuButtons } from '../../../server/modules/access/menuSeed';
import { accessButtons } from '../../../src/contract/access';
import { clientModules } from '../../../src/app/modules';

const noRoutes = () => undefined;

describe('the server module registry', () => {
  it('keeps the seed steps databases have recorded (a renamed step would run again), each after the data it refers to', () => {
    const names = seedSteps(SERVER_MODULES).map((s) => s.name);
    // the steps shipped before modules declared everything they add: none may disappear (a module
    // added since pins its own steps in its own tests)
    expect(names).toEqual(
      expect.arrayContaining([
        'demo-v1',
        'demo-accounts-v1',
        'demo-sites-v1',
        'menus-v1',
        'demo-access-v1',
        'menus-v2-message-manage',
        'si-reference-v1',
        'demo-bookings-v1',
        'demo-bookings-v2',
        'reference-v1',
        'schedules-v1',
        'schedule-templates-v1',
        'booking-codes-v1',
        'ship-agencies-v1',
        'code-mappings-v1',
        'terminals-v1',
        'rate-dictionaries-v1',
        'service-terminals-v1',
        'currency-names-v1',
        'demo-exchange-rates-v1',
        'pricing-desk-v1',
        'demo-rates-v1',
        'pricing-rules-v1',
        'rate-search-roles-v1',
        'quote-roles-v1',
        'demo-quotes-v1',
        'rate-cards-v1',
        'rate-cockpit-v1',
        'rate-batches-v1',
        'home-curation-v1',
        'lcl-rates-v1',
        'shared-rates-v1',
        'ecommerce-v1',
        'booking-desk-v1',
        'demo-booking-orders-v1',
        'booking-quick-v1',
        'booking-third-party-v1',
        'booking-templates-v1',
        'booking-files-v1',
        'ready-space-access-v1',
        'demo-ready-space-v1',
        'ready-space-files-v1',
      ]),
    );
    const runsBefore = (a: string, b: string) => expect(names.indexOf(a), `${a} before ${b}`).toBeLessThan(names.indexOf(b));
    runsBefore('demo-v1', 'demo-accounts-v1'); // the demo companies, then the accounts in them
    runsBefore('demo-accounts-v1', 'demo-access-v1'); // the accounts, then their roles
    runsBefore('menus-v1', 'demo-access-v1'); // the menus, then the roles granting them
    runsBefore('menus-v1', 'menus-v2-message-manage'); // the folder the message menu joins
    runsBefore('demo-accounts-v1', 'demo-bookings-v1');
    runsBefore('demo-bookings-v1', 'demo-bookings-v2');
    runsBefore('demo-bookings-v2', 'demo-booking-orders-v1'); // the SI demo's cargo records, then the released orders that made them
    runsBefore('demo-access-v1', 'booking-desk-v1'); // the menus and roles, then the desk's role over them
    runsBefore('booking-desk-v1', 'demo-booking-orders-v1'); // the desk clerk, then the bookings she worked
    runsBefore('demo-booking-orders-v1', 'booking-third-party-v1'); // the demo's bookings, then the one placed through a provider
    runsBefore('booking-desk-v1', 'booking-quick-v1'); // the desk's role, then the quick booking pages it gains
    runsBefore('booking-desk-v1', 'booking-templates-v1'); // the desk's role, then the template pages it joins
    runsBefore('demo-booking-orders-v1', 'booking-files-v1'); // the released bookings, then their booking notes and S/Os
    runsBefore('booking-desk-v1', 'ready-space-access-v1'); // the menus and template roles, then the ready-space folder and buttons they gain
    runsBefore('schedules-v1', 'demo-ready-space-v1'); // the sailings, then the space sold on them
    runsBefore('demo-booking-orders-v1', 'demo-ready-space-v1'); // the demo's bookings, then those released from ready-space orders
    runsBefore('demo-ready-space-v1', 'ready-space-files-v1'); // the demo's listings and orders, then their upload log and files
    runsBefore('si-reference-v1', 'reference-v1'); // the SI's carriers and ports, then the columns they lacked
    runsBefore('reference-v1', 'terminals-v1'); // the ports, then their terminals
    runsBefore('terminals-v1', 'rate-dictionaries-v1'); // the masters, then the dictionaries over them
    runsBefore('reference-v1', 'schedules-v1'); // the vessels, lanes and time zones, then the services and their sailings
    runsBefore('reference-v1', 'schedule-templates-v1'); // the ports the templates sail from
    runsBefore('reference-v1', 'ship-agencies-v1'); // the ports and carriers the agencies serve
    runsBefore('reference-v1', 'code-mappings-v1'); // the ports and carriers the mappings name
    runsBefore('terminals-v1', 'service-terminals-v1'); // the terminals, then the services' calls at them
    runsBefore('schedules-v1', 'service-terminals-v1'); // the services and their sailings, then their terminals
    runsBefore('demo-access-v1', 'pricing-desk-v1'); // the menus and roles, then the pricing desk's roles over them
    runsBefore('pricing-desk-v1', 'demo-rates-v1'); // the pricing clerk and manager, then the rates they keep
    runsBefore('reference-v1', 'demo-rates-v1'); // the carriers, ports, currencies and lanes the rates name
    runsBefore('pricing-rules-v1', 'demo-quotes-v1'); // the levels and rules the demo quotes are priced with
    runsBefore('demo-rates-v1', 'demo-quotes-v1'); // the rates they quote
    runsBefore('quote-roles-v1', 'rate-cards-v1'); // the salesperson's role, then its new button
    runsBefore('pricing-desk-v1', 'rate-cockpit-v1'); // the pricing desk's roles, then the cockpit granted to them
    runsBefore('quote-roles-v1', 'lcl-rates-v1'); // the salesperson's role, then LCL search granted to it
    runsBefore('demo-quotes-v1', 'rate-batches-v1'); // the quotes the demo increase tells customers about
    runsBefore('demo-rates-v1', 'ecommerce-v1'); // the rates it lists
    runsBefore('pricing-desk-v1', 'shared-rates-v1'); // the pricing manager's role, then the sharing pages granted to it
  });

  it('names, for a module whose seed needs a later schema, a migration that exists', () => {
    const versions = new Set(loadMigrations().map((m) => m.version));
    const needing = SERVER_MODULES.filter((m) => m.seedNeedsMigration !== undefined);
    expect(needing.map((m) => m.name)).toEqual(expect.arrayContaining(['refdata', 'rates', 'booking', 'readySpace']));
    for (const m of needing) expect(versions.has(m.seedNeedsMigration!), `${m.name}: migration ${m.seedNeedsMigration}`).toBe(true);
  });

  it('orders the modules by what each seeds after, the same way every time, and refuses a loop or an unknown name', () => {
    const m = (name: string, seedsAfter?: string[]): ServerModule => ({ name, tables: [], routes: noRoutes, seedsAfter });
    const order = (ms: ServerModule[]) => orderModules(ms).map((x) => x.name);
    expect(order([m('rates', ['refdata']), m('bookings', ['rates', 'refdata']), m('refdata')])).toEqual(['refdata', 'rates', 'bookings']);
    expect(order([m('b'), m('a')])).toEqual(['a', 'b']);
    expect(() => orderModules([m('a', ['b']), m('b', ['a'])])).toThrow(/in a loop/);
    expect(() => orderModules([m('a', ['ghost'])])).toThrow(/ghost, which is no module/);
  });

  it('refuses two modules of one name', () => {
    const m: ServerModule = { name: 'rates', tables: [], routes: noRoutes };
    expect(() => checkModules([m, { ...m }])).toThrow(/Two server modules are named rates/);
  });

  it('refuses one seed step name in two modules', () => {
    const step = { name: 'rates-demo-v1', run: async () => undefined };
    expect(() =>
      checkModules([
        { name: 'a', tables: [], routes: noRoutes, seed: [step] },
        { name: 'b', tables: [], routes: noRoutes, seed: [step] },
      ]),
    ).toThrow(/Two seed steps are named rates-demo-v1/);
  });

  it('refuses one round or job name in two modules', () => {
    const round = { name: 'rates.sweep', everyMs: () => 1000, run: async () => undefined };
    expect(() =>
      checkModules([
        { name: 'a', tables: [], routes: noRoutes, rounds: [round] },
        { name: 'b', tables: [], routes: noRoutes, jobs: [{ kind: 'rates.sweep', run: async () => undefined }] },
      ]),
    ).toThrow(/Two rounds or job kinds are named rates.sweep/);
  });
});

describe("the modules' start-page cards", () => {
  // every server module's cards (the registry), against every client module's
  const server = SERVER_MODULES.flatMap((m) => m.startCards ?? []);

  it('are declared on both sides under the same ids, each leading to a page its own menu governs', async () => {
    const views = (await Promise.all(clientModules.flatMap((m) => (m.startCards ? [m.startCards()] : [])))).flatMap((m) => m.default);
    expect(views.map((v) => v.id).sort()).toEqual(server.map((c) => c.id).sort());
    for (const card of server) {
      const view = views.find((v) => v.id === card.id)!;
      // whoever sees the card may open the page it leads to
      expect(
        card.access.menus.map((m) => m.toLowerCase()),
        card.id,
      ).toContain(view.href.toLowerCase());
      for (const lang of ['zh', 'en'] as const) expect(view.title[lang] && view.unit[lang] && view.action[lang], `${card.id} ${lang}`).toBeTruthy();
    }
  });
});

describe('menu buttons follow the access table at every start', () => {
  let db: Db;
  const buttonCount = async () => Number((await db.query<{ n: string }>('select count(*) as n from menu_buttons'))[0]!.n);
  beforeAll(async () => {
    db = await openDb({ memory: true });
    await migrate(db);
    // a database from before the button sync: the versioned button steps are recorded
    await db.query(`insert into seed_runs (name) values ('access-buttons-v2'), ('access-buttons-v3')`);
    expect(await seed(db)).toBe(true);
  });
  afterAll(() => db.close());

  it('a fresh database has every button the access table names', async () => {
    const pairs = await db.query<{ path: string; code: string }>('select m.path, b.code from menu_buttons b join menus m on m.id = b.menu_id');
    const have = new Set(pairs.map((p) => `${p.path.toLowerCase()}#${p.code}`));
    for (const { menu, code } of accessButtons()) expect(have, `${menu} ${code}`).toContain(`${menu.toLowerCase()}#${code}`);
  });

  it('a button missing from an existing database appears at the next start; what people renamed stays', async () => {
    const [gone] = await db.query<{ id: string; code: string; menu_id: string }>(
      `delete from menu_buttons where id = (select min(id) from menu_buttons) returning id, code, menu_id`,
    );
    await db.query(`update menu_buttons set name_en = 'Renamed by a person' where id = (select max(id) from menu_buttons)`);
    const before = await buttonCount();
    expect(await seed(db)).toBe(true); // the restart
    expect(await buttonCount()).toBe(before + 1);
    expect(await db.query('select 1 from menu_buttons where menu_id = $1 and code = $2', [gone!.menu_id, gone!.code])).toHaveLength(1);
    expect(await db.query(`select 1 from menu_buttons where name_en = 'Renamed by a person'`)).toHaveLength(1);
    expect(await seed(db)).toBe(false); // and again: nothing changes
    expect(await buttonCount()).toBe(before + 1);
  });

  it('a button added to the access table is added once, on every menu of its path', async () => {
    const added = [...accessButtons(), { menu: '/system/employee/list', code: 'archive' }];
    const menus = await db.query(`select id from menus where path = '/system/employee/list'`); // in both trees
    expect(await db.transaction((tx) => syncMenuButtons(tx, added))).toBe(menus.length);
    expect(await db.transaction((tx) => syncMenuButtons(tx, added))).toBe(0);
    const rows = await db.query<{ name_zh: string }>(
      `select b.name_zh from menu_buttons b join menus m on m.id = b.menu_id where m.path = '/system/employee/list' and b.code = 'archive'`,
    );
    expect(rows.map((r) => r.name_zh)).toEqual(menus.map(() => 'archive')); // no title in BUTTON_TITLES: the code stands in
  });
});
