import type { Queryable } from '../../db/types';

/** SQL of the simulated SMS gateway's inbox (sim_sms_messages: migration 079), the phone the tests and the demo read. */

const iso = (v: unknown) => (v === null || v === undefined ? '' : new Date(v as string).toISOString());

/** The last ten messages a simulated phone received, newest first. */
export async function simulatedInbox(q: Queryable, phone: string): Promise<{ Phone: string; Body: string; ReceivedAt: string }[]> {
  const rows = await q.query<{ phone: string; body: string; received_at: unknown }>(
    'select phone, body, received_at from sim_sms_messages where phone = $1 order by id desc limit 10',
    [phone],
  );
  return rows.map((r) => ({ Phone: r.phone, Body: r.body, ReceivedAt: iso(r.received_at) }));
}

/** The simulated SMS gateway keeps what it delivered (once per idempotency key). */
export async function keepSimulatedSms(q: Queryable, m: { key: string; phone: string; body: string }): Promise<void> {
  await q.query(
    `insert into sim_sms_messages (idempotency_key, phone, body) values ($1, $2, $3)
     on conflict (idempotency_key) do update set times_received = sim_sms_messages.times_received + 1`,
    [m.key, m.phone, m.body],
  );
}
