import { Callout, Card, H2, H4, HTMLTable, Spinner, Tag } from '@blueprintjs/core';
import { useMyAccess } from './api/employees';
import { useLanguage } from '../../i18n/language';
import { grantsOf } from '../../routes/access';
import { useSession } from '../../session/sessionActor';
import { STATUS_TEXT } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

type MyAccess = NonNullable<ReturnType<typeof useMyAccess>['data']>;

/** My roles and the permission items I hold. */
function MyGrantsCard({ a }: { a: MyAccess }) {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  return (
    <Card>
      <H4>{w.myRoles}</H4>
      {a.Roles.length
        ? a.Roles.map((r) => (
            <Tag key={r.Id} minimal className="tag-gap">
              {r.Name}
              {r.IsTemplate ? w.templateSuffix : ''}
            </Tag>
          ))
        : w.none}
      <H4>{common.permissionItems}</H4>
      {a.Permissions.length
        ? a.Permissions.map((p) => (
            <Tag key={`${p.ItemKey}.${p.PermissionKey}`} minimal className="tag-gap">{`${p.ItemKey}.${p.PermissionKey} = ${p.Value}`}</Tag>
          ))
        : w.none}
    </Card>
  );
}

/** /system/userCenter: who I am here — my company, roles, menus, permission items, and the salespeople links. */
export default function UserCenterScreen() {
  const w = useWords(adminWords);
  const common = useWords(commonWords);
  const lang = useLanguage();
  const { user, employee, menuTree } = useSession();
  const access = useMyAccess(employee?.Id);
  if (!employee) return <Callout intent="warning">{w.chooseCompanyAccountFirst}</Callout>;
  if (access.isPending) return <Spinner />;
  if (access.error)
    return (
      <Callout intent="danger" role="alert">
        {(access.error as Error).message}
      </Callout>
    );
  const a = access.data!;
  const menus = [...grantsOf(menuTree).keys()].filter((p) => p.startsWith('/')).length;
  return (
    <section className="admin-screen">
      <H2>{w.userCenter}</H2>
      <Card>
        <HTMLTable compact>
          <tbody>
            <tr>
              <th>{w.personName}</th>
              <td>{employee.Name}</td>
            </tr>
            <tr>
              <th>{w.personalAccount}</th>
              <td>{user?.Account ?? w.companyAccountSignIn}</td>
            </tr>
            <tr>
              <th>{w.company}</th>
              <td>
                {lang === 'zh' ? employee.CompanyName : employee.CompanyNameEn} <Tag minimal>{STATUS_TEXT[employee.CompanyKind]?.[lang]}</Tag>
              </td>
            </tr>
            <tr>
              <th>{w.workbench}</th>
              <td>{a.Side === 'internal' ? w.internalStaff : common.externalWorkbench}</td>
            </tr>
            <tr>
              <th>{common.admin}</th>
              <td>{a.IsAdmin ? w.yesHoldsEveryMenu : w.no}</td>
            </tr>
            <tr>
              <th>{w.menuPages}</th>
              <td data-testid="menu-count">{menus}</td>
            </tr>
          </tbody>
        </HTMLTable>
      </Card>
      <MyGrantsCard a={a} />
      {a.SalesFor.length > 0 && (
        <Card data-testid="sales-for">
          <H4>{w.companiesIServeAs}</H4>
          {a.SalesFor.map((c) => (
            <Tag key={c.CompanyId} minimal className="tag-gap">
              {c.CompanyName}
            </Tag>
          ))}
        </Card>
      )}
      {a.Side === 'external' && (
        <Card data-testid="my-salespeople">
          <H4>{w.ourSalespeople}</H4>
          {a.Salespeople.length
            ? a.Salespeople.map((s) => (
                <Tag key={s.EmployeeId} minimal icon="person" className="tag-gap">
                  {s.Name}
                </Tag>
              ))
            : w.noneAssignedYet}
        </Card>
      )}
    </section>
  );
}
