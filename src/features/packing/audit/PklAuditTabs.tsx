import { Tab, Tabs } from '@blueprintjs/core';
import { memo } from 'react';
import { useWords } from '../../../i18n/words';
import { packingWords } from '../words';

export type Stage = 'applications' | 'auditData';

/**
 * The desk's two tabs with how many wait in each. Memoized: Blueprint's Tabs read the selected tab's
 * size after each render (for the indicator), a layout read the desk need not pay whenever an item's
 * detail arrives (bench/browserPklAudit.ts); they render when the stage or a count changes.
 */
export const PklAuditTabs = memo(function PklAuditTabs({
  stage,
  applications,
  auditData,
  onChange,
}: {
  stage: Stage;
  applications: number | undefined;
  auditData: number | undefined;
  onChange(s: Stage): void;
}) {
  const w = useWords(packingWords);
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <Tabs id="pkl-audit-tabs" selectedTabId={stage} onChange={(t) => onChange(t as Stage)}>
      <Tab id="applications" title={`${w.tabApplications}${count(applications)}`} />
      <Tab id="auditData" title={`${w.tabData}${count(auditData)}`} />
    </Tabs>
  );
});
