import { useEffect } from 'react';
import { translate } from '../i18n/useT';
import { language } from '../i18n/language';
import { httpProblems$ } from '../streams/http';

/**
 * When the server answers that this page is an old copy of the app (426), say so once in a toast
 * with a reload button. The toaster is fetched only then: most sessions never need it.
 */
export function OutdatedNotice() {
  useEffect(() => {
    let shown = false;
    const sub = httpProblems$.subscribe((p) => {
      if (p.type !== 'http.outdated' || shown) return;
      shown = true;
      const lang = language.get();
      void import('../ui/toaster').then(({ showToast }) =>
        showToast({
          intent: 'warning',
          icon: 'refresh',
          timeout: 0,
          message: translate('outdated', lang),
          action: { text: translate('reload', lang), onClick: () => location.reload() },
        }),
      );
    });
    return () => sub.unsubscribe();
  }, []);
  return null;
}
