import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import type { CustomerRow } from '../../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { RecordDialog } from './RecordDialog';
import { followWords } from './words';

/** The quick follow-up of a row of my private sea: a button opening the record dialog. */
export function QuickFollow({ customer }: { customer: CustomerRow }) {
  const w = useWords(followWords);
  const [open, setOpen] = useState(false);
  return (
    <AccessGate access={A.crmFollowEdit}>
      <Button
        size="small"
        variant="minimal"
        icon="phone"
        aria-label={w.quickFollow}
        title={w.quickFollow}
        onClick={() => setOpen(true)}
        data-testid={`crm-follow-${customer.Id}`}
      />
      {open && <RecordDialog title={`${w.newRecord} · ${customer.Name}`} customerId={customer.Id} onClose={() => setOpen(false)} />}
    </AccessGate>
  );
}
