import { Button, Drawer, DrawerSize, H5 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeadRow } from '../../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../../contract/crm/module';
import { leadStageWords } from '../../../domain/crm/status';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { AccessGate } from '../../../ui/AccessGate';
import { recordsQueryOptions } from './api';
import { RecordDialog } from './RecordDialog';
import { RecordTable } from './RecordScreen';
import { followWords } from './words';

/**
 * A lead's panel (/CRM/CustomerLeads, commercial.md §7.4 "follow up"): its contact and stage, its
 * follow-up records and a new one. Converting the lead moves them to the customer (R7.7).
 */
export function LeadPanel({ lead, onClose }: { lead: LeadRow; onClose: () => void }) {
  const w = useWords(followWords);
  const lang = useLanguage();
  const [writing, setWriting] = useState(false);
  const records = useQuery(recordsQueryOptions({ LeadId: lead.Id })).data ?? [];
  const open = lead.Stage !== 'CONVERTED' && lead.Stage !== 'DISCARDED';
  return (
    <Drawer isOpen onClose={onClose} size={DrawerSize.SMALL} title={lead.CompanyName}>
      <div style={{ padding: 16, overflow: 'auto' }} data-testid="crm-lead-panel">
        <p>
          {[lead.ContactName, lead.Phone, lead.Email].filter(Boolean).join(' · ')} · {leadStageWords[lead.Stage][lang]}
        </p>
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', marginTop: 16 }}>
          <H5 style={{ margin: 0 }}>{w.recordsOfCustomer}</H5>
          {open && (
            <AccessGate access={A.crmFollowEdit}>
              <Button size="small" icon="phone" intent="primary" text={w.newRecord} onClick={() => setWriting(true)} data-testid="crm-lead-follow" />
            </AccessGate>
          )}
        </div>
        <RecordTable rows={records} compact />
      </div>
      {writing && <RecordDialog title={`${w.newRecord} · ${lead.CompanyName}`} leadId={lead.Id} onClose={() => setWriting(false)} />}
    </Drawer>
  );
}
