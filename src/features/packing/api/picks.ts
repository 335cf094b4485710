import { queryOptions } from '@tanstack/react-query';
import type { Static } from '@sinclair/typebox';
import { packingListCalls } from '../../../contract/packing/calls';
import { packingPickCalls } from '../../../contract/packing/pickCalls';
import { siListCalls } from '../../../contract/si/listCalls';
import type { SiBookingRowSchema } from '../../../contract/si/listItems';
import { PKL_LIVE } from '../../../domain/packing/status';
import { callApi } from '../../../streams/callApi';
import { packingKeys } from './packing';

/**
 * What the packing-list forms pick from: the released bookings are the SI module's list of bookings
 * (the cargo records SIs are made from; the packing contract has no list of its own for them yet),
 * the truckers the packing contract's list of active providers.
 */
export type ReleasedBooking = Static<typeof SiBookingRowSchema>;

/** The company's released bookings (the first 200), newest first as the SI list gives them. */
export const releasedBookingsQueryOptions = () =>
  queryOptions({
    queryKey: [...packingKeys.all, 'bookings'] as const,
    queryFn: () => callApi(siListCalls.bookings, { PageSize: 200 }).then((p) => p.Items),
  });

/** How many live packing lists a booking has per type (applied, opened … gated in): what an application may still ask. */
export const liveByTypeQueryOptions = (cgoId: string) =>
  queryOptions({
    queryKey: [...packingKeys.all, 'liveByType', cgoId] as const,
    enabled: !!cgoId,
    queryFn: async () => {
      const page = await callApi(packingListCalls.list, { CGO_ID: cgoId, Stage: 'all', PageSize: 200 });
      const live = new Map<string, number>();
      for (const r of page.Items) if ((PKL_LIVE as readonly number[]).includes(r.PKL_STATUS)) live.set(r.PKL_CNTR_TYPE, (live.get(r.PKL_CNTR_TYPE) ?? 0) + 1);
      return live;
    },
  });

/** The provider companies a trucker may be picked from (active ones, by name). */
export const truckersQueryOptions = () =>
  queryOptions({ queryKey: [...packingKeys.all, 'truckers'] as const, queryFn: () => callApi(packingPickCalls.truckers, {}), staleTime: 5 * 60_000 });

/** The customer companies staff may apply for (on their behalf). */
export const customersQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: [...packingKeys.all, 'customers'] as const,
    queryFn: () => callApi(packingPickCalls.customers, {}),
    staleTime: 5 * 60_000,
    enabled,
  });

/** One customer company's platform bookings, for staff applying on its behalf. */
export const customerBookingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...packingKeys.all, 'customerBookings', companyId] as const,
    enabled: companyId > 0,
    queryFn: () => callApi(packingPickCalls.customerBookings, { COMPANYID: companyId }),
  });

/**
 * A released booking as the booking pickers offer it: its number, B/L, vessel, lane and boxes, and its
 * documentation cut-off named as such (the pickers showed a bare date, which read as the sailing day).
 */
type PickedBooking = Pick<ReleasedBooking, 'CGO_ID' | 'MBL_NO' | 'VESSEL' | 'VOYAGE' | 'LOADING_CODE' | 'DISCHARGE_CODE'> & {
  DEADLINE?: string;
  Containers: readonly { TYPE: string; COUNT: number }[];
};
export function bookingOptionText(b: PickedBooking, docCutOff: string, dateTime: (iso: string) => string): string {
  const boxes = b.Containers.map((c) => `${c.COUNT}×${c.TYPE}`).join(' ');
  const cutOff = b.DEADLINE ? ` · ${docCutOff} ${dateTime(b.DEADLINE)}` : '';
  return `${b.CGO_ID} · ${b.MBL_NO} · ${b.VESSEL} / ${b.VOYAGE} · ${b.LOADING_CODE} → ${b.DISCHARGE_CODE} · ${boxes}${cutOff}`;
}
