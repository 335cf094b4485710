import { HTMLTable, Tag } from '@blueprintjs/core';
import { formatDate } from '../../domain/dates';
import { useT } from '../../i18n/useT';
import { useMyJoinRequests } from './api/account';

/** The signed-in user's join requests and where each stands. */
export function MyJoinRequests() {
  const t = useT();
  const { data } = useMyJoinRequests();
  if (!data?.length) return null;
  const status = { pending: t('statusPending'), approved: t('statusApproved'), rejected: t('statusRejected') };
  const intent = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
  return (
    <HTMLTable compact striped className="join-requests" data-testid="join-requests">
      <thead>
        <tr>
          <th>{t('myRequests')}</th>
          <th />
          <th />
          <th />
        </tr>
      </thead>
      <tbody>
        {data.map((r) => (
          <tr key={`${r.Kind}-${r.Id}`}>
            <td>{r.Kind === 'createCompany' ? t('createCompanyTitle') : t('bindCompanyTitle')}</td>
            <td>
              {r.CompanyName}
              {r.CompanyCode ? ` (${r.CompanyCode})` : ''}
            </td>
            <td>
              <Tag minimal intent={intent[r.Status]}>
                {status[r.Status]}
              </Tag>
              {r.Reason ? ` ${r.Reason}` : ''}
            </td>
            <td>{formatDate(r.CreatedAt, 'dateTime')}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
