import { useEffect, useRef, useState } from 'react';
import { Callout, H3, Spinner } from '@blueprintjs/core';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ApiForm } from '../../lib/ApiForm';
import { ApiError } from '../../streams/callApi';
import { confirmRegistration, register } from './api/account';

/** The link of a sign-up e-mail (/register?t=…) opened: the account is made once, or the page says why not. */
function ConfirmSignUp({ token }: { token: string }) {
  const t = useT();
  const [state, setState] = useState<{ done?: boolean; error?: string }>({});
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return; // the token works once: never send it twice
    sent.current = true;
    confirmRegistration(token).then(
      () => setState({ done: true }),
      (err) => setState({ error: err instanceof ApiError ? err.message : String(err) }),
    );
  }, [token]);
  return (
    <section className="employee-login">
      <H3>{t('registerTitle')}</H3>
      {state.done ? (
        <Callout intent="success" role="status">
          {t('registerConfirmed')}
        </Callout>
      ) : state.error ? (
        <Callout intent="danger" role="alert">
          {state.error}
        </Callout>
      ) : (
        <Spinner size={20} />
      )}
      <p className="sign-in-form__alt">
        {state.error && <Link to="/register">{t('registerAgain')}</Link>} <Link to="/?showLogin">{t('signIn')}</Link>
      </p>
    </section>
  );
}

/** /register: a personal account (phone or e-mail; an e-mail address is confirmed by e-mail); the server checks every field. */
export default function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('t');
  const [mailed, setMailed] = useState(false);
  if (token) return <ConfirmSignUp key={token} token={token} />;
  return (
    <section className="employee-login">
      <H3>{t('registerTitle')}</H3>
      {mailed ? (
        <Callout intent="primary" role="status">
          {t('registerCheckMailbox')}
        </Callout>
      ) : (
        <ApiForm
          fields={[
            { name: 'Account', label: t('account') },
            { name: 'Name', label: t('yourName') },
            { name: 'Password', label: t('password'), type: 'password', helper: t('passwordRule') },
          ]}
          submitText={t('register')}
          onSubmit={async (v) => {
            const answer = await register({ Account: v.Account!.trim(), Name: v.Name ?? '', Password: v.Password ?? '' });
            if (answer.CheckMailbox) setMailed(true);
            else navigate('/?showLogin', { replace: true });
          }}
        />
      )}
      <p className="sign-in-form__alt">
        <Link to="/?showLogin">{t('signIn')}</Link>
      </p>
    </section>
  );
}
