import { Button, Callout, Card, H4, InputGroup, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCESS } from '../../contract/access';
import { HBL_STATUS } from '../../domain/houseBill/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCan } from '../../session/access';
import type { PanelProps } from '../../ui/panels';
import { billKeys, decideHblDraft, hblOfSiQuery, printHref } from './api';
import { openPdf } from './HblMakeScreen';
import { billWords, hblStatusWords } from './words';

/**
 * The "B/L draft" panel of an approved SI (the `si.detail` slot): the house bill's draft as the
 * clerk sent it — its state in words, the draft to print (watermarked), and the shipper's answer:
 * approve, or ask for changes with a comment. Nothing shows before a draft is sent.
 */
export default function BlDraftPanel({ siId }: PanelProps) {
  const w = useWords(billWords);
  const lang = useLanguage();
  const qc = useQueryClient();
  const mayDecide = useCan(ACCESS.hblDecide);
  const q = useQuery({ ...hblOfSiQuery(siId ?? 0), enabled: siId !== undefined });
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const h = q.data;
  if (!h) return null;
  const decide = async (approve: boolean) => {
    setError(undefined);
    try {
      await decideHblDraft({ Id: h.Id, VERSION: h.VERSION, Approve: approve, ...(approve ? {} : { Comment: comment }) });
    } catch (e) {
      setError((e as Error).message);
    }
    await qc.invalidateQueries({ queryKey: billKeys.all });
  };
  return (
    <Card className="bl-draft-panel" data-testid="bl-draft-panel">
      <H4>
        {w.blDraft} {h.HBL_NO} <Tag>{hblStatusWords[h.HBL_STATUS]?.[lang]}</Tag>
      </H4>
      <Button icon="print" text={w.printDraft} onClick={() => void openPdf(printHref(h.Id, 'DRAFT'))} />
      {error ? (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      ) : null}
      {h.HBL_STATUS === HBL_STATUS.PENDING && mayDecide ? (
        <div className="bl-draft-decide">
          <Button intent="success" icon="tick" text={w.approveDraft} onClick={() => void decide(true)} />
          <InputGroup placeholder={w.askChanges} aria-label={w.askChanges} value={comment} onChange={(e) => setComment(e.currentTarget.value)} />
          <Button icon="edit" text={w.askChanges} disabled={!comment.trim()} onClick={() => void decide(false)} />
        </div>
      ) : null}
      {h.HBL_STATUS === HBL_STATUS.DRAFT && h.HBL_DRAFT_COMMENT ? <Callout>{w.changesAsked}</Callout> : null}
      {h.HBL_STATUS === HBL_STATUS.APPROVED ? <Callout intent="success">{w.approvedNote}</Callout> : null}
    </Card>
  );
}
