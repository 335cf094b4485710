import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A server process of the test's own (its own port and embedded database on disk), for tests
 * that stop and start the server. The data survives a restart, as in production.
 */
export function ownServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-own-'));
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  async function up(ms = 60_000) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        /* not yet */
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`own server did not start on ${base}`);
  }

  return {
    base,
    async start() {
      child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
        stdio: 'ignore',
      });
      await up();
    },
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve());
        c.kill('SIGTERM');
      });
    },
  };
}
