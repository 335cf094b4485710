import { createTransport } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { runningSimulator } from '../../../server/modules/mail/state';
import { sendMail } from '../../../server/modules/mail/public';
import { withTestApp } from '../support/build';
import { justAfterNow, mailRow, queue, received, round, uniqueKey } from './support';

/**
 * The e-mail channel end to end (docs/modules/mail.md): a message queued in the caller's transaction
 * is sent by nodemailer over real SMTP to the local simulator, kept there, and moved by the
 * simulator's receipts; the simulator's behaviours per domain; the idempotency key.
 */
process.env.SIM_EMAIL_BOUNCE_DELAY_MS = '60000';
process.env.SIM_EMAIL_SLOW_MS = '600';
process.env.SIM_EMAIL_MAX_BYTES = '65536';
const t = withTestApp({ modules: ['mail'] });

describe('sending an e-mail', () => {
  it('sends nothing when the caller’s transaction rolls back', async () => {
    const key = uniqueKey('rollback');
    const queued = `select count(*)::int as n from outbound_messages where channel = 'EMAIL'`;
    const [before] = await t.db.query<{ n: number }>(queued);
    await expect(
      t.db.transaction(async (tx) => {
        const out = await sendMail(tx, { key, companyId: '1', createdBy: null, to: ['a@example.com'], subject: 'S', text: 'T' });
        expect(out.ok).toBe(true);
        throw new Error('the document move failed');
      }),
    ).rejects.toThrow('the document move failed');
    const rows = await t.db.query('select 1 from mail_messages where idempotency_key = $1', [key]);
    expect(rows).toHaveLength(0);
    const [after] = await t.db.query<{ n: number }>(queued);
    expect(after!.n).toBe(before!.n);
  });

  it('delivers over SMTP to the simulator, which keeps it whole, and its receipt moves it to delivered', async () => {
    const id = await queue(t.db, {
      to: ['Buyer@Example.COM'],
      cc: ['boss@example.com'],
      subject: '报价 Q-2 / Quote Q-2',
      text: '您好，附件是报价。',
      html: '<p>您好 <strong>Buyer</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      attachments: [{ name: '报价 Q-2.pdf', contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4 quote') }],
      unsubscribeUrl: 'https://freight.example.com/u?t=abc',
    });
    expect((await mailRow(t.db, id)).status).toBe('QUEUED');
    await round(t.db);
    const row = await mailRow(t.db, id);
    expect([row.status, row.outbox]).toEqual(['DELIVERED', 'ACKED']);
    const [got] = await received(t.db, row.message_id);
    expect(got!.subject).toBe('报价 Q-2 / Quote Q-2');
    expect(got!.envelope_to.sort()).toEqual(['Buyer@example.com', 'boss@example.com']);
    expect(got!.html_body).toContain('<strong>Buyer</strong>');
    expect(got!.html_body).not.toMatch(/script|onerror/);
    expect(got!.headers['list-unsubscribe']).toBe('<https://freight.example.com/u?t=abc>');
    expect(got!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const [file] = await t.db.query<{ name: string; size_bytes: number; bytes: Uint8Array }>(
      'select name, size_bytes, bytes from sim_mailbox_attachments where mailbox_id = $1',
      [got!.id],
    );
    expect([file!.name, file!.size_bytes, Buffer.from(file!.bytes).toString()]).toEqual(['报价 Q-2.pdf', 14, '%PDF-1.4 quote']);
  });

  it('sends one message for one key, however often it is asked', async () => {
    const key = uniqueKey('twice');
    const first = await queue(t.db, { key });
    const again = await t.db.transaction((tx) =>
      sendMail(tx, { key, companyId: '1', createdBy: null, to: ['buyer@example.com'], subject: 'Quote Q-1', text: 'x' }),
    );
    expect(again).toEqual({ ok: true, value: { MailId: first, Created: false } });
    await round(t.db);
    const outbox = await t.db.query(`select 1 from outbound_messages where channel = 'EMAIL' and doc_id = $1`, [first]);
    expect(outbox).toHaveLength(1);
    expect(await received(t.db, (await mailRow(t.db, first)).message_id)).toHaveLength(1);
  });

  it('refuses a message it cannot send, field by field, and writes nothing', async () => {
    const key = uniqueKey('bad');
    const out = await t.db.transaction((tx) =>
      sendMail(tx, {
        key,
        companyId: '1',
        createdBy: null,
        to: ['not an address', 'ok@example.com'],
        cc: ['x@'],
        subject: 'a\r\nBcc: evil@example.com',
        text: '',
      }),
    );
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.code).toBe('BAD_MAIL');
    expect(out.errors?.map((e) => e.Path)).toEqual(['/To/0', '/Cc/0', '/Subject']);
    expect(await t.db.query('select 1 from mail_messages where idempotency_key = $1', [key])).toHaveLength(0);
  });
});

