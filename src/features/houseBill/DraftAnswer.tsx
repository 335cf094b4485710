import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { HBL_STATUS } from '../../domain/houseBill/status';
import { useWords } from '../../i18n/words';
import { billWords } from './words';

/**
 * The shipper's answer to a B/L draft, wherever it reads it (the workbench's SI page, the share
 * link's page): approve, or ask for changes with what to change; then what the answer did.
 * A refused answer says why and keeps the comment typed.
 */
export function DraftAnswer({
  status,
  changesAsked,
  mayDecide,
  decide,
}: {
  status: number;
  changesAsked: boolean;
  mayDecide: boolean;
  decide(approve: boolean, comment: string): Promise<void>;
}) {
  const w = useWords(billWords);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const answer = async (approve: boolean) => {
    setError(undefined);
    try {
      await decide(approve, approve ? '' : comment.trim());
      if (!approve) setComment('');
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <>
      {error ? (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      ) : null}
      {status === HBL_STATUS.PENDING && mayDecide ? (
        <div className="bl-draft-decide">
          <Button intent="success" icon="tick" text={w.approveDraft} onClick={() => void answer(true)} />
          <InputGroup
            placeholder={w.askChanges}
            aria-label={w.askChanges}
            maxLength={500}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <Button icon="edit" text={w.askChanges} disabled={!comment.trim()} onClick={() => void answer(false)} />
        </div>
      ) : null}
      {status === HBL_STATUS.DRAFT && changesAsked ? <Callout>{w.changesAsked}</Callout> : null}
      {status === HBL_STATUS.APPROVED ? <Callout intent="success">{w.approvedNote}</Callout> : null}
    </>
  );
}
