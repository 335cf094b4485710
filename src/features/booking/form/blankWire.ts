import type { BookingWire } from '../../../contract/booking/calls';
import { equipmentOfLink } from '../../../domain/booking/priceLink';
import { todayInShanghai } from '../../../domain/refdata/exchangeRates';
import { addDays } from '../../../domain/refdata/sailings';

/** A new booking as the address starts it: a rate row's lane, classes and price, a sailing, a quote's option, or the defaults. */
export const blankWire = (p: URLSearchParams): BookingWire => ({
  CarrierCode: p.get('carrier') ?? '',
  PolCode: p.get('pol') ?? '',
  PodCode: p.get('pod') ?? '',
  ExpectedEtd: p.get('etd') ?? addDays(todayInShanghai(), 10),
  ReceiptType: 'CY',
  DeliveryType: 'CY',
  FreightTerm: 'PRE',
  TransportDocType: 'BOL',
  BlRelease: 'TELEX',
  NumberOfOriginals: 0,
  CargoType: 'GP',
  PackageKind: 'CT',
  Shipper: {},
  Consignee: {},
  Notify: {},
  // a price's link carries every class and quantity it priced
  Equipment: equipmentOfLink(p) ?? [{ ContainerClass: '40HQ', Units: 1 }],
  ...(p.get('rate') ? { RateId: Number(p.get('rate')) } : {}),
  // a sailing picked on the quick booking pages: the check reads its cut-offs
  ...(Number(p.get('call')) ? { VesselCallId: Number(p.get('call')), RequestedVessel: p.get('vessel') ?? '', RequestedVoyage: p.get('voyage') ?? '' } : {}),
  ...(p.get('search') ? { SearchId: Number(p.get('search')) } : {}),
  ...(p.get('quote') ? { QuoteId: Number(p.get('quote')) } : {}),
});
