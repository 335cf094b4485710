import type { PackingApply, PackingUniversalBooking } from '../../contract/packing';
import { CONTAINER_TYPES } from '../../domain/si/reference';

// The universal application form's values as the Apply call takes them, and the call's refusals
// back to the form's fields (UniversalApplyForm.tsx): pure, so they are tested without a browser.

/** The booking facts of `UniversalBookingSchema`, as the form names its fields (the wire's names). */
const FACTS = ['PKL_BOOKING_NO', 'PKL_CARRIER', 'PKL_VESSEL', 'PKL_VOYAGE', 'PKL_LOADING_CODE', 'PKL_DISCHARGE_CODE', 'PKL_DELIVERY_CODE'] as const;
/** The form's fields in their order, named as the call names them (a refusal's path finds its field by the name). */
export const UNIVERSAL_FIELDS = [...FACTS, 'PKL_CNTR_TYPE', 'Count', 'PKL_TRUCKER_ID', 'PKL_REMARKS'] as const;
export type UniversalField = (typeof UNIVERSAL_FIELDS)[number];
// one distinct name per type (40RH and 40NOR share an ISO code; the name is what is stored)
export const UNIVERSAL_TYPES = [...new Set(CONTAINER_TYPES.map((t) => t.name))];

/**
 * The field a refusal is about: `/Universal/PKL_LOADING_CODE` → PKL_LOADING_CODE,
 * `/Slots/0/PKL_CNTR_TYPE` → PKL_CNTR_TYPE, `/Slots/0/Count` (or `/Slots`) → Count.
 */
export function universalFieldOf(path: string): string | undefined {
  const [first, second, third] = path.split('/').filter(Boolean);
  if (first === 'Universal') return second;
  if (first === 'Slots') return third ?? 'Count';
  return first;
}

/**
 * What the call takes from what is typed: the optional place of delivery and remarks left out when
 * blank; nothing else checked here (a blank fact or count, a port it does not know: the server says
 * which, beside the field).
 */
export function universalApplication(v: Record<string, string>): PackingApply {
  const facts = Object.fromEntries(FACTS.map((f) => [f, (v[f] ?? '').trim()]).filter(([f, value]) => value || f !== 'PKL_DELIVERY_CODE'));
  const remarks = (v.PKL_REMARKS ?? '').trim();
  return {
    Universal: facts as PackingUniversalBooking,
    // "" reads 0 and "x" NaN (sent as null): both refused by the schema at /Slots/0/Count
    Slots: [{ PKL_CNTR_TYPE: v.PKL_CNTR_TYPE ?? '', Count: Number((v.Count ?? '').trim()) }],
    ...(v.PKL_TRUCKER_ID ? { PKL_TRUCKER_ID: Number(v.PKL_TRUCKER_ID) } : {}),
    ...(remarks ? { PKL_REMARKS: remarks } : {}),
  };
}
