import { Button, Callout, DialogBody, DialogFooter } from '@blueprintjs/core';
import { type CSSProperties, type FormEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { commonWords } from '../i18n/commonWords';
import { useWords } from '../i18n/words';
import { AppDialog } from './AppDialog';

/**
 * What a form dialog's send answered: nothing or `true` (saved: the dialog closes), `false` (not
 * saved, and why is shown already — the form's own check, an action's toast: the dialog stays), or
 * a refusal in words found before sending (shown as a refusal: the dialog stays).
 */
export type FormSent = void | boolean | string;

/**
 * A refusal as a person reads it: the server words its `Code` in the person's language (the call
 * sends accept-language; ApiError's message is the envelope's Message), anything else its own message.
 */
export function refusalText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The fields a dialog's first focus may land on: a field a person types in or picks from. */
const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

export interface FormDialogProps {
  title: ReactNode;
  /** The form's fields (and what they show as typed); a field with `autoFocus` takes the first focus, else the first field does. */
  children: ReactNode;
  /** Sends the form (a mutation); a throw is a refusal, shown in words, and the dialog stays with all that was typed. */
  onSubmit(): Promise<FormSent> | FormSent;
  /** Cancel (and Esc where it closes the dialog). */
  onClose(): void;
  /** The form's test id (its refusal's is `refusalTestId`). */
  testId?: string;
  refusalTestId?: string;
  /** Offered inside the refusal (a stale edit's reload), from the error that was thrown. */
  refusalAction?: (err: unknown, clear: () => void) => ReactNode;
  /** The submit button's words (Save by default). */
  submitText?: string;
  /** The submit button's test id, where a spec presses it by id. */
  submitTestId?: string;
  /** Save is not offered yet (a required field empty): neither the button nor Enter sends. */
  submitDisabled?: boolean;
  /**
   * Esc cancels and the footer says so. Off by default: spec §9's dialogs close only by a button;
   * the CRM's dialogs, whose footers promise Esc, keep it.
   */
  escapeCloses?: boolean;
  style?: CSSProperties;
}

/** The first focus, as the form appears: a field's own `autoFocus` (focused just before) wins, else the first field. */
function focusFirstField(form: HTMLFormElement | null) {
  if (form && !form.contains(form.ownerDocument.activeElement)) form.querySelector<HTMLElement>(FIELDS)?.focus();
}

/** The keys the dialog's fields and buttons keep: none reaches a shortcut (the page's, `?`, `/`, Alt+W) while the form has them. Esc goes on to the dialog. */
function keepKeys(e: KeyboardEvent) {
  if (e.key !== 'Escape') e.stopPropagation();
}

/** The send: one at a time (a second Enter before the answer sends nothing), pending meanwhile, a refusal kept in words. */
function useSend(onSubmit: FormDialogProps['onSubmit'], onClose: () => void, disabled: boolean | undefined) {
  const [pending, setPending] = useState(false);
  const [refused, setRefused] = useState<{ text: string; err: unknown }>();
  const inFlight = useRef(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setPending(true);
    try {
      const sent = await onSubmit();
      if (typeof sent === 'string') setRefused({ text: sent, err: undefined });
      else if (sent !== false) return onClose();
    } catch (err) {
      setRefused({ text: refusalText(err), err });
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { pending, refused, send, clear: () => setRefused(undefined) };
}

/**
 * The edit dialog every form in a dialog uses: the title, the fields, a refusal in words, Cancel and
 * Save. Enter in a field saves (the form's submit), the first field has the focus, a second Enter
 * while the first is on its way sends nothing, and no shortcut fires from inside it.
 */
export function FormDialog({
  title,
  children,
  onSubmit,
  onClose,
  testId,
  refusalTestId,
  refusalAction,
  submitText,
  submitDisabled,
  submitTestId,
  escapeCloses = false,
  style,
}: FormDialogProps) {
  const w = useWords(commonWords);
  const { pending, refused, send, clear } = useSend(onSubmit, onClose, submitDisabled);
  return (
    <AppDialog isOpen onClose={onClose} title={title} canEscapeKeyClose={escapeCloses} style={style}>
      <form ref={focusFirstField} onSubmit={send} onKeyDown={keepKeys} data-testid={testId}>
        <DialogBody>
          {children}
          {refused && (
            <Callout intent="danger" compact role="alert" data-testid={refusalTestId}>
              {refused.text} {refusalAction?.(refused.err, clear)}
            </Callout>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              {escapeCloses && (
                <span className="bp6-text-muted" style={{ marginRight: 'auto' }}>
                  {w.enterSavesEscCancels}
                </span>
              )}
              <Button text={w.cancel} onClick={onClose} />
              <Button
                type="submit"
                intent="primary"
                icon="floppy-disk"
                text={submitText ?? w.save}
                loading={pending}
                disabled={submitDisabled}
                data-testid={submitTestId}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
