import { Button, Tag } from '@blueprintjs/core';
import type { SnapshotFrom } from 'xstate';
import { useWords } from '../../i18n/words';
import { doneCount } from './machines/siMultiCreateMachine';
import { BehalfPicker } from './SiBehalfPicker';
import { DraftEditor } from './SiDraftEditor';
import { Problems } from './SiProblems';
import type { SiFlow } from './siFlow';
import { siWords } from './words';

/** The drafts being filled in: the progress, the customer employee (on behalf), each draft's editor. */
export function SiDraftsStage({
  flow,
  state,
  onBehalf,
  templates,
}: {
  flow: SiFlow;
  state: SnapshotFrom<SiFlow['actor']>;
  onBehalf: boolean;
  templates: boolean;
}) {
  const w = useWords(siWords);
  const { problems, drafts, source } = state.context;
  const record = flow.record;
  return (
    <>
      <p data-testid="si-progress">
        <Tag large intent={state.matches('finish') ? 'success' : 'primary'}>
          {w.finishedOf(doneCount(state.context), state.context.total)}
        </Tag>{' '}
        {source && (
          <Tag minimal>
            {source.CGO_ID}
            {onBehalf ? ` · ${source.CompanyName}` : ''}
          </Tag>
        )}{' '}
        <Button variant="minimal" text={w.discardAndStartOver} onClick={() => void record({ type: 'si.restart' })} />
      </p>
      {onBehalf && source && <BehalfPicker flow={flow} cgoId={source.CGO_ID} companyId={source.CompanyId} />}
      <Problems problems={problems.filter((p) => !/^\/TDBLInfos\/\d+\//.test(p.Path))} />
      {drafts.map((d) => (
        <DraftEditor key={d.draftId} flow={flow} draft={d} drafts={drafts} problems={problems} templates={templates} />
      ))}
    </>
  );
}
