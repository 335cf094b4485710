import { createTransport, type Transporter } from 'nodemailer';
import type { ChannelAdapter, OutboundMessage, SendResult } from '../../channels/outbox';
import { scriptStore } from '../../channels/simScripts';
import type { Db } from '../../db/types';
import { setting } from '../../settings/read';
import { simulatorPortOf } from './simulator';
import { type MailRow, readAttachments, readMails, writeMailsSent } from './repository';
import { EMAIL_CHANNEL } from './sendMail';

/**
 * The e-mail channel's adapter: nodemailer's SMTP transport, to the real server the environment names
 * (CHANNEL_EMAIL=smtp: SMTP_URL, or SMTP_HOST/PORT/USER/PASSWORD/SECURE) or to the local SMTP
 * simulator (the default). The same code sends either way; only the simulated one hears receipts
 * by poll (its scripted DELIVERED / BOUNCED), a real provider's come to the receipt webhook.
 */

/**
 * The transport's SMTP settings: the real server's from the environment, or the simulator's on this
 * machine. Pooled: a message goes over an open connection instead of a new one each (a connection's
 * greeting, EHLO and QUIT cost about 100 ms on loopback — what held a campaign to 4 messages a second).
 */
export function smtpOptions(env: NodeJS.ProcessEnv, simulatorPort: number | undefined) {
  const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, pool: true, maxConnections: 4, maxMessages: 500 };
  if (setting(env, 'CHANNEL_EMAIL') === 'simulator')
    return { host: '127.0.0.1', port: simulatorPort ?? simulatorPortOf(env), secure: false, ignoreTLS: true, ...timeouts };
  const url = setting(env, 'SMTP_URL');
  if (url) return { url, ...timeouts };
  const user = setting(env, 'SMTP_USER');
  return {
    host: setting(env, 'SMTP_HOST'),
    port: setting(env, 'SMTP_PORT'),
    secure: setting(env, 'SMTP_SECURE'),
    ...(user ? { auth: { user, pass: setting(env, 'SMTP_PASSWORD') ?? '' } } : {}),
    ...timeouts,
  };
}

const mailbox = scriptStore('sim_mailbox', 'message_id');

/**
 * How many due messages the round claims at once and sends together: twice the pool's connections,
 * so each connection has the next message while the database keeps the last one's outcome.
 */
export const MAIL_SEND_BATCH = 8;

/** This process's pooled transports, one per SMTP server (each round's adapter reuses its connections). */
const pools = new Map<string, Transporter>();
const pooledTransport = (options: ReturnType<typeof smtpOptions>): Transporter => {
  const key = JSON.stringify(options);
  let t = pools.get(key);
  if (!t) {
    t = createTransport(options as Parameters<typeof createTransport>[0]);
    pools.set(key, t);
  }
  return t;
};

/** Closes the pooled connections (the server's close). */
export function closeMailTransports(): void {
  for (const t of pools.values()) t.close();
  pools.clear();
}

/** An SMTP failure as the outbox reads it: 4xx and network faults are tried again, 5xx is final. */
export function failureOf(err: unknown): SendResult {
  const e = err as { responseCode?: number; response?: string; message?: string; code?: string };
  const code = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const said = (e.response ?? e.message ?? String(err)).slice(0, 300);
  return { transmitted: false, retryable: code === undefined || code < 500, error: code ? `SMTP ${code}: ${said}` : `SMTP: ${e.code ?? ''} ${said}`.trim() };
}

type Mailer = Transporter;

/** One message over SMTP: the server took it (with the recipients it refused, if any), or why not. */
async function transmit(db: Db, env: NodeJS.ProcessEnv, t: Mailer, mail: MailRow): Promise<SendResult & { refused?: string }> {
  const attachments = mail.attached ? await readAttachments(db, mail.id) : [];
  try {
    const platformFrom = setting(env, 'MAIL_FROM');
    // a company's verified sender is the From; the platform stays the envelope sender and says so (Sender:)
    const onBehalf =
      mail.from_addr !== platformFrom ? { sender: platformFrom, envelope: { from: platformFrom, to: [...mail.to_addrs, ...mail.cc_addrs] } } : {};
    const info = await t.sendMail({
      from: mail.from_addr,
      ...onBehalf,
      replyTo: mail.reply_to || undefined,
      to: mail.to_addrs,
      cc: mail.cc_addrs.length ? mail.cc_addrs : undefined,
      subject: mail.subject,
      text: mail.text_body,
      html: mail.html_body || undefined,
      headers: mail.headers,
      messageId: mail.message_id,
      attachments: attachments.map((a) => ({ filename: a.name, contentType: a.content_type, content: Buffer.from(a.bytes) })),
    });
    const rejected = (info.rejected ?? []).map(String);
    return { transmitted: true, externalRef: mail.message_id, refused: rejected.length ? `refused by the server: ${rejected.join(', ')}` : '' };
  } catch (err) {
    return failureOf(err);
  }
}

export function mailAdapter(db: Db, env: NodeJS.ProcessEnv, simulatorPort: () => number | undefined): ChannelAdapter {
  const simulated = setting(env, 'CHANNEL_EMAIL') === 'simulator';
  const transportOf = () => {
    // this process's simulator, else the one another process runs on the set port (WORKERS=N)
    const port = simulatorPort() ?? (simulatorPortOf(env) || undefined);
    if (simulated && !port) return undefined;
    return pooledTransport(smtpOptions(env, port));
  };
  /** A batch: the messages read in one statement, sent together over the pool, the sent ones marked SENT in one statement. */
  async function sendBatch(ms: readonly OutboundMessage[]): Promise<SendResult[]> {
    const mails = new Map(
      (
        await readMails(
          db,
          ms.map((m) => m.doc_id),
        )
      ).map((m) => [m.id, m]),
    );
    const t = transportOf();
    const results = await Promise.all(
      ms.map(async (m): Promise<SendResult & { refused?: string }> => {
        const mail = mails.get(m.doc_id);
        if (!mail) return { transmitted: false, retryable: false, error: `no mail ${m.doc_id}` };
        if (!t) return { transmitted: false, retryable: true, error: 'the SMTP simulator is not listening in this process (SIM_EMAIL_SMTP_PORT)' };
        return transmit(db, env, t, mail);
      }),
    );
    await writeMailsSent(
      db,
      ms.flatMap((m, i) => {
        const r = results[i]!;
        return r.transmitted ? [{ id: m.doc_id, text: r.refused ?? '' }] : [];
      }),
    );
    return results.map(({ refused: _, ...r }) => r as SendResult);
  }
  return {
    channel: EMAIL_CHANNEL,
    simulated,
    batch: MAIL_SEND_BATCH,
    sendBatch,
    send: async (m) => (await sendBatch([m]))[0]!,
    poll: async (now) => (simulated ? mailbox.due(db, now) : []),
    acknowledge: async (receipts) => {
      if (simulated) await mailbox.acknowledge(db, receipts);
    },
  };
}
