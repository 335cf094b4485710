import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { domainOf, isMailAddress, simulatedFate } from '../../../src/domain/mail/address';
import type { ScriptStep } from '../../channels/simScripts';
import type { Db } from '../../db/types';
import { simulatorSmtpPort } from '../../settings/mail';
import { setting } from '../../settings/read';
import { keepReceived } from './mailboxRepository';

/**
 * The local SMTP simulator (DESIGN §8, docs/modules/mail.md): a real SMTP server on 127.0.0.1 that
 * the channel's nodemailer transport sends to over SMTP, as it would to a provider. It validates as a
 * server does — a malformed sender or recipient is refused (553), a message over SIM_EMAIL_MAX_BYTES
 * too (552) — keeps every message it accepts in its mailbox (`sim_mailbox`, once per Message-ID, so a
 * retry is harmless), and scripts the receipts it sends back: DELIVERED at once, BOUNCED after
 * SIM_EMAIL_BOUNCE_DELAY_MS for a recipient at bounce.test. slow.test is answered after
 * SIM_EMAIL_SLOW_MS; fail.test fails temporarily (451) on a message's first attempt, then accepts.
 * Nothing it receives goes anywhere else: it is all marked simulated.
 */
export interface MailSimulatorOptions {
  port: number;
  maxBytes: number;
  bounceDelayMs: number;
  slowMs: number;
}

/** The simulator's port as the settings give it (server/settings/mail.ts simulatorSmtpPort: PORT + 1 for a cluster). */
export const simulatorPortOf = (env: NodeJS.ProcessEnv): number =>
  simulatorSmtpPort({ WORKERS: setting(env, 'WORKERS'), PORT: setting(env, 'PORT'), SIM_EMAIL_SMTP_PORT: setting(env, 'SIM_EMAIL_SMTP_PORT') });

export const mailSimulatorOptions = (env: NodeJS.ProcessEnv): MailSimulatorOptions => ({
  port: simulatorPortOf(env),
  maxBytes: setting(env, 'SIM_EMAIL_MAX_BYTES'),
  bounceDelayMs: setting(env, 'SIM_EMAIL_BOUNCE_DELAY_MS'),
  slowMs: setting(env, 'SIM_EMAIL_SLOW_MS'),
});

export interface RunningSimulator {
  port: number;
  close(): Promise<void>;
}

/** An SMTP answer the client reads as a refusal with its code (4xx: try again later; 5xx: never). */
const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/** The receipts the simulated provider will send for one message (its Message-ID is the reference). */
export function receiptScript(recipients: readonly string[], now: Date, bounceDelayMs: number): ScriptStep[] {
  const bounced = recipients.filter((r) => simulatedFate(r) === 'bounce');
  const delivered = recipients.filter((r) => simulatedFate(r) !== 'bounce');
  const steps: ScriptStep[] = [];
  if (delivered.length)
    steps.push({
      Seq: 1,
      Code: 'DELIVERED',
      Text: `delivered to ${delivered.join(', ')} (simulated)`,
      Body: { Recipients: delivered },
      DueAt: now.toISOString(),
      Sent: 0,
    });
  if (bounced.length)
    steps.push({
      Seq: steps.length + 1,
      Code: 'BOUNCED',
      Text: `550 5.1.1 ${bounced.join(', ')}: mailbox unavailable (simulated bounce)`,
      Body: { Recipients: bounced },
      DueAt: new Date(now.getTime() + bounceDelayMs).toISOString(),
      Sent: 0,
    });
  return steps;
}

async function readAll(stream: SMTPServerDataStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Receives one message: refuses, delays or keeps it as the recipients' domains ask. */
async function receive(db: Db, o: MailSimulatorOptions, failedOnce: Set<string>, stream: SMTPServerDataStream, session: SMTPServerSession) {
  const raw = await readAll(stream);
  if (stream.sizeExceeded) throw smtpError(552, `5.3.4 Message too big: at most ${o.maxBytes} bytes`);
  const parsed = await simpleParser(raw);
  const recipients = session.envelope.rcptTo.map((r) => r.address);
  const messageId = parsed.messageId ?? `<sim-${Date.now()}-${Math.random().toString(36).slice(2)}@simulator.local>`;
  if (recipients.some((r) => simulatedFate(r) === 'failOnce') && !failedOnce.has(messageId)) {
    failedOnce.add(messageId);
    throw smtpError(451, '4.3.0 Temporary failure at fail.test: try again later (simulated)');
  }
  if (recipients.some((r) => simulatedFate(r) === 'slow')) await wait(o.slowMs);
  const text = (v: { text?: string } | { text?: string }[] | undefined) => (Array.isArray(v) ? v.map((a) => a.text ?? '').join(', ') : (v?.text ?? ''));
  const headers: Record<string, string> = {};
  for (const line of parsed.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
  await keepReceived(db, {
    messageId,
    envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
    envelopeTo: recipients,
    fromText: text(parsed.from),
    toText: text(parsed.to),
    ccText: text(parsed.cc),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    size: raw.length,
    script: receiptScript(recipients, new Date(), o.bounceDelayMs),
    attachments: parsed.attachments.map((a) => ({ name: a.filename ?? 'attachment', contentType: a.contentType, bytes: a.content })),
  });
  return messageId;
}

/**
 * Starts the simulator on 127.0.0.1. The port taken (another server process of WORKERS=N runs it
 * there): answers undefined, and this process sends to that one — one simulator per machine.
 */
export function startMailSimulator(db: Db, o: MailSimulatorOptions): Promise<RunningSimulator | undefined> {
  const failedOnce = new Set<string>();
  const server = new SMTPServer({
    banner: 'SIMULATED SMTP server: nothing is delivered to anyone',
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    size: o.maxBytes,
    onMailFrom(address, _session, done) {
      done(address.address === '' || isMailAddress(address.address) ? undefined : smtpError(553, `5.1.7 Bad sender address syntax: ${address.address}`));
    },
    onRcptTo(address, _session, done) {
      if (!isMailAddress(address.address)) return done(smtpError(553, `5.1.3 Bad recipient address syntax: ${address.address}`));
      if (domainOf(address.address) === 'invalid') return done(smtpError(550, `5.1.2 No such domain: ${address.address}`));
      done();
    },
    onData(stream, session, done) {
      receive(db, o, failedOnce, stream, session).then(
        (id) => done(null, `2.0.0 Ok: kept as ${id} (simulated)`),
        (err: Error) => done(err),
      );
    },
  });
  // a connection's fault is the client's: the server goes on (an unheard 'error' would end the process)
  server.on('error', () => {});
  return new Promise((resolve, reject) => {
    server.server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' && o.port !== 0 ? resolve(undefined) : reject(err)));
    server.server.listen({ port: o.port, host: '127.0.0.1', exclusive: true }, () => {
      const address = server.server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : o.port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
