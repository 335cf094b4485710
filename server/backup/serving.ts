import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The note a server on embedded PGlite leaves in its DATA_DIR while it runs: its process, where it
 * answers, and a fresh secret for `POST /backup`. Only whoever may read the data directory (which
 * already holds the whole database) can read the secret, so the backup call gives nothing more to
 * anyone — not to other users of the machine, not to the network. `npm run backup` reads it to ask
 * the running server; `npm run restore` reads it to refuse while a server owns the directory.
 */
export const SERVING_FILE = 'pglite-serving.json';

export interface Serving {
  pid: number;
  /** Where this machine reaches the server (loopback when it listens on every address). */
  url: string;
  token: string;
}

export function writeServing(dataDir: string, serving: Serving): void {
  const file = join(dataDir, SERVING_FILE);
  writeFileSync(file, JSON.stringify(serving), { mode: 0o600 });
  chmodSync(file, 0o600); // an older file kept its mode
}

export function removeServing(dataDir: string, pid = process.pid): void {
  if (readServingFile(dataDir)?.pid === pid) rmSync(join(dataDir, SERVING_FILE), { force: true });
}

function readServingFile(dataDir: string): Serving | undefined {
  try {
    return JSON.parse(readFileSync(join(dataDir, SERVING_FILE), 'utf8')) as Serving;
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'; // alive, but another user's
  }
};

/** The server running on this data directory, if one is (a note left by a process that died is ignored). */
export function runningServer(dataDir: string): Serving | undefined {
  const s = readServingFile(dataDir);
  return s && alive(s.pid) ? s : undefined;
}

/** The address of a server listening on `host`: loopback when it listens on every address. */
export const localUrl = (host: string, port: number) => {
  const h = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${h.includes(':') ? `[${h}]` : h}:${port}`;
};
