import { afterEach, describe, expect, it } from 'vitest';
import { openDb } from '../../../../server/db/open';
import { loadMigrations, migrate, migrationChecksum } from '../../../../server/db/migrate';
import type { Db } from '../../../../server/db/types';

describe('applied migrations are checked against their files at every start', () => {
  let db: Db | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });
  const stored = async () =>
    new Map(
      (await db!.query<{ version: number; checksum: string | null }>('select version, checksum from schema_migrations')).map((r) => [
        Number(r.version),
        r.checksum,
      ]),
    );

  it('records every checksum, filling those applied before the checksum column on the first start after the upgrade', async () => {
    const all = loadMigrations();
    const upgrade = all.findIndex((m) => m.file === '020_migration_checksums.sql');
    expect(upgrade).toBeGreaterThan(0);
    db = await openDb({ memory: true });
    const warnings: string[] = [];
    await migrate(db, all.slice(0, upgrade), { warn: (w) => warnings.push(w) }); // a database of the previous release
    expect(await db.query(`select 1 from information_schema.columns where table_name = 'schema_migrations' and column_name = 'checksum'`)).toEqual([]);
    await migrate(db, all, { warn: (w) => warnings.push(w) });
    const checksums = await stored();
    for (const m of all) expect(checksums.get(m.version), m.file).toBe(m.checksum);
    expect(warnings).toEqual([]);
  });

  it('names an applied migration whose file changed afterwards, at every start, and applies nothing of the change', async () => {
    db = await openDb({ memory: true });
    const all = loadMigrations();
    await migrate(db, all, { warn: () => undefined });
    const edited = all.map((m) =>
      m.file.startsWith('008_')
        ? { ...m, sql: `${m.sql}\ncreate table si_sneaked_in (id int);`, checksum: migrationChecksum(`${m.sql}\ncreate table si_sneaked_in (id int);`) }
        : m,
    );
    for (let start = 0; start < 2; start++) {
      const warnings: string[] = [];
      expect(await migrate(db, edited, { warn: (w) => warnings.push(w) })).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/008_si\.sql was changed after it was applied/);
    }
    expect(await db.query(`select 1 from information_schema.tables where table_name = 'si_sneaked_in'`)).toEqual([]);
    // accepting the edit: the checksum is filled again from the file, and the warning stops
    await db.query('update schema_migrations set checksum = null where version = 8');
    const after: string[] = [];
    await migrate(db, edited, { warn: (w) => after.push(w) });
    expect(after).toEqual([]);
  });

  it('a line-ending change is not an edit', () => {
    expect(migrationChecksum('select 1;\r\nselect 2;\r\n')).toBe(migrationChecksum('select 1;\nselect 2;\n'));
  });

  it('names an applied migration whose file is gone', async () => {
    db = await openDb({ memory: true });
    const all = loadMigrations();
    await migrate(db, all, { warn: () => undefined });
    const warnings: string[] = [];
    await migrate(
      db,
      all.filter((m) => m.version !== 12),
      { warn: (w) => warnings.push(w) },
    );
    expect(warnings).toEqual([expect.stringMatching(/Migration 12 \(message_languages\) was applied to this database but has no file here/)]);
  });
});
