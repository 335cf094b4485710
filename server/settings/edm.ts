import { oneOf, text, wholeNumber } from './kinds';

/**
 * The rate e-mail campaigns' settings (docs/modules/edm.md, docs/deployment.md): the key their
 * links' tokens are signed with, the throttles, the round's period, and where the senders' domain
 * records are looked up (DNS, or the local simulated resolver).
 */
export const EDM_SETTINGS = {
  EDM_TOKEN_KEY: text(undefined, {
    description:
      "the key the campaigns' open, click and unsubscribe links are signed with (HMAC-SHA256; unset: one derived from the database's path, for a local run)",
    secret: true,
    expected: 'at least 32 characters',
    refine: (v) => v.length >= 32,
  }),
  EDM_SEND_PER_HOUR: wholeNumber(1, 1_000_000, 1000, { description: 'campaign messages one sender may send an hour (R8.6)' }),
  EDM_SEND_PER_DOMAIN_PER_MINUTE: wholeNumber(1, 1_000_000, 120, {
    description: "campaign messages to one recipient domain a minute (a provider's own limit)",
  }),
  EDM_BATCH: wholeNumber(1, 100_000, 500, { description: "campaign messages one round writes at most (each round's batch)" }),
  EDM_DNS: oneOf(['simulated', 'dns'], 'simulated', {
    description: "where a sender's SPF, DKIM and DMARC records are looked up: the local simulated resolver, or the DNS",
  }),
  EDM_ROUND_EVERY_MS: wholeNumber(0, 3_600_000, 5000, { description: "the campaigns' sending round's period (ms)" }),
};

/**
 * In production the campaigns' links must keep their key when the data moves (a new machine, a
 * restored backup): without EDM_TOKEN_KEY the server refuses to start (server/settings/check.ts).
 */
export function edmSettingsClash(env: NodeJS.ProcessEnv): string[] {
  if (env.NODE_ENV?.trim() !== 'production' || env.EDM_TOKEN_KEY?.trim()) return [];
  return [
    "NODE_ENV=production: EDM_TOKEN_KEY is not set: the campaigns' open, click and unsubscribe links are signed with it (32 characters or more), and a key derived from the data directory would change when the data moves.",
  ];
}
