import { useState } from 'react';
import { Button, ButtonGroup, Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Role } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { useDeleteRole, useSaveRole } from './api/roles';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const ROLE_LIST_LIST = callRef<ListCall<Role>>('GET', ENDPOINTS.roleList);

type Scope = 'company' | 'customer' | 'provider';
const SCOPE_BY_PATH: Record<string, Scope> = {
  '/system/company/customer/customerrole': 'customer',
  '/system/company/provider/providerrole': 'provider',
};

/**
 * /system/role/companyRole (the company's own roles) and the company-kind templates of
 * /system/company/customer/customerRole and /system/company/provider/providerRole.
 */
export function RoleList({ scope }: { scope: Scope }) {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const navigate = useNavigate();
  const saveRole = useSaveRole();
  const deleteRole = useDeleteRole();
  const [editing, setEditing] = useState<Role | 'new'>();
  const [deleting, setDeleting] = useState<Role>();
  const edit = scope === 'company' ? ACCESS.roleEdit : ACCESS.templateRoleEdit;
  return (
    <>
      <DataTable<Role>
        list={ROLE_LIST_LIST}
        fixed={{ Scope: scope }}
        label={c.roles}
        exportAccess={ACCESS.roleRead}
        onOpen={(r) => navigate(`/system/role/roleEdit?id=${r.Id}`)}
        toolbar={
          <Gate access={edit}>
            <Button size="small" intent="primary" icon="add" text={w.addRole} onClick={() => setEditing('new')} />
          </Gate>
        }
        columns={[
          { key: 'Name', title: adminWords.role, sortable: true, filter: 'text', width: 160 },
          { key: 'Description', title: adminWords.description, width: 280 },
          { key: 'Employees', title: adminWords.employeeCount, sortable: true, width: 80 },
        ]}
        actionsWidth={230}
        actions={(r) => (
          <ButtonGroup>
            <Button size="small" icon="key" text={w.grants} onClick={() => navigate(`/system/role/roleEdit?id=${r.Id}`)} />
            <Gate access={edit}>
              <Button size="small" icon="edit" aria-label={`${c.edit} ${r.Name}`} onClick={() => setEditing(r)} />
              <Button size="small" icon="trash" intent="danger" aria-label={`${c.delete} ${r.Name}`} onClick={() => setDeleting(r)} />
            </Gate>
          </ButtonGroup>
        )}
      />
      <AppDialog isOpen={!!editing} onClose={() => setEditing(undefined)} title={editing === 'new' ? w.addRole : w.editRole}>
        {editing && (
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`role.${scope}.${editing === 'new' ? 'new' : editing.Id}`}
              initial={editing === 'new' ? undefined : { Name: editing.Name, Description: editing.Description }}
              fields={[
                { name: 'Name', label: w.roleName },
                { name: 'Description', label: w.description, type: 'textarea' },
              ]}
              submitText={c.save}
              onSubmit={async (v) => {
                await saveRole.mutateAsync({
                  ...(editing === 'new' ? {} : { Id: editing.Id }),
                  Scope: scope,
                  Name: v.Name ?? '',
                  Description: v.Description,
                });
                setEditing(undefined);
              }}
              footer={<Button minimal text={c.cancel} onClick={() => setEditing(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <AppDialog isOpen={!!deleting} onClose={() => setDeleting(undefined)} title={w.deleteRole}>
        {deleting && (
          <div className="bp6-dialog-body">
            <Callout intent="danger">{w.deleteRoleConfirm(deleting.Name, deleting.Employees)}</Callout>
            <ButtonGroup className="dialog-actions">
              <Button intent="danger" text={c.delete} onClick={() => void deleteRole({ Id: deleting.Id }, c.deleted).then(() => setDeleting(undefined))} />
              <Button text={c.cancel} onClick={() => setDeleting(undefined)} />
            </ButtonGroup>
          </div>
        )}
      </AppDialog>
    </>
  );
}

export default function RolesScreen() {
  const w = useWords(adminWords);
  const route = useRoute();
  const scope = SCOPE_BY_PATH[route.path.toLowerCase()] ?? 'company';
  const title = scope === 'company' ? w.companyRoles : scope === 'customer' ? w.customerRoleTemplates : w.providerRoleTemplates;
  return (
    <section className="admin-screen">
      <H2>{title}</H2>
      {scope !== 'company' && <Callout icon="office">{w.templateRoleAppliesTo}</Callout>}
      <RoleList scope={scope} />
      <AuditPanel entity={['role', 'roleGrants']} />
    </section>
  );
}
