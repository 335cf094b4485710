import { addDays } from '../../../src/domain/refdata/sailings';
import { todayInShanghai } from '../../../src/domain/refdata/exchangeRates';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import type { RoundSource } from '../../jobs/types';
import { claimEndingRates, markExpiryWarned, messageEmployee } from './expiryWarningRepository';

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
    const ending = await claimEndingRates(tx, today, addDays(today, EXPIRY_WARNING_DAYS));
    const out: { messageId: number; employeeId: string; title: string }[] = [];
    for (const r of ending) {
      const title = `运价即将到期：${r.rate_no} 第 ${r.version} 版（${r.lane}）有效至 ${r.valid_to}`;
      const titleEn = `Rate ending soon: ${r.rate_no} version ${r.version} (${r.lane}) is valid until ${r.valid_to}`;
      const messageId = await messageEmployee(
        tx,
        r.maintainer_id,
        title,
        titleEn,
        '请续期（复制为新草稿并修改有效期）或确认到期下架。Renew it (a copy with new dates) or let it end.',
      );
      await markExpiryWarned(tx, r.id, r.valid_to);
      out.push({ messageId: Number(messageId), employeeId: r.maintainer_id, title });
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
