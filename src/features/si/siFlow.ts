import { createActor, fromPromise, waitFor } from 'xstate';
import { ENDPOINTS } from '../../contract/endpoints';
import type { SiSourceData } from '../../contract/si';
import { siMultiCreateMachine, type SiMultiEvent } from '../../machines/siMultiCreateMachine';
import { apiData } from '../../streams/http';
import { appendEvent, clearEvents, readEvents } from '../../streams/draftLog';
import { queryClient } from '../../lib/queryClient';
import { listKey } from '../../lib/listKey';

const FLOW = 'siMultiCreate';
/** The events a person causes: kept, and replayed on load (effects like submit are not). */
const KEPT = new Set<SiMultiEvent['type']>(['si.start', 'si.planned', 'si.draftChanged', 'si.draftDone', 'si.draftReopened', 'si.containerMoved', 'si.restart']);

export const siFlow = createActor(
  siMultiCreateMachine.provide({
    actors: {
      loadSource: fromPromise(({ input }) => apiData<SiSourceData>('GET', `${ENDPOINTS.siSourceData}?CGO_ID=${encodeURIComponent(input.cgoId)}`)),
      submit: fromPromise(async ({ input }) => {
        const answer = await apiData<{ Ids: number[] }>(
          'POST',
          ENDPOINTS.siAdd,
          { TDBLInfos: input.drafts, Num: input.drafts.length, CGO_ID: input.cgoId, MBL_NO: input.mblNo },
          { 'idempotency-key': input.key },
        );
        await queryClient.invalidateQueries({ queryKey: listKey(ENDPOINTS.siReviewQueue) });
        return answer.Ids;
      }),
    },
  }),
);

/** Resolves once the log is replayed: the screen shows the flow only then. */
export const siFlowReady: Promise<void> = (async () => {
  siFlow.start();
  const events = await readEvents<SiMultiEvent>(FLOW).catch(() => []);
  for (const e of events) {
    siFlow.send(e);
    // the booking loads before the plan that follows it can be taken
    await waitFor(siFlow, (s) => !s.matches({ process1: 'loading' }), { timeout: 30_000 }).catch(() => undefined);
  }
  siFlow.subscribe((s) => {
    if (s.matches({ finish: 'submitted' })) void clearEvents(FLOW);
  });
})();

/** A person's step: written to the log first, then taken by the machine. */
export async function record(event: SiMultiEvent): Promise<void> {
  if (event.type === 'si.restart') await clearEvents(FLOW);
  else if (KEPT.has(event.type)) await appendEvent(FLOW, event);
  siFlow.send(event);
}

/** A random 6-digit draft id (spec §9). */
export const newDraftId = () => String(Math.floor(100000 + Math.random() * 900000));

export const newIdempotencyKey = () => `si-${Date.now().toString(36)}-${crypto.getRandomValues(new Uint32Array(2)).join('')}`;
