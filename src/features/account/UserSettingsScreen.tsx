import { useState } from 'react';
import { Button, Callout, FormGroup, H3, H5, HTMLTable, InputGroup, Section, SectionCard } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { useRoute } from '../../ui/routeContext';
import { ApiError } from '../../streams/callApi';
import { changePassword } from './api/account';
import { BindOffers } from './BindOffers';
import { BoundAccounts } from './BoundAccounts';
import { useSession, useSessionState } from '../../session/sessionActor';

function ChangePassword() {
  const t = useT();
  const [oldPassword, setOld] = useState('');
  const [newPassword, setNew] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await changePassword({ OldPassword: oldPassword, NewPassword: newPassword });
      setResult({ ok: true, text: t('passwordChanged') });
      setOld('');
      setNew('');
    } catch (err) {
      setResult({ ok: false, text: err instanceof ApiError ? err.message : String(err) });
    }
  };
  return (
    <form onSubmit={submit} className="settings-password">
      {result && (
        <Callout intent={result.ok ? 'success' : 'danger'} role="status">
          {result.text}
        </Callout>
      )}
      <FormGroup label={t('oldPassword')} labelFor="settings-old-password">
        <InputGroup id="settings-old-password" type="password" value={oldPassword} onValueChange={setOld} autoComplete="current-password" />
      </FormGroup>
      <FormGroup label={t('newPassword')} labelFor="settings-new-password" helperText={t('passwordRule')}>
        <InputGroup id="settings-new-password" type="password" value={newPassword} onValueChange={setNew} autoComplete="new-password" />
      </FormGroup>
      <Button type="submit" intent="primary" text={t('save')} />
    </form>
  );
}

/**
 * The user settings of every side (/internal/userSetting, /workbench/userSetting,
 * /customer/userSetting, /manage/userSetting): profile, password, bound company accounts.
 */
export default function UserSettingsScreen() {
  const t = useT();
  const lang = useLanguage();
  const route = useRoute();
  const state = useSessionState();
  const { user, employee } = useSession();
  if (state === 'signedOut') {
    return (
      <p>
        {t('signInFirst')} <Link to={`${route.path}?showLogin`}>{t('signIn')}</Link>
      </p>
    );
  }
  return (
    <section className="user-settings">
      <H3>{route.title[lang]}</H3>
      <Section title={t('profile')} compact>
        <SectionCard>
          <HTMLTable compact>
            <tbody>
              {user && (
                <tr>
                  <th>{t('account')}</th>
                  <td>{user.Account}</td>
                </tr>
              )}
              <tr>
                <th>{t('yourName')}</th>
                <td>{employee?.Name ?? user?.Name}</td>
              </tr>
              {employee && (
                <tr>
                  <th>{t('companyAccount')}</th>
                  <td>{lang === 'zh' ? employee.CompanyName : employee.CompanyNameEn}</td>
                </tr>
              )}
            </tbody>
          </HTMLTable>
        </SectionCard>
      </Section>
      {user ? (
        <>
          <Section title={t('changePassword')} compact>
            <SectionCard>
              <ChangePassword />
            </SectionCard>
          </Section>
          <Section title={t('boundAccounts')} compact>
            <SectionCard>
              <BindOffers />
              <BoundAccounts />
            </SectionCard>
          </Section>
        </>
      ) : (
        <H5 className="user-settings__note">{t('companyAccountOnly')}</H5>
      )}
    </section>
  );
}
