import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { CompanyWire } from '../../contract/admin';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { STATUS_TEXT, useTr } from './tr';

/** A company's facts and its salespeople, as both sides see them. */
export function CompanyCard({ company }: { company: CompanyWire }) {
  const tr = useTr();
  const lang = useLanguage();
  const rows: [string, string][] = [
    [tr('代码', 'Code'), company.Code],
    [tr('名称', 'Name'), company.Name],
    [tr('英文名称', 'English name'), company.NameEn],
    [tr('类型', 'Kind'), STATUS_TEXT[company.Kind]![lang]],
    [tr('状态', 'Status'), STATUS_TEXT[company.Status]![lang]],
    [tr('联系人', 'Contact'), company.ContactName],
    [tr('联系电话', 'Contact phone'), company.ContactPhone],
    [tr('邮箱', 'E-mail'), company.Email],
    [tr('地址', 'Address'), company.Address],
    [tr('备注', 'Remark'), company.Remark],
    [tr('企业站域名', 'Site domain'), company.SiteDomain ?? ''],
    [tr('员工数', 'Employees'), String(company.Employees)],
    [tr('创建时间', 'Created'), formatDate(company.CreatedAt, 'dateTime')],
  ];
  return (
    <Card className="company-card" data-testid="company-card">
      <HTMLTable compact>
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th>{k}</th>
              <td>{v}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {company.Kind !== 'platform' && (
        <>
          <H4>{tr('业务员', 'Salespeople')}</H4>
          <div data-testid="salespeople">
            {company.Salespeople.length ? company.Salespeople.map((s) => <Tag key={s.EmployeeId} minimal icon="person" className="tag-gap">{s.Name}</Tag>) : tr('尚未分配', 'None assigned yet')}
          </div>
        </>
      )}
    </Card>
  );
}
