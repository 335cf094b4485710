import { Button } from '@blueprintjs/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { toggleLanguage, useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { openPalette, prefetchPalette } from '../ui/palette';
import { toggleTheme, useTheme } from '../shell/theme';
import { shellWords } from '../shell/words';

/**
 * A public site header's controls on the public entry: the palette (the staff shell's, fetched on
 * first use), language and theme. A sign-in button (the staff shell's dialog, as the
 * session menu offers a signed-out person); not the session menu nor the modules' navbar items: they need the
 * session, which stays in the staff shell (a visitor reaches it through sign-in or the workbench).
 */
export function PublicControls() {
  const t = useT();
  const lang = useLanguage();
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <Button
        variant="minimal"
        icon="search"
        onClick={openPalette}
        onMouseEnter={prefetchPalette}
        onFocus={prefetchPalette}
        aria-label={t('openPalette')}
        className="navbar__palette"
      >
        <span className="navbar__palette-text">{t('openPalette')}</span>
        <kbd className="navbar__kbd">Ctrl K</kbd>
      </Button>
      <Button variant="minimal" icon="translate" text={shellWords.otherLanguage[lang]} onClick={toggleLanguage} aria-label={t('cmdSwitchLanguage')} />
      <Button variant="minimal" icon={theme === 'dark' ? 'flash' : 'moon'} onClick={toggleTheme} aria-label={t('cmdSwitchTheme')} title={t('cmdSwitchTheme')} />
      {/* the sign-in dialog is the staff shell's: the address with ?showLogin is a full page load there (src/routes/publicSite.ts) */}
      <Button variant="minimal" icon="lock" text={t('signIn')} onClick={() => navigate(`${pathname}?showLogin`)} />
    </>
  );
}
