import { useState } from 'react';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { EmployeeRowWire, ListPage, PermissionItemRow, Role } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable, listKey } from '../../lib/DataTable';
import { apiData } from '../../streams/http';
import { AppDialog } from '../../ui/AppDialog';
import { Gate } from '../../session/Gate';
import { useCan } from '../../session/access';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions, useTr } from './tr';
import { useAction } from '../../lib/useAction';

/** /system/permission/permissionList: permission items (spec §3) on the company's roles and employees. */
export default function PermissionListScreen() {
  const tr = useTr();
  const act = useAction();
  const queries = useQueryClient();
  const [adding, setAdding] = useState(false);
  const canSeeEmployees = useCan(ACCESS.employeeRead);
  const roles = useQuery({ queryKey: ['admin', 'companyRoles'], queryFn: () => apiData<ListPage<Role>>('GET', `${ENDPOINTS.roleList}?Scope=company&PageSize=200`), enabled: adding });
  const employees = useQuery({
    queryKey: ['admin', 'employeesForPermissions'],
    queryFn: () => apiData<ListPage<EmployeeRowWire>>('GET', `${ENDPOINTS.employeeList}?PageSize=200&Status=active`),
    enabled: adding && canSeeEmployees,
  });
  const owners = [
    ...(roles.data?.Items ?? []).map((r) => ({ value: `role:${r.Id}`, label: `${tr('角色', 'Role')}：${r.Name}` })),
    ...(employees.data?.Items ?? []).map((e) => ({ value: `employee:${e.Id}`, label: `${tr('员工', 'Employee')}：${e.Name}` })),
  ];
  return (
    <section className="admin-screen">
      <H2>{tr('权限列表', 'Permissions')}</H2>
      <Callout icon="key">{tr('权限项 = 项 + 权限 + 值，设在角色或员工上（员工的覆盖角色的）。', 'A permission item is item + permission + value, on a role or an employee (the employee’s overrides the role’s).')}</Callout>
      <DataTable<PermissionItemRow>
        path={ENDPOINTS.permissionList}
        label={tr('权限项', 'Permission items')}
        exportAccess={ACCESS.permissionExport}
        importAccess={ACCESS.permissionImport}
        importColumns={['对象类型 OwnerKind（role/employee）', '对象 Owner', '项 ItemKey', '权限 PermissionKey', '值 Value']}
        toolbar={
          <Gate access={ACCESS.permissionEdit}>
            <Button size="small" intent="primary" icon="add" text={tr('新增权限项', 'Add an item')} onClick={() => setAdding(true)} />
          </Gate>
        }
        columns={[
          { key: 'OwnerKind', title: { zh: '对象类型', en: 'On' }, width: 90, sortable: true, filter: statusOptions('role', 'employee'), text: (r, l) => STATUS_TEXT[r.OwnerKind]![l] },
          { key: 'OwnerName', title: { zh: '对象', en: 'Owner' }, width: 150, sortable: true, filter: 'text' },
          { key: 'ItemKey', title: { zh: '项', en: 'Item' }, width: 130, sortable: true, filter: 'text' },
          { key: 'PermissionKey', title: { zh: '权限', en: 'Permission' }, width: 130, sortable: true, filter: 'text' },
          { key: 'Value', title: { zh: '值', en: 'Value' }, width: 120 },
        ]}
        actionsWidth={90}
        actions={(r) => (
          <Gate access={ACCESS.permissionEdit}>
            <Button
              size="small"
              icon="trash"
              intent="danger"
              aria-label={`${tr('删除', 'Delete')} ${r.ItemKey}.${r.PermissionKey}`}
              onClick={() => void act(ENDPOINTS.permissionDelete, { OwnerKind: r.OwnerKind, OwnerId: r.OwnerId, ItemKey: r.ItemKey, PermissionKey: r.PermissionKey }, tr('已删除', 'Deleted'), [ENDPOINTS.permissionList])}
            />
          </Gate>
        )}
      />
      <AppDialog isOpen={adding} onClose={() => setAdding(false)} title={tr('新增权限项', 'Add a permission item')}>
        <div className="bp6-dialog-body">
          {owners.length === 0 ? (
            <p>{tr('加载角色与员工…', 'Loading roles and employees…')}</p>
          ) : (
            <ApiForm
              draftKey="permission.new"
              fields={[
                { name: 'Owner', label: tr('对象', 'On'), options: owners },
                { name: 'ItemKey', label: tr('项（如 SI）', 'Item (e.g. SI)') },
                { name: 'PermissionKey', label: tr('权限（如 review）', 'Permission (e.g. review)') },
                { name: 'Value', label: tr('值', 'Value') },
              ]}
              submitText={tr('保存', 'Save')}
              onSubmit={async (v) => {
                const [kind, id] = v.Owner!.split(':');
                await apiData('POST', ENDPOINTS.permissionSave, { OwnerKind: kind, OwnerId: Number(id), ItemKey: v.ItemKey, PermissionKey: v.PermissionKey, Value: v.Value });
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.permissionList) });
                setAdding(false);
              }}
              footer={<Button minimal text={tr('取消', 'Cancel')} onClick={() => setAdding(false)} />}
            />
          )}
        </div>
      </AppDialog>
      <AuditPanel entity="permission" />
    </section>
  );
}
