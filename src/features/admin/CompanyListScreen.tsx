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
import { STATUS_TEXT, statusOptions, useTr } from './tr';

/** /system/company/customer/customerList and /system/company/provider/providerList. */
export default function CompanyListScreen() {
  const tr = useTr();
  const lang = useLanguage();
  const navigate = useNavigate();
  const kind = kindOfPath(useRoute().path);
  const k = KIND[kind];
  return (
    <section className="admin-screen">
      <H2>{kind === 'customer' ? tr('客户列表', 'Customers') : tr('供应商列表', 'Providers')}</H2>
      <DataTable<CompanyWire>
        path={k.list}
        label={k.title[lang]}
        exportAccess={k.exp}
        importAccess={k.imp}
        importColumns={['代码 Code', '名称 Name', '英文名称 NameEn', '联系人 ContactName', '电话 ContactPhone', '邮箱 Email', '地址 Address']}
        onOpen={(r) => navigate(`${k.base}Detail?id=${r.Id}`)}
        toolbar={
          <Gate access={ACCESS.companyCreate}>
            <Button size="small" intent="primary" icon="add" text={tr('创建公司', 'Create company')} onClick={() => navigate('/system/company/CreateCompany')} />
          </Gate>
        }
        columns={[
          { key: 'Code', title: { zh: '代码', en: 'Code' }, width: 110, sortable: true, filter: 'text' },
          { key: 'Name', title: { zh: '名称', en: 'Name' }, width: 240, sortable: true, filter: 'text' },
          { key: 'ContactName', title: { zh: '联系人', en: 'Contact' }, width: 90, sortable: true, filter: 'text' },
          { key: 'ContactPhone', title: { zh: '电话', en: 'Phone' }, width: 130 },
          { key: 'Salespeople', title: { zh: '业务员', en: 'Salespeople' }, width: 130, filter: 'text', filterKey: 'SalespeopleNames', text: (r) => r.Salespeople.map((s) => s.Name).join(', ') },
          { key: 'Employees', title: { zh: '员工数', en: 'Employees' }, width: 70, sortable: true },
          { key: 'Status', title: { zh: '状态', en: 'Status' }, width: 80, sortable: true, filter: statusOptions('active', 'pending', 'disabled'), text: (r, l) => STATUS_TEXT[r.Status]![l] },
          { key: 'CreatedAt', title: { zh: '创建时间', en: 'Created' }, width: 110, sortable: true, text: (r) => formatDate(r.CreatedAt) },
        ]}
        actionsWidth={170}
        actions={(r) => (
          <ButtonGroup>
            <Button size="small" text={tr('详情', 'Detail')} onClick={() => navigate(`${k.base}Detail?id=${r.Id}`)} />
            <Gate access={k.edit}>
              <Button size="small" icon="edit" text={tr('编辑', 'Edit')} onClick={() => navigate(`${k.base}Edit?id=${r.Id}`)} />
            </Gate>
          </ButtonGroup>
        )}
      />
    </section>
  );
}
