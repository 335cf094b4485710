import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { restore } from '../../../../server/backup/commands';
import { openPglite } from '../../../../server/db/pglite';
import { relativeMemberNames } from '../../../../server/db/tarNames';

/**
 * The embedded backup's tarball (issue 47, item 8b): its member names are relative (PGlite's own
 * dump has absolute ones, `/PG_VERSION`: GNU tar warns, another tool may unpack at /), and
 * `npm run restore` reads a backup of either kind.
 */
const work = mkdtempSync(join(tmpdir(), 'freight-backup-tar-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The member names of an uncompressed tar (ustar: prefix/name), read from its headers. */
function memberNames(tar: Uint8Array): string[] {
  const names: string[] = [];
  const field = (h: Uint8Array, at: number, length: number) =>
    Buffer.from(h.subarray(at, at + length))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  for (let at = 0; at + 512 <= tar.length; ) {
    const h = tar.subarray(at, at + 512);
    if (h.every((b) => b === 0)) break;
    const prefix = field(h, 345, 155);
    names.push(prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100));
    at += 512 + Math.ceil(Number.parseInt(field(h, 124, 12).trim() || '0', 8) / 512) * 512;
  }
  return names;
}

/** A small embedded database with one row to find again, and the schema_migrations table restore reports on. */
async function smallDatabase() {
  const db = await openPglite();
  await db.exec(`create table schema_migrations (version int); insert into schema_migrations values (1);
                 create table kept (word text); insert into kept values ('备份里的一行')`);
  return db;
}

async function restoredWord(file: string, dataDir: string): Promise<string | undefined> {
  const said: string[] = [];
  await restore(file, { dataDir, log: (l) => said.push(l) });
  expect(said.join('\n')).toMatch(/Restored .* \(migrations up to 1\)/);
  const db = await openPglite(join(dataDir, 'pglite'));
  try {
    return (await db.query<{ word: string }>('select word from kept'))[0]?.word;
  } finally {
    await db.close();
  }
}

describe('the embedded backup as a tarball', () => {
  it('has relative member names, with valid headers (GNU tar lists it without a warning)', async () => {
    const db = await smallDatabase();
    const gz = new Uint8Array(await (await db.snapshot!('gzip')).arrayBuffer());
    await db.close();
    const names = memberNames(gunzipSync(gz));
    expect(names).toContain('PG_VERSION');
    expect(names.filter((n) => n.startsWith('/'))).toEqual([]);
    const file = join(work, 'new.tar.gz');
    writeFileSync(file, gz);
    const listed = spawnSync('tar', ['-tzf', file], { encoding: 'utf8' });
    if (listed.error) return; // no tar here: the headers' checksums are checked by the restore below
    expect(listed.status, listed.stderr).toBe(0);
    expect(listed.stderr).toBe(''); // no "Removing leading `/' from member names", no checksum error
    expect(listed.stdout.split('\n')).toContain('PG_VERSION');
  }, 60_000);

  it('restores a backup made now, and one made before with absolute names', async () => {
    const db = await smallDatabase();
    const now = join(work, 'now.tar.gz');
    writeFileSync(now, new Uint8Array(await (await db.snapshot!('gzip')).arrayBuffer()));
    await db.close();
    expect(await restoredWord(now, join(work, 'from-now'))).toBe('备份里的一行');

    // what a backup was before: PGlite's own dump, names from the root
    const pg = await PGlite.create();
    await pg.exec(`create table schema_migrations (version int); insert into schema_migrations values (1);
                   create table kept (word text); insert into kept values ('旧备份的一行')`);
    await pg.exec('checkpoint');
    const old = new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer());
    await pg.close();
    expect(memberNames(gunzipSync(old))).toContain('/PG_VERSION');
    const before = join(work, 'before.tar.gz');
    writeFileSync(before, old);
    expect(await restoredWord(before, join(work, 'from-before'))).toBe('旧备份的一行');
  }, 120_000);

  it('leaves relative names and other bytes as they are', () => {
    const tar = new Uint8Array(1536);
    tar.set(Buffer.from('a/b'), 0);
    tar.set(Buffer.from('00000000000\0'), 124);
    expect(relativeMemberNames(tar)).toEqual(tar);
  });
});
