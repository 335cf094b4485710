import { useEffect } from 'react';
import { BlueprintProvider } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/queryClient';
import '../features/messages/liveActor';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { useLanguage } from '../i18n/language';
import { setDateLocale } from '../domain/dates';
import { RouteHost } from './RouteHost';
import { PaletteHost } from './PaletteHost';
import { applyTheme, useTheme } from './theme';
import { setNavigator } from './navigation';
import { SessionDialogs } from '../features/session/SessionDialogs';
import { OutdatedNotice } from './OutdatedNotice';

/** Keeps <html lang>, dayjs's locale and the theme class in step with the stored choices. */
function PreferenceSync() {
  const lang = useLanguage();
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    setDateLocale(lang);
  }, [lang]);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}

/** Lets code outside React (the session's effects) navigate through the router. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => navigate(to, options));
    return () => setNavigator(undefined);
  }, [navigate]);
  return null;
}

/** Providers and the frame: Blueprint, TanStack Query, the router, the page and the palette. */
export function App() {
  return (
    <BlueprintProvider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <PreferenceSync />
          <NavigatorBridge />
          <RouteHost />
          <PaletteHost />
          <SessionDialogs />
          <OutdatedNotice />
        </BrowserRouter>
      </QueryClientProvider>
    </BlueprintProvider>
  );
}
