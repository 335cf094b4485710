import dayjs from 'dayjs';
import type { SummaryQuery } from '../../contract/dashboard/calls';

/**
 * The dashboard's filters as the address keeps them (`?From=&To=&Carrier=&POL=&POD=`), so a view
 * can be bookmarked and shared. Without dates: the last six months and the next two (bookings are
 * made ahead of their sailing, which is the day a shipment counts on).
 */
export const FILTER_KEYS = ['From', 'To', 'Carrier', 'POL', 'POD'] as const;

export function defaultWindow(today = dayjs()): { From: string; To: string } {
  return { From: today.subtract(6, 'month').startOf('month').format('YYYY-MM-DD'), To: today.add(2, 'month').endOf('month').format('YYYY-MM-DD') };
}

export function filtersOf(params: URLSearchParams, today = dayjs()): SummaryQuery {
  const window = defaultWindow(today);
  const q: SummaryQuery = { From: params.get('From') || window.From, To: params.get('To') || window.To };
  for (const k of ['Carrier', 'POL', 'POD'] as const) {
    const v = params.get(k);
    if (v) q[k] = v;
  }
  return q;
}

/** The address for these filters: only what was chosen (empty choices leave the key out). */
export function paramsOf(q: Partial<SummaryQuery>): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.flatMap((k) => (q[k] ? [[k, q[k]!]] : [])));
}
