import { useState } from 'react';
import type { checkEvent } from '../../domain/tracking/check';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { containerEventWords } from '../../ui/tracking/words';
import { showToast } from '../../ui/toaster';
import type { useAddEvent } from './api/events';
import type { eventInputOf } from './eventInput';

/** Sending the event once the check passes: the outcome as a toast, the server's refusal kept in place. */
export function useSaveEvent(
  add: ReturnType<typeof useAddEvent>,
  input: ReturnType<typeof eventInputOf>,
  problems: ReturnType<typeof checkEvent>,
  onClose: () => void,
) {
  const w = useWords(containerEventWords);
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const save = async () => {
    setTried(true);
    setRefusal(undefined);
    if (problems.length) return;
    try {
      const done = await add.mutateAsync(input);
      const said = done.Outcome === 'DUPLICATE' ? w.duplicateDone : done.Outcome === 'SUPERSEDED' ? w.supersededDone : w.addedDone;
      void showToast({ intent: 'success', message: done.GatedIn.length ? `${said} ${w.gatedIn(done.GatedIn.length)}` : said });
      onClose();
    } catch (err) {
      setRefusal(err instanceof ApiError || err instanceof Error ? err.message : String(err));
    }
  };
  return { tried, refusal, save };
}
