import { describe, expect, it } from 'vitest';
import { checkSettings } from '../../../server/settings/check';
import { smtpOptions } from '../../../server/modules/mail/transport';
import { simulatorPortOf } from '../../../server/modules/mail/simulator';

/** The e-mail channel's settings refused at start, one line each (server/settings/mail.ts). */
const problems = (env: NodeJS.ProcessEnv) => checkSettings(env).problems;

describe('the e-mail settings', () => {
  it('refuses a real SMTP channel without a server, a URL that is not SMTP, and half a login', () => {
    expect(problems({ CHANNEL_EMAIL: 'smtp' })).toEqual([expect.stringMatching(/^CHANNEL_EMAIL=smtp needs the real SMTP server: set SMTP_URL/)]);
    expect(problems({ CHANNEL_EMAIL: 'sendgrid' })).toEqual(['CHANNEL_EMAIL=sendgrid: expected one of simulator, smtp']);
    expect(problems({ CHANNEL_EMAIL: 'smtp', SMTP_URL: 'http://mail.example.com' })).toEqual([
      'SMTP_URL=(hidden): expected an smtp:// or smtps:// URL with a host',
      expect.stringMatching(/^CHANNEL_EMAIL=smtp needs the real SMTP server/),
    ]);
    expect(problems({ CHANNEL_EMAIL: 'smtp', SMTP_HOST: 'mail.example.com', SMTP_USER: 'me' })).toEqual([
      'SMTP_USER and SMTP_PASSWORD go together: set both (a login) or neither.',
    ]);
    expect(problems({ SMTP_URL: 'smtp://mail.example.com', SMTP_HOST: 'mail.example.com' })).toEqual([
      expect.stringMatching(/^SMTP_URL and SMTP_HOST are both set/),
    ]);
    expect(problems({ SMTP_PORT: '70000', MAIL_FROM: 'not an address' })).toEqual([
      'SMTP_PORT=70000: expected a whole number from 1 to 65535',
      'MAIL_FROM=not an address: expected one e-mail address (name@example.com)',
    ]);
    // a cluster's processes meet the simulator on PORT + 1 unless told; on PORT=0 there is no such port
    expect(problems({ WORKERS: '2', DATABASE_URL: 'postgres://x/y' })).toEqual([]);
    expect(simulatorPortOf({ WORKERS: '2', PORT: '8080' })).toBe(8081);
    expect(simulatorPortOf({ WORKERS: '2', PORT: '8080', SIM_EMAIL_SMTP_PORT: '2600' })).toBe(2600);
    expect(simulatorPortOf({ PORT: '8080' })).toBe(0);
    expect(problems({ WORKERS: '2', PORT: '0', DATABASE_URL: 'postgres://x/y' })).toEqual([
      expect.stringMatching(/^WORKERS=2 with the e-mail simulator and PORT=0 needs SIM_EMAIL_SMTP_PORT/),
    ]);
  });

  it('takes a real server by URL or by host, and production without ALLOW_SIMULATED_CHANNELS naming EMAIL', () => {
    expect(problems({ CHANNEL_EMAIL: 'smtp', SMTP_URL: 'smtps://me:secret@mail.example.com:465' })).toEqual([]);
    const byHost = { CHANNEL_EMAIL: 'smtp', SMTP_HOST: 'mail.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'me', SMTP_PASSWORD: 'pw' };
    expect(problems(byHost)).toEqual([]);
    expect(smtpOptions(byHost, undefined)).toMatchObject({ host: 'mail.example.com', port: 465, secure: true, auth: { user: 'me', pass: 'pw' } });
    expect(smtpOptions({}, 2525)).toMatchObject({ host: '127.0.0.1', port: 2525, secure: false });
    const others = 'CARRIER_BOOKING,CARRIER_VGM,TERMINAL_CLP,TERMINAL_VGM,CN_MANIFEST,US_AMS,US_ISF,EU_ENS,CARRIER_TNT,CARRIER_SI,TAX_INVOICE,SMS';
    expect(problems({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: others, EDM_TOKEN_KEY: 'k'.repeat(32), ...byHost })).toEqual([]);
    expect(problems({ NODE_ENV: 'production', ALLOW_SIMULATED_CHANNELS: others, EDM_TOKEN_KEY: 'k'.repeat(32) })).toEqual([
      expect.stringMatching(/^NODE_ENV=production: EMAIL run on local simulators/),
    ]);
  });
});

describe('a process without the simulator', () => {
  it('sends to the port another process runs it on (WORKERS=N), and says so when there is none', async () => {
    const { mailAdapter } = await import('../../../server/modules/mail/transport');
    const db = { query: async () => [{ id: 1, to_addrs: ['a@example.com'], cc_addrs: [], headers: {}, message_id: '<m@x>' }] } as never;
    const none = mailAdapter(db, {}, () => undefined);
    const message = { id: 1, doc_id: 1, attempts: 1 } as never;
    expect(await none.send(message, new Date())).toEqual({
      transmitted: false,
      retryable: true,
      error: 'the SMTP simulator is not listening in this process (SIM_EMAIL_SMTP_PORT)',
    });
  });
});
