import { Button, ButtonGroup, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BindOffer } from '../../contract/auth';
import { ENDPOINTS } from '../../contract/endpoints';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useTr } from '../../i18n/useTr';
import { useAction } from '../../lib/useAction';
import { apiData } from '../../streams/http';
import { readToken } from '../../streams/token';
import { sendSession } from '../../session/sessionActor';

const offersKey = ['session', 'bindOffers'] as const;

/**
 * A company's offers to bind this user to one of its employees: nothing is bound until the user
 * accepts here (issue 11). Shown beside the user's bound company accounts; nothing when none wait.
 */
export function BindOffers() {
  const tr = useTr();
  const lang = useLanguage();
  const act = useAction();
  const queries = useQueryClient();
  const { data } = useQuery({ queryKey: offersKey, queryFn: () => apiData<BindOffer[]>('GET', ENDPOINTS.bindOffers) });
  if (!data?.length) return null;

  const decide = async (offer: BindOffer, accept: boolean) => {
    const done = await act(ENDPOINTS.decideBindOffer, { Id: offer.Id, Accept: accept }, accept ? tr('已接受，企业账号已绑定', 'Accepted: the company account is yours') : tr('已拒绝', 'Declined'));
    await queries.invalidateQueries({ queryKey: offersKey });
    // the bound accounts changed: the session reloads them (same token)
    const token = readToken();
    if (done && accept && token) sendSession({ type: 'session.tokenHandedOver', token });
  };

  return (
    <Callout intent="primary" icon="link" className="bind-offers" data-testid="bind-offers" title={tr('企业邀请您绑定账号', 'Companies invite you to a company account')}>
      <p>{tr('接受后，您可以用个人账号以该员工身份登录；不认识的邀请请拒绝。', 'Once you accept, you sign in as that employee with your own account. Decline an invitation you do not recognise.')}</p>
      <HTMLTable compact>
        <tbody>
          {data.map((o) => (
            <tr key={o.Id}>
              <td>{lang === 'zh' ? o.CompanyName : o.CompanyNameEn || o.CompanyName}</td>
              <td>{o.EmployeeName}{o.IsAdmin && <Tag minimal intent="warning" className="tag-gap">{tr('管理员', 'Admin')}</Tag>}</td>
              <td>{tr('邀请人', 'From')}: {o.OfferedBy}</td>
              <td>{formatDate(o.CreatedAt, 'dateTime')}</td>
              <td>
                <ButtonGroup>
                  <Button size="small" intent="success" text={tr('接受', 'Accept')} aria-label={`${tr('接受', 'Accept')} ${o.CompanyName}`} onClick={() => void decide(o, true)} />
                  <Button size="small" text={tr('拒绝', 'Decline')} aria-label={`${tr('拒绝', 'Decline')} ${o.CompanyName}`} onClick={() => void decide(o, false)} />
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Callout>
  );
}
