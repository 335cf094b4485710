import { useRef } from 'react';
import { Button, Classes, Dialog, DialogFooter, type DialogProps } from '@blueprintjs/core';
import { commonWords } from '../i18n/commonWords';
import { useWords } from '../i18n/words';

/**
 * Puts focus back where it was before a dialog opened, but only when nobody has taken it since.
 * Blueprint returns focus when the closing transition ends (300 ms later, far later on a busy
 * machine); by then a fast person has often opened the next dialog and is typing in it, and
 * Blueprint's return would pull focus out from under them (closing a picker's list mid-word).
 */
export function returnFocusIfLost(before: HTMLElement | null, closed: HTMLElement | null): void {
  const now = document.activeElement;
  // on the closed dialog, or on an overlay no longer open (Blueprint parks focus on its container)
  const shut = now?.closest(`.${Classes.OVERLAY}`);
  const lost = !now || now === document.body || (closed?.contains(now) ?? false) || (!!shut && !shut.classList.contains(Classes.OVERLAY_OPEN));
  if (lost && before?.isConnected) before.focus({ preventScroll: true });
}

/**
 * The dialog everyone uses. Spec §9: dialogs do not close on a backdrop click or on Escape,
 * so half-typed work is never lost by a stray key; a person closes them with an explicit button.
 */
export function AppDialog({ canEscapeKeyClose = false, canOutsideClickClose = false, shouldReturnFocusOnClose = true, onClosed, ...props }: DialogProps) {
  const before = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // read while rendering the opening: by the time any effect runs, a field of the dialog may have focus
  if (props.isOpen && !wasOpen.current && typeof document !== 'undefined') {
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = !!props.isOpen;
  return (
    <Dialog
      canEscapeKeyClose={canEscapeKeyClose}
      canOutsideClickClose={canOutsideClickClose}
      shouldReturnFocusOnClose={false}
      onClosed={(node) => {
        if (shouldReturnFocusOnClose) returnFocusIfLost(before.current, node);
        onClosed?.(node);
      }}
      {...props}
    />
  );
}

/** The footer of an edit dialog: Cancel closes it, Save saves it (the words everyone's edit dialogs use). */
export function SaveCancelFooter({ onCancel, onSave }: { onCancel(): void; onSave(): void }) {
  const w = useWords(commonWords);
  return (
    <DialogFooter
      actions={
        <>
          <Button text={w.cancel} onClick={onCancel} />
          <Button intent="primary" icon="floppy-disk" text={w.save} onClick={onSave} />
        </>
      }
    />
  );
}
