import { todayInShanghai } from '../refdata/public';

/**
 * A packing list's number (operations.md §3.1 `PKL_NO`), given when it is opened: `PK`, the day on
 * the office's clock (Asia/Shanghai) as yymmdd, and the sequence's next value in at least 5 digits
 * (`packing_list_no_seq`; after 99,999 it simply grows a digit, never wraps onto a used number).
 */
export function formatPklNo(now: Date, seq: number): string {
  const day = todayInShanghai(now).replace(/-/g, '').slice(2);
  return `PK${day}${String(seq).padStart(5, '0')}`;
}
