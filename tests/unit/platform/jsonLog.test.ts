import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every line the server writes is JSON (issue 47 item 7; docs/deployment.md "Logs"): nothing in
 * server/ writes to the console or to standard output by hand but the command-line tools, which
 * print words for the person running them, and the settings' refusal to start and --check-config
 * (words on standard error and standard output, before any log exists).
 */
const PLAIN_TEXT_ALLOWED = new Set(['server/migrateOnly.ts', 'server/settings/startup.ts']);

function serverFiles(dir = 'server'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? serverFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

describe('the server log is JSON', () => {
  it('no file of server/ writes to the console or standard output by hand, the command-line tools aside', () => {
    const writers = serverFiles()
      .map((f) => f.split('\\').join('/'))
      .filter((f) => !PLAIN_TEXT_ALLOWED.has(f))
      .filter((f) => /\bconsole\.(log|info|warn|error|debug)\(|process\.(stdout|stderr)\.write\(/.test(readFileSync(f, 'utf8')));
    expect(writers, 'log through the request’s logger or server/platform/processLog.ts').toEqual([]);
  });
});
