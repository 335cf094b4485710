import { Button, ButtonGroup, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { CompanyWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { KIND, kindOfPath } from './companyKind';
import { STATUS_TEXT, statusOptions } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** /system/company/customer/customerList and /system/company/provider/providerList. */
export default function CompanyListScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const navigate = useNavigate();
  const kind = kindOfPath(useRoute().path);
  const k = KIND[kind];
  return (
    <section className="admin-screen">
      <H2>{kind === 'customer' ? w.customerList : w.providerList}</H2>
      <DataTable<CompanyWire>
        list={k.list}
        label={k.title[lang]}
        exportAccess={k.exp}
        importAccess={k.imp}
        importColumns={['代码 Code', '名称 Name', '英文名称 NameEn', '联系人 ContactName', '电话 ContactPhone', '邮箱 Email', '地址 Address']}
        onOpen={(r) => navigate(`${k.base}Detail?id=${r.Id}`)}
        toolbar={
          <Gate access={ACCESS.companyCreate}>
            <Button size="small" intent="primary" icon="add" text={w.createCompany} onClick={() => navigate('/system/company/CreateCompany')} />
          </Gate>
        }
        columns={[
          { key: 'Code', title: adminWords.code, width: 110, sortable: true, filter: 'text' },
          { key: 'Name', title: adminWords.name, width: 240, sortable: true, filter: 'text' },
          { key: 'ContactName', title: adminWords.contact, width: 90, sortable: true, filter: 'text' },
          { key: 'ContactPhone', title: adminWords.phone, width: 130 },
          {
            key: 'Salespeople',
            title: adminWords.salespeople,
            width: 130,
            filter: 'text',
            filterKey: 'SalespeopleNames',
            text: (r) => r.Salespeople.map((s) => s.Name).join(', '),
          },
          { key: 'Employees', title: adminWords.employeeCount, width: 70, sortable: true },
          {
            key: 'Status',
            title: commonWords.status,
            width: 80,
            sortable: true,
            filter: statusOptions('active', 'pending', 'disabled'),
            text: (r, l) => STATUS_TEXT[r.Status]![l],
          },
          { key: 'CreatedAt', title: commonWords.createdAt, width: 110, sortable: true, text: (r) => formatDate(r.CreatedAt) },
        ]}
        actionsWidth={170}
        actions={(r) => (
          <ButtonGroup>
            <Button size="small" text={w.detail} onClick={() => navigate(`${k.base}Detail?id=${r.Id}`)} />
            <Gate access={k.edit}>
              <Button size="small" icon="edit" text={c.edit} onClick={() => navigate(`${k.base}Edit?id=${r.Id}`)} />
            </Gate>
          </ButtonGroup>
        )}
      />
    </section>
  );
}
