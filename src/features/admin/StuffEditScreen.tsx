import { Button, Callout, Card, Checkbox, H2, H4, Spinner, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import type { EmployeeRowWire, ListPage, Role } from '../../contract/admin';
import type { PendingBind, PermissionItem } from '../../contract/auth';
import { ApiForm } from '../../lib/ApiForm';
import { listKey } from '../../lib/DataTable';
import { apiData } from '../../streams/http';
import { formatDate } from '../../domain/dates';
import { Gate } from '../../session/Gate';
import { useCan } from '../../session/access';
import { useSession } from '../../session/sessionActor';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT, useTr } from './tr';
import { useAction } from '../../lib/useAction';
import { useIdParam } from '../../lib/useIdParam';

type Detail = EmployeeRowWire & { Permissions: PermissionItem[]; PendingBind: PendingBind | null };

/** The roles an employee holds, checked from the company's assignable roles. */
function RolesEditor({ employee }: { employee: Detail }) {
  const tr = useTr();
  const act = useAction();
  const roles = useQuery({
    queryKey: ['admin', 'assignableRoles'],
    queryFn: () => apiData<ListPage<Role>>('GET', `${ENDPOINTS.roleList}?Scope=assignable&PageSize=200`),
  });
  const [held, setHeld] = useState<number[]>(employee.Roles.map((r) => r.Id));
  useEffect(() => setHeld(employee.Roles.map((r) => r.Id)), [employee]);
  if (!roles.data) return <Spinner size={20} />;
  return (
    <Card className="roles-editor" data-testid="roles-editor">
      <H4>{tr('角色', 'Roles')}</H4>
      {roles.data.Items.map((r) => (
        <Checkbox
          key={r.Id}
          label={`${r.Name}${r.TemplateKind ? tr('（模板）', ' (template)') : ''}`}
          checked={held.includes(r.Id)}
          onChange={(e) => setHeld((h) => (e.currentTarget.checked ? [...h, r.Id] : h.filter((x) => x !== r.Id)))}
        />
      ))}
      <Button intent="primary" text={tr('保存角色', 'Save roles')} onClick={() => void act(ENDPOINTS.employeeSetRoles, { Id: employee.Id, RoleIds: held }, tr('角色已保存', 'Roles saved'), [ENDPOINTS.employeeList])} />
    </Card>
  );
}

/** /system/StuffEdit: a new employee (no id) or one of the company's employees (?id=). */
export default function StuffEditScreen() {
  const tr = useTr();
  const id = useIdParam();
  const navigate = useNavigate();
  const queries = useQueryClient();
  const { employee: me } = useSession();
  const canSave = useCan(id ? ACCESS.employeeEdit : ACCESS.employeeAdd);
  const detail = useQuery({
    queryKey: ['admin', 'employee', id],
    queryFn: () => apiData<Detail>('GET', `${ENDPOINTS.employeeDetail}?Id=${id}`),
    enabled: id !== undefined,
  });
  if (id !== undefined && detail.isPending) return <Spinner />;
  if (detail.error) return <Callout intent="danger" role="alert">{(detail.error as Error).message}</Callout>;
  const e = detail.data;

  return (
    <section className="admin-screen admin-screen--form">
      <H2>
        {e ? `${tr('编辑员工', 'Edit employee')}：${e.Name}` : tr('新增员工', 'Add employee')} {e && <Tag minimal>{STATUS_TEXT[e.Status]!.zh}</Tag>}
      </H2>
      {e?.PendingBind && (
        <Callout intent="primary" icon="time" data-testid="pending-bind">
          {tr(
            `绑定邀请已发送给 ${e.PendingBind.Account}（${formatDate(e.PendingBind.CreatedAt, 'dateTime')}），等待对方接受。`,
            `A binding request was sent to ${e.PendingBind.Account} (${formatDate(e.PendingBind.CreatedAt, 'dateTime')}), waiting for the user to accept.`,
          )}
        </Callout>
      )}
      {!canSave && <Callout intent="warning">{tr('您只能查看，不能修改。', 'You may look, not change.')}</Callout>}
      <ApiForm
        key={e ? `${e.Id}` : 'new'}
        draftKey={`employee.${id ?? 'new'}`}
        initial={e ? { Name: e.Name, LoginName: e.LoginName ?? '', UserAccount: e.UserAccount ?? '', Phone: e.Phone, Email: e.Email, IsAdmin: String(e.IsAdmin) } : undefined}
        fields={[
          { name: 'Name', label: tr('姓名', 'Name') },
          { name: 'LoginName', label: tr('企业登录名（可选）', 'Company login (optional)'), helper: tr('3–40 位小写字母、数字、点、横线', '3–40 lower-case letters, digits, dots, dashes') },
          { name: 'Password', label: e ? tr('新密码（留空不改）', 'New password (blank keeps it)') : tr('初始密码', 'Initial password'), type: 'password' },
          { name: 'UserAccount', label: tr('绑定个人账号（可选）', 'Bind a personal account (optional)'), helper: tr('已注册用户的手机号或邮箱；对方接受邀请后才绑定', 'The phone or e-mail of a registered user; bound once they accept the request') },
          { name: 'Phone', label: tr('电话', 'Phone'), type: 'tel' },
          { name: 'Email', label: tr('邮箱', 'E-mail'), type: 'email' },
          { name: 'IsAdmin', label: tr('公司管理员（拥有全部菜单）', 'Company admin (holds every menu)'), type: 'checkbox', disabled: !me?.IsAdmin },
        ]}
        submitText={tr('保存', 'Save')}
        onSubmit={async (v) => {
          const body: Record<string, unknown> = { Name: v.Name, Phone: v.Phone, Email: v.Email, IsAdmin: v.IsAdmin === 'true' };
          if (id) body.Id = id;
          for (const k of ['LoginName', 'Password', 'UserAccount'] as const) if (v[k]) body[k] = v[k];
          const saved = await apiData<{ Id: number; BindOffer: { Account: string } | null }>('POST', ENDPOINTS.employeeSave, body);
          await queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.employeeList) });
          await queries.invalidateQueries({ queryKey: ['admin', 'employee', saved.Id] });
          if (!id) navigate(`/system/StuffEdit?id=${saved.Id}`, { replace: true });
          // binding is the user's decision: say that it waits for them
          if (saved.BindOffer) return tr(`已保存；绑定邀请已发送给 ${saved.BindOffer.Account}，等待对方接受`, `Saved; the binding request was sent to ${saved.BindOffer.Account}, waiting for the user to accept`);
          return tr('已保存', 'Saved');
        }}
      />
      {e && (
        <>
          <Gate access={ACCESS.employeeRoles}>
            <RolesEditor employee={e} />
          </Gate>
          {e.SalesFor.length > 0 && (
            <Card>
              <H4>{tr('负责的客户/供应商（业务员）', 'Companies this salesperson serves')}</H4>
              {e.SalesFor.map((c) => <Tag key={c.CompanyId} minimal className="tag-gap">{c.CompanyName}</Tag>)}
            </Card>
          )}
          {e.Permissions.length > 0 && (
            <Card>
              <H4>{tr('个人权限项', 'Own permission items')}</H4>
              {e.Permissions.map((p) => <Tag key={`${p.ItemKey}.${p.PermissionKey}`} minimal className="tag-gap">{`${p.ItemKey}.${p.PermissionKey}=${p.Value}`}</Tag>)}
            </Card>
          )}
          <AuditPanel entity={['employee', 'employeeRoles']} entityId={e.Id} />
        </>
      )}
    </section>
  );
}
