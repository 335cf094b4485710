import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingCalls } from '../../../contract/booking/calls';
import type { BookingRow } from '../../../contract/booking/calls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { callApi } from '../../../streams/callApi';
import { apiData } from '../../../streams/http';

/**
 * The booking module's query keys, named once: a screen invalidates what an action changed by these,
 * and a queue prefetches a detail under the very key its screen reads.
 */
export const bookingKeys = {
  all: ['booking'] as const,
  queue: () => [...bookingKeys.all, 'queue'] as const,
  detail: (id: number) => [...bookingKeys.all, id] as const,
};

/** One booking as its detail screen shows it. */
export const getBooking = (id: number) => callApi(bookingCalls.get, { Id: id });

export const bookingQueryOptions = (id: number) => queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => getBooking(id), enabled: id > 0 });

export const useBooking = (id: number) => useQuery(bookingQueryOptions(id));

/** The desk's acceptance queue: every booking waiting for the desk, oldest submission first (one page of 200). */
export const getBookingQueue = () => apiData<{ Items: BookingRow[] }>('GET', `${ENDPOINTS.bookingQueue}?PageSize=200`).then((p) => p.Items);

export const bookingQueueQueryOptions = () => queryOptions({ queryKey: bookingKeys.queue(), queryFn: getBookingQueue });
