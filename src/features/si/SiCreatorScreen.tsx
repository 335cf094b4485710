import { Button, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { statusText } from '../../domain/si/status';
import { formatDate } from '../../domain/dates';
import { DataTable } from '../../lib/DataTable';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { useSiDetailHref, WithInlineSi } from './SiInlineDetail';

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

const VIA = { own: { zh: '客户自建', en: 'By the customer' }, onBehalf: { zh: '平台代客户', en: 'By staff for the customer' } };

/**
 * /tdManage/siCreator (SI创建): every SI's creation — who entered it, for which customer employee,
 * whether the customer made it or staff made it on their behalf — filterable by creator, owner,
 * customer and booking. Staff who may submit for customers start a new batch from here.
 */
export default function SiCreatorScreen() {
  const tr = useTr();
  const lang = useLanguage();
  const route = useRoute();
  const navigate = useNavigate();
  const href = useSiDetailHref();
  return (
    <WithInlineSi>
      <section className="admin-screen" data-testid="si-creator">
        <H2>{route.title[lang]}</H2>
        <DataTable<CreationRow>
          path={ENDPOINTS.siCreationLog}
          label={route.title[lang]}
          exportAccess={ACCESS.siRead}
          onOpen={(r) => !r.Deleted && navigate(href(r.SiId))}
          toolbar={
            <Gate access={ACCESS.siOnBehalf}>
              <Button size="small" intent="primary" icon="add" text={tr('代客户制作SI', 'Make SIs for a customer')} onClick={() => navigate('/tdManage/siMake')} />
            </Gate>
          }
          columns={[
            { key: 'At', title: { zh: '创建时间', en: 'Created' }, width: 150, sortable: true, text: (r) => formatDate(r.At, 'dateTime') },
            { key: 'Creator', title: { zh: '创建人', en: 'Created by' }, width: 120, sortable: true, filter: 'text' },
            { key: 'Via', title: { zh: '方式', en: 'How' }, width: 130, filter: (['own', 'onBehalf'] as const).map((v) => ({ value: v, label: VIA[v] })), text: (r, l) => VIA[r.Via][l] },
            { key: 'Owner', title: { zh: '所属员工', en: 'Belongs to' }, width: 120, sortable: true, filter: 'text' },
            { key: 'CompanyName', title: { zh: '客户', en: 'Customer' }, width: 170, sortable: true, filter: 'text' },
            { key: 'TBI_NO', title: { zh: 'SI号', en: 'SI No.' }, width: 90 },
            { key: 'TBI_CGO_ID', title: { zh: '订舱号', en: 'CGO_ID' }, width: 160, sortable: true, filter: 'text' },
            { key: 'BoxSummary', title: { zh: '箱型箱量', en: 'Boxes' }, width: 110 },
            { key: 'TBI_STATUS', title: { zh: '当前状态', en: 'Status now' }, width: 140, text: (r, l) => (r.Deleted ? (l === 'zh' ? '已删除' : 'Deleted') : statusText(r.TBI_STATUS, l)) },
          ]}
        />
      </section>
    </WithInlineSi>
  );
}
