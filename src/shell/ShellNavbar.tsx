import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { toggleLanguage, useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { openPalette, prefetchPalette } from './paletteState';
import { toggleTheme, useTheme } from './theme';
import SessionMenu from '../session/SessionMenu';
import { useShellModules } from './shellModules';
import { useBrand } from '../ui/brand';
import { shellWords } from './words';

/** Palette, language and theme, the modules' navbar items (the unread badge): the controls every side of the product shows. */
export function ShellControls() {
  const t = useT();
  const lang = useLanguage();
  const theme = useTheme();
  const { navbar } = useShellModules();
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
      {navbar.map(({ id, component: Item }) => (
        <Item key={id} />
      ))}
      <SessionMenu />
    </>
  );
}

/** The top bar of the workbench sides (internal, external workbench, manage). */
export function ShellNavbar({ home, side, onToggleMenu }: { home: string; side: string; onToggleMenu?(): void }) {
  const t = useT();
  const brand = useBrand();
  return (
    <Navbar className="shell-navbar">
      <NavbarGroup align={Alignment.START}>
        {onToggleMenu && <Button variant="minimal" icon="menu" onClick={onToggleMenu} aria-label={t('sideMenu')} />}
        <NavbarHeading>
          <Link to={home} className="shell-navbar__brand">
            {brand.name}
          </Link>
        </NavbarHeading>
        <NavbarDivider />
        <span className="shell-navbar__side">{side}</span>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <ShellControls />
      </NavbarGroup>
    </Navbar>
  );
}
