import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { sendSession, useSession } from './sessionActor';

/**
 * Who is signed in (and as which company), with sign out. Its own chunk: popovers are heavy.
 * PopoverNext (floating-ui): the older Popover mis-places its content under React 19 and warned so
 * on every page (issue 45).
 */
export default function SignedInMenu() {
  const t = useT();
  const lang = useLanguage();
  const { user, employee, firstLogin } = useSession();
  const name = employee?.Name ?? user?.Name ?? user?.Account ?? '';
  const company = employee ? (lang === 'zh' ? employee.CompanyName : employee.CompanyNameEn) : t('noEmployee');
  return (
    <PopoverNext
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
      {/* data-first-login: the first-sign-in welcome is on its way (its dialog loads on first use): tests wait for it */}
      <Button
        variant="minimal"
        icon="people"
        text={name}
        rightIcon="caret-down"
        data-testid="session-menu"
        data-first-login={firstLogin ? 'true' : undefined}
      />
    </PopoverNext>
  );
}
