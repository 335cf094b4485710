import { useEffect } from 'react';
import { useLanguage } from '../i18n/language';
import { syncDateLocale } from '../i18n/dateLocale';
import { applyTheme, useTheme } from './theme';

/** Keeps <html lang>, dayjs's locale and the theme class in step with the stored choices (both entries: the staff shell and the public sites'). */
export function PreferenceSync() {
  const lang = useLanguage();
  const theme = useTheme();
  useEffect(() => {
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
    syncDateLocale(lang);
  }, [lang]);
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}
