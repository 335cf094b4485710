import { isMailAddress } from '../../src/domain/mail/address';
import { flag, oneOf, text, wholeNumber } from './kinds';

/**
 * The e-mail channel's settings (docs/deployment.md, docs/modules/mail.md): the counterpart
 * (`CHANNEL_EMAIL`: the local SMTP simulator, or a real SMTP server), the real server's address
 * and login, the platform's default sender, and the simulator's port and behaviours.
 */
const MS_DAY = 86_400_000;
export const MAIL_SETTINGS = {
  CHANNEL_EMAIL: oneOf(['simulator', 'smtp'], 'simulator', {
    description: 'the e-mail counterpart: the local SMTP simulator, or a real SMTP server (SMTP_URL or SMTP_HOST)',
  }),
  SMTP_URL: text(undefined, {
    description: 'the real SMTP server as one URL (smtp://user:password@host:587, smtps:// for TLS from the start)',
    secret: true,
    expected: 'an smtp:// or smtps:// URL with a host',
    refine: (v) => /^smtps?:\/\/[^/?#\s]+/.test(v),
  }),
  SMTP_HOST: text(undefined, { description: "the real SMTP server's host name (instead of SMTP_URL)" }),
  SMTP_PORT: wholeNumber(1, 65_535, 587, { description: "the real SMTP server's port" }),
  SMTP_USER: text(undefined, { description: 'the login at the real SMTP server' }),
  SMTP_PASSWORD: text(undefined, { description: 'the password at the real SMTP server', secret: true }),
  SMTP_SECURE: flag(false, { description: 'TLS from the start (port 465); otherwise STARTTLS when the server offers it' }),
  MAIL_FROM: text('noreply@globalfreight.cn', {
    description: "the platform's sender address, used when a company has no verified sender of its own",
    expected: 'one e-mail address (name@example.com)',
    refine: isMailAddress,
  }),
  SIM_EMAIL_SMTP_PORT: wholeNumber(0, 65_535, 0, {
    description: 'the port the local SMTP simulator listens on, on 127.0.0.1 (0: any free one; with WORKERS above 1, PORT + 1)',
  }),
  SIM_EMAIL_MAX_BYTES: wholeNumber(1024, 52_428_800, 10_485_760, { description: 'the largest message the SMTP simulator accepts (bytes)' }),
  SIM_EMAIL_BOUNCE_DELAY_MS: wholeNumber(0, MS_DAY, 5000, { description: 'how long after accepting it the SMTP simulator bounces mail to bounce.test (ms)' }),
  SIM_EMAIL_SLOW_MS: wholeNumber(0, 600_000, 3000, { description: 'how late the SMTP simulator answers mail to slow.test (ms)' }),
};

/** What the e-mail settings cannot be together, one line each (server/settings/check.ts). */
export function mailSettingsClash(s: {
  CHANNEL_EMAIL: string;
  SMTP_URL?: string;
  SMTP_HOST?: string;
  SMTP_USER?: string;
  SMTP_PASSWORD?: string;
  WORKERS: number;
  PORT: number;
  SIM_EMAIL_SMTP_PORT: number;
}): string[] {
  const problems: string[] = [];
  if (s.CHANNEL_EMAIL === 'smtp' && !s.SMTP_URL && !s.SMTP_HOST)
    problems.push('CHANNEL_EMAIL=smtp needs the real SMTP server: set SMTP_URL (smtp://user:password@host:587), or SMTP_HOST with SMTP_PORT.');
  if (s.SMTP_URL && s.SMTP_HOST) problems.push('SMTP_URL and SMTP_HOST are both set: name the SMTP server once (leave one unset).');
  if (Boolean(s.SMTP_USER) !== Boolean(s.SMTP_PASSWORD)) problems.push('SMTP_USER and SMTP_PASSWORD go together: set both (a login) or neither.');
  if (s.CHANNEL_EMAIL === 'simulator' && s.WORKERS > 1 && simulatorSmtpPort(s) === 0)
    problems.push(
      `WORKERS=${s.WORKERS} with the e-mail simulator and PORT=0 needs SIM_EMAIL_SMTP_PORT: one process runs the simulator on that port and every process sends to it (0 would give each its own).`,
    );
  return problems;
}

/**
 * The port the SMTP simulator listens on and every process sends to: the setting; unset with WORKERS
 * above 1, the server's PORT + 1 — one fixed port the processes of a cluster agree on without being
 * told (a cluster on PORT=0 has none: it must be set).
 */
export function simulatorSmtpPort(s: { WORKERS: number; PORT: number; SIM_EMAIL_SMTP_PORT: number }): number {
  if (s.SIM_EMAIL_SMTP_PORT || s.WORKERS <= 1) return s.SIM_EMAIL_SMTP_PORT;
  return s.PORT ? s.PORT + 1 : 0;
}
