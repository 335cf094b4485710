import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { openPalette, prefetchPalette } from './paletteState';
import { CommonControls } from './CommonControls';
import SessionMenu from '../session/SessionMenu';
import { useShellModules } from './shellModules';
import { useBrand } from '../ui/brand';

/** Palette, language and theme, the modules' navbar items (the unread badge): the controls every side of the product shows. */
export function ShellControls() {
  const { navbar } = useShellModules();
  return (
    <>
      <CommonControls openPalette={openPalette} prefetchPalette={prefetchPalette} />
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
