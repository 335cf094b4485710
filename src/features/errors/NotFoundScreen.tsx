import { Button, NonIdealState } from '@blueprintjs/core';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { openPalette, prefetchPalette } from '../../ui/palette';

/** /internal/404 and /formLayout/404: says which address was not found and offers ways on. */
export default function NotFoundScreen() {
  const t = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const attempted = params.get('url');
  return (
    <NonIdealState
      icon="issue"
      title={t('notFoundTitle')}
      description={
        <>
          {t('notFoundBody')}
          {attempted && (
            <div>
              <code className="not-found__url" data-testid="attempted-url">
                {attempted}
              </code>
            </div>
          )}
        </>
      }
      action={
        <div className="not-found__actions">
          <Button icon="search" intent="primary" text={t('openPalette')} onClick={openPalette} onMouseEnter={prefetchPalette} onFocus={prefetchPalette} />
          <Button icon="home" text={t('goHome')} onClick={() => navigate('/')} />
          <Button icon="application" text={t('goWorkbench')} onClick={() => navigate('/workbench')} />
        </div>
      }
    />
  );
}
