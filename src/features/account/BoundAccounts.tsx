import { useState } from 'react';
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import type { BoundEmployee } from '../../contract/auth';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../streams/callApi';
import { chooseEmployee } from './api/account';
import { sendSession, useSession } from '../../session/sessionActor';

/** The company accounts bound to the signed-in user, with a switch between them. */
export function BoundAccounts({ onSwitched }: { onSwitched?(employee: BoundEmployee): void }) {
  const t = useT();
  const lang = useLanguage();
  const { bound, employee } = useSession();
  const [error, setError] = useState<string>();

  const use = async (chosen: BoundEmployee) => {
    try {
      const token = await chooseEmployee(chosen.Id);
      sendSession({ type: 'session.tokenHandedOver', token });
      onSwitched?.(chosen);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    }
  };

  if (bound.length === 0) return <p>{t('noBound')}</p>;
  return (
    <>
      {error && (
        <Callout intent="danger" role="alert">
          {error}
        </Callout>
      )}
      <HTMLTable compact className="bound-accounts">
        <tbody>
          {bound.map((e) => (
            <tr key={e.Id}>
              <td>{e.Name}</td>
              <td>{lang === 'zh' ? e.CompanyName : e.CompanyNameEn}</td>
              <td>{e.IsDefault && <Tag minimal>{t('defaultTag')}</Tag>}</td>
              <td>
                {employee?.Id === e.Id ? (
                  <Tag intent="success" minimal>
                    {t('current')}
                  </Tag>
                ) : (
                  <Button size="small" text={t('use')} onClick={() => void use(e)} aria-label={`${t('use')} ${e.Name}`} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
}
