import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useWords } from '../../i18n/words';
import { findOrderIdByNo } from './api/orders';
import { entryWords } from './words';

/**
 * The order a page shows, picked by its number (ENT_NO, what people see and type; the address keeps
 * its id): typed here when the page opens without one, or to change it. `current`: the number of the
 * order shown, put in the box when it comes. An unknown number is said under the box.
 */
export function OrderPick({ onPick, testId, current }: { onPick(id: number): void; testId: string; current?: string }) {
  const w = useWords(entryWords);
  const [text, setText] = useState(current ?? '');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (current) setText(current);
  }, [current]);
  const no = text.trim();
  const pick = () => {
    if (!no) return;
    setBusy(true);
    void findOrderIdByNo(no)
      .then((id) => {
        setMissing(!id);
        if (id) onPick(id);
      })
      .catch(() => setMissing(true))
      .finally(() => setBusy(false));
  };
  return (
    <ControlGroup>
      <InputGroup
        placeholder={w.pickOrder}
        value={text}
        intent={missing ? 'danger' : 'none'}
        onChange={(e) => {
          setText(e.target.value);
          setMissing(false);
        }}
        onKeyDown={(e) => e.key === 'Enter' && pick()}
        aria-label={w.forOrder}
        data-testid={`${testId}-no`}
      />
      <Button text={w.show} disabled={!no} loading={busy} onClick={pick} data-testid={`${testId}-show`} />
      {missing ? (
        <span className="bp6-text-danger entry-pick-missing" role="alert">
          {w.noSuchOrder}
        </span>
      ) : null}
    </ControlGroup>
  );
}
