import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Alert, type Intent } from '@blueprintjs/core';

interface Asking {
  text: ReactNode;
  confirm: string;
  cancel: string;
  intent: Intent;
}

/**
 * A confirmation an async handler can await: `ask` opens a dialog and resolves true (confirmed)
 * or false (cancelled, Esc). Render `dialog` once in the screen.
 */
export function useConfirm(): { dialog: ReactNode; ask: (a: Partial<Asking> & Pick<Asking, 'text' | 'confirm' | 'cancel'>) => Promise<boolean> } {
  // the last question stays after the answer (only `open` changes), so the dialog closes with its own
  // words and buttons; with them cleared, Blueprint warned of a cancel handler without a cancel
  // button on every screen that holds a confirmation (issue 45's console)
  const [asking, setAsking] = useState<Asking>();
  const [open, setOpen] = useState(false);
  const answer = useRef<(yes: boolean) => void>(undefined);
  const ask = useCallback(
    (a: Partial<Asking> & Pick<Asking, 'text' | 'confirm' | 'cancel'>) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking({ intent: 'primary', ...a });
        setOpen(true);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = undefined;
    setOpen(false);
  };
  const dialog = (
    <Alert
      isOpen={open}
      intent={asking?.intent}
      icon="send-message"
      confirmButtonText={asking?.confirm}
      cancelButtonText={asking?.cancel ?? ''}
      canEscapeKeyCancel
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <p data-testid="confirm-text">{asking?.text}</p>
    </Alert>
  );
  return { dialog, ask };
}
