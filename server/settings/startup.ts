import { checkSettings, SETTING_NAMES } from './check';
import { settingSchema, isSet } from './read';
import type { Settings } from './schema';

/**
 * The start's settings (server/main.ts), before anything is opened: the environment checked
 * against the schema. A wrong setting stops the start with one line each on standard error, in
 * words for the operator and without a stack trace (a refusal to start is no log line: the log,
 * JSON on standard output, begins once the server runs), exit code 1.
 * `--check-config` prints the settings in effect (secrets masked) and the wrong ones, then exits
 * 0 when all are right, 1 otherwise: a configuration is checked without starting anything.
 */
export function settingsAtStart(env: NodeJS.ProcessEnv, argv: readonly string[]): Settings {
  const { settings, problems } = checkSettings(env);
  if (argv.includes('--check-config')) {
    for (const line of settingsInEffect(env, settings)) process.stdout.write(`${line}\n`);
    for (const problem of problems) process.stderr.write(`Wrong: ${problem}\n`);
    process.stdout.write(problems.length ? `${problems.length} wrong setting(s)\n` : 'Settings are right.\n');
    process.exit(problems.length ? 1 : 0);
  }
  if (problems.length) {
    for (const problem of problems) process.stderr.write(`Not starting: ${problem}\n`);
    process.exit(1);
  }
  return settings;
}

/** One line per setting: its value (a secret masked), and whether it is the default or unset. */
export function settingsInEffect(env: NodeJS.ProcessEnv, settings: Settings): string[] {
  return SETTING_NAMES.map((name) => {
    const schema = settingSchema(name);
    const value = settings[name];
    if (value === undefined) return `${name} unset${schema.defaultText ? ` (${schema.defaultText})` : ''}`;
    const shown = schema.secret ? maskedSecret(String(value)) : String(value);
    return `${name}=${shown}${isSet(env, name) ? '' : ' (default)'}`;
  });
}

/** A secret as shown: a URL keeps its scheme, host and path (which database), nothing else; any other secret is hidden whole. */
export function maskedSecret(value: string): string {
  try {
    const url = new URL(value);
    if (url.host) return `${url.protocol}//${url.username || url.password ? '***@' : ''}${url.host}${url.pathname}`;
  } catch {
    // not a URL
  }
  return '***';
}
