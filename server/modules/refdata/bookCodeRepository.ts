import type { Queryable } from '../../db/types';

/** The SQL of booking codes (bookCodeService.ts) beside the master-row kit's. */

/** A booking code's validity as days (YYYY-MM-DD; a driver reads a date column as a time at midnight), or nothing. */
export async function bookCodeDays(q: Queryable, code: string): Promise<Record<string, string>> {
  return (
    (
      await q.query<Record<string, string>>(
        `select to_char(valid_from, 'YYYY-MM-DD') as "ValidFrom", to_char(valid_to, 'YYYY-MM-DD') as "ValidTo" from book_codes where code = $1`,
        [code],
      )
    )[0] ?? {}
  );
}
