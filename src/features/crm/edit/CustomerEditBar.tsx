import { Button, ButtonGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { CustomerWire } from '../../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { CustomerEditDialog } from './CustomerEditDialog';
import { LinkDialog } from './LinkDialog';
import { crmEditWords } from './words';

/** The customer panel's buttons: edit every field (a customer I hold, or the team's for a manager) and link it to a platform company. */
export function CustomerEditBar({ c }: { c: CustomerWire }) {
  const w = useWords(crmEditWords);
  const [open, setOpen] = useState<'edit' | 'link'>();
  return (
    <>
      <ButtonGroup style={{ marginBottom: 12, gap: 8 }}>
        {!c.InPool && (
          <AccessGate access={A.crmCustomerEdit}>
            <Button icon="edit" text={w.editCustomer} onClick={() => setOpen('edit')} data-testid="crm-edit-customer" />
          </AccessGate>
        )}
        <AccessGate access={A.crmLink}>
          <Button icon="link" text={c.LinkedCompanyId ? w.relink : w.link} onClick={() => setOpen('link')} data-testid="crm-link-company" />
        </AccessGate>
      </ButtonGroup>
      {open === 'edit' && <CustomerEditDialog id={c.Id} onClose={() => setOpen(undefined)} />}
      {open === 'link' && <LinkDialog c={c} onClose={() => setOpen(undefined)} />}
    </>
  );
}
