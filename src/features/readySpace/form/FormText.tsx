import { FormGroup, InputGroup } from '@blueprintjs/core';
import type { Form } from './spaceFormModel';

/** One text field of the listing's form, inline with its label, named by its field (`data-field`). */
export function FormText({
  form,
  set,
  k,
  label,
  upper = false,
}: {
  form: Form;
  set(patch: Partial<Form>): void;
  k: keyof Form;
  label: string;
  upper?: boolean;
}) {
  return (
    <FormGroup label={label} inline labelFor={`rs-${k}`}>
      <InputGroup
        id={`rs-${k}`}
        value={String(form[k] ?? '')}
        onValueChange={(v) => set({ [k]: upper ? v.toUpperCase() : v } as Partial<Form>)}
        data-field={k}
      />
    </FormGroup>
  );
}
