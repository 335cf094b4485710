import { Card, H4, HTMLTable, Tag } from '@blueprintjs/core';
import type { CompanyWire } from '../../contract/admin';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { STATUS_TEXT } from './statusText';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { adminWords } from './words';

/** A company's facts and its salespeople, as both sides see them. */
export function CompanyCard({ company }: { company: CompanyWire }) {
  const w = useWords(adminWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const rows: [string, string][] = [
    [w.code, company.Code],
    [w.name, company.Name],
    [w.englishName, company.NameEn],
    [c.kind, STATUS_TEXT[company.Kind]![lang]],
    [c.status, STATUS_TEXT[company.Status]![lang]],
    [w.contact, company.ContactName],
    [c.contactPhone, company.ContactPhone],
    [w.eMail, company.Email],
    [w.address, company.Address],
    [w.remark, company.Remark],
    [w.siteDomain, company.SiteDomain ?? ''],
    [w.employeeCount, String(company.Employees)],
    [c.createdAt, formatDate(company.CreatedAt, 'dateTime')],
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
          <H4>{w.salespeople}</H4>
          <div data-testid="salespeople">
            {company.Salespeople.length
              ? company.Salespeople.map((s) => (
                  <Tag key={s.EmployeeId} minimal icon="person" className="tag-gap">
                    {s.Name}
                  </Tag>
                ))
              : w.noneAssignedYet}
          </div>
        </>
      )}
    </Card>
  );
}
