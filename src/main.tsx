import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusStyleManager } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import './shell/shell.css';
import { App } from './app/App';
import { clientRegistry } from './app/registry';
import { installIconLoader } from './shell/icons';
import { openPalette } from './shell/paletteState';
import { listenForGlobalKeys } from './shell/useGlobalKeys';
import { reportClientError } from './streams/clientLog';
import { resolveSiteOwner } from './streams/site';

installIconLoader(clientRegistry.icons);
// keys work from here on, before the first render: Ctrl K opens the palette while the page comes up
listenForGlobalKeys({ openPalette });
void resolveSiteOwner();
// Focus rings only for keyboard users: this is a keyboard-first product, mouse clicks stay clean.
FocusStyleManager.onlyShowFocusOnTabs();
window.addEventListener('error', (e) => reportClientError(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => reportClientError(e.reason));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
