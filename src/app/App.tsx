import { useEffect, type ReactNode } from 'react';
import { OverlaysProvider, PortalProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/queryClient';
import { installLiveHandlers } from '../session/liveActor';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { RouteHost } from '../shell/RouteHost';
import { PaletteHost } from '../shell/PaletteHost';
import { PreferenceSync } from '../shell/PreferenceSync';
import { ShellControls } from '../shell/ShellNavbar';
import { PortalControlsContext } from '../shell/layouts/PortalFrame';
import { setNavigator } from '../ui/navigation';
import { installStartCards } from '../ui/startCards';
import { installBuiltRoutes } from '../ui/builtRoutes';
import { installPanels } from '../ui/panels';
import { SessionDialogs } from '../session/SessionDialogs';
import { GrantsProvider } from '../session/Gate';
import { OutdatedNotice } from '../shell/OutdatedNotice';
import { ShellModulesContext } from '../shell/shellModules';
import { clientRegistry } from './registry';

// The live connection starts with the session; what each module does with its frames comes from the registry.
installLiveHandlers(clientRegistry.live);
// The start page reads the modules' card views (each module's `startCards`) without naming a module.
installStartCards(clientRegistry.startCards);
// Public pages offer only built pages: the registry says which have a screen.
installBuiltRoutes((path) => !!clientRegistry.screenFor(path));
// Screens offer slots (the booking detail's containers); the modules' panels fill them without a feature naming another.
installPanels(clientRegistry.panels);

/** Lets code outside React (the session's effects) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(undefined);
  }, [navigate]);
  return null;
}

/**
 * Blueprint's portals and overlay stack. Not its BlueprintProvider: that adds Blueprint's hotkeys
 * provider and dialog to the first page, and the app does not use them (its keys: src/shell/useGlobalKeys.ts).
 */
function BlueprintBase({ children }: { children: ReactNode }) {
  return (
    <PortalProvider>
      <OverlaysProvider>{children}</OverlaysProvider>
    </PortalProvider>
  );
}

/** Providers and the frame: Blueprint, TanStack Query, the router, the modules (for the shell), the page and the palette. */
export function App() {
  return (
    <BlueprintBase>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ShellModulesContext.Provider value={clientRegistry}>
            <PortalControlsContext.Provider value={ShellControls}>
              <GrantsProvider>
                <PreferenceSync />
                <NavigatorBridge />
                <RouteHost />
                <PaletteHost />
                <SessionDialogs />
                <OutdatedNotice />
              </GrantsProvider>
            </PortalControlsContext.Provider>
          </ShellModulesContext.Provider>
        </BrowserRouter>
      </QueryClientProvider>
    </BlueprintBase>
  );
}
