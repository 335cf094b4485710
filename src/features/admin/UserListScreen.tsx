import { Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { UserRowWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { STATUS_TEXT, statusOptions, useTr } from './tr';

/** /system/user/userList: every registered person (platform staff only), with the companies they belong to. */
export default function UserListScreen() {
  const tr = useTr();
  return (
    <section className="admin-screen">
      <H2>{tr('用户列表', 'Users')}</H2>
      <Callout icon="person">{tr('注册的个人用户；一个用户可绑定多家企业的员工账号。', 'Registered people; one may be bound to employees of several companies.')}</Callout>
      <DataTable<UserRowWire>
        path={ENDPOINTS.userList}
        label={tr('用户', 'Users')}
        exportAccess={ACCESS.userExport}
        columns={[
          { key: 'Account', title: { zh: '账号', en: 'Account' }, width: 200, sortable: true, filter: 'text' },
          { key: 'Name', title: { zh: '姓名', en: 'Name' }, width: 120, sortable: true, filter: 'text' },
          { key: 'Companies', title: { zh: '所属企业', en: 'Companies' }, width: 320, filter: 'text' },
          { key: 'Status', title: { zh: '状态', en: 'Status' }, width: 80, sortable: true, filter: statusOptions('active', 'disabled'), text: (r, l) => STATUS_TEXT[r.Status]?.[l] ?? r.Status },
          { key: 'FirstLoginAt', title: { zh: '首次登录', en: 'First sign-in' }, width: 160, text: (r) => formatDate(r.FirstLoginAt, 'dateTime') },
          { key: 'CreatedAt', title: { zh: '注册时间', en: 'Registered' }, width: 160, sortable: true, text: (r) => formatDate(r.CreatedAt, 'dateTime') },
        ]}
      />
    </section>
  );
}
