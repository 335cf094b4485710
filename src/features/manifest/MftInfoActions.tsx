import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { ManifestRecord } from '../../contract/manifest';
import { useWords } from '../../i18n/words';
import { retryManifest, verifyManifest } from './api/manifest';
import { pagesOf, type Side } from './pages';
import { ReturnDialog } from './ReturnDialog';
import type { ManifestMoves } from './useManifestMoves';
import { manifestWords } from './words';

interface MftInfoActionsProps {
  record: ManifestRecord;
  side: Side;
  moves: ManifestMoves;
  onReturn(): void;
  onShare(): void;
}

/** The moves the page offers on this manifest: verify or return, send, retry, amend, edit, share. */
export function MftInfoActions({ record, side, moves, onReturn, onShare }: MftInfoActionsProps) {
  const w = useWords(manifestWords);
  const navigate = useNavigate();
  const { mayVerify, maySend, mayRetry, mayAmend, mayShare, flow, busy, act, amend } = moves;
  return (
    <div className="mft-actions">
      {mayVerify ? (
        <>
          <Button
            intent="success"
            icon="tick"
            text={w.verifyIt}
            loading={busy}
            onClick={() => void act(() => verifyManifest({ Id: record.Id, Approve: true }), w.decidedVerify(record.MFT_NO))}
          />
          <Button intent="danger" icon="undo" text={w.returnIt} onClick={onReturn} />
        </>
      ) : null}
      {maySend ? <Button intent="primary" icon="send-message" text={w.send} loading={flow.busy} onClick={() => void flow.send([record.Id])} /> : null}
      {mayRetry ? <Button icon="refresh" text={w.retry} loading={busy} onClick={() => void act(() => retryManifest(record.Id), w.retried)} /> : null}
      {mayAmend ? <Button intent="warning" icon="edit" text={w.amend} loading={busy} onClick={() => void amend()} /> : null}
      {record.Moves.includes('save') ? <Button icon="edit" text={w.edit} onClick={() => navigate(`${pagesOf(side).edit}?id=${record.Id}`)} /> : null}
      {mayShare ? <Button icon="link" text={w.shareLink} onClick={onShare} /> : null}
    </div>
  );
}

/** Returning the manifest at verification: a remark code and words for the customer; the dialog closes once it is returned. */
export function MftReturnDialog({ record, moves, isOpen, onClose }: { record: ManifestRecord; moves: ManifestMoves; isOpen: boolean; onClose(): void }) {
  const w = useWords(manifestWords);
  const { busy, act } = moves;
  const [code, setCode] = useState('');
  const [remarks, setRemarks] = useState('');
  return (
    <ReturnDialog
      isOpen={isOpen}
      code={code}
      remarks={remarks}
      onCode={setCode}
      onRemarks={setRemarks}
      busy={busy}
      onCancel={onClose}
      onConfirm={() =>
        void act(
          () => verifyManifest({ Id: record.Id, Approve: false, RemarkCode: code, ...(remarks.trim() ? { Remarks: remarks.trim() } : {}) }),
          w.decidedReturn(record.MFT_NO),
        ).then((ok) => ok && onClose())
      }
    />
  );
}
