import { Checkbox, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type Audience, TARGETS, type Target } from '../../domain/survey/survey';
import { useWords } from '../../i18n/words';
import { surveyAudienceQueryOptions } from './api/survey';
import { surveyWords } from './words';

export interface TargetPickerProps {
  audience: Audience;
  target: Target;
  ids: readonly number[];
  problem?: string;
  onChange: (target: Target, ids: number[]) => void;
}

/** Whom a survey goes to: all of its audience, chosen companies, or chosen people (a filter narrows the list). */
export function TargetPicker({ audience, target, ids, problem, onChange }: TargetPickerProps) {
  const w = useWords(surveyWords);
  const [filter, setFilter] = useState('');
  const who = useQuery(surveyAudienceQueryOptions(audience, target !== 'ALL'));
  const items =
    target === 'COMPANIES'
      ? (who.data?.Companies ?? []).map((c) => ({ id: c.Id, label: c.Name }))
      : (who.data?.People ?? []).map((p) => ({ id: p.Id, label: `${p.Name} · ${p.Company}` }));
  const shown = items.filter((i) => !filter || i.label.toLowerCase().includes(filter.toLowerCase()));
  const toggle = (id: number, on: boolean) => onChange(target, on ? [...ids, id] : ids.filter((x) => x !== id));
  return (
    <FormGroup label={w.target} intent={problem ? 'danger' : 'none'} helperText={problem}>
      <RadioGroup inline selectedValue={target} onChange={(e) => onChange(e.currentTarget.value as Target, [])}>
        {TARGETS.map((t) => (
          <Radio key={t} value={t} label={w[t]} />
        ))}
      </RadioGroup>
      {target === 'ALL' ? null : (
        <div className="survey-targets">
          <InputGroup leftIcon="filter" placeholder={w.filterNames} value={filter} onChange={(e) => setFilter(e.target.value)} aria-label={w.filterNames} />
          <div style={{ maxHeight: 180, overflow: 'auto', marginTop: 6 }}>
            {shown.map((i) => (
              <Checkbox key={i.id} label={i.label} checked={ids.includes(i.id)} onChange={(e) => toggle(i.id, e.currentTarget.checked)} />
            ))}
          </div>
        </div>
      )}
    </FormGroup>
  );
}
