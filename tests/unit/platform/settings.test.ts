import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSettings, SETTING_NAMES } from '../../../server/settings/check';
import { setting } from '../../../server/settings/read';
import { CHANNELS, SETTING_FAMILIES } from '../../../server/settings/schema';
import { maskedSecret, settingsInEffect } from '../../../server/settings/startup';

/** The environment checked at start (issue 47 item 6): server/settings/. */
const problems = (env: NodeJS.ProcessEnv) => checkSettings(env).problems;
const EDM_KEY = 'k'.repeat(32);

describe('the settings check', () => {
  it('accepts an empty environment, with every default', () => {
    const { settings, problems } = checkSettings({});
    expect(problems).toEqual([]);
    expect(settings).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', LOG_LEVEL: 'info', JOBS_POLL_MS: 1000, JOBS_CONCURRENCY: 2, WORKERS: 1 });
    expect(settings.DATABASE_URL).toBeUndefined();
  });

  it('gives one line per wrong setting from the issue: the variable, its value and what is expected', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT=abc: expected a whole number from 0 to 65535']);
    expect(problems({ LOG_LEVEL: 'loud' })).toEqual(['LOG_LEVEL=loud: expected one of fatal, error, warn, info, debug, trace, silent']);
    expect(problems({ TRUST_PROXY: 'yes please' })).toEqual([
      'TRUST_PROXY=yes please: expected IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated',
    ]);
    expect(problems({ JOBS_POLL_MS: '-5' })).toEqual(['JOBS_POLL_MS=-5: expected a whole number from 0 to 3600000']);
    expect(problems({ JOBS_CONCURRENCY: 'abc' })).toEqual(['JOBS_CONCURRENCY=abc: expected a whole number from 1 to 256']);
    const production = problems({ NODE_ENV: 'production', EDM_TOKEN_KEY: EDM_KEY });
    expect(production).toHaveLength(1);
    expect(production[0]).toMatch(/^NODE_ENV=production: CARRIER_BOOKING, .*SMS, EMAIL run on local simulators.*ALLOW_SIMULATED_CHANNELS/);
  });

  it('gives all the wrong settings at once, and takes what is right', () => {
    expect(problems({ PORT: 'abc', JOBS_POLL_MS: '-5', LOG_LEVEL: 'debug', TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1' })).toEqual([
      'PORT=abc: expected a whole number from 0 to 65535',
      'JOBS_POLL_MS=-5: expected a whole number from 0 to 3600000',
    ]);
    expect(problems({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: CHANNELS.join(','), EDM_TOKEN_KEY: EDM_KEY })).toEqual([]);
    // the campaigns' link key: production refuses to start without it, one line saying so
    expect(problems({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: CHANNELS.join(',') })).toEqual([
      expect.stringMatching(/^NODE_ENV=production: EDM_TOKEN_KEY is not set/),
    ]);
    expect(problems({ EDM_TOKEN_KEY: '' })).toEqual([]);
    // the test suites' password hash cost is theirs: production refuses it, anywhere else it is taken
    expect(problems({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: CHANNELS.join(','), PASSWORD_HASH_COST: '10', EDM_TOKEN_KEY: EDM_KEY })).toEqual([
      expect.stringMatching(/^NODE_ENV=production: PASSWORD_HASH_COST=10 is a test suite's cost/),
    ]);
    expect(problems({ PASSWORD_HASH_COST: '10' })).toEqual([]);
    expect(problems({ PASSWORD_HASH_COST: '20' })).toEqual(['PASSWORD_HASH_COST=20: expected a whole number from 10 to 16']);
    expect(problems({ PUBLIC_URL: 'https://example.com/freight/' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL=https:\/\/example.com\/freight\/: expected an absolute/),
    ]);
    expect(problems({ SIM_CARRIER_BOOKING_FAULTS: 'timeout=0.2' })).toEqual([
      expect.stringMatching(/^SIM_CARRIER_BOOKING_FAULTS=timeout=0.2: expected name:rate/),
    ]);
    expect(problems({ WORKERS: '2', SIM_EMAIL_SMTP_PORT: '2525' })).toEqual([expect.stringMatching(/^WORKERS=2 needs PostgreSQL/)]);
    expect(problems({ MFT_DEBUG: 'maybe', PORT: '1.5' })).toEqual([
      'PORT=1.5: expected a whole number from 0 to 65535',
      'MFT_DEBUG=maybe: expected true or false',
    ]);
  });

  it('never prints a secret: a wrong one is hidden in its line, a right one masked in the settings shown', () => {
    expect(problems({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toEqual(['DATABASE_URL=(hidden): expected a postgres:// or postgresql:// URL']);
    const env = { DATABASE_URL: 'postgres://app:hunter2@db:5432/freight', METRICS_TOKEN: 'tok-123', JOBS_POLL_MS: '500' };
    const shown = settingsInEffect(env, checkSettings(env).settings).join('\n');
    expect(shown).not.toMatch(/hunter2|tok-123/);
    expect(shown).toContain('DATABASE_URL=postgres://***@db:5432/freight');
    expect(shown).toContain('METRICS_TOKEN=***');
    expect(shown).toContain('JOBS_POLL_MS=500\n');
    expect(shown).toContain('PORT=8080 (default)');
    expect(maskedSecret('plain')).toBe('***');
  });

  it('a module reading a wrong setting is told which (the start refuses it first)', () => {
    expect(setting({ EXPORT_JOB_ROWS: '5' }, 'EXPORT_JOB_ROWS')).toBe(5);
    expect(() => setting({ EXPORT_JOB_ROWS: 'many' }, 'EXPORT_JOB_ROWS')).toThrow('Setting EXPORT_JOB_ROWS=many: expected a whole number from 1 to 10000000');
  });
});

/** Every source file of server/, tests aside. */
function serverFiles(dir = 'server'): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? serverFiles(p) : /\.ts$/.test(f) ? [p] : [];
  });
}

/** The names a file reads from an environment: `env.NAME`, `env['NAME']`, and a template's fixed start `env[\`SIM_${…}`. */
function environmentReads(text: string): string[] {
  const direct = [...text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)].map((m) => m[1]!);
  const templates = [...text.matchAll(/\benv\[`([A-Z_]*)\$\{/g)].map((m) => `${m[1]}*`);
  return [...direct, ...templates];
}

describe('the schema and the environment reads of server/', () => {
  it('every variable read in server/ is in the schema', () => {
    const unknown: string[] = [];
    for (const file of serverFiles()) {
      for (const name of environmentReads(readFileSync(file, 'utf8'))) {
        const known = name.endsWith('*') ? SETTING_NAMES.some((n) => n.startsWith(name.slice(0, -1))) : SETTING_NAMES.includes(name as never);
        if (!known) unknown.push(`${file}: ${name}`);
      }
    }
    expect(unknown, 'add the variable to server/settings/schema.ts and docs/deployment.md').toEqual([]);
  });

  it('the modules read their settings through the schema, never from the environment directly', () => {
    const direct = serverFiles('server/modules').filter((f) => /\benv(\.[A-Z]|\[)/.test(readFileSync(f, 'utf8')));
    expect(direct, "read it with setting(env, 'NAME') (server/settings/read.ts)").toEqual([]);
  });

  it('every variable of the schema is in docs/deployment.md’s settings table, by its name or its family’s', () => {
    const doc = readFileSync('docs/deployment.md', 'utf8');
    const table = doc.slice(doc.indexOf('## Settings'), doc.indexOf('\n## ', doc.indexOf('## Settings') + 5));
    const documented = (name: string) =>
      table.includes(`\`${name}\``) || SETTING_FAMILIES.some((f) => f.pattern.test(name) && table.includes(`\`${f.family}\``));
    expect(SETTING_NAMES.filter((n) => !documented(n))).toEqual([]);
  });
});
