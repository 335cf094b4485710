import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FocusStyleManager } from '@blueprintjs/core';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../shell/shell.css';
import { installIconLoader } from '../shell/icons';
import { listenForGlobalKeys } from '../shell/useGlobalKeys';
import { reportClientError } from '../streams/clientLog';
import { isBuiltPath } from '../routes/built';
import { resolveSiteOwner } from '../streams/site';
import { installBuiltRoutes } from '../ui/builtRoutes';
import { installPanels } from '../ui/panels';
import { openPalette } from '../ui/palette';
import { PublicApp } from './PublicApp';
import { publicIconLists, publicPanels } from './screens';
import { installPublicPaletteOpener } from './paletteSlot';

// The public sites' own entry (public.html; the server serves it for src/routes/publicSite.ts's
// paths): the staff shell (src/main.tsx) stays off a visitor's first page.
installIconLoader(publicIconLists);
installPublicPaletteOpener();
listenForGlobalKeys({ openPalette });
// every page the staff shell builds too (src/routes/built.ts): a link to the workbench door is a link
installBuiltRoutes(isBuiltPath);
installPanels(publicPanels);
void resolveSiteOwner();
FocusStyleManager.onlyShowFocusOnTabs();
window.addEventListener('error', (e) => reportClientError(e.error ?? e.message));
window.addEventListener('unhandledrejection', (e) => reportClientError(e.reason));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PublicApp />
  </StrictMode>,
);
