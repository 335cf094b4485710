import { ENDPOINTS } from '../../../contract/endpoints';
import type { siListCalls } from '../../../contract/si/listCalls';
import { SI_STATUS } from '../../../domain/si/status';
import { callApi, callRef } from '../../../streams/callApi';

// the palette's command loads with the first page: the call by reference (no schemas)
const reviewQueue = callRef<typeof siListCalls.reviewQueue>('GET', ENDPOINTS.siReviewQueue);

/** The oldest SI awaiting review, if any. */
export const oldestSiToReview = () => callApi(reviewQueue, { TBI_STATUS: SI_STATUS.SUBMITTED, PageSize: 1 }).then((page) => page.Items[0]);
