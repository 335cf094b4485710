import { useEffect, useMemo, useRef, useState } from 'react';
import { Callout, H3, Spinner } from '@blueprintjs/core';
import { useMachine } from '@xstate/react';
import { Link, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useT } from '../../i18n/useT';
import { ApiForm } from '../../lib/ApiForm';
import { ApiError } from '../../streams/callApi';
import { confirmRegistration, register } from './api/account';
import { type SignUpFields, signUpMachine, type Texted } from './machines/signUpMachine';
import { SmsCodeStep } from './SmsCodeStep';

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

/** A Register answer, the machine told of it: the e-mail's link finishes it, or the texted code does. */
type Answer = Awaited<ReturnType<typeof register>>;
const textedOf = (answer: Answer) => ({ resendSeconds: answer.ResendSeconds ?? 60, at: Date.now() });

/** The same sign-up sent again: another code texted (the server refuses one within the minute, in words). */
const resendCode = fromPromise<Texted, SignUpFields>(async ({ input }) => textedOf(await register(input)));

/**
 * /register: a personal account (phone or e-mail); the server checks every field. An e-mail address
 * is confirmed by the link e-mailed to it, a mobile number by the code texted to it (signUpMachine).
 */
export default function RegisterScreen() {
  const t = useT();
  const token = useSearchParams()[0].get('t');
  const machine = useMemo(() => signUpMachine.provide({ actors: { resend: resendCode } }), []);
  const [state, send] = useMachine(machine);
  if (token) return <ConfirmSignUp key={token} token={token} />;
  const { signUp, texted, resendError } = state.context;
  return (
    <section className="employee-login">
      <H3>{t('registerTitle')}</H3>
      {state.matches('mailed') ? (
        <Callout intent="primary" role="status">
          {t('registerCheckMailbox')}
        </Callout>
      ) : state.matches('done') ? (
        <Callout intent="success" role="status">
          {t('registerConfirmed')}
        </Callout>
      ) : signUp && texted && (state.matches('code') || state.matches('resending')) ? (
        <SmsCodeStep
          account={signUp.Account}
          texted={texted}
          resending={state.matches('resending')}
          resendError={resendError}
          onResend={() => send({ type: 'signUp.resend' })}
          onConfirmed={() => send({ type: 'signUp.confirmed' })}
          onBack={() => send({ type: 'signUp.back' })}
        />
      ) : (
        <ApiForm
          // back from the code step: what was typed, the password typed again
          initial={signUp && { Account: signUp.Account, Name: signUp.Name }}
          fields={[
            { name: 'Account', label: t('account') },
            { name: 'Name', label: t('yourName') },
            { name: 'Password', label: t('password'), type: 'password', helper: t('passwordRule') },
          ]}
          submitText={t('register')}
          onSubmit={async (v) => {
            const fields = { Account: v.Account!.trim(), Name: v.Name ?? '', Password: v.Password ?? '' };
            const answer = await register(fields);
            if (answer.CheckSms) send({ type: 'signUp.texted', signUp: fields, texted: textedOf(answer) });
            else send({ type: 'signUp.mailed' });
            return undefined;
          }}
        />
      )}
      <p className="sign-in-form__alt">
        <Link to="/?showLogin">{t('signIn')}</Link>
      </p>
    </section>
  );
}
