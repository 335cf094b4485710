import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useWords } from '../../i18n/words';
import { showToast } from '../../ui/toaster';
import { cancelSupplement, decideSupplement, fillSupplement, requestSupplement } from './api/supplements';
import { supplementChanged } from './entryQueries';
import { type SupplementMove, supplementMachine } from './machines/supplementMachine';
import { entryWords } from './words';

type Words = ReturnType<typeof useWords<typeof entryWords>>;
const doneWords = (m: SupplementMove, w: Words) =>
  m.kind === 'decide' ? (m.input.Accept ? w.accepted : w.returned) : { request: w.requested, fill: w.filled, cancel: w.supCancelled }[m.kind];

/** The supplement screen's flow, run by the supplement machine; its moves are the module's calls, a made request is opened by its id (`open`). */
export function useSupplementFlow(open: (id: number) => void) {
  const client = useQueryClient();
  const w = useWords(entryWords);
  const latest = useRef({ open, w });
  latest.current = { open, w };
  const actor = useActorRef(
    supplementMachine.provide({
      actors: {
        move: fromPromise(async ({ input: m }: { input: SupplementMove }) => {
          switch (m.kind) {
            case 'request':
              return requestSupplement(m.input);
            case 'fill':
              return fillSupplement(m.input);
            case 'decide':
              return decideSupplement(m.input);
            case 'cancel':
              return cancelSupplement(m.input);
          }
        }),
      },
      actions: {
        told: (_, { move, moved }) => void showToast({ intent: 'success', message: `${moved.SUP_NO} ${doneWords(move, latest.current.w)}` }),
        made: (_, { id }) => latest.current.open(id),
        reread: () => void Promise.all(supplementChanged().map((queryKey) => client.invalidateQueries({ queryKey }))),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}
export type SupplementFlow = ReturnType<typeof useSupplementFlow>;
