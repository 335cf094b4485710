import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { SI_STATUS, statusText, SI_STATUS_TEXT } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { useCan } from '../../session/access';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';
import { siCorrectionHref } from '../../routes/siLinks';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import type { SiQueueRow } from '../../contract/si/listItems';
import { siListCalls } from '../../contract/si/listCalls';

/** A row of the review queue and the SI lists, as the contract defines it. */
export type QueueRow = SiQueueRow;

/** SI lists: /external/workbench/SISubimtList (the company's SIs), /tdManage/internalSiList and siDataList (all). */
export default function SiListScreen() {
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const href = useSiDetailHref();
  const w = useWords(siWords);
  const external = route.path.startsWith('/external/');
  // the company corrects its returned SIs: an explicit action on the row, not only a double click
  const corrects = useCan(ACCESS.siSubmit) && external;
  const correct = w.correctAndResubmit;
  return (
    <WithInlineSi>
      <section className="admin-screen">
        <H2>{route.title[lang]}</H2>
        <DataTable<QueueRow>
          list={siListCalls.reviewQueue}
          label={route.title[lang]}
          exportAccess={ACCESS.siRead}
          onOpen={(r) => navigate(href(r.Id))}
          {...(corrects && {
            actionsWidth: 150,
            actions: (r: QueueRow) =>
              r.TBI_STATUS === SI_STATUS.RETURNED ? (
                <Button
                  size="small"
                  intent="warning"
                  icon="edit"
                  text={correct}
                  aria-label={`${correct} ${r.TBI_NO}`}
                  onClick={() => navigate(siCorrectionHref(r.Id))}
                />
              ) : null,
          })}
          columns={[
            { key: 'TBI_NO', title: siWords.siNo, width: 100 },
            {
              key: 'TBI_STATUS',
              title: commonWords.status,
              width: 150,
              sortable: true,
              filter: Object.entries(SI_STATUS_TEXT).map(([value, label]) => ({ value, label })),
              text: (r, l) => statusText(r.TBI_STATUS, l),
            },
            { key: 'TBI_CGO_ID', title: siWords.cgoId, width: 160, sortable: true, filter: 'text' },
            { key: 'TBI_MBL_NO', title: siWords.mblNo, width: 140, filter: 'text' },
            { key: 'BoxSummary', title: siWords.boxSummary, width: 110 },
            ...(external ? [] : [{ key: 'CompanyName', title: commonWords.customer, width: 180, filter: 'text' as const, sortable: true }]),
            { key: 'CreatorName', title: siWords.owner, width: 110 },
            { key: 'TBI_DEADLINE', title: siWords.deadline, width: 100, sortable: true },
            { key: 'UpdatedAt', title: siWords.updatedAt, width: 150, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
          ]}
        />
      </section>
    </WithInlineSi>
  );
}
