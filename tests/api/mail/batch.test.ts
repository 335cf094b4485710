import { describe, expect, it } from 'vitest';
import { deliverDue } from '../../../server/channels/outbox';
import { recordReceipts } from '../../../server/channels/outboxBatch';
import { applyMailReceipts } from '../../../server/modules/mail/channel';
import { sendMails } from '../../../server/modules/mail/public';
import { mailChannelAdapter } from '../../../server/modules/mail/state';
import { withTestApp } from '../support/build';
import { justAfterNow, mailRow, received, round, uniqueKey } from './support';

/**
 * The channel's batches (issue 50, docs/modules/edm.md "Figures"): many messages queued a statement,
 * claimed and sent a batch at a time, receipts kept and applied a batch at a time — with the
 * guarantees of one at a time: each message sent once, a crash after the claim loses none, each
 * message's receipts applied once and in its order.
 */
const t = withTestApp({ modules: ['mail'] });

async function queueMany(n: number, to = (i: number) => `batch${i}@example.com`) {
  const out = await t.db.transaction((tx) =>
    sendMails(
      tx,
      Array.from({ length: n }, (_, i) => ({ key: uniqueKey(`batch${i}`), companyId: '1', createdBy: null, to: [to(i)], subject: `Batch ${i}`, text: 'x' })),
    ),
  );
  return out.map((o) => {
    if (!o.ok) throw new Error(o.message);
    return o.value.MailId;
  });
}

const outboxOf = (ids: number[]) =>
  t.db.query<{ doc_id: number; status: string; attempts: number }>(
    `select doc_id::int, status, attempts from outbound_messages where channel = 'EMAIL' and doc_type = 'mail' and doc_id = any($1::bigint[]) order by doc_id`,
    [ids],
  );

describe('the e-mail channel in batches', () => {
  it('queues many in one call: a refused one kept out, a key used before answers its first message, a rollback sends none', async () => {
    const key = uniqueKey('again');
    const out = await t.db.transaction((tx) =>
      sendMails(tx, [
        { key, companyId: '1', createdBy: null, to: ['one@example.com'], subject: 'One', text: 'x' },
        { key: uniqueKey('bad'), companyId: '1', createdBy: null, to: ['a..b@example.com'], subject: 'Bad', text: 'x' },
      ]),
    );
    expect(out[0]!.ok && out[0]!.value.Created).toBe(true);
    expect(out[1]!.ok).toBe(false);
    const again = await t.db.transaction((tx) => sendMails(tx, [{ key, companyId: '1', createdBy: null, to: ['one@example.com'], subject: 'One', text: 'y' }]));
    expect(again).toEqual([{ ok: true, value: { MailId: out[0]!.ok ? out[0]!.value.MailId : 0, Created: false } }]);
    const rolled = uniqueKey('rolled');
    await expect(
      t.db.transaction(async (tx) => {
        await sendMails(tx, [{ key: rolled, companyId: '1', createdBy: null, to: ['r@example.com'], subject: 'R', text: 'x' }]);
        throw new Error('the document move failed');
      }),
    ).rejects.toThrow('the document move failed');
    expect(await t.db.query('select 1 from mail_messages where idempotency_key = $1', [rolled])).toHaveLength(0);
    expect(await outboxOf([out[0]!.ok ? out[0]!.value.MailId : 0])).toHaveLength(1);
  });

  it('sends each message once when two rounds run at the same time', async () => {
    const ids = await queueMany(30);
    const now = new Date(justAfterNow());
    const [a, b] = await Promise.all([round(t.db, now), round(t.db, now)]);
    expect(a + b).toBeGreaterThanOrEqual(30);
    const rows = await outboxOf(ids);
    expect(rows.map((r) => r.attempts)).toEqual(ids.map(() => 1));
    for (const id of ids) {
      const m = await mailRow(t.db, id);
      expect(await received(t.db, m.message_id)).toHaveLength(1);
      // delivered; its outbox row answered, or — when the other round heard the receipt before this one kept the send — still TRANSMITTED
      expect(m.status).toBe('DELIVERED');
      expect(['ACKED', 'TRANSMITTED']).toContain(m.outbox);
    }
  });

  it('loses nothing when the worker dies between the claim and the send: the lease passes and the next round sends each once', async () => {
    const ids = await queueMany(5);
    const adapter = mailChannelAdapter(t.db);
    const dying = {
      ...adapter,
      sendBatch: () => {
        throw new Error('the worker died');
      },
    };
    const now = Date.now() + 1;
    await expect(deliverDue(t.db, dying, new Date(now), async () => {}, 1000)).rejects.toThrow('the worker died');
    const claimed = await outboxOf(ids);
    expect(claimed.filter((r) => r.status === 'SENDING').length).toBeGreaterThan(0);
    await round(t.db, new Date(now + 1500));
    for (const id of ids) {
      const m = await mailRow(t.db, id);
      expect(await received(t.db, m.message_id)).toHaveLength(1);
      expect(m.status).toBe('DELIVERED');
    }
  });

  it('applies each message’s receipts once and in its order, a later one waiting for its predecessor', async () => {
    const [id] = await queueMany(1);
    const now = new Date(justAfterNow());
    const adapter = mailChannelAdapter(t.db);
    await deliverDue(t.db, adapter, now, async () => {}, 1000);
    const { message_id: ref } = await mailRow(t.db, id!);
    const receipt = (seq: number, code: string) => ({ externalRef: ref, seq, code, text: `${code} ${seq}`, raw: '{}', simulated: true });
    // the simulator's own DELIVERED (seq 1) is not polled here: the bounce comes first, then both, each twice
    expect(await recordReceipts(t.db, 'EMAIL', [receipt(2, 'BOUNCED'), receipt(2, 'BOUNCED')])).toBe(1);
    expect(await applyMailReceipts(t.db)).toBe(0);
    expect((await mailRow(t.db, id!)).status).toBe('SENT');
    expect(await recordReceipts(t.db, 'EMAIL', [receipt(1, 'DELIVERED'), receipt(2, 'BOUNCED')])).toBe(1);
    expect(await applyMailReceipts(t.db)).toBe(2);
    const m = await mailRow(t.db, id!);
    // the bounce after the delivery: the message is bounced; its outbox row stays answered (ACKED), as one receipt at a time left it
    expect([m.status, m.status_text, m.outbox]).toEqual(['BOUNCED', 'BOUNCED 2', 'ACKED']);
    expect(await applyMailReceipts(t.db)).toBe(0);
  });
});
