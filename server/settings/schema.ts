import { type Static, Type } from '@sinclair/typebox';
import { EDM_SETTINGS } from './edm';
import { MAIL_SETTINGS } from './mail';
import { flag, isFaultList, isOrigin, isProxyList, listItems, oneOf, text, wholeNumber } from './kinds';

/**
 * Every setting the server reads from its environment, in one schema (issue 47 item 6): its kind,
 * range, default and a line saying what it does. The server checks its environment against it
 * before it opens anything (server/settings/check.ts), and every module reads its settings through
 * it (server/settings/read.ts), so the check and the reading cannot disagree. docs/deployment.md's
 * settings table documents each one (tests/unit/platform/settings.test.ts holds the two together,
 * and holds every environment read in server/ to this schema).
 */

/** The counterparts' channels, each on its local simulator in this repository (operations.md §17.2). */
export const CHANNELS = [
  'CARRIER_BOOKING',
  'CARRIER_VGM',
  'TERMINAL_CLP',
  'TERMINAL_VGM',
  'CN_MANIFEST',
  'US_AMS',
  'US_ISF',
  'EU_ENS',
  'CARRIER_TNT',
  'CARRIER_SI',
  'TAX_INVOICE',
  'SMS',
  'EMAIL',
] as const;
export type Channel = (typeof CHANNELS)[number];

/**
 * A password hash's scrypt cost (N = 2^cost; the cost travels with each hash, server/platform/auth/password.ts).
 * 2^15 takes 100 ms of a core on purpose; the test suites, which sign in thousands of times a run on
 * two cores, hash at 2^10 (docs/testing.md: "The suite stays fast").
 */
export const PASSWORD_HASH_COST_PRODUCTION = 15;
const PASSWORD_HASH_COST_MIN_TESTS = 10;
const MS_DAY = 86_400_000;
const ms = <F extends number | undefined>(fallback: F, description: string, min = 0) => wholeNumber(min, MS_DAY, fallback, { description });
const rows = (fallback: number, description: string) => wholeNumber(1, 10_000_000, fallback, { description });
/** A round's period: its own setting, else ROUNDS_EVERY_MS, else `fallback` (server/jobs/types.ts roundSetting). */
const roundEvery = (fallback: number, what: string) =>
  wholeNumber(0, MS_DAY, fallback, { description: `how often ${what} runs (ms; 0: never in this process)`, defaultText: `ROUNDS_EVERY_MS, else ${fallback}` });
const faults = (channel: string) =>
  text(undefined, {
    description: `faults the ${channel} simulator makes on demand, by rate`,
    expected: 'name:rate pairs, comma-separated (timeout:0.05,5xx:0.05; a rate outside 0–1 is ignored)',
    refine: isFaultList,
  });
const simDelay = (channel: string, fallback: number) => ms(fallback, `how long the ${channel} simulator takes to answer (ms)`);

/** One setting per channel: `<prefix><CHANNEL>`. */
const perChannel = <P extends string, S>(prefix: P, of: (channel: Channel) => S) =>
  Object.fromEntries(CHANNELS.map((c) => [`${prefix}${c}`, of(c)])) as Record<`${P}${Channel}`, S>;

