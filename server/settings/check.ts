import { listItems } from './kinds';
import { readSetting } from './read';
import { CHANNELS, PASSWORD_HASH_COST_PRODUCTION, SETTINGS_SCHEMA, type SettingName, type Settings } from './schema';
import { drainFromEnv } from '../http/shutdown';
import { edmSettingsClash } from './edm';
import { mailSettingsClash } from './mail';

/** Every setting's name, in the schema's order. */
export const SETTING_NAMES = Object.keys(SETTINGS_SCHEMA.properties) as SettingName[];

/**
 * The whole environment against the schema, as the server checks it before it opens anything:
 * the settings read, and one line per wrong setting naming the variable, its value (a secret's
 * hidden) and what is expected. Then what no single setting says: settings that cannot go together.
 */
export function checkSettings(env: NodeJS.ProcessEnv): { settings: Settings; problems: string[] } {
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const name of SETTING_NAMES) {
    const read = readSetting(env, name);
    if ('problem' in read) problems.push(read.problem);
    else settings[name] = read.value;
  }
  const read = settings as Settings;
  problems.push(...settingsThatClash(env, read));
  return { settings: read, problems };
}

function settingsThatClash(env: NodeJS.ProcessEnv, s: Settings): string[] {
  const problems: string[] = [];
  if (s.WORKERS > 1 && !s.DATABASE_URL) problems.push(workersNeedPostgres(s.WORKERS));
  // the drain's times as server/http/shutdown.ts reads them (its own default for the unready part)
  const drain = drainFromEnv(env);
  if ('refusal' in drain) problems.push(drain.refusal);
  problems.push(...mailSettingsClash(s));
  problems.push(...edmSettingsClash(env));
  if (env.NODE_ENV?.trim() === 'production') {
    const allowed = new Set(listItems(env.ALLOW_SIMULATED_CHANNELS ?? ''));
    const simulated = CHANNELS.filter((c) => s[`CHANNEL_${c}`] === 'simulator' && !allowed.has(c));
    if (simulated.length)
      problems.push(
        `NODE_ENV=production: ${simulated.join(', ')} run on local simulators, which must not stand in for the real counterparts: ` +
          'set CHANNEL_<NAME> to a provider, or name them in ALLOW_SIMULATED_CHANNELS (a demo).',
      );
    if (s.PASSWORD_HASH_COST < PASSWORD_HASH_COST_PRODUCTION)
      problems.push(
        `NODE_ENV=production: PASSWORD_HASH_COST=${s.PASSWORD_HASH_COST} is a test suite's cost: passwords are hashed at ${PASSWORD_HASH_COST_PRODUCTION} or more (leave it unset).`,
      );
  }
  return problems;
}

/** Why more than one process cannot share embedded PGlite (the check above). */
export const workersNeedPostgres = (workers: number) =>
  `WORKERS=${workers} needs PostgreSQL: embedded PGlite belongs to the one process that opened its files, so it cannot be shared by ${workers} processes. ` +
  'Set DATABASE_URL to a PostgreSQL 15+ database, or run one process (leave WORKERS unset or 1).';
