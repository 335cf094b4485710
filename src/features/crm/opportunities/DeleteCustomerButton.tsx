import { Alert, Button } from '@blueprintjs/core';
import { useState } from 'react';
import { opportunityCalls as C } from '../../../contract/crm/opportunityCalls';
import { useWords } from '../../../i18n/words';
import { callApi } from '../../../streams/callApi';
import { crmWords } from '../words';
import { oppWords } from './words';

/** A customer's delete button (commercial.md §7.2 "warns when opportunities are open"): with open opportunities it asks first, naming how many. */
export function DeleteCustomerButton({ id, onDelete }: { id: number; onDelete: () => void }) {
  const w = useWords(oppWords);
  const cw = useWords(crmWords);
  const [open, setOpen] = useState(0);
  const ask = async () => {
    const n = (await callApi(C.openCount, { CustomerId: id })).Open;
    if (n > 0) setOpen(n);
    else onDelete();
  };
  return (
    <>
      <Button size="small" minimal intent="danger" icon="trash" aria-label={cw.remove} onClick={() => void ask()} />
      <Alert
        isOpen={open > 0}
        intent="danger"
        icon="trash"
        confirmButtonText={cw.remove}
        cancelButtonText={cw.cancel}
        onCancel={() => setOpen(0)}
        onConfirm={() => {
          setOpen(0);
          onDelete();
        }}
      >
        {w.openWarning(open)}
      </Alert>
    </>
  );
}
