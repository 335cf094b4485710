import type { CallInput } from '../../../contract/call';
import type { searchCalls } from '../../../contract/rates/searchCalls';
import { containerText, type parseContainerLines } from '../../../domain/pricing/containerLines';
import { addDays } from '../../../domain/refdata/sailings';

export type Mode = 'staff' | 'history' | 'quote' | 'customer' | 'public';
const M = '/SeaFreight/FreightManagement';
/** Which search a page is (commercial.md §2.5): staff for a customer, "as of" a day, the customer's own, the public one. */
export const modeOf = (path: string): Mode =>
  path === `${M}/HistoryFreightSearch`
    ? 'history'
    : path === '/SeaFreight/quickQuoteSearchCenter'
      ? 'quote'
      : path === `${M}/FCLFreightSearch` || path === '/FlcExport/QueryPrice'
        ? 'staff'
        : path === '/external/workbench/PriceQuery'
          ? 'customer'
          : 'public';

export interface Asked {
  pol: string;
  pod: string;
  containers: string;
  date: string;
  carrier: string;
  customer: string;
  kg: string;
}
export const PORT = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** What a search sends for what its address asks: a customer's price only where the page prices for one, the salesperson's own add-ons on the quick quote centre (FreightPush). */
export function searchBody(
  asked: Asked,
  lines: ReturnType<typeof parseContainerLines>,
  forCustomer: boolean,
  mode: Mode,
): CallInput<typeof searchCalls.search> {
  return {
    PolCode: asked.pol,
    PodCode: asked.pod,
    Lines: lines!,
    Date: asked.date,
    ...(asked.carrier ? { CarrierCode: asked.carrier } : {}),
    ...(/^\d{1,5}$/.test(asked.kg) && Number(asked.kg) > 0 ? { GrossKg: Number(asked.kg) } : {}),
    ...(asked.customer && forCustomer ? { CustomerCompanyId: Number(asked.customer) } : {}),
    ...(mode === 'quote' ? { ForQuote: true } : {}),
  };
}

/** What the address asks (the lane, containers, day, carrier, customer, weight), with the page's defaults. */
export function askedOf(params: URLSearchParams, mode: Mode, today: string): Asked {
  return {
    pol: params.get('pol') ?? '',
    pod: params.get('pod') ?? '',
    containers: params.get('c') ?? '1×40HQ',
    date: params.get('d') ?? (mode === 'history' ? addDays(today, -7) : today),
    carrier: params.get('carrier') ?? '',
    customer: params.get('cust') ?? '',
    kg: params.get('kg') ?? '',
  };
}

/** The address of a search for what is typed (the containers as parsed); the quote being revised stays named. */
export function addressOf(form: Asked, parsed: NonNullable<ReturnType<typeof parseContainerLines>>, params: URLSearchParams): Record<string, string> {
  const next: Record<string, string> = {
    pol: form.pol.trim().toUpperCase(),
    pod: form.pod.trim().toUpperCase(),
    c: containerText(parsed),
    d: form.date.trim(),
    carrier: form.carrier.trim().toUpperCase(),
    cust: form.customer,
    kg: form.kg.trim(),
    // revising a quote: the quote revised stays named while the lane is searched again
    rev: params.get('rev') ?? '',
    revNo: params.get('revNo') ?? '',
  };
  return Object.fromEntries(Object.entries(next).filter(([, v]) => v));
}
