import { queryClient, readAgain } from '../../lib/queryClient';
import { trackKeys } from './api/keys';

/** New events or a moved state (the live `freightTrack` frame, or a reconnect): the list and the open details fetch again. */
export async function refreshTrackQueries(client = queryClient): Promise<void> {
  await Promise.all([trackKeys.list(), trackKeys.all].map((queryKey) => readAgain(queryKey, client)));
}
