import type { PlatformRatesQuery } from '../../contract/rateAnalysis/calls';
import { dayIn, OFFICE_ZONE } from '../../domain/refdata/localTimes';
import { addDays } from '../../domain/refdata/sailings';

/** The platform page's filters as the address keeps them (a link opens the same view): lane, class, carrier, dates. */
export function platformFilters(params: URLSearchParams): PlatformRatesQuery {
  const today = dayIn(OFFICE_ZONE);
  const get = (k: string) => params.get(k)?.trim() || undefined;
  return {
    POL: get('POL'),
    POD: get('POD'),
    Classes: get('Classes'),
    Carrier: get('Carrier'),
    From: get('From') ?? addDays(today, -364),
    To: get('To') ?? addDays(today, 56),
  };
}

/** Filters back into the address: only what is set. */
export const filterParams = (f: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(f).filter((e): e is [string, string] => Boolean(e[1])));
