import { Classes } from '@blueprintjs/core';
import { persisted, STORAGE_KEYS } from '../streams/persisted';
import { usePersisted } from '../lib/usePersisted';

export type Theme = 'light' | 'dark';

/** Light or dark, remembered locally. */
export const theme = persisted<Theme>(STORAGE_KEYS.theme, 'light', (raw) => (raw === 'light' || raw === 'dark' ? raw : undefined));

export const useTheme = (): Theme => usePersisted(theme);

export function toggleTheme(): void {
  theme.set(theme.get() === 'dark' ? 'light' : 'dark');
}

/** Blueprint's dark theme is a class on an ancestor; portals render under <body>, so set it there. */
export function applyTheme(value: Theme): void {
  document.body.classList.toggle(Classes.DARK, value === 'dark');
  document.documentElement.style.colorScheme = value;
}
