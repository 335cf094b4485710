import { Button, Checkbox, FormGroup, HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { QUESTION_KINDS, type Question, type QuestionKind } from '../../domain/survey/survey';
import { useWords } from '../../i18n/words';
import { optionsOf, optionsText } from './questions';
import { surveyWords } from './words';

export interface QuestionCardProps {
  question: Question;
  index: number;
  onChange: (q: Question) => void;
  /** Move by one place: Alt+↑ / Alt+↓ anywhere in the card, or its buttons. */
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  problem?: string;
}

/** One question of the editor: kind, words in both languages, required, its choices. */
export function QuestionCard({ question: q, index, onChange, onMove, onRemove, problem }: QuestionCardProps) {
  const w = useWords(surveyWords);
  const [choices, setChoices] = useState(optionsText(q));
  const hasChoices = q.Kind === 'SINGLE' || q.Kind === 'MULTI';
  return (
    <fieldset
      className="survey-question"
      aria-label={`${w.questions} ${index + 1}`}
      onKeyDown={(e) => {
        if (e.altKey && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
          e.preventDefault();
          onMove(e.key === 'ArrowUp' ? -1 : 1);
        }
      }}
    >
      <div className="survey-question-head">
        <strong>{index + 1}.</strong>
        <HTMLSelect
          aria-label={w.kindOf}
          value={q.Kind}
          onChange={(e) => onChange({ ...q, Kind: e.target.value as QuestionKind, Options: q.Options })}
          options={QUESTION_KINDS.map((k) => ({ value: k, label: w[k] }))}
        />
        <Checkbox checked={q.Required} label={w.required} onChange={(e) => onChange({ ...q, Required: e.currentTarget.checked })} style={{ margin: 0 }} />
        <span className="grow" />
        <Button minimal icon="arrow-up" title={w.moveUp} aria-label={w.moveUp} onClick={() => onMove(-1)} />
        <Button minimal icon="arrow-down" title={w.moveDown} aria-label={w.moveDown} onClick={() => onMove(1)} />
        <Button minimal icon="trash" intent="danger" title={w.remove} aria-label={w.remove} onClick={onRemove} />
      </div>
      <div className="survey-two">
        <FormGroup label={w.questionZh} intent={problem ? 'danger' : 'none'} helperText={problem}>
          <InputGroup aria-label={w.questionZh} value={q.TextZh} maxLength={300} onChange={(e) => onChange({ ...q, TextZh: e.target.value })} />
        </FormGroup>
        <FormGroup label={w.questionEn}>
          <InputGroup aria-label={w.questionEn} value={q.TextEn} maxLength={300} onChange={(e) => onChange({ ...q, TextEn: e.target.value })} />
        </FormGroup>
      </div>
      {hasChoices ? (
        <FormGroup label={w.options}>
          <TextArea
            fill
            aria-label={w.options}
            rows={Math.max(2, q.Options.length)}
            value={choices}
            onChange={(e) => {
              setChoices(e.target.value);
              onChange({ ...q, Options: optionsOf(e.target.value) });
            }}
          />
        </FormGroup>
      ) : null}
    </fieldset>
  );
}
