import { ENDPOINTS } from '../../contract/endpoints';
import { listKey } from '../../lib/listKey';
import { queryClient, readAgain } from '../../lib/queryClient';

/** Every query that shows SIs: details, logs, the lists (queue, submissions, creations) and the bookings' SI counts. */
const SI_QUERIES = [
  ['si'],
  listKey(ENDPOINTS.siReviewQueue),
  listKey(ENDPOINTS.siSubmitLog),
  listKey(ENDPOINTS.siCreationLog),
  listKey(ENDPOINTS.siBookingList),
] as const;

/** An SI changed (here, or live from elsewhere): what shows SIs fetches again; what is not on screen refetches when it is. */
export async function refreshSiQueries(client = queryClient): Promise<void> {
  await Promise.all(SI_QUERIES.map((queryKey) => readAgain(queryKey, client)));
}
