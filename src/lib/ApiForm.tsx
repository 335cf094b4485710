import { useState, type ReactNode } from 'react';
import { Button, Callout, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { ApiError } from '../streams/http';

export interface FieldSpec {
  /** The wire name; the server's `Errors[].Path` is `/<name>`. */
  name: string;
  label: string;
  type?: 'text' | 'password' | 'tel';
  helper?: string;
  options?: { value: string; label: string }[];
}

export interface ApiFormProps {
  fields: FieldSpec[];
  submitText: string;
  /** Sends the values; throws ApiError on refusal. Its resolved text is shown as success. */
  onSubmit(values: Record<string, string>): Promise<string | void>;
  footer?: ReactNode;
}

/**
 * A form whose fields are checked by the server: the refusal's Message on top, each field's
 * own message under it, nothing typed lost on an error.
 */
export function ApiForm({ fields, submitText, onSubmit, footer }: ApiFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, f.options?.[0]?.value ?? ''])));
  const [error, setError] = useState<ApiError>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const fieldError = (name: string) => error?.errors?.find((e) => e.Path === `/${name}`)?.Message;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setDone((await onSubmit(values)) ?? undefined);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="api-form">
      {error && <Callout intent="danger" role="alert" className="sign-in-form__error">{error.message}</Callout>}
      {done && <Callout intent="success" role="status" className="sign-in-form__error">{done}</Callout>}
      {fields.map((f) => {
        const id = `field-${f.name}`;
        const bad = fieldError(f.name);
        const set = (v: string) => setValues((s) => ({ ...s, [f.name]: v }));
        return (
          <FormGroup key={f.name} label={f.label} labelFor={id} helperText={bad ?? f.helper} intent={bad ? 'danger' : 'none'}>
            {f.options ? (
              <HTMLSelect id={id} value={values[f.name]} onChange={(e) => set(e.currentTarget.value)} options={f.options} fill />
            ) : (
              <InputGroup id={id} type={f.type ?? 'text'} value={values[f.name]} intent={bad ? 'danger' : 'none'} onValueChange={set} />
            )}
          </FormGroup>
        );
      })}
      <Button type="submit" intent="primary" fill loading={busy} text={submitText} />
      {footer}
    </form>
  );
}
