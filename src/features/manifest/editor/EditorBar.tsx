import { Button, Callout, H2, Spinner, Tag } from '@blueprintjs/core';
import type { ManifestRecord } from '../../../contract/manifest';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { saveDownload } from '../../../lib/saveFile';
import { useRoute } from '../../../ui/routeContext';
import { showToast } from '../../../ui/toaster';
import type { CheckView, StaleNote } from '../machines/manifestEditMachine';
import { DeadlineClock, DueLine, MftStatusTag, filingTable, useCodeWords } from '../MftParts';
import { manifestWords } from '../words';

const P_PRINT = '/api/Manifest/Print';

/** The editor's title: number, status, filing, level, the deadline clock, and a spinner while the live check asks. */
export function EditorTitle({ record, deadline, checking }: { record: ManifestRecord; deadline: CheckView['Deadline']; checking: boolean }) {
  const w = useWords(manifestWords);
  const lang = useLanguage();
  const route = useRoute();
  const say = useCodeWords();
  return (
    <>
      <div className="mft-titlebar">
        <H2>
          {route.title[lang]} {record.MFT_NO}
        </H2>
        <MftStatusTag status={record.MFT_STATUS} />
        <Tag minimal>{say(filingTable, record.MFT_FILING)}</Tag>
        <Tag minimal>{record.MFT_LEVEL === 'HOUSE' ? w.house : w.master}</Tag>
        <DeadlineClock deadline={deadline} />
        {checking ? <Spinner size={14} /> : null}
      </div>
      <DueLine cgoId={record.MFT_CGO_ID} bl={record.MFT_HBL_NO || record.MFT_MBL_NO} />
    </>
  );
}

/** The stored manifest moved on (another save, or a stale refusal): said, with the stored one a click away. */
export function StaleCallout({ stale, onReload }: { stale: StaleNote | undefined; onReload(): void }) {
  const w = useWords(manifestWords);
  if (!stale) return null;
  return (
    <Callout intent="warning" data-testid="mft-stale">
      {stale.by === 'refusal' ? stale.message : w.stale} <Button size="small" text={w.reload} icon="refresh" onClick={onReload} />
    </Callout>
  );
}

export interface EditorMoves {
  editable: boolean;
  maySubmit: boolean;
  mayShare: boolean;
  mayCancel: boolean;
}

/** The editor's buttons: save, submit (not while amending), share, print, cancel the draft. */
export function EditorActions(props: {
  record: ManifestRecord;
  moves: EditorMoves;
  amending: boolean;
  busy: boolean;
  dirty: boolean;
  onSave(): void;
  onSubmit(): void;
  onShare(): void;
  onCancel(): void;
}) {
  const { record, moves, amending, busy } = props;
  const w = useWords(manifestWords);
  const print = () => void saveDownload(`${P_PRINT}?Id=${record.Id}`).catch((e: Error) => showToast({ intent: 'danger', message: e.message }));
  return (
    <>
      {record.MFT_STATUS === 4 && record.MFT_VERIFY_REMARKS ? (
        <Callout intent="warning" data-testid="mft-returned">
          {w.returnedWith(record.MFT_VERIFY_REMARK_CODE, record.MFT_VERIFY_REMARKS)}
        </Callout>
      ) : null}
      <div className="mft-actions">
        {moves.editable ? <Button intent="primary" icon="floppy-disk" text={w.save} loading={busy} disabled={!props.dirty} onClick={props.onSave} /> : null}
        {moves.maySubmit && !amending ? <Button intent="success" icon="send-message" text={w.submit} loading={busy} onClick={props.onSubmit} /> : null}
        {moves.mayShare ? <Button icon="link" text={w.shareLink} onClick={props.onShare} /> : null}
        <Button icon="document" text={w.print} onClick={print} />
        {moves.mayCancel ? <Button icon="trash" intent="danger" variant="minimal" text={w.cancelDraft} onClick={props.onCancel} /> : null}
      </div>
    </>
  );
}
