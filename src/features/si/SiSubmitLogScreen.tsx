import { H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import { siListCalls } from '../../contract/si/listCalls';

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

const KIND = { submitted: siWords.kindSubmitted, resubmitted: siWords.kindResubmitted };

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
          list={siListCalls.submitLog}
          label={route.title[lang]}
          exportAccess={ACCESS.siRead}
          onOpen={(r) => navigate(href(r.SiId))}
          columns={[
            { key: 'At', title: commonWords.when, width: 160, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
            { key: 'Actor', title: siWords.submittedBy, width: 120, sortable: true, filter: 'text' },
            {
              key: 'Kind',
              title: commonWords.kind,
              width: 130,
              filter: (['submitted', 'resubmitted'] as const).map((k) => ({ value: k, label: KIND[k] })),
              text: (r, l) => KIND[r.Kind][l],
            },
            { key: 'TBI_NO', title: siWords.siNo, width: 100 },
            { key: 'TBI_CGO_ID', title: siWords.cgoId, width: 160, sortable: true, filter: 'text' },
            ...(external ? [] : [{ key: 'CompanyName', title: commonWords.customer, width: 180 }]),
            { key: 'TBI_STATUS', title: siWords.statusNow, width: 150, text: (r, l) => statusText(r.TBI_STATUS, l) },
          ]}
        />
      </section>
    </WithInlineSi>
  );
}
