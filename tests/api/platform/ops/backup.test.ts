import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ENDPOINTS, WEB_VERSION } from '../../../../src/contract/endpoints';
import { openDb } from '../../../../server/db/open';
import { openPglite } from '../../../../server/db/pglite';
import { migrate } from '../../../../server/db/migrate';
import { seed } from '../../../../server/db/seed';
import { SERVING_FILE } from '../../../../server/backup/serving';
import { backup, restore } from '../../../../server/backup/commands';
import { employeeToken } from '../../../support/apiSession';
import { listeningPort, spawnServer, stopServer, type ServerProcess } from '../workers/serverProcesses';

/**
 * Backup and restore (issue 33), as an operator runs them: `npm run backup -- <file>` against a
 * running server on embedded PGlite (and against its directory when none runs), `npm run restore --
 * <file>` into a new directory, and a booking and a message written while it ran read back; on
 * PostgreSQL (when DATABASE_URL is set) the same through pg_dump and pg_restore.
 */

/** The same in this process (a second quicker than the command): what it printed, or why it failed. */
async function inProcess(what: typeof backup, file: string, dataDir: string): Promise<{ code: number; out: string }> {
  const lines: string[] = [];
  try {
    await what(file, { dataDir, log: (l) => lines.push(l) });
    return { code: 0, out: lines.join('\n') };
  } catch (e) {
    return { code: 1, out: [...lines, (e as Error).message].join('\n') };
  }
}

/** scripts/<name>.ts, the source of `npm run <name>` (which runs it compiled): its exit code and what it printed. */
function command(name: 'backup' | 'restore', file: string, env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, file], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

