import { Card, H4, NonIdealState, Spinner, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { ManifestRecord } from '../../contract/manifest';
import { MANIFEST_ACCESS as A, MANIFEST_PAGES as P } from '../../contract/manifest/module';
import { useWords } from '../../i18n/words';
import { useConfirm } from '../../lib/useConfirm';
import { useIdParam } from '../../lib/useIdParam';
import { useCan } from '../../session/access';
import { ApiError } from '../../streams/callApi';
import { useRoute } from '../../ui/routeContext';
import { manifestQuery } from './api/manifest';
import { AmendCard } from './editor/AmendCard';
import { ContainersCard, GoodsCard } from './editor/CargoCards';
import { EditorActions, EditorTitle, StaleCallout } from './editor/EditorBar';
import { HeaderCard } from './editor/HeaderCard';
import { useProblemMarks } from './editor/problemMarks';
import { useManifestEditor } from './editor/useManifestEditor';
import { editOf, type Draft } from './editorModel';
import { IsfEditor } from './IsfEditor';
import { MftLog } from './MftHistory';
import { MftProblems, SiDiffPanel } from './MftParts';
import { sideOf } from './pages';
import { PartyEditor } from './PartyEditor';
import { ShareDialog } from './ShareDialog';
import { TemplatePicker } from './TemplatePicker';
import { manifestWords } from './words';
import './manifest.css';

/**
 * /mainifest/edit, /external/workbench/mainifest/edit, /workbench/mainifest/edit and /mainifest/sendEdit
 * (one screen): a draft, a returned or failed manifest, or an amendment of a sent one. Bill, parties
 * (with the live enterprise-code check), containers with their declared VGM, goods and their
 * container allocation in spreadsheet grids (Excel paste), the live check as one types, the SI
 * difference, the deadline clock in hours, the share link; save, submit, or — amending — send the
 * amendment with a change-reason code (vessel and container numbers read-only: delete and send again).
 */
export default function ManifestEditScreen() {
  const id = useIdParam();
  const w = useWords(manifestWords);
  const record = useQuery(manifestQuery(id ?? 0));
  if (!id || (record.error instanceof ApiError && record.error.status === 404)) return <NonIdealState icon="search" title={w.gone} />;
  if (record.isPending) return <Spinner />;
  if (!record.data) return <Callout intent="danger">{record.error?.message}</Callout>;
  return <Editor key={record.data.Id} record={record.data} />;
}

function Editor({ record }: { record: ManifestRecord }) {
  const w = useWords(manifestWords);
  const route = useRoute();
  const confirm = useConfirm();
  const amending = record.MFT_STATUS === 10 || route.path === P.sendEdit;
  const moves = {
    editable: record.Moves.includes('save'),
    mayShare: useCan(A.manifestShare) && record.Moves.includes('share'),
    maySubmit: useCan(A.manifestSubmit) && record.Moves.includes('submit'),
    mayCancel: useCan(A.manifestDelete) && record.Moves.includes('cancel'),
  };
  const mayAmend = useCan(A.manifestAmend);
  const [sharing, setSharing] = useState(false);
  const editor = useManifestEditor(record, sideOf(route.path), confirm);
  const { draft, send } = editor;
  const change = (next: Draft) => send({ type: 'draft.change', draft: next });
  const items = useMemo(() => editOf(draft).Items ?? [], [draft]);
  const marks = useProblemMarks(editor.check.Problems, items);
  const readOnly = !moves.editable;
  return (
    <section className="admin-screen mft-edit" data-testid="mft-edit" data-status={record.MFT_STATUS} data-version={editor.version} data-dirty={editor.dirty}>
      <EditorTitle record={record} deadline={editor.check.Deadline} checking={editor.checking} />
      <StaleCallout stale={editor.stale} onReload={() => send({ type: 'stale.reload', record })} />
      <EditorActions
        record={record}
        moves={moves}
        amending={amending}
        busy={editor.busy}
        dirty={editor.dirty}
        onSave={() => send({ type: 'save' })}
        onSubmit={() => send({ type: 'submit' })}
        onShare={() => setSharing(true)}
        onCancel={() => send({ type: 'cancel.ask' })}
      />
      {amending && moves.editable ? (
        <AmendCard
          record={record}
          mayAmend={mayAmend}
          busy={editor.busy}
          onSend={(reason, remarks) => send({ type: 'amend.send', reason, remarks })}
          onDelete={(reason) => send({ type: 'delete.ask', reason })}
        />
      ) : null}
      <div className="mft-edit__grid">
        <div>
          <HeaderCard
            record={record}
            header={draft.header}
            readOnly={readOnly}
            amending={amending}
            problemAt={marks.problemAt}
            onChange={(header) => change({ ...draft, header })}
          />
          <div className="mft-party__head">
            <h3 className="mft-section">{w.parties}</h3>
            {readOnly ? null : <TemplatePicker onPick={(parties) => change({ ...draft, ...parties })} />}
          </div>
          {(['Shipper', 'Consignee', 'Notify'] as const).map((k) => (
            <PartyEditor key={k} which={k} party={draft[k]} readOnly={readOnly} problemAt={marks.problemAt} onChange={(p) => change({ ...draft, [k]: p })} />
          ))}
          {record.MFT_FILING === 'US_ISF' ? (
            <IsfEditor isf={draft.Isf} readOnly={readOnly} problemAt={marks.problemAt} onChange={(Isf) => change({ ...draft, Isf })} />
          ) : null}
          <ContainersCard record={record} draft={draft} readOnly={readOnly} amending={amending} marks={marks} onChange={change} />
          <GoodsCard record={record} draft={draft} readOnly={readOnly} marks={marks} onChange={change} />
        </div>
        <aside className="mft-edit__side">
          <Card className="mft-card" data-testid="mft-live-check">
            <H4>{w.liveCheck}</H4>
            <MftProblems problems={editor.check.Problems} />
          </Card>
          <SiDiffPanel diff={editor.check.SiDiff} fromSi={!!record.MFT_SI_ID} />
          <MftLog id={record.Id} />
        </aside>
      </div>
      {moves.mayShare ? <ShareDialog id={record.Id} isOpen={sharing} onClose={() => setSharing(false)} /> : null}
      {confirm.dialog}
    </section>
  );
}
