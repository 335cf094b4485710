import { Button, ButtonGroup, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import type { BindOffer } from '../../contract/auth';
import { formatDate } from '../../domain/dates';
import { useLanguage } from '../../i18n/language';
import { useBindOffers, useDecideBindOffer } from './api/account';
import { readToken } from '../../streams/token';
import { sendSession } from '../../session/sessionActor';
import { useWords } from '../../i18n/words';
import { commonWords } from '../../i18n/commonWords';
import { accountWords } from './words';

/**
 * A company's offers to bind this user to one of its employees: nothing is bound until the user
 * accepts here (issue 11). Shown beside the user's bound company accounts; nothing when none wait.
 */
export function BindOffers() {
  const w = useWords(accountWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const decideOffer = useDecideBindOffer();
  const { data } = useBindOffers();
  if (!data?.length) return null;

  const decide = async (offer: BindOffer, accept: boolean) => {
    const done = await decideOffer({ Id: offer.Id, Accept: accept }, accept ? w.acceptedCompanyAccountIs : w.declined);
    // the bound accounts changed: the session reloads them (same token)
    const token = readToken();
    if (done && accept && token) sendSession({ type: 'session.tokenHandedOver', token });
  };

  return (
    <Callout intent="primary" icon="link" className="bind-offers" data-testid="bind-offers" title={w.companiesInviteYouTo}>
      <p>{w.onceYouAcceptYou}</p>
      <HTMLTable compact>
        <tbody>
          {data.map((o) => (
            <tr key={o.Id}>
              <td>{lang === 'zh' ? o.CompanyName : o.CompanyNameEn || o.CompanyName}</td>
              <td>
                {o.EmployeeName}
                {o.IsAdmin && (
                  <Tag minimal intent="warning" className="tag-gap">
                    {c.admin}
                  </Tag>
                )}
              </td>
              <td>
                {w.from}: {o.OfferedBy}
              </td>
              <td>{formatDate(o.CreatedAt, 'dateTime')}</td>
              <td>
                <ButtonGroup>
                  <Button size="small" intent="success" text={w.accept} aria-label={`${w.accept} ${o.CompanyName}`} onClick={() => void decide(o, true)} />
                  <Button size="small" text={w.decline} aria-label={`${w.decline} ${o.CompanyName}`} onClick={() => void decide(o, false)} />
                </ButtonGroup>
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Callout>
  );
}
