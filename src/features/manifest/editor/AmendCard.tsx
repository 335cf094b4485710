import { Button, Callout, Card, FormGroup, H4, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { ManifestRecord } from '../../../contract/manifest';
import { manifestFieldWords as F } from '../../../contract/manifest/words';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { RemarkCodeField } from '../RemarkCodeField';
import { manifestWords } from '../words';

/**
 * Sending an amendment of a sent manifest: the change-reason code (a picker of the configured reasons,
 * or typed when none can be read), remarks, and — the vessel and container numbers being read-only —
 * "delete and send again" with the same reason.
 */
export function AmendCard({
  record,
  mayAmend,
  busy,
  onSend,
  onDelete,
}: {
  record: ManifestRecord;
  mayAmend: boolean;
  busy: boolean;
  onSend(reason: string, remarks: string): void;
  onDelete(reason: string): void;
}) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const [reason, setReason] = useState('');
  const [remarks, setRemarks] = useState('');
  return (
    <Card className="mft-card" data-testid="mft-amend">
      <H4>{w.sendAmendment}</H4>
      <Callout intent="primary" icon="lock">
        {w.immutable}{' '}
        {mayAmend && record.Moves.includes('delete') ? <Button size="small" intent="danger" text={w.deleteAndResend} onClick={() => onDelete(reason)} /> : null}
      </Callout>
      {record.MFT_STAGE === 'RELEASED' || record.MFT_STAGE === 'LOADED' ? <Callout intent="warning">{w.stageWarning}</Callout> : null}
      <div className="mft-row">
        <FormGroup label={w.changeReason}>
          <RemarkCodeField use="CHANGE_REASON" enabled label={w.changeReason} pick={w.pickChangeReason} value={reason} onChange={setReason} />
        </FormGroup>
        <FormGroup label={F.Remarks[lang]}>
          <InputGroup aria-label={F.Remarks[lang]} value={remarks} onChange={(e) => setRemarks(e.target.value)} />
        </FormGroup>
        {mayAmend ? (
          <Button
            intent="warning"
            icon="send-message"
            text={w.sendAmendment}
            loading={busy}
            disabled={!reason.trim()}
            onClick={() => onSend(reason, remarks)}
          />
        ) : null}
      </div>
    </Card>
  );
}
