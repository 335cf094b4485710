import { Button } from '@blueprintjs/core';
import { toggleLanguage, useLanguage } from '../i18n/language';
import { useT } from '../i18n/useT';
import { toggleTheme, useTheme } from './theme';
import { shellWords } from './words';

/** How the entry opens the palette: the staff shell's own, or the public entry's, which fetches the staff shell's on first use. */
export interface PaletteOpener {
  openPalette: () => void;
  prefetchPalette: () => void;
}

/** The palette, language and theme buttons every header shows, on both entries (the staff shell and the public sites). */
export function CommonControls({ openPalette, prefetchPalette }: PaletteOpener) {
  const t = useT();
  const lang = useLanguage();
  const theme = useTheme();
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
    </>
  );
}
