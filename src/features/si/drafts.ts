import type { SiSourceData } from '../../contract/si';
import { draftsFromBooking, freeContainers, type PlannedBox } from '../../domain/si/fromBooking';
import type { Draft } from './machines/siMultiCreateMachine';
import { newDraftId } from './siFlow';

export { freeContainers };

/** The plan: `count` drafts, the free booked containers dealt out in turn, each started from the booking (src/domain/si/fromBooking.ts). */
export function planDrafts(source: SiSourceData, count: number): Draft[] {
  const groups: PlannedBox[][] = Array.from({ length: count }, () => []);
  for (const [i, c] of freeContainers(source).entries()) groups[i % count]!.push(c);
  return draftsFromBooking(source, groups).map((record) => ({ draftId: newDraftId(), done: false, record }));
}
