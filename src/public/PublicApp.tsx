import type { ReactNode } from 'react';
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { queryClient } from '../lib/queryClient';
import { PortalControlsContext } from '../shell/layouts/PortalFrame';
import { OutdatedNotice } from '../shell/OutdatedNotice';
import { PreferenceSync } from '../shell/PreferenceSync';
import { ShellModulesContext, type ShellModules } from '../shell/shellModules';
import { PublicControls } from './PublicControls';
import { PublicRouteHost } from './PublicRouteHost';
import { publicScreenFor } from './screens';
import { StaffPaletteSlot } from './paletteSlot';

/** What the public sites' frame reads of the modules: their public screens only (no commands, no navbar items: those are the staff shell's). */
const publicModules: ShellModules = { screenFor: publicScreenFor, commands: [], navbar: [] };

function BlueprintBase({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}

/**
 * The public sites' app (docs/public-entry.md): the query client, the router, the language and
 * theme, the public pages in their layouts. No session, no live connection, no module declarations.
 */
export function PublicApp() {
  return (
    <BlueprintBase>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellModulesContext.Provider value={publicModules}>
            <PortalControlsContext.Provider value={PublicControls}>
              <PreferenceSync />
              <PublicRouteHost />
              <StaffPaletteSlot />
              <OutdatedNotice />
            </PortalControlsContext.Provider>
          </ShellModulesContext.Provider>
        </BrowserRouter>
      </QueryClientProvider>
    </BlueprintBase>
  );
}
