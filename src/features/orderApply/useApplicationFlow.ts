import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { useLanguage } from '../../i18n/language';
import { showToast } from '../../ui/toaster';
import { applyFor, cancelApplication, decideApplication, oaKeys, recheckApplication, releaseApplication, riskCheck } from './api/orderApply';
import { type ApplicationMove, blApplicationMachine } from './machines/blApplicationMachine';
import { useWords } from '../../i18n/words';
import { OAP_STATUS_WORDS, orderApplyWords } from './words';

/** Sends one move of an application through its typed call. */
function sendMove(m: ApplicationMove): Promise<unknown> {
  switch (m.kind) {
    case 'recheck':
      return recheckApplication(m.subject.Id, m.subject.Version);
    case 'decide':
      return decideApplication(m.input);
    case 'release':
      return releaseApplication(m.input, m.key);
    case 'cancel':
      return cancelApplication(m.input);
  }
}

/** What a done move says: the name of its button. */
function doneWords(m: ApplicationMove, w: ReturnType<typeof useWords<typeof orderApplyWords>>): string {
  if (m.kind === 'decide') return m.input.Approve ? w.approve : w.reject;
  return { recheck: w.recheck, release: w.release, cancel: w.cancelApplication }[m.kind];
}

/**
 * The B/L applications screen's flow, run by the application machine: the apply form with its risk check,
 * then the open application's moves. `open(id)` puts the application in the page's address (the detail
 * follows the address, so a link opens it); the machine's effects are the module's calls, toasts and a
 * refresh of exactly the application and the applications' list.
 */
export function useApplicationFlow(open: (id: number) => void) {
  const client = useQueryClient();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const latest = useRef({ open, lang, w });
  latest.current = { open, lang, w };
  const actor = useActorRef(
    blApplicationMachine.provide({
      actors: {
        riskCheck: fromPromise(({ input }) =>
          riskCheck({ HBL_ID: input.HBL_ID, Kind: input.Kind, ReceiverId: input.ReceiverId ?? null, UseGuarantee: input.UseGuarantee }),
        ),
        apply: fromPromise(({ input }) => applyFor(input)),
        move: fromPromise(({ input }) => sendMove(input)),
      },
      actions: {
        applied: (_, { made }) => {
          const { lang: l, open: show } = latest.current;
          void showToast({
            intent: made.OAP_RISK_LEVEL === 'BLOCK' ? 'danger' : 'success',
            message: `${made.OAP_NO} ${OAP_STATUS_WORDS[made.OAP_STATUS as 1]?.[l] ?? ''}`,
          });
          void client.invalidateQueries({ queryKey: oaKeys.applications() });
          show(made.Id);
        },
        told: (_, { move }) => void showToast({ intent: 'success', message: doneWords(move, latest.current.w) }),
        reread: (_, { id }) =>
          void Promise.all([client.invalidateQueries({ queryKey: oaKeys.application(id) }), client.invalidateQueries({ queryKey: oaKeys.applications() })]),
      },
    }),
  );
  const snapshot = useSelector(actor, (s) => s);
  return { snapshot, send: actor.send };
}

export type ApplicationFlow = ReturnType<typeof useApplicationFlow>;
