import { useState } from 'react';
import { Button, ButtonGroup, Callout, H2 } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Role } from '../../contract/admin';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import { apiData } from '../../streams/http';
import { AppDialog } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { Gate } from '../../session/Gate';
import { AuditPanel } from './AuditPanel';
import { useTr } from './tr';
import { useAction } from '../../lib/useAction';
import { useQueryClient } from '@tanstack/react-query';
import { listKey } from '../../lib/DataTable';

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
  const tr = useTr();
  const navigate = useNavigate();
  const act = useAction();
  const queries = useQueryClient();
  const [editing, setEditing] = useState<Role | 'new'>();
  const [deleting, setDeleting] = useState<Role>();
  const edit = scope === 'company' ? ACCESS.roleEdit : ACCESS.templateRoleEdit;
  return (
    <>
      <DataTable<Role>
        path={ENDPOINTS.roleList}
        fixed={{ Scope: scope }}
        label={tr('角色', 'Roles')}
        exportAccess={ACCESS.roleRead}
        onOpen={(r) => navigate(`/system/role/roleEdit?id=${r.Id}`)}
        toolbar={
          <Gate access={edit}>
            <Button size="small" intent="primary" icon="add" text={tr('新增角色', 'Add role')} onClick={() => setEditing('new')} />
          </Gate>
        }
        columns={[
          { key: 'Name', title: { zh: '角色', en: 'Role' }, sortable: true, filter: 'text', width: 160 },
          { key: 'Description', title: { zh: '说明', en: 'Description' }, width: 280 },
          { key: 'Employees', title: { zh: '员工数', en: 'Employees' }, sortable: true, width: 80 },
        ]}
        actionsWidth={230}
        actions={(r) => (
          <ButtonGroup>
            <Button size="small" icon="key" text={tr('授权', 'Grants')} onClick={() => navigate(`/system/role/roleEdit?id=${r.Id}`)} />
            <Gate access={edit}>
              <Button size="small" icon="edit" aria-label={`${tr('编辑', 'Edit')} ${r.Name}`} onClick={() => setEditing(r)} />
              <Button size="small" icon="trash" intent="danger" aria-label={`${tr('删除', 'Delete')} ${r.Name}`} onClick={() => setDeleting(r)} />
            </Gate>
          </ButtonGroup>
        )}
      />
      <AppDialog isOpen={!!editing} onClose={() => setEditing(undefined)} title={editing === 'new' ? tr('新增角色', 'Add role') : tr('编辑角色', 'Edit role')}>
        {editing && (
          <div className="bp6-dialog-body">
            <ApiForm
              draftKey={`role.${scope}.${editing === 'new' ? 'new' : editing.Id}`}
              initial={editing === 'new' ? undefined : { Name: editing.Name, Description: editing.Description }}
              fields={[
                { name: 'Name', label: tr('角色名称', 'Role name') },
                { name: 'Description', label: tr('说明', 'Description'), type: 'textarea' },
              ]}
              submitText={tr('保存', 'Save')}
              onSubmit={async (v) => {
                await apiData('POST', ENDPOINTS.roleSave, { ...(editing === 'new' ? {} : { Id: editing.Id }), Scope: scope, Name: v.Name, Description: v.Description });
                await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.roleList) });
                setEditing(undefined);
              }}
              footer={<Button minimal text={tr('取消', 'Cancel')} onClick={() => setEditing(undefined)} />}
            />
          </div>
        )}
      </AppDialog>
      <AppDialog isOpen={!!deleting} onClose={() => setDeleting(undefined)} title={tr('删除角色', 'Delete role')}>
        {deleting && (
          <div className="bp6-dialog-body">
            <Callout intent="danger">
              {tr(`删除“${deleting.Name}”？持有它的 ${deleting.Employees} 名员工将失去它的权限。`, `Delete "${deleting.Name}"? Its ${deleting.Employees} holder(s) lose its grants.`)}
            </Callout>
            <ButtonGroup className="dialog-actions">
              <Button intent="danger" text={tr('删除', 'Delete')} onClick={() => void act(ENDPOINTS.roleDelete, { Id: deleting.Id }, tr('已删除', 'Deleted'), [ENDPOINTS.roleList]).then(() => setDeleting(undefined))} />
              <Button text={tr('取消', 'Cancel')} onClick={() => setDeleting(undefined)} />
            </ButtonGroup>
          </div>
        )}
      </AppDialog>
    </>
  );
}

export default function RolesScreen() {
  const tr = useTr();
  const route = useRoute();
  const scope = SCOPE_BY_PATH[route.path.toLowerCase()] ?? 'company';
  const title =
    scope === 'company' ? tr('公司角色', 'Company roles') : scope === 'customer' ? tr('客户角色模板', 'Customer role templates') : tr('供应商角色模板', 'Provider role templates');
  return (
    <section className="admin-screen">
      <H2>{title}</H2>
      {scope !== 'company' && (
        <Callout icon="office">
          {tr('模板角色对该类型的所有公司生效：其员工可被分配这些角色。', "A template role applies to every company of this kind: their employees can be given it.")}
        </Callout>
      )}
      <RoleList scope={scope} />
      <AuditPanel entity={['role', 'roleGrants']} />
    </section>
  );
}