describe('the SMTP simulator behaves as a server would', () => {
  it('bounces mail to bounce.test with a receipt that comes later', async () => {
    const id = await queue(t.db, { to: ['nobody@bounce.test'] });
    // accepted first (SENT): on a loaded machine a first attempt may fail in transport and is retried, as the outbox does
    let now = justAfterNow();
    for (let attempt = 0; attempt < 4 && (await mailRow(t.db, id)).status === 'QUEUED'; attempt++) {
      now += attempt ? 2_000 : 0;
      await round(t.db, new Date(now));
    }
    const sent = await mailRow(t.db, id);
    expect(sent.status, `last error: ${sent.last_error}`).toBe('SENT');
    await round(t.db, new Date(now + 61_000));
    const row = await mailRow(t.db, id);
    expect([row.status, row.outbox]).toEqual(['BOUNCED', 'NACKED']);
    expect(row.status_text).toContain('nobody@bounce.test');
  });

  it('fails temporarily at fail.test, and the retry is accepted', async () => {
    const id = await queue(t.db, { to: ['ops@fail.test'] });
    const now = justAfterNow();
    await round(t.db, new Date(now));
    const first = await mailRow(t.db, id);
    expect([first.status, first.outbox, first.attempts]).toEqual(['QUEUED', 'QUEUED', 1]);
    expect(first.last_error).toMatch(/^SMTP 451/);
    await round(t.db, new Date(now + 1500)); // the retry a minute (here a second) later
    const row = await mailRow(t.db, id);
    expect([row.status, row.outbox, row.attempts]).toEqual(['DELIVERED', 'ACKED', 2]);
    expect(await received(t.db, row.message_id)).toHaveLength(1);
  });

  it('answers mail to slow.test late, and delivers it', async () => {
    const id = await queue(t.db, { to: ['ops@slow.test'] });
    const started = Date.now();
    await round(t.db);
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    expect((await mailRow(t.db, id)).status).toBe('DELIVERED');
  });

  it('refuses a message over its size for good: the message failed, not retried', async () => {
    const id = await queue(t.db, { attachments: [{ name: 'big.bin', contentType: 'application/octet-stream', bytes: Buffer.alloc(80_000, 7) }] });
    await round(t.db);
    const row = await mailRow(t.db, id);
    expect([row.status, row.outbox, row.attempts]).toEqual(['FAILED', 'FAILED', 1]);
    expect(row.status_text).toMatch(/^SMTP 552/);
  });

  it('refuses a malformed recipient at RCPT TO, as a server does', async () => {
    const port = runningSimulator()!.port;
    const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
    const err = await transport.sendMail({ envelope: { from: 'a@example.com', to: ['ops@localhost'] }, raw: 'Subject: x\r\n\r\nx' }).then(
      () => undefined,
      (e: { responseCode?: number }) => e,
    );
    expect(err?.responseCode).toBe(553);
  });
});
