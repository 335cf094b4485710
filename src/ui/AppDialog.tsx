import { Dialog, type DialogProps } from '@blueprintjs/core';

/**
 * The dialog everyone uses. Spec §9: dialogs do not close on a backdrop click or on Escape,
 * so half-typed work is never lost by a stray key; a person closes them with an explicit button.
 */
export function AppDialog({ canEscapeKeyClose = false, canOutsideClickClose = false, ...props }: DialogProps) {
  return <Dialog canEscapeKeyClose={canEscapeKeyClose} canOutsideClickClose={canOutsideClickClose} {...props} />;
}
