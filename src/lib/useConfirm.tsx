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
  const [asking, setAsking] = useState<Asking>();
  const answer = useRef<(yes: boolean) => void>(undefined);
  const ask = useCallback(
    (a: Partial<Asking> & Pick<Asking, 'text' | 'confirm' | 'cancel'>) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking({ intent: 'primary', ...a });
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = undefined;
    setAsking(undefined);
  };
  const dialog = (
    <Alert
      isOpen={!!asking}
      intent={asking?.intent}
      icon="send-message"
      confirmButtonText={asking?.confirm}
      cancelButtonText={asking?.cancel}
      canEscapeKeyCancel
      onConfirm={() => close(true)}
      onCancel={() => close(false)}
    >
      <p data-testid="confirm-text">{asking?.text}</p>
    </Alert>
  );
  return { dialog, ask };
}
