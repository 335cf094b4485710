import { Button, Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { type LeadRow, crmCalls as C } from '../../contract/crm/calls';
import { CRM_ACCESS as A } from '../../contract/crm/module';
import { LEAD_STAGES, leadStageWords } from '../../domain/crm/status';
import { placeTime } from '../../domain/refdata/localTimes';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { AccessGate } from '../../ui/AccessGate';
import { useRoute } from '../../ui/routeContext';
import { useConvertLead, useDiscardLead } from './api/crm';
import { ReasonDialog } from './ReasonDialog';
import { LeadPanel } from './follow/LeadPanel';
import { useDictName } from './useDictName';
import { crmWords as W } from './words';

const columns = (dictName: (kind: string, code: string | null) => string): DataColumn<LeadRow>[] => [
  { key: 'CompanyName', title: W.companyName, width: 180, sortable: true, filter: 'text' },
  { key: 'ContactName', title: W.contact, width: 80, filter: 'text' },
  { key: 'Phone', title: W.mobile, width: 110 },
  { key: 'Email', title: W.email, width: 150 },
  { key: 'Source', title: W.source, width: 70, text: (l) => dictName('SOURCE', l.Source) },
  {
    key: 'Stage',
    title: W.stage,
    width: 70,
    text: (l, lang) => leadStageWords[l.Stage][lang],
    filter: LEAD_STAGES.map((s) => ({ value: s, label: leadStageWords[s] })),
  },
  { key: 'OwnerName', title: W.holder, width: 60 },
  { key: 'CreatedAt', title: W.created, width: 90, sortable: true, text: (l) => placeTime(l.CreatedAt).slice(0, 10) },
];

/** /CRM/CustomerLeads (commercial.md §7.4): leads; import from Excel (the row report), convert (duplicate check), discard with a reason. */
export default function LeadsScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(W);
  const convert = useConvertLead();
  const discard = useDiscardLead();
  const [discarding, setDiscarding] = useState<LeadRow>();
  const [panel, setPanel] = useState<LeadRow>();
  const dictName = useDictName();
  const open = (l: LeadRow) => l.Stage !== 'CONVERTED' && l.Stage !== 'DISCARDED';
  return (
    <section className="admin-screen" data-testid="crm-leads">
      <H2>{route.title[lang]}</H2>
      <Callout intent="primary" compact>
        {w.leadsHint}
      </Callout>
      <DataTable<LeadRow>
        list={C.leadList}
        label={route.title[lang]}
        exportAccess={A.crmLeadRead}
        importAccess={A.crmLeadImport}
        columns={columns(dictName)}
        actionsWidth={160}
        actions={(l) => (
          <>
            <Button
              size="small"
              variant="minimal"
              icon="history"
              aria-label={w.leadFollowUps}
              title={w.leadFollowUps}
              onClick={() => setPanel(l)}
              data-testid={`crm-lead-open-${l.Id}`}
            />
            {open(l) && (
              <>
                <AccessGate access={A.crmLeadConvert}>
                  <Button size="small" intent="primary" text={w.convert} onClick={() => void convert({ Id: l.Id }, w.converted)} />
                </AccessGate>
                <AccessGate access={A.crmLeadDiscard}>
                  <Button size="small" text={w.discard} onClick={() => setDiscarding(l)} />
                </AccessGate>
              </>
            )}
          </>
        )}
      />
      {panel && <LeadPanel lead={panel} onClose={() => setPanel(undefined)} />}
      {discarding && (
        <ReasonDialog
          title={w.discard}
          label={W.discardReason}
          onClose={() => setDiscarding(undefined)}
          onDone={(r) => discard({ Id: discarding.Id, Reason: r }, w.discarded)}
        />
      )}
    </section>
  );
}
