import type { StoredVgm } from './repository';

/**
 * The carrier VGM channel (operations.md §6.6, §17.1) and what we send: the data of an EDIFACT VERMAS
 * message (equipment, VGM measure, weighing date, method, responsible party, authorised contact [S8])
 * as JSON. `messageRef` names one version of one container's VGM: its receipts carry it.
 */
export const VGM_CHANNEL = 'CARRIER_VGM';
/** The doc_type of the outbox, the doc events and the share links. */
export const VGM_DOC = 'vgm';

export const messageRef = (id: number, version: number) => `VGM${id}V${version}`;
/** The declaration a message reference names. */
export const vgmIdOfRef = (ref: string): number | undefined => {
  const m = /^VGM(\d+)V\d+$/.exec(ref);
  return m ? Number(m[1]) : undefined;
};
/** A container's history in doc_events: `CGO_ID/CNNO` (a booking-wide event, such as a share link's, is the CGO_ID alone). */
export const docIdOf = (cgoId: string, cnno: string) => `${cgoId}/${cnno}`;

export interface VgmPayload {
  messageRef: string;
  carrierCode: string;
  carrierBookingReference: string;
  equipmentReference: string;
  ISOEquipmentCode: string;
  verifiedGrossMass: { value: number; unit: 'KGM' };
  method: 'SM1' | 'SM2';
  cargoKg: number | null;
  tareKg: number | null;
  weighedAt: string;
  weighingParty: string;
  certificateNumber: string;
  responsibleParty: string;
  authorizedSignatory: string;
  signedAt: string;
  maxGrossKg: number | null;
}

export function vgmPayload(v: StoredVgm, booking: { carrier: string; mbl_no: string }, type: string, plateKg: number | null): VgmPayload {
  return {
    messageRef: messageRef(v.Id, v.VGM_VERSION),
    carrierCode: booking.carrier,
    carrierBookingReference: booking.mbl_no,
    equipmentReference: v.CNNO,
    ISOEquipmentCode: type,
    verifiedGrossMass: { value: v.VGM_KG, unit: 'KGM' },
    method: v.VGM_METHOD === 1 ? 'SM1' : 'SM2',
    cargoKg: v.VGM_CARGO_KG,
    tareKg: v.VGM_TARE_KG,
    weighedAt: v.VGM_WEIGHED_AT,
    weighingParty: v.VGM_WEIGHING_PARTY,
    certificateNumber: v.VGM_CERT_NO,
    responsibleParty: v.VGM_RESPONSIBLE_PARTY,
    authorizedSignatory: v.VGM_SIGNATORY,
    signedAt: v.VGM_SIGNED_AT ?? '',
    maxGrossKg: plateKg,
  };
}
