import { Button, Menu, MenuDivider, MenuItem, Popover, Spinner } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { useLanguage } from '../../i18n/language';
import { useT } from '../../i18n/useT';
import { sendSession, useSession, useSessionState } from './sessionActor';

/** The navbar's account control: sign in, or who is signed in (and as which company) with sign out. */
export default function SessionMenu() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const state = useSessionState();
  const { user, employee } = useSession();

  if (state === 'boot' || state === 'loading' || state === 'choosingDefault') return <Spinner size={16} aria-label={t('sessionLoading')} />;
  if (state === 'signedOut') {
    return <Button variant="minimal" icon="lock" text={t('signIn')} onClick={() => navigate(`${location.pathname}?showLogin`)} />;
  }
  const name = employee?.Name ?? user?.Name ?? user?.Account ?? '';
  const company = employee ? (lang === 'zh' ? employee.CompanyName : employee.CompanyNameEn) : t('noEmployee');
  return (
    <Popover
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem disabled text={company} />
          {user && <MenuItem disabled text={user.Account} />}
          <MenuDivider />
          <MenuItem icon="lock" text={t('signOut')} onClick={() => sendSession({ type: 'session.logout' })} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="people" text={name} rightIcon="caret-down" data-testid="session-menu" />
    </Popover>
  );
}
