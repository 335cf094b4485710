import { Button } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { openPalette, prefetchPalette } from '../ui/palette';
import { CommonControls } from '../shell/CommonControls';

/**
 * A public site header's controls on the public entry: the palette (the staff shell's, fetched on
 * first use), language and theme. A sign-in button (the staff shell's dialog, as the
 * session menu offers a signed-out person); not the session menu nor the modules' navbar items: they need the
 * session, which stays in the staff shell (a visitor reaches it through sign-in or the workbench).
 */
export function PublicControls() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <CommonControls openPalette={openPalette} prefetchPalette={prefetchPalette} />
      {/* the sign-in dialog is the staff shell's: the address with ?showLogin is a full page load there (src/routes/publicSite.ts) */}
      <Button variant="minimal" icon="lock" text={t('signIn')} onClick={() => navigate(`${pathname}?showLogin`)} />
    </>
  );
}
