import { H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';

interface SubmitLogRow {
  Id: number;
  At: string;
  Actor: string;
  SiId: number;
  TBI_NO: string;
  TBI_CGO_ID: string;
  TBI_MBL_NO: string;
  CompanyName: string;
  Kind: 'submitted' | 'resubmitted';
  TBI_STATUS: number;
}

const KIND = { submitted: { zh: '首次提交', en: 'Submitted' }, resubmitted: { zh: '修改后重新提交', en: 'Resubmitted' } };

/** /external/workbench/siSubmitLog and /tdManage/siSubmitLog: every submission, newest first. */
export default function SiSubmitLogScreen() {
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const external = route.path.startsWith('/external/');
  const href = useSiDetailHref();
  return (
    <WithInlineSi>
    <section className="admin-screen">
      <H2>{route.title[lang]}</H2>
      <DataTable<SubmitLogRow>
        path={ENDPOINTS.siSubmitLog}
        label={route.title[lang]}
        exportAccess={ACCESS.siRead}
        onOpen={(r) => navigate(href(r.SiId))}
        columns={[
          { key: 'At', title: { zh: '时间', en: 'When' }, width: 160, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
          { key: 'Actor', title: { zh: '提交人', en: 'By' }, width: 120, sortable: true, filter: 'text' },
          { key: 'Kind', title: { zh: '类型', en: 'Kind' }, width: 130, filter: (['submitted', 'resubmitted'] as const).map((k) => ({ value: k, label: KIND[k] })), text: (r, l) => KIND[r.Kind][l] },
          { key: 'TBI_NO', title: { zh: 'SI号', en: 'SI No.' }, width: 100 },
          { key: 'TBI_CGO_ID', title: { zh: '订舱号', en: 'CGO_ID' }, width: 160, sortable: true, filter: 'text' },
          ...(external ? [] : [{ key: 'CompanyName', title: { zh: '客户', en: 'Customer' }, width: 180 }]),
          { key: 'TBI_STATUS', title: { zh: '当前状态', en: 'Status now' }, width: 150, text: (r, l) => statusText(r.TBI_STATUS, l) },
        ]}
      />
    </section>
    </WithInlineSi>
  );
}
