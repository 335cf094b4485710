import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { ManifestRecord } from '../../../contract/manifest';
import { newIdempotencyKey } from '../../../lib/idempotencyKey';
import type { useConfirm } from '../../../lib/useConfirm';
import { useWords } from '../../../i18n/words';
import { showToast } from '../../../ui/toaster';
import { checkManifest, deleteManifest, manifestKeys, saveManifest, sendAmendment, submitManifests } from '../api/manifest';
import { type EditNotice, manifestEditMachine } from '../machines/manifestEditMachine';
import { refreshManifestQueries } from '../manifestQueries';
import { pagesOf, type Side } from '../pages';
import { manifestWords } from '../words';

type Words = ReturnType<typeof useWords<typeof manifestWords>>;

/** A step's end in the person's words. */
function noticeText(n: EditNotice, w: Words): string {
  switch (n.say) {
    case 'saved':
      return w.saved;
    case 'submitted':
      return w.submitted(1);
    case 'submitFailed':
      return w.submitFailed(1);
    case 'amendmentSent':
      return w.amendmentSent;
    case 'deleteSent':
      return w.deleteSent;
    case 'cancelled':
      return w.cancelDraft;
    case 'refusal':
      return n.message;
  }
}

/**
 * The editor's flow, run by the manifest edit machine (machines/manifestEditMachine.ts) with the
 * manifest calls as its actors: the screen sends what the person does and reads back the draft, the
 * check, the version and whether a step runs. Each newer read of the record goes to the machine, which
 * takes it as the draft when nothing is unsaved and says the stored one moved on otherwise.
 */
export function useManifestEditor(record: ManifestRecord, side: Side, confirm: ReturnType<typeof useConfirm>) {
  const w = useWords(manifestWords);
  const navigate = useNavigate();
  const client = useQueryClient();
  // the actors and actions are bound once; what they read is the latest render's
  const latest = useRef({ w, navigate, confirm, side });
  latest.current = { w, navigate, confirm, side };
  const actor = useActorRef(
    manifestEditMachine.provide({
      actors: {
        check: fromPromise(({ input }) => checkManifest(input)),
        save: fromPromise(({ input }) => saveManifest(input)),
        submit: fromPromise(({ input }) => submitManifests([input.Id])),
        // one idempotency key per click: a retried request never sends the amendment twice
        sendAmendment: fromPromise(({ input }) => sendAmendment(input, newIdempotencyKey('manifest-amendment'))),
        confirm: fromPromise(({ input }) => {
          const { w: words, confirm: c } = latest.current;
          return input.kind === 'delete'
            ? c.ask({ text: words.deleteAsk, confirm: words.deleteAndResend, cancel: words.back, intent: 'danger' })
            : c.ask({ text: words.cancelAsk, confirm: words.cancelDraft, cancel: words.back, intent: 'danger' });
        }),
        remove: fromPromise(({ input }) => deleteManifest(input)),
      },
      actions: {
        tell: (_, n) => void showToast({ intent: n.intent, message: noticeText(n, latest.current.w) }),
        savedRecord: (_, p) => void client.invalidateQueries({ queryKey: manifestKeys.detail(p.id) }),
        refreshLists: () => void refreshManifestQueries(),
        leave: (_, p) => {
          const pages = pagesOf(latest.current.side);
          latest.current.navigate(`${p.to === 'submitted' ? pages.submit : pages.amended}?id=${p.id}`);
        },
      },
    }),
    { input: { record } },
  );
  useEffect(() => actor.send({ type: 'record.read', record }), [actor, record]);
  const snapshot = useSelector(actor, (s) => s);
  return {
    send: actor.send,
    draft: snapshot.context.draft,
    version: snapshot.context.version,
    dirty: snapshot.context.dirty,
    check: snapshot.context.check,
    stale: snapshot.context.stale,
    checking: snapshot.matches({ live: 'checking' }),
    busy: snapshot.matches({ work: 'busy' }),
  };
}
