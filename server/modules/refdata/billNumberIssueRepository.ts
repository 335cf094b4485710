import type { BillReset } from '../../../src/domain/refdata/billNumbers';
import type { Queryable } from '../../db/types';

/** The SQL of handing out house B/L numbers (./billNumberIssue.ts holds the rules). */

/** A series' status and kind, if there is such a series. */
export async function seriesStatus(tx: Queryable, seriesId: number): Promise<{ status: string; kind: string } | undefined> {
  const [s] = await tx.query<{ status: string; kind: string }>('select status, kind from bill_code_series where id = $1', [seriesId]);
  return s;
}

/**
 * Moves an active house B/L series' counter in ONE `update … returning` (see issueBillNumber): it starts
 * again at 1 when its year or month has passed. Answers the number's parts, or none (no such active series).
 */
export async function stepCounter(
  tx: Queryable,
  seriesId: number,
  day: string,
): Promise<{ prefix: string; pattern: string; seq: string | number } | undefined> {
  const [s] = await tx.query<{ prefix: string; pattern: string; seq: string | number }>(
    `update bill_code_series
          set next_seq = case when period = (case reset when 'YEARLY' then left($2, 4) when 'MONTHLY' then left($2, 7) else '' end)
                              then next_seq + 1 else 2 end,
              period = case reset when 'YEARLY' then left($2, 4) when 'MONTHLY' then left($2, 7) else '' end,
              version = version + 1, updated_at = now()
        where id = $1 and status = 'ACTIVE' and kind = 'HBL'
        returning prefix, pattern, next_seq - 1 as seq`,
    [seriesId, day],
  );
  return s;
}

/** Records an issued number; false when it was issued already (the number is unique across the platform). */
export async function recordIssued(tx: Queryable, n: { number: string; seriesId: number; seq: number; issuedBy: string | number }): Promise<boolean> {
  const [kept] = await tx.query(
    `insert into bill_numbers (number, series_id, seq, issued_by) values ($1, $2, $3, $4) on conflict (number) do nothing returning number`,
    [n.number, n.seriesId, n.seq, n.issuedBy],
  );
  return Boolean(kept);
}

/** A series' pattern and counter, as a preview reads them. */
export async function seriesCounter(
  db: Queryable,
  seriesId: number,
): Promise<{ prefix: string; pattern: string; next_seq: string | number; reset: BillReset; period: string } | undefined> {
  const [s] = await db.query<{ prefix: string; pattern: string; next_seq: string | number; reset: BillReset; period: string }>(
    'select prefix, pattern, next_seq, reset, period from bill_code_series where id = $1',
    [seriesId],
  );
  return s;
}

/** Whether a number was issued already. */
export async function isIssued(db: Queryable, number: string): Promise<boolean> {
  return (await db.query('select 1 from bill_numbers where number = $1', [number])).length > 0;
}
