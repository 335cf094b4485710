import { useState } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import type { LoginAnswer } from '../contract/auth';
import { ENDPOINTS } from '../contract/endpoints';
import { useT } from '../i18n/useT';
import { ApiError, apiData } from '../streams/http';
import type { AccountMode } from '../machines/sessionMachine';
import { sendSession } from './sessionActor';

/** The sign-in fields for either account mode; on success the session machine takes over. */
export function SignInForm({ mode, onSignedIn }: { mode: AccountMode; onSignedIn?(): void }) {
  const t = useT();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!account.trim() || !password) return setError(t('fillBoth'));
    setBusy(true);
    setError(undefined);
    try {
      const path = mode === 'employee' ? ENDPOINTS.employeeLogin : ENDPOINTS.userLogin;
      const answer = await apiData<LoginAnswer>('POST', path, { Account: account.trim(), Password: password });
      sendSession({ type: 'session.signedIn', token: answer.Token, firstRegister: answer.FIRST_REGISTER, mode });
      onSignedIn?.();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      setPassword(''); // the account stays typed; only the password is asked again
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="sign-in-form" aria-label={t('signInTitle')}>
      {error && (
        <Callout intent="danger" className="sign-in-form__error" role="alert">
          {error}
        </Callout>
      )}
      <FormGroup label={mode === 'employee' ? t('companyAccount') : t('account')} labelFor={`signin-account-${mode}`}>
        <InputGroup id={`signin-account-${mode}`} value={account} onValueChange={setAccount} autoFocus autoComplete="username" />
      </FormGroup>
      <FormGroup label={t('password')} labelFor={`signin-password-${mode}`}>
        <InputGroup id={`signin-password-${mode}`} type="password" value={password} onValueChange={setPassword} autoComplete="current-password" />
      </FormGroup>
      <Button type="submit" intent="primary" fill loading={busy} text={t('signIn')} />
    </form>
  );
}
