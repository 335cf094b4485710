import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useWords } from '../../i18n/words';
import type { ActContext } from './machines/actMachine';
import { radarWords } from './words';

/** The act's confirm, done and refused steps (the act machine's states), as one dialog. */
export function ActDialog({
  state,
  context,
  signalText,
  onConfirm,
  onClose,
  onOpen,
}: {
  state: 'confirming' | 'sending' | 'done' | 'refused';
  context: ActContext;
  signalText: string;
  onConfirm: () => void;
  onClose: () => void;
  onOpen: (path: string) => void;
}) {
  const w = useWords(radarWords);
  const action = context.choice!.action;
  const open = context.answer?.OpenPath;
  return (
    <Dialog isOpen title={`${w.confirmTitle} · ${w[action]}`} onClose={onClose}>
      <div data-testid="radar-act">
        <DialogBody>
          <p>{signalText}</p>
          {state === 'done' ? (
            <Callout intent="success" data-testid="radar-act-done">
              {w[`done${action}`]}
            </Callout>
          ) : state === 'refused' ? (
            <Callout intent="danger" data-testid="radar-act-refused">
              {context.error}
            </Callout>
          ) : (
            <p>{w[`confirm${action}`]}</p>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            state === 'done' ? (
              <>
                {open ? <Button intent="primary" text={w.openMade} onClick={() => onOpen(open)} /> : null}
                <Button text={w.close} onClick={onClose} autoFocus />
              </>
            ) : (
              <>
                <Button text={state === 'refused' ? w.close : w.cancel} onClick={onClose} />
                <Button intent="primary" text={state === 'refused' ? w.retry : w.confirm} loading={state === 'sending'} onClick={onConfirm} autoFocus />
              </>
            )
          }
        />
      </div>
    </Dialog>
  );
}
