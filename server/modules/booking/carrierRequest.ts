import type { Queryable } from '../../db/types';
import { latestRequestRef, requestsWritten } from './carrierChannelRepository';
import { contractNoOf, type StoredOrder } from './orderRepository';
import { callVesselVoyage } from './referenceRepository';

/**
 * The carrier booking channel (operations.md §17.1) and what we send a carrier: a DCSA Booking 2.0
 * request, the subset a carrier needs to decide.
 */
export const CARRIER_CHANNEL = 'CARRIER_BOOKING';

/**
 * Our reference for one request to the carrier (DCSA `carrierBookingRequestReference`): the booking
 * number and the request's number, `BK…-R2`. A booking sent again after its delivery failed is a new
 * request at the carrier — with the booking number alone, the second request's receipts would carry
 * the first one's keys and be dropped as duplicates, and a late receipt of the first would move the
 * booking on the second one's behalf.
 */
export const requestRef = (bookingNo: string, n: number) => `${bookingNo}-R${n}`;
/** The booking number a request reference (or, for receipts from before request numbers, the bare number) names. */
export const bookingNoOfRef = (ref: string) => ref.replace(/-R\d+$/, '');

/** The reference of the booking's latest request to the carrier: only its receipts may move the booking. */
export async function currentRequestRef(q: Queryable, orderId: number): Promise<string | undefined> {
  return latestRequestRef(q, CARRIER_CHANNEL, orderId);
}

export async function carrierPayload(q: Queryable, o: StoredOrder) {
  const w = o.body;
  const call = w.VesselCallId ? await callVesselVoyage(q, w.VesselCallId) : undefined;
  // the booking code the desk chose (written in this transaction): its contract number is DCSA's serviceContractReference
  const contractNo = await contractNoOf(q, o.id);
  const sent = await requestsWritten(q, CARRIER_CHANNEL, o.id);
  return {
    carrierBookingRequestReference: requestRef(o.booking_no, sent + 1),
    carrierCode: o.carrier_code,
    receiptTypeAtOrigin: w.ReceiptType ?? 'CY',
    deliveryTypeAtDestination: w.DeliveryType ?? 'CY',
    cargoMovementTypeAtOrigin: 'FCL',
    expectedDepartureDate: w.ExpectedEtd ?? '',
    vesselName: call?.vessel ?? w.RequestedVessel ?? '',
    carrierExportVoyageNumber: call?.voyage ?? w.RequestedVoyage ?? '',
    transportDocumentTypeCode: w.TransportDocType ?? 'BOL',
    freightPaymentTermCode: w.FreightTerm ?? 'PRE',
    ...(contractNo ? { serviceContractReference: contractNo } : {}),
    shipmentLocations: [
      { locationTypeCode: 'POL', UNLocationCode: o.pol_code },
      { locationTypeCode: 'POD', UNLocationCode: w.PodCode },
    ],
    commodities: [{ commodityType: w.Commodity ?? '', HSCodes: w.HsCode ? [w.HsCode] : [], cargoGrossWeight: w.GrossKg ?? 0, cargoGrossWeightUnit: 'KGM' }],
    requestedEquipments: (w.Equipment ?? []).map((e) => ({ ISOEquipmentCode: e.ContainerClass, units: e.Units, isShipperOwned: !!e.IsShipperOwned })),
    ...(w.CargoType === 'DG'
      ? { dangerousGoods: { UNNumber: w.Dg?.UnNumber ?? '', imoClass: w.Dg?.ImoClass ?? '', packingGroup: w.Dg?.PackingGroup ?? '' } }
      : {}),
    ...(w.CargoType === 'RF' ? { activeReeferSettings: { temperatureSetpoint: w.Reefer?.SetTempC ?? null, temperatureUnit: 'CEL' } } : {}),
  };
}
export type CarrierRequest = Awaited<ReturnType<typeof carrierPayload>>;
