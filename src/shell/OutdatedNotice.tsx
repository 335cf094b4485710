import { useEffect } from 'react';
import { filter } from 'rxjs';
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
    const sub = httpProblems$.pipe(filter((p) => p.type === 'http.outdated')).subscribe(() => {
      if (shown) return;
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
