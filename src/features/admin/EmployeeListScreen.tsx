import { Button, ButtonGroup, Callout, H2, H4, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { EmployeeRowWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { useBindRequests, useDecideBindRequest, useSetEmployeeStatus } from './api/employees';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const EMPLOYEE_LIST_LIST = callRef<ListCall<EmployeeRowWire>>('GET', ENDPOINTS.employeeList);

/** Users asking to join this company (issue 3's bind requests), decided here. */
function BindRequests() {
  const w = useWords(adminWords);
  const decide = useDecideBindRequest();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const list = useBindRequests();
  if (!list.data?.length) return null;
  return (
    <section className="bind-requests" data-testid="bind-requests">
      <H4>{w.pendingBindRequests}</H4>
      <HTMLTable compact striped>
        <tbody>
          {list.data.map((r) => (
            <tr key={r.Id}>
              <td>{r.Name}</td>
              <td>{r.Account}</td>
              <td>{r.Remark}</td>
              <td>{formatDate(r.CreatedAt, 'dateTime')}</td>
              <td>
                <Gate access={ACCESS.bindRequestDecide}>
                  <ButtonGroup>
                    <Button size="small" intent="success" text={w.agree} onClick={() => void decide({ Id: r.Id, Approve: true }, w.agreed)} />
                    <InputGroup
                      size="small"
                      placeholder={w.reasonToRefuse}
                      value={reasons[r.Id] ?? ''}
                      onValueChange={(v) => setReasons((s) => ({ ...s, [r.Id]: v }))}
                    />
                    <Button
                      size="small"
                      intent="danger"
                      text={w.refuse}
                      onClick={() => void decide({ Id: r.Id, Approve: false, Reason: reasons[r.Id] ?? '' }, w.refused)}
                    />
                  </ButtonGroup>
                </Gate>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

/** /system/employee/list: the company's employees — filter, page, export, import, add, edit, disable. */
export default function EmployeeListScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
  const setStatus = useSetEmployeeStatus();
  return (
    <section className="admin-screen">
      <H2>{w.accountSettings}</H2>
      <Callout icon="people">{w.yourCompanyEmployeeAccounts}</Callout>
      <BindRequests />
      <DataTable<EmployeeRowWire>
        list={EMPLOYEE_LIST_LIST}
        label={w.employees}
        exportAccess={ACCESS.employeeExport}
        importAccess={ACCESS.employeeImport}
        importColumns={['姓名 Name', '企业登录名 LoginName', '初始密码 Password', '绑定用户 UserAccount', '电话 Phone', '邮箱 Email', '角色 Roles']}
        onOpen={(r) => navigate(`/system/StuffEdit?id=${r.Id}`)}
        toolbar={
          <Gate access={ACCESS.employeeAdd}>
            <Button size="small" intent="primary" icon="add" text={w.addEmployee} onClick={() => navigate('/system/StuffEdit')} />
          </Gate>
        }
        columns={[
          { key: 'Name', title: adminWords.personName, sortable: true, filter: 'text', width: 120 },
          { key: 'LoginName', title: adminWords.companyLogin, sortable: true, filter: 'text' },
          { key: 'UserAccount', title: adminWords.boundUser, sortable: true, filter: 'text', width: 170 },
          { key: 'Phone', title: adminWords.phone, width: 130 },
          { key: 'Roles', title: commonWords.roles, filter: 'text', filterKey: 'RoleNames', width: 180, text: (r) => r.Roles.map((x) => x.Name).join(', ') },
          { key: 'IsAdmin', title: commonWords.admin, width: 70, text: (r, l) => (r.IsAdmin ? adminWords.yesValue[l] : '') },
          {
            key: 'Status',
            title: commonWords.status,
            sortable: true,
            width: 80,
            filter: statusOptions('active', 'disabled'),
            text: (r, l) => STATUS_TEXT[r.Status]![l],
          },
          { key: 'CreatedAt', title: commonWords.createdAt, sortable: true, width: 110, text: (r) => formatDate(r.CreatedAt) },
        ]}
        actionsWidth={170}
        actions={(r) => (
          <ButtonGroup>
            <Gate access={ACCESS.employeeEdit}>
              <Button size="small" icon="edit" text={c.edit} onClick={() => navigate(`/system/StuffEdit?id=${r.Id}`)} />
            </Gate>
            <Gate access={ACCESS.employeeDisable}>
              <Button
                size="small"
                icon={r.Status === 'active' ? 'disable' : 'small-tick'}
                text={r.Status === 'active' ? w.disable : w.enable}
                onClick={() => void setStatus({ Id: r.Id, Status: r.Status === 'active' ? 'disabled' : 'active' }, w.statusChanged)}
              />
            </Gate>
          </ButtonGroup>
        )}
      />
      <AuditPanel entity={['employee', 'employeeRoles', 'bindRequest']} />
    </section>
  );
}
