import { Button, Callout, Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/useT';
import { AppDialog } from '../ui/AppDialog';
import { SignInForm } from './SignInForm';

/**
 * The session's dialogs as people see them; when they open is SessionDialogs' business. Their own
 * chunk (with Blueprint's dialog and the sign-in form), fetched the first time one opens.
 */
export function SignInDialog({
  isOpen,
  conflict,
  employeeLoginHref,
  onSignedIn,
  onClose,
}: {
  isOpen: boolean;
  /** Opened by `?showConflict`: says why the session ended (spec §8's 409). */
  conflict: boolean;
  employeeLoginHref: string;
  onSignedIn(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('signInTitle')} icon="lock">
      <div className={Classes.DIALOG_BODY}>
        {conflict && (
          <Callout intent="warning" title={t('conflictTitle')} className="sign-in-form__error" data-testid="conflict-notice">
            {t('conflictBody')}
          </Callout>
        )}
        <SignInForm mode="userBindEmployee" onSignedIn={onSignedIn} />
        <p className="sign-in-form__alt">
          <Link to={employeeLoginHref}>{t('employeeLoginLink')}</Link>
        </p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button text={t('close')} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}

export function FirstLoginDialog({ isOpen, onClose }: { isOpen: boolean; onClose(): void }) {
  const t = useT();
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={t('firstLoginTitle')} icon="info-sign">
      <div className={Classes.DIALOG_BODY}>
        <p>{t('firstLoginBody')}</p>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button intent="primary" text={t('gotIt')} onClick={onClose} />
        </div>
      </div>
    </AppDialog>
  );
}
