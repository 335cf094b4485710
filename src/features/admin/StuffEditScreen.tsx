import { Button, Callout, Card, Checkbox, H2, H4, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCESS } from '../../contract/access';
import type { CallInput } from '../../contract/call';
import type { EmployeeDetail, systemCalls } from '../../contract/system/calls';
import { ApiForm } from '../../lib/ApiForm';
import { useEmployee, useSaveEmployee, useSetEmployeeRoles } from './api/employees';
import { useRoleChoices } from './api/roles';
import { formatDate } from '../../domain/dates';
import { Gate } from '../../session/Gate';
import { useCan } from '../../session/access';
import { useSession } from '../../session/sessionActor';
import { AuditPanel } from './AuditPanel';
import { STATUS_TEXT } from './statusText';
import { useIdParam } from '../../lib/useIdParam';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** The roles an employee holds, checked from the company's assignable roles. */
function RolesEditor({ employee }: { employee: EmployeeDetail }) {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  const setRoles = useSetEmployeeRoles();
  const roles = useRoleChoices('assignable');
  const [held, setHeld] = useState<number[]>(employee.Roles.map((r) => r.Id));
  useEffect(() => setHeld(employee.Roles.map((r) => r.Id)), [employee]);
  if (!roles.data) return <Spinner size={20} />;
  return (
    <Card className="roles-editor" data-testid="roles-editor">
      <H4>{common.roles}</H4>
      {roles.data.Items.map((r) => (
        <Checkbox
          key={r.Id}
          label={`${r.Name}${r.TemplateKind ? w.templateSuffix : ''}`}
          checked={held.includes(r.Id)}
          onChange={(e) => setHeld((h) => (e.currentTarget.checked ? [...h, r.Id] : h.filter((x) => x !== r.Id)))}
        />
      ))}
      <Button intent="primary" text={w.saveRoles} onClick={() => void setRoles({ Id: employee.Id, RoleIds: held }, w.rolesSaved)} />
    </Card>
  );
}

/** The customers this salesperson serves and the permission items the employee holds of their own. */
function EmployeeServesAndHolds({ e }: { e: Parameters<typeof RolesEditor>[0]['employee'] }) {
  const w = useWords(adminWords);
  return (
    <>
      {e.SalesFor.length > 0 && (
        <Card>
          <H4>{w.companiesThisSalespersonServes}</H4>
          {e.SalesFor.map((c) => (
            <Tag key={c.CompanyId} minimal className="tag-gap">
              {c.CompanyName}
            </Tag>
          ))}
        </Card>
      )}
      {e.Permissions.length > 0 && (
        <Card>
          <H4>{w.ownPermissionItems}</H4>
          {e.Permissions.map((p) => (
            <Tag key={`${p.ItemKey}.${p.PermissionKey}`} minimal className="tag-gap">{`${p.ItemKey}.${p.PermissionKey}=${p.Value}`}</Tag>
          ))}
        </Card>
      )}
    </>
  );
}

/** /system/StuffEdit: a new employee (no id) or one of the company's employees (?id=). */
export default function StuffEditScreen() {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  const id = useIdParam();
  const navigate = useNavigate();
  const save = useSaveEmployee();
  const { employee: me } = useSession();
  const canSave = useCan(id ? ACCESS.employeeEdit : ACCESS.employeeAdd);
  const detail = useEmployee(id);
  if (id !== undefined && detail.isPending) return <Spinner />;
  if (detail.error)
    return (
      <Callout intent="danger" role="alert">
        {(detail.error as Error).message}
      </Callout>
    );
  const e = detail.data;

  return (
    <section className="admin-screen admin-screen--form">
      <H2>
        {e ? `${w.editEmployee}：${e.Name}` : w.addEmployee} {e && <Tag minimal>{STATUS_TEXT[e.Status]!.zh}</Tag>}
      </H2>
      {e?.PendingBind && (
        <Callout intent="primary" icon="time" data-testid="pending-bind">
          {w.bindOfferWaiting(e.PendingBind.Account, formatDate(e.PendingBind.CreatedAt, 'dateTime'))}
        </Callout>
      )}
      {!canSave && <Callout intent="warning">{w.youMayLookNot}</Callout>}
      <ApiForm
        key={e ? `${e.Id}` : 'new'}
        draftKey={`employee.${id ?? 'new'}`}
        initial={
          e
            ? { Name: e.Name, LoginName: e.LoginName ?? '', UserAccount: e.UserAccount ?? '', Phone: e.Phone, Email: e.Email, IsAdmin: String(e.IsAdmin) }
            : undefined
        }
        fields={[
          { name: 'Name', label: w.personName },
          { name: 'LoginName', label: w.companyLoginOptional, helper: w.loginNameRule },
          { name: 'Password', label: e ? w.newPasswordBlankKeeps : w.initialPassword, type: 'password' },
          { name: 'UserAccount', label: w.bindPersonalAccountOptional, helper: w.phoneOrEMail },
          { name: 'Phone', label: w.phone, type: 'tel' },
          { name: 'Email', label: w.eMail, type: 'email' },
          { name: 'IsAdmin', label: w.companyAdminHoldsEvery, type: 'checkbox', disabled: !me?.IsAdmin },
        ]}
        submitText={common.save}
        onSubmit={async (v) => {
          const body: CallInput<typeof systemCalls.employeeSave> = { Name: v.Name ?? '', Phone: v.Phone, Email: v.Email, IsAdmin: v.IsAdmin === 'true' };
          if (id) body.Id = id;
          for (const k of ['LoginName', 'Password', 'UserAccount'] as const) if (v[k]) body[k] = v[k];
          const saved = await save.mutateAsync(body);
          if (!id) navigate(`/system/StuffEdit?id=${saved.Id}`, { replace: true });
          // binding is the user's decision: say that it waits for them
          if (saved.BindOffer) return w.savedBindOfferSent(saved.BindOffer.Account);
          return common.saved;
        }}
      />
      {e && (
        <>
          <Gate access={ACCESS.employeeRoles}>
            <RolesEditor employee={e} />
          </Gate>
          <EmployeeServesAndHolds e={e} />
          <AuditPanel entity={['employee', 'employeeRoles']} entityId={e.Id} />
        </>
      )}
    </section>
  );
}
