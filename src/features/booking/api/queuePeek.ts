import type { bookingListCalls } from '../../../contract/booking/listCalls';
import { ENDPOINTS } from '../../../contract/endpoints';
import { callApi, callRef } from '../../../streams/callApi';

// the palette's command loads with the first page: the call by reference (no schemas)
const queue = callRef<typeof bookingListCalls.queue>('GET', ENDPOINTS.bookingQueue);

/** The oldest submitted booking waiting for the desk, if any. */
export const oldestBookingToAccept = () => callApi(queue, { Status: 'SUBMITTED', PageSize: 1 }).then((page) => page.Items[0]);
