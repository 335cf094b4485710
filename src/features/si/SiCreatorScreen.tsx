import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { siWords } from './words';
import { siListCalls } from '../../contract/si/listCalls';

interface CreationRow {
  Id: number;
  At: string;
  Creator: string;
  CreatorCompany: string;
  Via: 'own' | 'onBehalf';
  Owner: string;
  SiId: number;
  TBI_NO: string;
  TBI_CGO_ID: string;
  TBI_MBL_NO: string;
  CompanyName: string;
  TBI_STATUS: number;
  BoxSummary: string;
  Deleted: boolean;
}

const VIA = { own: siWords.viaCustomer, onBehalf: siWords.viaStaff };

/**
 * /tdManage/siCreator (SI创建): every SI's creation — who entered it, for which customer employee,
 * whether the customer made it or staff made it on their behalf — filterable by creator, owner,
 * customer and booking. Staff who may submit for customers start a new batch from here.
 */
export default function SiCreatorScreen() {
  const w = useWords(siWords);
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const href = useSiDetailHref();
  return (
    <WithInlineSi>
      <section className="admin-screen" data-testid="si-creator">
        <H2>{route.title[lang]}</H2>
        <DataTable<CreationRow>
          list={siListCalls.creationLog}
          label={route.title[lang]}
          exportAccess={ACCESS.siRead}
          onOpen={(r) => !r.Deleted && navigate(href(r.SiId))}
          toolbar={
            <Gate access={ACCESS.siOnBehalf}>
              <Button size="small" intent="primary" icon="add" text={w.makeSisForCustomer} onClick={() => navigate('/tdManage/siMake')} />
            </Gate>
          }
          columns={[
            { key: 'At', title: commonWords.createdAt, width: 150, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
            { key: 'Creator', title: siWords.createdBy, width: 120, sortable: true, filter: 'text' },
            {
              key: 'Via',
              title: siWords.how,
              width: 130,
              filter: (['own', 'onBehalf'] as const).map((v) => ({ value: v, label: VIA[v] })),
              text: (r, l) => VIA[r.Via][l],
            },
            { key: 'Owner', title: siWords.belongsTo, width: 120, sortable: true, filter: 'text' },
            { key: 'CompanyName', title: commonWords.customer, width: 170, sortable: true, filter: 'text' },
            { key: 'TBI_NO', title: siWords.siNo, width: 90 },
            { key: 'TBI_CGO_ID', title: siWords.cgoId, width: 160, sortable: true, filter: 'text' },
            { key: 'BoxSummary', title: siWords.boxSummary, width: 110 },
            { key: 'TBI_STATUS', title: siWords.statusNow, width: 140, text: (r, l) => (r.Deleted ? commonWords.deleted[l] : statusText(r.TBI_STATUS, l)) },
          ]}
        />
      </section>
    </WithInlineSi>
  );
}
