import { Button, ButtonGroup, Card, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import type { SiProblem } from '../../contract/si';
import { checkWarnings } from '../../domain/si/check';
import { boxSummary } from '../../domain/si/summary';
import { useWords } from '../../i18n/words';
import { draftProblems } from './draftKeys';
import type { Draft } from './machines/siMultiCreateMachine';
import { Problems } from './SiProblems';
import { SiRecordEditor } from './SiRecordEditor';
import type { SiFlow } from './siFlow';
import { siWords } from './words';

/** One draft: the whole record in the editor; each change goes to the draft log first. */
export function DraftEditor({
  flow,
  draft,
  drafts,
  problems,
  templates,
}: {
  flow: SiFlow;
  draft: Draft;
  drafts: Draft[];
  problems: SiProblem[];
  templates: boolean;
}) {
  const w = useWords(siWords);
  const mine = draftProblems(problems, drafts.indexOf(draft));
  return (
    <Card className="si-draft" data-testid={`draft-${draft.draftId}`}>
      <H4>
        {w.draft} {draft.draftId} <Tag minimal>{boxSummary(draft.record.Boxes) || w.noBoxes}</Tag> {draft.done && <Tag intent="success">{w.finished}</Tag>}
      </H4>
      <SiRecordEditor
        record={draft.record}
        idPrefix={draft.draftId}
        problems={mine}
        templates={templates}
        onCommit={(record) => void flow.record({ type: 'si.draftChanged', draftId: draft.draftId, record })}
        boxAction={(b, i) =>
          drafts.length > 1 ? (
            <HTMLSelect
              aria-label={w.moveToDraft(b.TBX_CNNO || w.boxNoInText(i + 1))}
              value=""
              onChange={(e) =>
                e.currentTarget.value && void flow.record({ type: 'si.containerMoved', from: draft.draftId, to: e.currentTarget.value, container: b.TBX_CNNO })
              }
              options={[{ value: '', label: w.moveTo }, ...drafts.filter((x) => x !== draft).map((x) => ({ value: x.draftId, label: x.draftId }))]}
            />
          ) : null
        }
      />
      <Problems problems={[...mine, ...checkWarnings([draft.record])]} record={draft.record} />
      <ButtonGroup>
        {draft.done ? (
          <Button text={w.editAgain} onClick={() => void flow.record({ type: 'si.draftReopened', draftId: draft.draftId })} />
        ) : (
          <Button
            intent="success"
            icon="tick"
            text={w.finishThisDraft}
            disabled={mine.length > 0}
            onClick={() => void flow.record({ type: 'si.draftDone', draftId: draft.draftId })}
          />
        )}
      </ButtonGroup>
    </Card>
  );
}
