import type { Queryable } from '../../db/types';

/**
 * A demo's message as if sent days ago with the words it was sent with (the rates demo's lapsed quote:
 * its customer's message states the validity it was sent with). The messages module owns the table,
 * so a demo seed changes its rows through this (issue 46). `opens` is the id the message's link opens.
 */
export async function redateDemoMessage(tx: Queryable, opens: number | string, m: { title: string; titleEn: string; daysAgo: number }): Promise<void> {
  await tx.query(`update messages set title = $2, title_en = $3, created_at = created_at - make_interval(days => $4) where link_path like '%?open=' || $1`, [
    opens,
    m.title,
    m.titleEn,
    m.daysAgo,
  ]);
}
