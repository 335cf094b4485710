import { type RefObject, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { ApiError } from '../streams/callApi';
import { ApiFormField } from './ApiFormField';
import type { FieldSpec } from './apiFormFields';

// the field kit's shapes live apart so ApiFormField can read them without importing the form (no cycle)
export { type FieldSpec, type RecordSource, recordSource } from './apiFormFields';

export interface ApiFormProps {
  fields: FieldSpec[];
  submitText: string;
  /**
   * Sends the values; throws ApiError on refusal. Its resolved text is shown as success; `null`
   * means the person cancelled (nothing sent, everything typed kept).
   */
  onSubmit(values: Record<string, string>): Promise<string | undefined | null>;
  footer?: ReactNode;
  /** Values to start from (an edited record); a checkbox is 'true' or 'false'. */
  initial?: Record<string, string>;
  /**
   * Keeps what is typed (passwords excepted) in session storage under this key until it is
   * saved, so a reload or a dropped connection loses nothing (cleared on success).
   */
  draftKey?: string;
  /** Empties the form after a success (a message sent), instead of keeping what was sent. */
  resetOnSuccess?: boolean;
  /**
   * A refusal the screen keeps, shown from the start and whenever it changes: where the form is
   * made anew after a step that half succeeded (a rate saved, its submit refused, the form made
   * again on the saved rate — before or after that refusal arrives).
   */
  keptError?: ApiError;
  /**
   * The form field a refusal's path belongs to, where the call's fields are not the form's
   * (`/Prices/0/Cost` → `Cost_20GP`); by default the path's first name (`/ValidTo` → `ValidTo`).
   */
  fieldOf?: (path: string) => string | undefined;
}

const firstName = (path: string) => path.split('/')[1];

const DRAFT_PREFIX = 'freight.draft.';

/** Whether something typed under this draftKey waits in the tab (a screen shows that form again after a reload). */
export function hasDraft(draftKey: string): boolean {
  try {
    return sessionStorage.getItem(DRAFT_PREFIX + draftKey) !== null;
  } catch {
    return false;
  }
}

function startValues(fields: FieldSpec[], initial: Record<string, string> | undefined, draftKey: string | undefined) {
  const base = Object.fromEntries(fields.map((f) => [f.name, initial?.[f.name] ?? f.options?.[0]?.value ?? (f.type === 'checkbox' ? 'false' : '')]));
  if (!draftKey) return base;
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_PREFIX + draftKey) ?? 'null') as Record<string, string> | null;
    return draft ? { ...base, ...draft } : base;
  } catch {
    return base;
  }
}

/**
 * A refusal is seen where it is: the first field it names (in the form's order) is scrolled into
 * view beside its message, or the message on top when it names none
 * (once per refusal: the fields as they are then, not again on each keystroke).
 */
function useRefusalInView(
  error: ApiError | undefined,
  form: RefObject<HTMLFormElement | null>,
  fields: ApiFormProps['fields'],
  fieldOf: (path: string) => string | undefined,
) {
  const latest = useRef({ fields, fieldOf });
  latest.current = { fields, fieldOf };
  useEffect(() => {
    if (!error || !form.current) return;
    const { fields: now, fieldOf: of } = latest.current;
    const bad = now.find((f) => error.errors?.some((e) => of(e.Path) === f.name));
    const target = (bad && form.current.ownerDocument.getElementById(`field-${bad.name}`)) || form.current.querySelector('[role="alert"]');
    target?.scrollIntoView?.({ block: 'center' });
  }, [error, form]);
}

/** What is typed, kept in the tab's storage under the draft key once the person has typed (never a password). */
function useKeptDraft(draftKey: string | undefined, dirty: boolean, fields: ApiFormProps['fields'], values: Record<string, string>) {
  useEffect(() => {
    if (!draftKey || !dirty) return;
    // passwords are never written down, not even in the tab's own storage
    const kept = Object.fromEntries(fields.filter((f) => f.type !== 'password').map((f) => [f.name, values[f.name] ?? '']));
    sessionStorage.setItem(DRAFT_PREFIX + draftKey, JSON.stringify(kept));
  }, [values, draftKey, dirty, fields]);
}

/**
 * A form whose fields are checked by the server: the refusal's Message on top, each field's
 * own message under it, nothing typed lost on an error (or, with a draftKey, on a reload).
 */
export function ApiForm({ fields, submitText, onSubmit, footer, initial, draftKey, resetOnSuccess, keptError, fieldOf = firstName }: ApiFormProps) {
  const [values, setValues] = useState<Record<string, string>>(() => startValues(fields, initial, draftKey));
  const [error, setError] = useState<ApiError | undefined>(keptError);
  const form = useRef<HTMLFormElement>(null);
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // a second Enter can arrive before React re-renders the busy button: the ref sees it at once
  const inFlight = useRef(false);
  // a form emptied after a success: an Enter that follows (the second of a double press) has
  // nothing new to send, and must not answer the success with "title is empty"
  const emptiedAfterSuccess = useRef(false);
  const fieldError = (name: string) => error?.errors?.find((e) => fieldOf(e.Path) === name)?.Message;

  useEffect(() => {
    if (keptError) setError(keptError);
  }, [keptError]);

  useRefusalInView(error, form, fields, fieldOf);
  useKeptDraft(draftKey, dirty, fields, values);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (inFlight.current || emptiedAfterSuccess.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const result = await onSubmit(values);
      if (result === null) return; // cancelled
      setDone(result ?? undefined);
      setDirty(false);
      if (draftKey) sessionStorage.removeItem(DRAFT_PREFIX + draftKey);
      if (resetOnSuccess) {
        setValues(startValues(fields, initial, undefined));
        emptiedAfterSuccess.current = true;
      }
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, String(err)));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form ref={form} onSubmit={submit} className="api-form">
      {error && (
        <Callout intent="danger" role="alert" className="sign-in-form__error">
          {error.message}
        </Callout>
      )}
      {done && (
        <Callout intent="success" role="status" className="sign-in-form__error">
          {done}
        </Callout>
      )}
      {fields.map((f) => {
        const bad = fieldError(f.name);
        const set = (v: string) => {
          emptiedAfterSuccess.current = false;
          setDirty(true);
          setValues((s) => ({ ...s, [f.name]: v }));
        };
        return <ApiFormField key={f.name} f={f} value={values[f.name]} bad={bad} set={set} />;
      })}
      <Button type="submit" intent="primary" fill loading={busy} text={submitText} />
      {footer}
    </form>
  );
}
