import { AnchorButton, Button, ButtonGroup, Callout, H3, Tag } from '@blueprintjs/core';
import { PACKING_ACCESS } from '../../contract/packing/module';
import { PKL_STATUS } from '../../domain/packing/status';
import { useWords } from '../../i18n/words';
import { Gate } from '../../session/Gate';
import type { PackingRecord } from './api/packing';
import { PklHeaderForm } from './editor/PklHeaderForm';
import { usePklEditing } from './editor/usePklEditing';
import { PklEpacking } from './PklEpacking';
import { PklLineGrid } from './PklLineGrid';
import { PklFacts, PklLog, PklProblems, PklStatusTag } from './PklParts';
import { packingWords } from './words';
import './packing.css';

/**
 * One opened packing list filled in (operations.md §3.4 TrachManManager): the container, seal,
 * stuffing place and time, tare, truck and driver above, the goods lines in a grid with Excel
 * paste below, the check run as the person types and each problem named as the screen names the
 * field. Saving never blocks on problems; submitting does (the server's check is the authority).
 * An edit on an older version than stored is refused (pkl.stale) and the latest content is shown.
 */
export function PklEditor({
  record,
  universal,
  preview,
}: {
  record: PackingRecord;
  universal: boolean /** The print preview page (the side's own). */;
  preview: string;
}) {
  const w = useWords(packingWords);
  const { draft, set, dirty, busy, refusal, seen, editable, canSubmit, problems, totals, onSave, onSubmit } = usePklEditing(record);
  return (
    <section className="pkl-editor" data-testid="pkl-editor" data-version={seen.version} data-dirty={dirty}>
      <div className="pkl-editor__head">
        <H3>
          {record.PKL_NO ?? w.typeSlot(record.PKL_CNTR_TYPE, record.PKL_SLOT)} <PklStatusTag status={record.PKL_STATUS} testId="pkl-status" />
          {dirty ? (
            <Tag minimal intent="warning" className="pkl-editor__dirty">
              {w.unsaved}
            </Tag>
          ) : null}
        </H3>
      </div>
      {record.PKL_STATUS === PKL_STATUS.DATA_RETURNED && record.PKL_DECISION_REMARKS ? (
        <Callout intent="warning" icon="undo" data-testid="pkl-returned">
          {w.returnedBecause(record.PKL_DECISION_REMARKS)}
        </Callout>
      ) : null}
      {!editable ? <Callout icon="lock">{w.readOnlyNow}</Callout> : null}
      <div className="pkl-editor__top">
        <PklFacts pkl={record} universal={universal} />
        <PklHeaderForm draft={draft} set={set} editable={editable} problems={problems} />
      </div>
      <h4 className="pkl-editor__lines">
        {w.lines}
        <span className="pkl-editor__totals" data-testid="pkl-totals">
          {w.totalPackages} {totals.packages} · {w.totalWeight} {totals.weight} · {w.totalVolume} {totals.volume}
        </span>
      </h4>
      <PklLineGrid lines={draft.Lines} readOnly={!editable} problems={problems} onChange={(Lines) => set({ Lines })} />
      <PklProblems problems={problems} />
      {refusal ? (
        <Callout intent="danger" role="alert" data-testid="pkl-refusal">
          {refusal}
        </Callout>
      ) : null}
      <ButtonGroup className="pkl-editor__buttons">
        {editable ? (
          <Gate access={PACKING_ACCESS.packingSaveData}>
            <Button icon="floppy-disk" text={w.save} loading={busy === 'save'} disabled={!!busy} onClick={() => void onSave()} />
          </Gate>
        ) : null}
        {canSubmit ? (
          <Gate access={PACKING_ACCESS.packingSubmitData}>
            <Button intent="primary" icon="send-message" text={w.submit} loading={busy === 'submit'} disabled={!!busy} onClick={() => void onSubmit()} />
          </Gate>
        ) : null}
        {record.PKL_NO ? <AnchorButton icon="eye-open" text={w.printPreview} href={`${preview}?id=${record.Id}`} /> : null}
      </ButtonGroup>
      <PklEpacking pklId={record.Id} pklStatus={record.PKL_STATUS} />
      <PklLog id={record.Id} />
    </section>
  );
}
