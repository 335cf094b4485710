import { useState } from 'react';
import { Button, Callout, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { ENDPOINTS } from '../../contract/endpoints';
import { useT } from '../../i18n/useT';
import { ApiError, apiData } from '../../streams/http';

/** /register: a personal account (phone or e-mail); the server checks every field. */
export default function RegisterScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [form, setForm] = useState({ Account: '', Name: '', Password: '' });
  const [error, setError] = useState<ApiError>();
  const [busy, setBusy] = useState(false);
  const field = (path: string) => error?.errors?.find((e) => e.Path === `/${path}`)?.Message;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await apiData('POST', ENDPOINTS.register, { ...form, Account: form.Account.trim() });
      navigate('/?showLogin', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, String(err)));
    } finally {
      setBusy(false);
    }
  };

  const input = (key: keyof typeof form, label: string, type = 'text', helper?: string) => (
    <FormGroup label={label} labelFor={`register-${key}`} helperText={field(key) ?? helper} intent={field(key) ? 'danger' : 'none'}>
      <InputGroup id={`register-${key}`} type={type} value={form[key]} intent={field(key) ? 'danger' : 'none'} onValueChange={(v) => setForm((f) => ({ ...f, [key]: v }))} />
    </FormGroup>
  );

  return (
    <section className="employee-login">
      <H3>{t('registerTitle')}</H3>
      <form onSubmit={submit}>
        {error && <Callout intent="danger" role="alert" className="sign-in-form__error">{error.message}</Callout>}
        {input('Account', t('account'))}
        {input('Name', t('yourName'))}
        {input('Password', t('password'), 'password', t('passwordRule'))}
        <Button type="submit" intent="primary" fill loading={busy} text={t('register')} />
      </form>
      <p className="sign-in-form__alt"><Link to="/?showLogin">{t('signIn')}</Link></p>
    </section>
  );
}
