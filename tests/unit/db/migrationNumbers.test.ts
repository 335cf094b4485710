import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations } from '../../../server/db/migrate';

describe('migration numbers', () => {
  it('are unique in the project (work merged from parallel branches may not reuse one)', () => {
    const versions = loadMigrations().map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('a folder where two files share a number is refused, naming both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '001_a.sql'), 'select 1');
    writeFileSync(join(dir, '002_b.sql'), 'select 1');
    writeFileSync(join(dir, '002_c.sql'), 'select 1');
    expect(() => loadMigrations(dir)).toThrow(/numbered 2: b, c/);
  });

  it('two 011_ files (two branches each adding the next number) fail', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    writeFileSync(join(dir, '010_user_messages.sql'), 'select 1');
    writeFileSync(join(dir, '011_bind_offers.sql'), 'select 1');
    writeFileSync(join(dir, '011_rates.sql'), 'select 1');
    expect(() => loadMigrations(dir)).toThrow(/numbered 11: bind_offers, rates/);
  });
});