export const SETTINGS_SCHEMA = Type.Object({
  // where it listens and what it opens
  PORT: wholeNumber(0, 65_535, 8080, { description: 'the port the server listens on (0: any free one)' }),
  HOST: text('0.0.0.0', { description: 'the address the server listens on' }),
  PUBLIC_URL: text(undefined, {
    description: 'the origin people reach the product at; social sign-in builds its callback from it',
    expected: 'an absolute http(s) origin, no path (https://freight.example.com)',
    refine: isOrigin,
    defaultText: 'http://localhost:$PORT',
  }),
  DATABASE_URL: text(undefined, {
    description: 'PostgreSQL 15+ instead of embedded PGlite',
    secret: true,
    expected: 'a postgres:// or postgresql:// URL',
    refine: (v) => /^postgres(ql)?:\/\/./.test(v),
  }),
  DATA_DIR: text('data', { description: 'where embedded PGlite keeps its files' }),
  DATABASE_POOL_SIZE: wholeNumber(1, 1000, undefined, {
    description: "PostgreSQL connections of each server process's pool",
    defaultText: '10, fewer above 8 WORKERS',
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 3_600_000, 30_000, { description: 'PostgreSQL: the longest one statement may run (ms)' }),
  WORKERS: wholeNumber(1, 256, 1, { description: 'server processes sharing the port (PostgreSQL only above 1)' }),
  WORKER_RESTARTS: wholeNumber(0, 256, 5, { description: 'dead workers replaced within a minute before the primary gives up' }),
  SHUTDOWN_DRAIN_MS: wholeNumber(1_000, 600_000, 15_000, {
    description: 'on SIGTERM: from the signal to the exit, at most (ms); docker and systemd wait longer',
  }),
  SHUTDOWN_UNREADY_MS: wholeNumber(0, 600_000, 1_000, {
    description: 'on SIGTERM: readiness answers 503 this long before new connections are refused (ms; at most half the drain)',
  }),
  // who may do what
  SINGLE_SESSION_PER_EMPLOYEE: flag(true, { description: 'a newer sign-in of a company account ends the older one' }),
  PASSWORD_HASH_COST: wholeNumber(PASSWORD_HASH_COST_MIN_TESTS, 16, PASSWORD_HASH_COST_PRODUCTION, {
    description: `scrypt's cost of a new password hash, as a power of two; the test suites lower it, production refuses below ${PASSWORD_HASH_COST_PRODUCTION}`,
  }),
  ALLOWED_ORIGINS: text(undefined, {
    description: 'other sites whose pages may open the live socket, comma-separated',
    expected: 'http(s) origins, comma-separated',
    refine: (v) => listItems(v).every(isOrigin),
  }),
  TRUST_PROXY: text(undefined, {
    description: 'the reverse proxies whose X-Forwarded-For is believed, comma-separated',
    expected: 'IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated',
    refine: isProxyList,
  }),
  METRICS_TOKEN: text(undefined, { description: 'the bearer token that opens /metrics from elsewhere than this machine', secret: true }),
  SEARCH_LOG_SALT: text(undefined, { description: "the salt of the tracking search log's address hashes", secret: true, defaultText: 'development salt' }),
  USER_CARD_LINK_KEY: text(undefined, {
    description: "the key the business cards' link tokens are derived with",
    secret: true,
    defaultText: 'development key',
  }),
  WX_APP_ID: text(undefined, { description: 'OAuth2 client id for sign-in through the social messaging app' }),
  WX_APP_SECRET: text(undefined, { description: 'OAuth2 client secret for sign-in through the social messaging app', secret: true }),
  WX_AUTHORIZE_URL: text('https://open.weixin.qq.com/connect/qrconnect', { description: "the social app's authorisation endpoint" }),
  WX_TOKEN_URL: text('https://api.weixin.qq.com/sns/oauth2/access_token', { description: "the social app's token endpoint" }),
  WX_USERINFO_URL: text('https://api.weixin.qq.com/sns/userinfo', { description: "the social app's user-info endpoint" }),
  WX_SCOPE: text('snsapi_login', { description: 'the scope asked of the social app' }),
  // what the log says
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info', { description: 'the server log level' }),
  LOOP_STALL_MS: wholeNumber(1, 600_000, 1000, { description: 'a request holding the event loop longer is named in the log (ms)' }),
  MFT_DEBUG: flag(false, { description: 'development: every error answered is also printed whole' }),
  NODE_ENV: text(undefined, { description: 'production: a simulated channel refuses to start unless ALLOW_SIMULATED_CHANNELS names it' }),
  ALLOW_SIMULATED_CHANNELS: text(undefined, {
    description: 'the channels allowed to run on their simulator in production, comma-separated',
    expected: `channel names, comma-separated, from ${CHANNELS.join(', ')}`,
    refine: (v) => listItems(v).every((c) => (CHANNELS as readonly string[]).includes(c)),
  }),
  ...perChannel('CHANNEL_', () => oneOf(['simulator'], 'simulator', { description: "the channel's counterpart: only its simulator is built here" })),
  ...MAIL_SETTINGS,
  ...EDM_SETTINGS,
  ...perChannel('GATEWAY_SECRET_', () => text(undefined, { description: "the secret of the channel's receipt webhook; unset, it takes none", secret: true })),
  // jobs and rounds
  JOBS_POLL_MS: wholeNumber(0, 3_600_000, 1000, { description: 'how often a process looks for due jobs and rounds (ms; 0: it runs none)' }),
  JOBS_CONCURRENCY: wholeNumber(1, 256, 2, { description: 'jobs one server process runs at once' }),
  ROUNDS_EVERY_MS: ms(undefined, "every round's period where its own setting is unset (ms; 0: no round runs)"),
  BOOKING_ROUND_EVERY_MS: roundEvery(60_000, 'the booking round (reminders, expiries)'),
  READY_SPACE_ROUND_EVERY_MS: roundEvery(60_000, 'the ready-space round'),
  CARRIER_CHANNEL_EVERY_MS: roundEvery(1000, "the carrier booking channel's delivery"),
  VGM_CHANNEL_EVERY_MS: roundEvery(1000, "the VGM channels' delivery"),
  TERMINAL_CLP_EVERY_MS: roundEvery(1000, "the terminal load-plan channel's delivery"),
  MANIFEST_CHANNEL_EVERY_MS: roundEvery(1000, "the customs manifest channels' delivery"),
  TAX_INVOICE_CHANNEL_EVERY_MS: roundEvery(1000, "the tax invoice channel's delivery"),
  CARRIER_SI_EVERY_MS: roundEvery(1000, "the carrier shipping-instruction channel's delivery"),
  SMS_CHANNEL_EVERY_MS: roundEvery(2000, "the SMS channel's delivery"),
  EMAIL_CHANNEL_EVERY_MS: roundEvery(1000, "the e-mail channel's delivery"),
  FREIGHT_TRACK_POLL_EVERY_MS: roundEvery(15_000, 'the carrier tracking poll'),
  CHANNEL_QUIET_PERIOD_MS: ms(
    30_000,
    "how often a channel's round runs while none of its messages is on its way or awaits an answer (ms); a new message wakes it at once",
    1,
  ),
  OUTBOX_MINUTE_MS: ms(60_000, "the outbox's minute, by which retries are spaced (ms; tests shorten it)", 1),
  RATE_BATCH_JOB_ROWS: rows(500, 'a rate batch with this many rows or more is applied by a background job'),
  EXPORT_JOB_ROWS: rows(2000, "a list's Excel export of this many rows or more is written by a background job"),
  READY_SPACE_IMPORT_JOB_ROWS: rows(200, 'a ready-space upload with this many rows or more is applied by a background job'),
  IMPORT_WORKER_READY: flag(true, { description: 'keep an Excel import worker loaded (about 45 MB a process)' }),
  FREIGHT_TRACK_POLL_BATCH: rows(200, 'tracking subscriptions polled per round'),
  FREIGHT_TRACK_CADENCE_DIVISOR: wholeNumber(1, 1_000_000, 1, { description: "the tracking poll's cadence sped up by this factor (demos)" }),
  CARRIER_TNT_MIN_POLL_GAP_MS: ms(60_000, 'the shortest gap between two polls of one tracking subscription (ms)'),
  // the simulators
  SIM_CARRIER_BOOKING_DELAY_MS: simDelay('carrier booking', 3000),
  SIM_CARRIER_BOOKING_FAULTS: faults('carrier booking'),
  SIM_CARRIER_VGM_DELAY_MS: simDelay('carrier VGM', 3000),
  SIM_CARRIER_VGM_FAULTS: faults('carrier VGM'),
  SIM_TERMINAL_CLP_DELAY_MS: simDelay('terminal load-plan', 2000),
  SIM_TERMINAL_CLP_JITTER_MS: ms(18_000, "the terminal load-plan simulator's spread of answer times (ms)"),
  SIM_TERMINAL_CLP_FAULTS: faults('terminal load-plan'),
  SIM_TERMINAL_VGM_DELAY_MS: simDelay('terminal VGM', 2000),
  SIM_TERMINAL_VGM_FAULTS: faults('terminal VGM'),
  SIM_CN_MANIFEST_DELAY_MS: simDelay('China manifest', 1000),
  SIM_CN_MANIFEST_RELEASE_MINUTES: wholeNumber(0, 100_000, 30, { description: 'minutes the China manifest simulator takes to release' }),
  SIM_CN_MANIFEST_FAULTS: faults('China manifest'),
  SIM_US_AMS_DELAY_MS: simDelay('US AMS', 1000),
  SIM_US_AMS_FAULTS: faults('US AMS'),
  SIM_US_ISF_DELAY_MS: simDelay('US ISF', 1000),
  SIM_US_ISF_FAULTS: faults('US ISF'),
  SIM_EU_ENS_DELAY_MS: simDelay('EU ENS', 1000),
  SIM_EU_ENS_FAULTS: faults('EU ENS'),
  SIM_CARRIER_SI_DELAY_MS: simDelay('carrier shipping-instruction', 3000),
  SIM_CARRIER_SI_FAULTS: faults('carrier shipping-instruction'),
  SIM_TAX_INVOICE_DELAY_MS: simDelay('tax invoice', 2000),
  SIM_TAX_INVOICE_FAULTS: faults('tax invoice'),
  SIM_SMS_FAULTS: faults('SMS'),
  SIM_CARRIER_TNT_SPEED: wholeNumber(1, 100_000_000, 1440, { description: "the carrier tracking simulator's clock speed (simulated minutes per minute)" }),
  SIM_CARRIER_TNT_FAULTS: faults('carrier tracking'),
});

/** The settings as read: each variable's value, or its default, or undefined. */
export type Settings = Static<typeof SETTINGS_SCHEMA>;
export type SettingName = keyof Settings & string;

/** Settings documented as one family (a row for all channels): the family's name in the documentation. */
export const SETTING_FAMILIES: { family: string; pattern: RegExp }[] = [
  { family: 'CHANNEL_<NAME>', pattern: /^CHANNEL_[A-Z_]+$/ },
  { family: 'GATEWAY_SECRET_<CHANNEL>', pattern: /^GATEWAY_SECRET_[A-Z_]+$/ },
  { family: 'SIM_<CHANNEL>_…', pattern: /^SIM_[A-Z_]+$/ },
  { family: '…_EVERY_MS', pattern: /^[A-Z_]+_EVERY_MS$/ },
];
