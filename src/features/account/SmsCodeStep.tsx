import { useEffect, useState } from 'react';
import { Button, Callout } from '@blueprintjs/core';
import { useWords } from '../../i18n/words';
import { ApiForm } from '../../lib/ApiForm';
import { confirmRegistrationByCode } from './api/account';
import type { Texted } from './machines/signUpMachine';
import { accountWords } from './words';

/** Seconds until another code may be asked for, counted down each second. */
function useSecondsLeft(texted: Texted): number {
  const left = () => Math.max(0, Math.ceil((texted.at + texted.resendSeconds * 1000 - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads texted, the dependency
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [texted]);
  return seconds;
}

interface Props {
  account: string;
  texted: Texted;
  resending: boolean;
  resendError?: string;
  onResend(): void;
  onConfirmed(): void;
  onBack(): void;
}

/**
 * A mobile number's sign-up: the 6-digit code texted to it typed back (RegisterConfirm with Account and
 * Code); a refused code is said beside the field, what was typed kept. Another code after the countdown.
 */
export function SmsCodeStep({ account, texted, resending, resendError, onResend, onConfirmed, onBack }: Props) {
  const w = useWords(accountWords);
  const seconds = useSecondsLeft(texted);
  return (
    <>
      <Callout intent="primary" role="status" className="sign-in-form__error">
        {w.registerCheckSms(account)}
      </Callout>
      <ApiForm
        fields={[{ name: 'Code', label: w.smsCode, type: 'tel', helper: w.smsCodeRule }]}
        submitText={w.finishSignUp}
        onSubmit={async (v) => {
          await confirmRegistrationByCode(account, (v.Code ?? '').trim());
          onConfirmed();
          return undefined;
        }}
      />
      <p className="sign-in-form__alt">
        <Button
          variant="minimal"
          size="small"
          disabled={seconds > 0 || resending}
          loading={resending}
          text={seconds > 0 ? w.resendIn(seconds) : w.resendCode}
          onClick={onResend}
        />{' '}
        <Button variant="minimal" size="small" text={w.otherNumber} onClick={onBack} />
      </p>
      <p className="bp6-text-muted">{w.resendRule}</p>
      {resendError && (
        <Callout intent="warning" role="alert">
          {resendError}
        </Callout>
      )}
    </>
  );
}
