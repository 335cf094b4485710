import { Button, ButtonGroup, Callout, H2, H4, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { EmployeeRowWire } from '../../contract/admin';
import { DataTable } from '../../lib/DataTable';
import { formatDate } from '../../domain/dates';
import { apiData } from '../../streams/http';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions, useTr } from './tr';
import { useAction } from '../../lib/useAction';

interface BindRequest {
  Id: number;
  Account: string;
  Name: string;
  Remark: string;
  CreatedAt: string;
}

/** Users asking to join this company (issue 3's bind requests), decided here. */
function BindRequests() {
  const tr = useTr();
  const act = useAction();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const list = useQuery({ queryKey: ['admin', 'bindRequests'], queryFn: () => apiData<BindRequest[]>('GET', ENDPOINTS.joinPendingBindRequests) });
  if (!list.data?.length) return null;
  return (
    <section className="bind-requests" data-testid="bind-requests">
      <H4>{tr('待审批的绑定申请', 'Pending bind requests')}</H4>
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
                    <Button size="small" intent="success" text={tr('同意', 'Approve')} onClick={() => void act(ENDPOINTS.joinDecideBindRequest, { Id: r.Id, Approve: true }, tr('已同意', 'Approved'), [ENDPOINTS.employeeList])} />
                    <InputGroup size="small" placeholder={tr('拒绝原因', 'Reason to refuse')} value={reasons[r.Id] ?? ''} onValueChange={(v) => setReasons((s) => ({ ...s, [r.Id]: v }))} />
                    <Button size="small" intent="danger" text={tr('拒绝', 'Refuse')} onClick={() => void act(ENDPOINTS.joinDecideBindRequest, { Id: r.Id, Approve: false, Reason: reasons[r.Id] ?? '' }, tr('已拒绝', 'Refused'))} />
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
  const tr = useTr();
  const navigate = useNavigate();
  const act = useAction();
  return (
    <section className="admin-screen">
      <H2>{tr('账号设置', 'Account settings')}</H2>
      <Callout icon="people">{tr('本公司的员工账号：企业登录名或绑定的个人账号登录。', "Your company's employee accounts: they sign in with a company login or a bound personal account.")}</Callout>
      <BindRequests />
      <DataTable<EmployeeRowWire>
        path={ENDPOINTS.employeeList}
        label={tr('员工', 'Employees')}
        exportAccess={ACCESS.employeeExport}
        importAccess={ACCESS.employeeImport}
        importColumns={['姓名 Name', '企业登录名 LoginName', '初始密码 Password', '绑定用户 UserAccount', '电话 Phone', '邮箱 Email', '角色 Roles']}
        onOpen={(r) => navigate(`/system/StuffEdit?id=${r.Id}`)}
        toolbar={
          <Gate access={ACCESS.employeeAdd}>
            <Button size="small" intent="primary" icon="add" text={tr('新增员工', 'Add employee')} onClick={() => navigate('/system/StuffEdit')} />
          </Gate>
        }
        columns={[
          { key: 'Name', title: { zh: '姓名', en: 'Name' }, sortable: true, filter: 'text', width: 120 },
          { key: 'LoginName', title: { zh: '企业登录名', en: 'Company login' }, sortable: true, filter: 'text' },
          { key: 'UserAccount', title: { zh: '绑定用户', en: 'Bound user' }, sortable: true, filter: 'text', width: 170 },
          { key: 'Phone', title: { zh: '电话', en: 'Phone' }, width: 130 },
          { key: 'Roles', title: { zh: '角色', en: 'Roles' }, filter: 'text', filterKey: 'RoleNames', width: 180, text: (r) => r.Roles.map((x) => x.Name).join(', ') },
          { key: 'IsAdmin', title: { zh: '管理员', en: 'Admin' }, width: 70, text: (r, l) => (r.IsAdmin ? (l === 'zh' ? '是' : 'yes') : '') },
          { key: 'Status', title: { zh: '状态', en: 'Status' }, sortable: true, width: 80, filter: statusOptions('active', 'disabled'), text: (r, l) => STATUS_TEXT[r.Status]![l] },
          { key: 'CreatedAt', title: { zh: '创建时间', en: 'Created' }, sortable: true, width: 110, text: (r) => formatDate(r.CreatedAt) },
        ]}
        actionsWidth={170}
        actions={(r) => (
          <ButtonGroup>
            <Gate access={ACCESS.employeeEdit}>
              <Button size="small" icon="edit" text={tr('编辑', 'Edit')} onClick={() => navigate(`/system/StuffEdit?id=${r.Id}`)} />
            </Gate>
            <Gate access={ACCESS.employeeDisable}>
              <Button
                size="small"
                icon={r.Status === 'active' ? 'disable' : 'small-tick'}
                text={r.Status === 'active' ? tr('停用', 'Disable') : tr('启用', 'Enable')}
                onClick={() =>
                  void act(ENDPOINTS.employeeSetStatus, { Id: r.Id, Status: r.Status === 'active' ? 'disabled' : 'active' }, tr('已更新状态', 'Status changed'), [ENDPOINTS.employeeList])
                }
              />
            </Gate>
          </ButtonGroup>
        )}
      />
      <AuditPanel entity={['employee', 'employeeRoles', 'bindRequest']} />
    </section>
  );
}
