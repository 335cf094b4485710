import { useState } from 'react';
import { Button, Callout, H2 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { PermissionItemRow } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { type DataColumn, DataTable } from '../../lib/DataTable';
import { useActiveEmployees } from './api/employees';
import { useDeletePermission, useRoleChoices, useSavePermission } from './api/roles';
import { AppDialog } from '../../ui/AppDialog';
import { Gate } from '../../session/Gate';
import { useCan } from '../../session/access';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, statusOptions } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const PERMISSION_LIST_LIST = callRef<ListCall<PermissionItemRow>>('GET', ENDPOINTS.permissionList);

/** The permission items' columns: whose (a role or an employee), which item, which permission, its value. */
const PERMISSION_COLUMNS: DataColumn<PermissionItemRow>[] = [
  {
    key: 'OwnerKind',
    title: adminWords.ownerKind,
    width: 90,
    sortable: true,
    filter: statusOptions('role', 'employee'),
    text: (r, l) => STATUS_TEXT[r.OwnerKind]![l],
  },
  { key: 'OwnerName', title: adminWords.owner, width: 150, sortable: true, filter: 'text' },
  { key: 'ItemKey', title: adminWords.item, width: 130, sortable: true, filter: 'text' },
  { key: 'PermissionKey', title: adminWords.permission, width: 130, sortable: true, filter: 'text' },
  { key: 'Value', title: adminWords.value, width: 120 },
];

/** /system/permission/permissionList: permission items (spec §3) on the company's roles and employees. */
export default function PermissionListScreen() {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const deletePermission = useDeletePermission();
  const savePermission = useSavePermission();
  const [adding, setAdding] = useState(false);
  const canSeeEmployees = useCan(ACCESS.employeeRead);
  const roles = useRoleChoices('company', adding);
  const employees = useActiveEmployees(adding && canSeeEmployees);
  const owners = [
    ...(roles.data?.Items ?? []).map((r) => ({ value: `role:${r.Id}`, label: `${w.role}：${r.Name}` })),
    ...(employees.data?.Items ?? []).map((e) => ({ value: `employee:${e.Id}`, label: `${w.employee}：${e.Name}` })),
  ];
  return (
    <section className="admin-screen">
      <H2>{w.permissions}</H2>
      <Callout icon="key">{w.permissionItemIsItem}</Callout>
      <DataTable<PermissionItemRow>
        list={PERMISSION_LIST_LIST}
        label={c.permissionItems}
        exportAccess={ACCESS.permissionExport}
        importAccess={ACCESS.permissionImport}
        importColumns={['对象类型 OwnerKind（role/employee）', '对象 Owner', '项 ItemKey', '权限 PermissionKey', '值 Value']}
        toolbar={
          <Gate access={ACCESS.permissionEdit}>
            <Button size="small" intent="primary" icon="add" text={w.addItem} onClick={() => setAdding(true)} />
          </Gate>
        }
        columns={PERMISSION_COLUMNS}
        actionsWidth={90}
        actions={(r) => (
          <Gate access={ACCESS.permissionEdit}>
            <Button
              size="small"
              icon="trash"
              intent="danger"
              aria-label={`${c.delete} ${r.ItemKey}.${r.PermissionKey}`}
              onClick={() =>
                void deletePermission({ OwnerKind: r.OwnerKind, OwnerId: r.OwnerId, ItemKey: r.ItemKey, PermissionKey: r.PermissionKey }, c.deleted)
              }
            />
          </Gate>
        )}
      />
      <AppDialog isOpen={adding} onClose={() => setAdding(false)} title={w.addPermissionItem}>
        <div className="bp6-dialog-body">
          {owners.length === 0 ? (
            <p>{w.loadingRolesAndEmployees}</p>
          ) : (
            <ApiForm
              draftKey="permission.new"
              fields={[
                { name: 'Owner', label: w.ownerField, options: owners },
                { name: 'ItemKey', label: w.itemEgSi },
                { name: 'PermissionKey', label: w.permissionEgReview },
                { name: 'Value', label: w.value },
              ]}
              submitText={c.save}
              onSubmit={async (v) => {
                const [kind, id] = v.Owner!.split(':');
                await savePermission.mutateAsync({
                  OwnerKind: kind as 'role' | 'employee',
                  OwnerId: Number(id),
                  ItemKey: v.ItemKey ?? '',
                  PermissionKey: v.PermissionKey ?? '',
                  Value: v.Value,
                });
                setAdding(false);
              }}
              footer={<Button minimal text={c.cancel} onClick={() => setAdding(false)} />}
            />
          )}
        </div>
      </AppDialog>
      <AuditPanel entity="permission" />
    </section>
  );
}
