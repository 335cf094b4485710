import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { AppDialog } from '../../ui/AppDialog';
import { useState } from 'react';
import { useWords } from '../../i18n/words';
import { readySpaceWords } from './words';

/** What a move asks of the person before it is made: a reason, booking numbers, a fee and the resell choice. */
export interface AskField {
  key: string;
  label: string;
  kind?: 'text' | 'check';
  required?: boolean;
}

export interface ReasonDialogProps {
  title: string;
  fields: AskField[];
  onClose(): void;
  onSubmit(values: Record<string, string | boolean>): void;
  /** values the dialog opens with (a tick already set) */
  initial?: Record<string, string | boolean>;
  /** The decision is on its way (the decision machine's `sending`). */
  busy: boolean;
  /** Why the last send was refused: the dialog stays open with what was typed. */
  error?: string;
}

/** The dialog of a decision that asks first; its flow is the decision machine's (machines/decisionMachine.ts). */
export function ReasonDialog({ title, fields, onClose, onSubmit, initial = {}, busy, error }: ReasonDialogProps) {
  const w = useWords(readySpaceWords);
  const [values, setValues] = useState<Record<string, string | boolean>>(initial);
  const missing = fields.some((f) => f.required && !String(values[f.key] ?? '').trim());
  return (
    <AppDialog isOpen title={title} onClose={onClose}>
      <DialogBody>
        {fields.map((f) =>
          f.kind === 'check' ? (
            <Checkbox key={f.key} label={f.label} checked={!!values[f.key]} onChange={(e) => setValues({ ...values, [f.key]: e.currentTarget.checked })} />
          ) : (
            <FormGroup key={f.key} label={f.label} labelInfo={f.required ? '*' : undefined} labelFor={`ask-${f.key}`}>
              <InputGroup
                id={`ask-${f.key}`}
                autoFocus={f === fields[0]}
                value={String(values[f.key] ?? '')}
                onValueChange={(v) => setValues({ ...values, [f.key]: v })}
              />
            </FormGroup>
          ),
        )}
        {error ? (
          <Callout intent="danger" data-testid="decision-error">
            {error}
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={w.cancel} onClick={onClose} />
            <Button intent="primary" text={w.ok} loading={busy} disabled={missing} onClick={() => onSubmit(values)} />
          </>
        }
      />
    </AppDialog>
  );
}
