import { Button, Callout, DialogBody, DialogFooter, FormGroup, H4, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuthAddress } from '../../contract/orderApply/calls';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { AppDialog } from '../../ui/AppDialog';
import { inboxQuery, revokeAddress, sendAddressCode, verifyAddress } from './api/orderApply';
import { fieldProblem, type Problem, ProblemCallout, problemOf, when } from './parts';
import { AUTH_METHOD_WORDS, orderApplyWords } from './words';

type Method = 'LICENSE' | 'SMS_CODE' | 'STAFF_CALL';
type Sent = { Phone: string; Simulated: boolean };
type Run = (work: () => Promise<unknown>, after?: () => void) => Promise<void>;

/** Verifying an address: by an SMS code sent to its phone (a simulated phone shows the code), the licence or a call; or revoking it. */
export function VerifyDialog({ address: a, onClose, onDone }: { address: AuthAddress; onClose(): void; onDone(): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [method, setMethod] = useState<Method>('SMS_CODE');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<Sent>();
  const [problem, setProblem] = useState<Problem>();
  const run: Run = async (work, after) => {
    setProblem(undefined);
    try {
      await work();
      after ? after() : onDone();
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  return (
    <AppDialog isOpen title={`${w.verify} · ${a.AAD_NAME} ${a.AAD_PHONE}`} onClose={onClose} style={{ width: 640 }}>
      <DialogBody>
        <ProblemCallout problem={problem} />
        <p>{`${a.CompanyName} · ${a.AAD_PROVINCE}${a.AAD_CITY}${a.AAD_DISTRICT}${a.AAD_ADDRESS}`}</p>
        <RadioGroup inline selectedValue={method} onChange={(e) => setMethod(e.currentTarget.value as Method)}>
          {(['SMS_CODE', 'LICENSE', 'STAFF_CALL'] as const).map((m) => (
            <Radio key={m} value={m} label={AUTH_METHOD_WORDS[m][lang]} />
          ))}
        </RadioGroup>
        {method === 'SMS_CODE' ? (
          <SmsCode address={a} code={code} setCode={setCode} sent={sent} setSent={setSent} problem={problem} run={run} />
        ) : (
          <FormGroup label={w.Note} labelFor="aad-note" helperText={fieldProblem(problem, '/Note')}>
            <InputGroup id="aad-note" value={note} onChange={(e) => setNote(e.target.value)} />
          </FormGroup>
        )}
        <Button
          intent="primary"
          icon="endorsed"
          text={w.verify}
          data-testid="aad-verify"
          onClick={() =>
            void run(() => verifyAddress({ Id: a.Id, Version: a.Version, Method: method, ...(method === 'SMS_CODE' ? { Code: code } : { Note: note }) }))
          }
        />
        {a.AAD_STATUS !== 'REVOKED' && a.AAD_STATUS !== 'PENDING' ? <Revoke address={a} run={run} /> : null}
      </DialogBody>
      <DialogFooter actions={<Button text={w.close} onClick={onClose} />} />
    </AppDialog>
  );
}

/** The SMS code: sent to the address's phone; a simulated phone's inbox shows the last message here. */
interface SmsCodeProps {
  address: AuthAddress;
  code: string;
  setCode(c: string): void;
  /** The code sent (kept while the person tries another method). */
  sent: Sent | undefined;
  setSent(s: Sent): void;
  problem?: Problem;
  run: Run;
}

function SmsCode({ address: a, code, setCode, sent, setSent, problem, run }: SmsCodeProps) {
  const w = useWords(orderApplyWords);
  const inbox = useQuery(inboxQuery(a.AAD_PHONE, !!sent?.Simulated));
  return (
    <>
      <Button
        icon="mobile-phone"
        text={w.sendCode}
        onClick={() =>
          void run(
            () => sendAddressCode(a.Id).then(setSent),
            () => {},
          )
        }
        data-testid="aad-send-code"
      />
      {sent ? <p>{`${w.codeSent} ${sent.Phone}`}</p> : null}
      {sent?.Simulated ? (
        <Callout intent="primary" title={w.simulatedPhone} data-testid="aad-sim-inbox">
          {(inbox.data ?? []).slice(0, 1).map((m) => (
            <div key={m.ReceivedAt}>{`${when(m.ReceivedAt)} ${m.Body}`}</div>
          ))}
        </Callout>
      ) : null}
      <FormGroup label={w.Code} labelFor="aad-code" helperText={fieldProblem(problem, '/Code')}>
        <InputGroup id="aad-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
      </FormGroup>
    </>
  );
}

/** Revoking a verified (or expired) address, with a reason. */
function Revoke({ address: a, run }: { address: AuthAddress; run: Run }) {
  const w = useWords(orderApplyWords);
  const [reason, setReason] = useState('');
  return (
    <>
      <H4>{w.revoke}</H4>
      <FormGroup label={w.revokeReason} labelFor="aad-revoke">
        <InputGroup id="aad-revoke" value={reason} onChange={(e) => setReason(e.target.value)} />
      </FormGroup>
      <Button
        intent="danger"
        icon="disable"
        text={w.revoke}
        disabled={reason.trim().length < 2}
        onClick={() => void run(() => revokeAddress({ Id: a.Id, Version: a.Version, Reason: reason }))}
      />
    </>
  );
}
