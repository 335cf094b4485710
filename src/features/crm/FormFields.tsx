import { FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/**
 * The CRM dialogs' one field layout (new customer, edit customer, contact): a labelled text box or
 * select, each `<prefix>-<key>` for its label, side by side in a row (the dialog around them, its
 * footer and keys: src/ui/FormDialog.tsx). A form names its fields; the layout is written here once.
 */
export function formFields<K extends string>(prefix: string, d: Record<K, string>, set: (k: K) => (v: string) => void) {
  return {
    text: (k: K, label: string, max = 100, autoFocus = false) => (
      <FormGroup label={label} labelFor={`${prefix}-${k}`} style={{ flex: 1 }}>
        <InputGroup id={`${prefix}-${k}`} autoFocus={autoFocus} value={d[k]} onValueChange={set(k)} maxLength={max} />
      </FormGroup>
    ),
    select: (k: K, label: string, options: { value: string; label: string }[]) => (
      <FormGroup label={label} labelFor={`${prefix}-${k}`} style={{ flex: 1 }}>
        <HTMLSelect id={`${prefix}-${k}`} fill value={d[k]} onChange={(e) => set(k)(e.currentTarget.value)} options={options} />
      </FormGroup>
    ),
  };
}

/** Fields side by side. */
export const FieldRow = ({ children }: { children: ReactNode }) => <div style={{ display: 'flex', gap: 12 }}>{children}</div>;
