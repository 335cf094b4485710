import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { SI_STATUS, statusText, SI_STATUS_TEXT } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { useRoute } from '../../ui/routeContext';
import { useCan } from '../../session/access';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';
import { siCorrectionHref } from '../../routes/siLinks';

export interface QueueRow {
  Id: number;
  TBI_NO: string;
  TBI_STATUS: number;
  TBI_CGO_ID: string;
  TBI_MBL_NO: string;
  BoxSummary: string;
  CompanyName: string;
  TBI_CONSIGNEE: string;
  TBI_DEADLINE: string;
  UpdatedAt: string;
  CreatorName: string;
}

/** SI lists: /external/workbench/SISubimtList (the company's SIs), /tdManage/internalSiList and siDataList (all). */
export default function SiListScreen() {
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const href = useSiDetailHref();
  const tr = useTr();
  const external = route.path.startsWith('/external/');
  // the company corrects its returned SIs: an explicit action on the row, not only a double click
  const corrects = useCan(ACCESS.siSubmit) && external;
  const correct = tr('修改并重新提交', 'Correct and resubmit');
  return (
    <WithInlineSi>
      <section className="admin-screen">
        <H2>{route.title[lang]}</H2>
        <DataTable<QueueRow>
          path={ENDPOINTS.siReviewQueue}
          label={route.title[lang]}
          exportAccess={ACCESS.siRead}
          onOpen={(r) => navigate(href(r.Id))}
          {...(corrects && {
            actionsWidth: 150,
            actions: (r: QueueRow) =>
              r.TBI_STATUS === SI_STATUS.RETURNED ? (
                <Button size="small" intent="warning" icon="edit" text={correct} aria-label={`${correct} ${r.TBI_NO}`} onClick={() => navigate(siCorrectionHref(r.Id))} />
              ) : null,
          })}
          columns={[
            { key: 'TBI_NO', title: { zh: 'SI号', en: 'SI No.' }, width: 100 },
            { key: 'TBI_STATUS', title: { zh: '状态', en: 'Status' }, width: 150, sortable: true, filter: Object.entries(SI_STATUS_TEXT).map(([value, label]) => ({ value, label })), text: (r, l) => statusText(r.TBI_STATUS, l) },
            { key: 'TBI_CGO_ID', title: { zh: '订舱号', en: 'CGO_ID' }, width: 160, sortable: true, filter: 'text' },
            { key: 'TBI_MBL_NO', title: { zh: '主提单号', en: 'MBL No.' }, width: 140, filter: 'text' },
            { key: 'BoxSummary', title: { zh: '箱型箱量', en: 'Boxes' }, width: 110 },
            ...(external ? [] : [{ key: 'CompanyName', title: { zh: '客户', en: 'Customer' }, width: 180, filter: 'text' as const, sortable: true }]),
            { key: 'CreatorName', title: { zh: '所属员工', en: 'Owner' }, width: 110 },
            { key: 'TBI_DEADLINE', title: { zh: '截单', en: 'Deadline' }, width: 100, sortable: true },
            { key: 'UpdatedAt', title: { zh: '更新时间', en: 'Updated' }, width: 150, sortable: true, text: (r) => formatDate(r.UpdatedAt, 'dateTime') },
          ]}
        />
      </section>
    </WithInlineSi>
  );
}