const TITLE = `备份测试 ${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'freight-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('embedded PGlite: npm run backup while the server runs, npm run restore into another directory', () => {
  const dataDir = join(work, 'live');
  const file = join(work, 'live.tar.gz');
  let server: ServerProcess | undefined;
  let base = '';
  let bookingNo = '';

  beforeAll(async () => {
    // a seeded data directory from the run's snapshot (migrating and seeding afresh would take half a minute)
    const db = await openPglite(join(dataDir, 'pglite'), new Blob([readFileSync(inject('dbSnapshot'))]));
    [{ booking_no: bookingNo }] = (await db.query<{ booking_no: string }>('select booking_no from booking_orders order by id limit 1')) as [
      { booking_no: string },
    ];
    await db.close();
    server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    base = `http://127.0.0.1:${await listeningPort(server)}`;
  }, 120_000);
  afterAll(async () => {
    await stopServer(server);
  });

  it('the running server leaves its note for the backup command, readable by its own user only', () => {
    expect(bookingNo).toMatch(/^BK/); // the demo data has bookings
    const note = join(dataDir, SERVING_FILE);
    expect(statSync(note).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(note, 'utf8'))).toMatchObject({ pid: server!.pid, url: base, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  it('npm run migrate refuses the directory the server runs on, and changes nothing there', async () => {
    const before = readdirSync(join(dataDir, 'pglite')).length;
    const refused = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/migrateOnly.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      child.on('exit', (code) => resolve({ code, out }));
    });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(new RegExp(`A server \\(pid ${server!.pid}\\) is running on .*: stop it first, then migrate`));
    expect(refused.out).not.toMatch(/\n\s+at /); // the operator gets the sentence, not a stack trace
    expect(readdirSync(join(dataDir, 'pglite')).length).toBe(before);
    expect((await fetch(`${base}${ENDPOINTS.health}`)).status).toBe(200);
  }, 60_000);

  it('POST /backup without the note’s token is refused', async () => {
    for (const authorization of [undefined, 'Bearer guess']) {
      const res = await fetch(`${base}/backup`, { method: 'POST', headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(403);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('a message sent while it runs is in the backup taken from it; restoring into another directory reads it and the booking back', async () => {
    const admin = await employeeToken(base, 'admin@demo.test');
    const sent = await fetch(`${base}${ENDPOINTS.globalMessageSend}`, {
      method: 'POST',
      headers: { 'web-version': WEB_VERSION, 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify({ Title: TITLE, Description: '备份时服务器仍在运行。' }),
    });
    expect(sent.status).toBe(200);

    const backedUp = await command('backup', file, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(backedUp.out).toMatch(/Backed up the running server's database/);
    expect(backedUp.code).toBe(0);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect((await fetch(`${base}${ENDPOINTS.health}`)).status).toBe(200); // it kept serving

    // not over a directory a server runs on
    const refused = await command('restore', file, { DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(new RegExp(`A server \\(pid ${server!.pid}\\) is running on .*: stop it first`));

    const restoredDir = join(work, 'restored');
    const restored = await command('restore', file, { DATA_DIR: restoredDir, DATABASE_URL: '' });
    expect(restored.out).toMatch(/Restored .* \(migrations up to \d+\)/);
    expect(restored.code).toBe(0);
    const db = await openPglite(join(restoredDir, 'pglite'));
    try {
      expect(await db.query('select booking_no from booking_orders where booking_no = $1', [bookingNo])).toEqual([{ booking_no: bookingNo }]);
      expect(await db.query('select title from messages where title = $1', [TITLE])).toEqual([{ title: TITLE }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('with no server running it backs up the directory itself; a restore over a database keeps the old one aside', async () => {
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dataDir, SERVING_FILE))).toBe(false); // the note leaves with the server
    const offline = join(work, 'offline.tar.gz');
    const backedUp = await inProcess(backup, offline, dataDir);
    expect(backedUp.out).toMatch(/no server was running on it/);
    expect(backedUp.code).toBe(0);
    const restored = await inProcess(restore, offline, dataDir);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/The database that was there is kept in .*pglite\.before-restore-/);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('pglite.before-restore-'))).toHaveLength(1);
    const db = await openPglite(join(dataDir, 'pglite'));
    try {
      expect(await db.query('select title from messages where title = $1', [TITLE])).toEqual([{ title: TITLE }]);
    } finally {
      await db.close();
    }
  }, 120_000);

  it('says what is wrong instead of backing up an empty database', async () => {
    const r = await inProcess(backup, join(work, 'none.tar.gz'), join(work, 'nothing-here'));
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/No embedded database in .*nothing-here/);
    expect(existsSync(join(work, 'none.tar.gz'))).toBe(false);
    expect(existsSync(join(work, 'nothing-here'))).toBe(false);
  });
});

const databaseUrl = process.env.DATABASE_URL;
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.skipIf(!databaseUrl || !hasPgDump)('PostgreSQL: npm run backup is pg_dump, npm run restore is pg_restore', () => {
  const names = [`freight_backup_${randomBytes(4).toString('hex')}`, `freight_restore_${randomBytes(4).toString('hex')}`];
  const urlOf = (name: string) => {
    const u = new URL(databaseUrl!);
    u.pathname = `/${name}`;
    return u.toString();
  };

  beforeAll(async () => {
    const admin = await openDb({ databaseUrl });
    try {
      for (const n of names) await admin.exec(`create database ${n}`);
    } finally {
      await admin.close();
    }
  });
  afterAll(async () => {
    const admin = await openDb({ databaseUrl });
    try {
      for (const n of names) await admin.exec(`drop database if exists ${n} with (force)`);
    } finally {
      await admin.close();
    }
  });

  it('a seeded database dumped and restored into an empty one: its booking and a message read back', async () => {
    const source = await openDb({ databaseUrl: urlOf(names[0]!) });
    let bookingNo: string;
    try {
      await migrate(source, undefined, { warn: () => undefined });
      await seed(source);
      [{ booking_no: bookingNo }] = (await source.query<{ booking_no: string }>('select booking_no from booking_orders order by id limit 1')) as [
        { booking_no: string },
      ];
      await source.query(`insert into messages (title, scope) values ($1, 'global')`, [TITLE]);
    } finally {
      await source.close();
    }
    const file = join(work, 'pg.dump');
    const backedUp = await command('backup', file, { DATABASE_URL: urlOf(names[0]!) });
    expect(backedUp.code, backedUp.out).toBe(0);
    // readable by its own user only, as the embedded backup is (under this run's umask 022 it was 0644)
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const restored = await command('restore', file, { DATABASE_URL: urlOf(names[1]!) });
    expect(restored.code, restored.out).toBe(0);
    const target = await openDb({ databaseUrl: urlOf(names[1]!) });
    try {
      expect(await target.query('select booking_no from booking_orders where booking_no = $1', [bookingNo!])).toEqual([{ booking_no: bookingNo! }]);
      expect(await target.query('select title from messages where title = $1', [TITLE])).toEqual([{ title: TITLE }]);
      // restored whole: the server finds nothing to migrate
      expect(await migrate(target, undefined, { warn: () => undefined })).toEqual([]);
    } finally {
      await target.close();
    }
  }, 180_000);
});
