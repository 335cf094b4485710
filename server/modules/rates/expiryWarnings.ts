import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { RoundSource } from '../../jobs/types';

/** How far ahead the maintainer is warned (R2.10: three days before ValidTo). */
export const EXPIRY_WARNING_DAYS = 3;
const EVERY_MS = 60 * 60_000;

/**
 * R2.10: three days before a published rate ends, its maintainer gets a message (and the unread
 * badge, live) naming the rate and its last day, once per version: the warning is an event of the
 * rate, written in the same transaction as the message, and the rows are claimed with SKIP LOCKED so
 * two server processes never warn twice. Answers how many were warned.
 */
export async function warnExpiringRates(db: Db, hub: LiveHub, today: string): Promise<number> {
  const sent = await db.transaction(async (tx) => {
    const ending = await tx.query<{ id: string; rate_no: string; version: number; valid_to: string; maintainer_id: string; lane: string }>(
      `select r.id::text, r.rate_no, r.version, r.valid_to::text, r.maintainer_id::text,
              r.carrier_code || ' ' || r.pol_code || '→' || r.pod_code as lane
         from fcl_rates r
        where r.status = 'PUBLISHED' and r.valid_to between $1::date and $2::date and r.maintainer_id is not null
          and not exists (select 1 from fcl_rate_events e where e.rate_id = r.id and e.type = 'EXPIRY_WARNED')
        order by r.id for update of r skip locked`,
      [today, addDays(today, EXPIRY_WARNING_DAYS)],
    );
    const out: { messageId: number; employeeId: string; title: string }[] = [];
    for (const r of ending) {
      const title = `运价即将到期：${r.rate_no} 第 ${r.version} 版（${r.lane}）有效至 ${r.valid_to}`;
      const titleEn = `Rate ending soon: ${r.rate_no} version ${r.version} (${r.lane}) is valid until ${r.valid_to}`;
      const [m] = await tx.query<{ id: string }>(
        `insert into messages (title, title_en, description, scope, target_employee_id) values ($1, $2, $3, 'employee', $4) returning id`,
        [title, titleEn, '请续期（复制为新草稿并修改有效期）或确认到期下架。Renew it (a copy with new dates) or let it end.', r.maintainer_id],
      );
      await tx.query(`insert into fcl_rate_events (rate_id, type, detail) values ($1, 'EXPIRY_WARNED', $2)`, [r.id, JSON.stringify({ ValidTo: r.valid_to })]);
      out.push({ messageId: Number(m!.id), employeeId: r.maintainer_id, title });
    }
    return out;
  });
  for (const s of sent) await hub.publish({ scope: 'employee', employeeId: s.employeeId }, { type: 'message', Id: s.messageId, Title: s.title });
  return sent.length;
}

/** The warning's round: hourly, once across all server processes, and at once on a database that never ran it. */
export const expiryWarningsRound: RoundSource = {
  name: 'rates.expiryWarnings',
  everyMs: () => EVERY_MS,
  run: ({ db, hub }) => warnExpiringRates(db, hub, todayInShanghai()),
};
