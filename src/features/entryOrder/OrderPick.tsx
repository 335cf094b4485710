import { Button, ControlGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useWords } from '../../i18n/words';
import { entryWords } from './words';

/** The order a board or a data sheet shows, by its id in the address (`?ENT_ID=`): typed here when the page opens without one. */
export function OrderPick({ onPick, testId }: { onPick(id: number): void; testId: string }) {
  const w = useWords(entryWords);
  const [text, setText] = useState('');
  const id = Number(text.trim());
  return (
    <ControlGroup>
      <InputGroup placeholder={w.pickOrder} value={text} onChange={(e) => setText(e.target.value)} aria-label={w.orderId} data-testid={`${testId}-id`} />
      <Button text={w.show} disabled={!(Number.isInteger(id) && id > 0)} onClick={() => onPick(id)} data-testid={`${testId}-show`} />
    </ControlGroup>
  );
}
