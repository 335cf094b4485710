import type { Queryable } from '../../db/types';

/** The SQL of the dead letters' page (jobService.ts; the scheduler's own: server/jobs/store.ts). */

export interface DeadJobRow {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  finished_at: Date;
  total: number;
}

/** A page of the failed jobs (of one kind, when given), the last failed first, each with how many there are in all. */
export function deadJobs(q: Queryable, size: number, offset: number, kind?: string) {
  return q.query<DeadJobRow>(
    `select id::int, kind, payload, attempts, last_error, created_at, finished_at, count(*) over ()::int as total
       from jobs where state = 'FAILED' and ($3::text is null or kind = $3) order by finished_at desc, id desc limit $1 offset $2`,
    [size, offset, kind ?? null],
  );
}

/** How many jobs failed (of one kind, when given), for a page past the last one, which reads no row to count them. */
export async function countDeadJobs(q: Queryable, kind?: string): Promise<number> {
  return Number(
    (await q.query<{ n: number }>(`select count(*)::int as n from jobs where state = 'FAILED' and ($1::text is null or kind = $1)`, [kind ?? null]))[0]!.n,
  );
}
