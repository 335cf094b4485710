import type { BookingWire } from '../../src/contract/booking/calls';
import { todayInShanghai } from '../../src/domain/refdata/exchangeRates';
import { addDays } from '../../src/domain/refdata/sailings';

/**
 * A booking the check passes (commercial.md §6.6): 天祥's wooden chairs, Shanghai → Rotterdam by
 * COSCO (a carrier on the simulated API channel), one 40HQ, departing in twelve days — with `over`
 * laid on top. The booking tests and the bench make their bookings from it.
 */
export const goodBookingWire = (over: Partial<BookingWire> = {}): BookingWire => ({
  CarrierCode: 'COSU',
  PolCode: 'CNSHA',
  PodCode: 'NLRTM',
  ExpectedEtd: addDays(todayInShanghai(), 12),
  ReceiptType: 'CY',
  DeliveryType: 'CY',
  FreightTerm: 'PRE',
  TransportDocType: 'BOL',
  BlRelease: 'TELEX',
  NumberOfOriginals: 0,
  Shipper: { Name: 'HANGZHOU TIANXIANG TRADING CO LTD' },
  Consignee: { Name: 'NORDIC HOME GOODS GMBH' },
  Commodity: 'WOODEN CHAIRS',
  HsCode: '940360',
  Packages: 100,
  PackageKind: 'CT',
  GrossKg: 8000,
  CargoType: 'GP',
  Equipment: [{ ContainerClass: '40HQ', Units: 1 }],
  ...over,
});
