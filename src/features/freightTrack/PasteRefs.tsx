import { Button, Callout, FormGroup, HTMLSelect, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { Static } from '@sinclair/typebox';
import type { SubscribeAnswerSchema } from '../../contract/freightTrack/calls';
import { splitPasted } from '../../domain/freightTrack/refs';
import { CARRIERS } from '../../domain/si/reference';
import { useWords } from '../../i18n/words';
import { ApiError } from '../../streams/callApi';
import { showToast } from '../../ui/toaster';
import { useSubscribe } from './api/track';
import { trackWords } from './words';

type Answer = Static<typeof SubscribeAnswerSchema>;

/**
 * A pasted column of container numbers to track (operations.md §8.4): one a line; the carrier told
 * by the owner code or chosen for them all. What the server refused is listed line by line with why.
 */
export function PasteRefs() {
  const w = useWords(trackWords);
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState('');
  const [answer, setAnswer] = useState<Answer>();
  const subscribe = useSubscribe();
  const refs = splitPasted(text);
  const send = async () => {
    try {
      const a = await subscribe.mutateAsync({
        Refs: refs.map((r) => ({ TRK_REF_TYPE: 'CONTAINER', TRK_REF: r, ...(carrier ? { TRK_CARRIER: carrier } : {}) })),
      });
      setAnswer(a);
      if (a.Added.length) setText(a.Refused.map((r) => r.Ref).join('\n'));
    } catch (err) {
      showToast({ intent: 'danger', message: err instanceof ApiError ? err.message : String(err) });
    }
  };
  return (
    <div className="trk-paste" data-testid="track-paste">
      <FormGroup label={w.pasteTitle} labelFor="trk-paste" helperText={w.pasteHint}>
        <TextArea id="trk-paste" fill rows={4} value={text} onChange={(e) => setText(e.target.value)} placeholder="CSQU3054383" />
      </FormGroup>
      <div className="trk-paste-bar">
        <HTMLSelect aria-label={w.carrier} value={carrier} onChange={(e) => setCarrier(e.target.value)}>
          <option value="">{w.anyCarrier}</option>
          {CARRIERS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} {c.name}
            </option>
          ))}
        </HTMLSelect>
        <Button
          intent="primary"
          icon="add"
          text={`${w.track}${refs.length ? ` (${refs.length})` : ''}`}
          disabled={!refs.length}
          loading={subscribe.isPending}
          onClick={send}
        />
      </div>
      {answer ? (
        <Callout intent={answer.Refused.length ? 'warning' : 'success'} data-testid="track-answer">
          <p>{w.addedCount(answer.Added.length, answer.Refused.length)}</p>
          {answer.Refused.length ? (
            <>
              <p>{w.refusedTitle}</p>
              <ul data-testid="track-refused">
                {answer.Refused.map((r) => (
                  <li key={`${r.Ref}${r.Code}`}>
                    <code>{r.Ref}</code> — {r.Message}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Callout>
      ) : null}
    </div>
  );
}
