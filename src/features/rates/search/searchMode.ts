import type { CallInput } from '../../../contract/call';
import type { searchCalls } from '../../../contract/rates/searchCalls';
import type { parseContainerLines } from '../../../domain/pricing/containerLines';

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
