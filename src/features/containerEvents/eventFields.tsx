import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The event form's controls, each labelled and bound to its key of the values: a text, a code picked by its words. */
export function eventFields(v: Record<string, string>, set: (k: string) => (value: string) => void, lang: 'zh' | 'en') {
  const field = (key: string, label: string, control: ReactNode) => (
    <FormGroup label={label} labelFor={`evt-${key}`} inline>
      {control}
    </FormGroup>
  );
  const text = (key: string, label: string, placeholder?: string) =>
    field(key, label, <InputGroup id={`evt-${key}`} value={v[key] ?? ''} placeholder={placeholder} onValueChange={set(key)} />);
  /** A code picked by its words (`GTIN 进场`); `optional`: a dash for none first. */
  const choice = (key: string, label: string, fallback: string, options: { value: string; label: string }[], optional = false) =>
    field(
      key,
      label,
      <HTMLSelect
        id={`evt-${key}`}
        value={v[key] ?? fallback}
        onChange={(e) => set(key)(e.currentTarget.value)}
        options={optional ? [{ value: '', label: '—' }, ...options] : options}
      />,
    );
  const worded = (codes: readonly string[], words: Record<string, { zh: string; en: string }>) =>
    codes.map((c) => ({ value: c, label: `${c} ${words[c]![lang]}` }));
  return { field, text, choice, worded };
}
