import type { SalesQuery } from '../../contract/analytics/calls';
import { dayIn } from '../../domain/refdata/localTimes';
import { addDays } from '../../domain/refdata/sailings';

/**
 * A sales page's filters as the address keeps them (`?From=&To=&Granularity=&GroupBy=…`), so a view
 * can be bookmarked, shared and drilled into. Without dates: the twelve months to today's on the
 * office's clock and the next month (released bookings sail ahead of today).
 */
export const FILTER_KEYS = ['From', 'To', 'Granularity', 'GroupBy', 'Currency', 'Carrier', 'POL', 'POD', 'CompanyId', 'EmployeeIds', 'Scope'] as const;

export function defaultWindow(today = dayIn()): { From: string; To: string } {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const back = new Date(Date.UTC(y, m - 12, 1));
  return { From: `${back.getUTCFullYear()}-${String(back.getUTCMonth() + 1).padStart(2, '0')}-01`, To: addDays(today, 31) };
}

export function filtersOf(params: URLSearchParams, today = dayIn()): SalesQuery {
  const window = defaultWindow(today);
  const q: Record<string, string> = { From: params.get('From') || window.From, To: params.get('To') || window.To };
  for (const k of FILTER_KEYS.slice(2)) {
    const v = params.get(k);
    if (v) q[k] = v;
  }
  return q as SalesQuery;
}

/** The address for these filters: only what was chosen (empty choices leave the key out). */
export function paramsOf(q: Partial<SalesQuery>): Record<string, string> {
  return Object.fromEntries(FILTER_KEYS.flatMap((k) => (q[k] ? [[k, String(q[k])]] : [])));
}

/** The same as a query string (the export's address). */
export const queryOf = (q: Partial<SalesQuery>) => new URLSearchParams(paramsOf(q)).toString();

/**
 * The filters' address as it is now: the browser's, which a navigation changes at once, while the
 * router's render of it may come later (its updates are transitions). A change applied to the
 * render's copy would lose a field typed just before.
 */
export const addressNow = (): URLSearchParams => new URLSearchParams(window.location.search);
