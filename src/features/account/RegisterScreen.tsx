import { H3 } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { ApiForm } from '../../lib/ApiForm';
import { register } from './api/account';

/** /register: a personal account (phone or e-mail); the server checks every field. */
export default function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <section className="employee-login">
      <H3>{t('registerTitle')}</H3>
      <ApiForm
        fields={[
          { name: 'Account', label: t('account') },
          { name: 'Name', label: t('yourName') },
          { name: 'Password', label: t('password'), type: 'password', helper: t('passwordRule') },
        ]}
        submitText={t('register')}
        onSubmit={async (v) => {
          await register({ Account: v.Account!.trim(), Name: v.Name ?? '', Password: v.Password ?? '' });
          navigate('/?showLogin', { replace: true });
        }}
        footer={
          <p className="sign-in-form__alt">
            <Link to="/?showLogin">{t('signIn')}</Link>
          </p>
        }
      />
    </section>
  );
}
