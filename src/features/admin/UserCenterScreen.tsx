import { Callout, Card, H2, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '../../contract/endpoints';
import type { PermissionItem } from '../../contract/auth';
import { apiData } from '../../streams/http';
import { useLanguage } from '../../i18n/language';
import { grantsOf } from '../../routes/access';
import { useSession } from '../../session/sessionActor';
import { STATUS_TEXT, useTr } from './tr';

interface MyAccess {
  IsAdmin: boolean;
  Side: 'internal' | 'external';
  Roles: { Id: number; Name: string; IsTemplate: boolean }[];
  Permissions: PermissionItem[];
  SalesFor: { CompanyId: number; CompanyName: string }[];
  Salespeople: { EmployeeId: number; Name: string }[];
}

/** /system/userCenter: who I am here — my company, roles, menus, permission items, and the salespeople links. */
export default function UserCenterScreen() {
  const tr = useTr();
  const lang = useLanguage();
  const { user, employee, menuTree } = useSession();
  const access = useQuery({ queryKey: ['admin', 'myAccess', employee?.Id], queryFn: () => apiData<MyAccess>('GET', ENDPOINTS.myAccess), enabled: !!employee });
  if (!employee) return <Callout intent="warning">{tr('请先选择企业账号。', 'Choose a company account first.')}</Callout>;
  if (access.isPending) return <Spinner />;
  if (access.error) return <Callout intent="danger" role="alert">{(access.error as Error).message}</Callout>;
  const a = access.data!;
  const menus = [...grantsOf(menuTree).keys()].filter((p) => p.startsWith('/')).length;
  return (
    <section className="admin-screen">
      <H2>{tr('用户中心', 'User center')}</H2>
      <Card>
        <HTMLTable compact>
          <tbody>
            <tr><th>{tr('姓名', 'Name')}</th><td>{employee.Name}</td></tr>
            <tr><th>{tr('个人账号', 'Personal account')}</th><td>{user?.Account ?? tr('（企业账号登录）', '(company account sign-in)')}</td></tr>
            <tr><th>{tr('企业', 'Company')}</th><td>{lang === 'zh' ? employee.CompanyName : employee.CompanyNameEn} <Tag minimal>{STATUS_TEXT[employee.CompanyKind]?.[lang]}</Tag></td></tr>
            <tr><th>{tr('工作台', 'Workbench')}</th><td>{a.Side === 'internal' ? tr('内部（员工端）', 'Internal (staff)') : tr('外部工作台', 'External workbench')}</td></tr>
            <tr><th>{tr('管理员', 'Admin')}</th><td>{a.IsAdmin ? tr('是（拥有全部菜单）', 'Yes (holds every menu)') : tr('否', 'No')}</td></tr>
            <tr><th>{tr('可用菜单页', 'Menu pages')}</th><td data-testid="menu-count">{menus}</td></tr>
          </tbody>
        </HTMLTable>
      </Card>
      <Card>
        <H4>{tr('我的角色', 'My roles')}</H4>
        {a.Roles.length ? a.Roles.map((r) => <Tag key={r.Id} minimal className="tag-gap">{r.Name}{r.IsTemplate ? tr('（模板）', ' (template)') : ''}</Tag>) : tr('无', 'None')}
        <H4>{tr('权限项', 'Permission items')}</H4>
        {a.Permissions.length ? a.Permissions.map((p) => <Tag key={`${p.ItemKey}.${p.PermissionKey}`} minimal className="tag-gap">{`${p.ItemKey}.${p.PermissionKey} = ${p.Value}`}</Tag>) : tr('无', 'None')}
      </Card>
      {a.SalesFor.length > 0 && (
        <Card data-testid="sales-for">
          <H4>{tr('我负责的客户/供应商', 'Companies I serve as salesperson')}</H4>
          {a.SalesFor.map((c) => <Tag key={c.CompanyId} minimal className="tag-gap">{c.CompanyName}</Tag>)}
        </Card>
      )}
      {a.Side === 'external' && (
        <Card data-testid="my-salespeople">
          <H4>{tr('为本公司服务的业务员', 'Our salespeople')}</H4>
          {a.Salespeople.length ? a.Salespeople.map((s) => <Tag key={s.EmployeeId} minimal icon="person" className="tag-gap">{s.Name}</Tag>) : tr('尚未分配', 'None assigned yet')}
        </Card>
      )}
    </section>
  );
}
