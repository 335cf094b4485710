import { Button, Callout, Checkbox, DialogBody, DialogFooter, FormGroup, H2, H4, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AuthAddress, type AuthAddressSave, orderApplyCalls as C, type Receiver, type ReceiverSave } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable, listKey } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { callApi } from '../../streams/callApi';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { deleteReceiver, inboxQuery, revokeAddress, saveAddress, saveReceiver, sendAddressCode, verifyAddress } from './api/orderApply';
import { CustomerSelect, fieldProblem, type Problem, ProblemCallout, problemOf, when } from './parts';
import { AUTH_METHOD_WORDS, AUTH_STATUS_WORDS, orderApplyWords } from './words';

const authWord = (s: string, lang: 'zh' | 'en') => (s === 'NONE' ? '—' : (AUTH_STATUS_WORDS[s as 'VERIFIED']?.[lang] ?? s));
const authIntent = (s: string) => (s === 'VERIFIED' ? undefined : s === 'EXPIRED' || s === 'REVOKED' ? ('danger' as const) : ('warning' as const));

type Field = { name: string; path: string };
function Fields<T extends Record<string, unknown>>({
  value,
  set,
  fields,
  problem,
}: {
  value: T;
  set(p: Partial<T>): void;
  fields: Field[];
  problem?: Problem;
}) {
  const w = useWords(orderApplyWords) as Record<string, string>;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0 12px' }}>
      {fields.map((f) => (
        <FormGroup
          key={f.name}
          label={w[f.name]}
          labelFor={`f-${f.name}`}
          helperText={fieldProblem(problem, f.path)}
          intent={fieldProblem(problem, f.path) ? 'danger' : 'none'}
        >
          <InputGroup id={`f-${f.name}`} value={String(value[f.name] ?? '')} onChange={(e) => set({ [f.name]: e.target.value } as Partial<T>)} />
        </FormGroup>
      ))}
    </div>
  );
}

const RCV_FIELDS = ['RCV_NAME', 'RCV_PHONE', 'RCV_PROVINCE', 'RCV_CITY', 'RCV_DISTRICT', 'RCV_ADDRESS', 'RCV_POSTCODE'].map((name) => ({
  name,
  path: `/${name}`,
}));
const AAD_FIELDS = ['AAD_NAME', 'AAD_PHONE', 'AAD_PROVINCE', 'AAD_CITY', 'AAD_DISTRICT', 'AAD_ADDRESS', 'AAD_POSTCODE'].map((name) => ({
  name,
  path: `/${name}`,
}));

/** Receivers of original B/Ls per customer (§11.5 /orderApply/receiverMaintain), each with its authenticated address. */
export function ReceiversScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const [editing, setEditing] = useState<ReceiverSave>();
  const [problem, setProblem] = useState<Problem>();
  const addresses = useQuery({
    queryKey: ['orderApply', 'addressesOf', editing?.CompanyId ?? 0],
    queryFn: () => callApi(C.authAddressList, { CompanyId: editing!.CompanyId, PageSize: 100 }),
    enabled: !!editing?.CompanyId,
  });
  const refresh = () => queries.invalidateQueries({ queryKey: listKey(C.blReceiverList.path) });
  const open = (r?: Receiver) => {
    setProblem(undefined);
    setEditing(
      r
        ? {
            Id: r.Id,
            Version: r.Version,
            CompanyId: r.CompanyId,
            RCV_NAME: r.RCV_NAME,
            RCV_PHONE: r.RCV_PHONE,
            RCV_PROVINCE: r.RCV_PROVINCE,
            RCV_CITY: r.RCV_CITY,
            RCV_DISTRICT: r.RCV_DISTRICT,
            RCV_ADDRESS: r.RCV_ADDRESS,
            RCV_POSTCODE: r.RCV_POSTCODE,
            RCV_DEFAULT: r.RCV_DEFAULT,
            RCV_AUTH_ADDRESS_ID: r.RCV_AUTH_ADDRESS_ID,
          }
        : {
            CompanyId: 0,
            RCV_NAME: '',
            RCV_PHONE: '',
            RCV_PROVINCE: '',
            RCV_CITY: '',
            RCV_DISTRICT: '',
            RCV_ADDRESS: '',
            RCV_POSTCODE: '',
            RCV_DEFAULT: false,
            RCV_AUTH_ADDRESS_ID: null,
          },
    );
  };
  const save = async () => {
    if (!editing) return;
    try {
      await saveReceiver(editing);
      void showToast({ intent: 'success', message: w.saved });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  const set = (p: Partial<ReceiverSave>) => setEditing((x) => x && { ...x, ...p });
  return (
    <section className="admin-screen" data-testid="oap-receivers">
      <H2>{route.title[lang]}</H2>
      <DataTable<Receiver>
        list={C.blReceiverList}
        label={route.title[lang]}
        exportAccess={A.receiverRead}
        columns={[
          { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 200, sortable: true, filter: 'text' },
          { key: 'RCV_NAME', title: orderApplyWords.RCV_NAME, width: 100, sortable: true, filter: 'text' },
          { key: 'RCV_PHONE', title: orderApplyWords.RCV_PHONE, width: 120, filter: 'text' },
          { key: 'RCV_ADDRESS', title: orderApplyWords.address, width: 320, text: (r) => `${r.RCV_PROVINCE}${r.RCV_CITY}${r.RCV_DISTRICT}${r.RCV_ADDRESS}` },
          { key: 'RCV_DEFAULT', title: orderApplyWords.RCV_DEFAULT, width: 90, text: (r) => (r.RCV_DEFAULT ? '✓' : '') },
          {
            key: 'AuthStatus',
            title: orderApplyWords.AuthStatus,
            width: 110,
            text: (r, l) => authWord(r.AuthStatus, l),
            intent: (r) => authIntent(r.AuthStatus),
          },
          { key: 'AuthExpiresAt', title: orderApplyWords.expiresAt, width: 150, text: (r) => when(r.AuthExpiresAt) },
        ]}
        onOpen={(r) => open(r)}
        actions={(r) => (
          <Gate access={A.receiverEdit}>
            <Button size="small" icon="edit" text={w.edit} onClick={() => open(r)} />
            <Button
              size="small"
              icon="trash"
              intent="danger"
              text={w.delete}
              onClick={() => void deleteReceiver(r.Id, r.Version).then(refresh, (e) => showToast({ intent: 'danger', message: (e as Error).message }))}
            />
          </Gate>
        )}
        actionsWidth={170}
        toolbar={
          <Gate access={A.receiverEdit}>
            <Button icon="add" intent="primary" text={w.newReceiver} onClick={() => open()} />
          </Gate>
        }
      />
      <AppDialog isOpen={!!editing} title={editing?.Id ? editing.RCV_NAME : w.newReceiver} onClose={() => setEditing(undefined)} style={{ width: 680 }}>
        <DialogBody>
          <ProblemCallout problem={problem} />
          <FormGroup label={w.CompanyId} labelFor="rcv-company">
            <CustomerSelect
              id="rcv-company"
              value={editing?.CompanyId || undefined}
              onChange={(id) => set({ CompanyId: id ?? 0, RCV_AUTH_ADDRESS_ID: null })}
            />
          </FormGroup>
          {editing ? <Fields value={editing} set={set} fields={RCV_FIELDS} problem={problem} /> : null}
          <FormGroup label={w.RCV_AUTH_ADDRESS_ID} labelFor="rcv-auth">
            <HTMLSelect
              id="rcv-auth"
              value={editing?.RCV_AUTH_ADDRESS_ID ?? ''}
              onChange={(e) => set({ RCV_AUTH_ADDRESS_ID: e.target.value ? Number(e.target.value) : null })}
              options={[
                { value: '', label: '—' },
                ...(addresses.data?.Items ?? []).map((a) => ({
                  value: a.Id,
                  label: `${a.AAD_NAME} ${a.AAD_CITY}${a.AAD_ADDRESS}（${authWord(a.AAD_STATUS, lang)}）`,
                })),
              ]}
            />
          </FormGroup>
          <Checkbox checked={editing?.RCV_DEFAULT ?? false} label={w.RCV_DEFAULT} onChange={(e) => set({ RCV_DEFAULT: e.currentTarget.checked })} />
        </DialogBody>
        <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
      </AppDialog>
    </section>
  );
}

/** Authenticated addresses (§11.5 /orderApply/authennAddressMaintain): verify by the licence, an SMS code or a call; expiry; revoke. */
export function AddressesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const [editing, setEditing] = useState<AuthAddressSave>();
  const [verifying, setVerifying] = useState<AuthAddress>();
  const [problem, setProblem] = useState<Problem>();
  const refresh = () => queries.invalidateQueries({ queryKey: listKey(C.authAddressList.path) });
  const set = (p: Partial<AuthAddressSave>) => setEditing((x) => x && { ...x, ...p });
  const save = async () => {
    if (!editing) return;
    try {
      await saveAddress(editing);
      void showToast({ intent: 'success', message: w.saved });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      setProblem(problemOf(e));
    }
  };
  return (
    <section className="admin-screen" data-testid="oap-addresses">
      <H2>{route.title[lang]}</H2>
      <DataTable<AuthAddress>
        list={C.authAddressList}
        label={route.title[lang]}
        exportAccess={A.addressRead}
        columns={[
          { key: 'CompanyName', title: orderApplyWords.CompanyId, width: 200, sortable: true, filter: 'text' },
          { key: 'AAD_NAME', title: orderApplyWords.AAD_NAME, width: 90, sortable: true, filter: 'text' },
          { key: 'AAD_PHONE', title: orderApplyWords.AAD_PHONE, width: 120, filter: 'text' },
          { key: 'AAD_ADDRESS', title: orderApplyWords.address, width: 280, text: (r) => `${r.AAD_PROVINCE}${r.AAD_CITY}${r.AAD_DISTRICT}${r.AAD_ADDRESS}` },
          { key: 'AAD_METHOD', title: orderApplyWords.Method, width: 130, text: (r, l) => AUTH_METHOD_WORDS[r.AAD_METHOD as 'LICENSE']?.[l] ?? '' },
          {
            key: 'AAD_STATUS',
            title: orderApplyWords.AAD_STATUS,
            width: 90,
            text: (r, l) => authWord(r.AAD_STATUS, l),
            intent: (r) => authIntent(r.AAD_STATUS),
            filter: Object.entries(AUTH_STATUS_WORDS).map(([value, label]) => ({ value, label })),
          },
          { key: 'AAD_EXPIRES_AT', title: orderApplyWords.expiresAt, width: 150, sortable: true, text: (r) => when(r.AAD_EXPIRES_AT) },
          { key: 'VerifiedBy', title: orderApplyWords.verifiedBy, width: 90 },
        ]}
        actions={(r) => (
          <Gate access={A.addressEdit}>
            <Button
              size="small"
              icon="endorsed"
              text={w.verify}
              disabled={r.AAD_STATUS === 'REVOKED'}
              onClick={() => setVerifying(r)}
              data-testid={`aad-verify-${r.Id}`}
            />
            <Button
              size="small"
              icon="edit"
              text={w.edit}
              onClick={() => {
                setProblem(undefined);
                setEditing({
                  Id: r.Id,
                  Version: r.Version,
                  CompanyId: r.CompanyId,
                  AAD_NAME: r.AAD_NAME,
                  AAD_PHONE: r.AAD_PHONE,
                  AAD_PROVINCE: r.AAD_PROVINCE,
                  AAD_CITY: r.AAD_CITY,
                  AAD_DISTRICT: r.AAD_DISTRICT,
                  AAD_ADDRESS: r.AAD_ADDRESS,
                  AAD_POSTCODE: r.AAD_POSTCODE,
                });
              }}
            />
          </Gate>
        )}
        actionsWidth={170}
        toolbar={
          <Gate access={A.addressEdit}>
            <Button
              icon="add"
              intent="primary"
              text={w.newAddress}
              onClick={() => {
                setProblem(undefined);
                setEditing({ CompanyId: 0, AAD_NAME: '', AAD_PHONE: '', AAD_PROVINCE: '', AAD_CITY: '', AAD_DISTRICT: '', AAD_ADDRESS: '', AAD_POSTCODE: '' });
              }}
            />
          </Gate>
        }
      />
      <AppDialog isOpen={!!editing} title={w.newAddress} onClose={() => setEditing(undefined)} style={{ width: 680 }}>
        <DialogBody>
          <ProblemCallout problem={problem} />
          <FormGroup label={w.CompanyId} labelFor="aad-company">
            <CustomerSelect id="aad-company" value={editing?.CompanyId || undefined} onChange={(id) => set({ CompanyId: id ?? 0 })} />
          </FormGroup>
          {editing ? <Fields value={editing} set={set} fields={AAD_FIELDS} problem={problem} /> : null}
        </DialogBody>
        <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
      </AppDialog>
      {verifying ? (
        <VerifyDialog
          address={verifying}
          onClose={() => setVerifying(undefined)}
          onDone={() => {
            setVerifying(undefined);
            void refresh();
          }}
        />
      ) : null}
    </section>
  );
}

function VerifyDialog({ address: a, onClose, onDone }: { address: AuthAddress; onClose(): void; onDone(): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const [method, setMethod] = useState<'LICENSE' | 'SMS_CODE' | 'STAFF_CALL'>('SMS_CODE');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<{ Phone: string; Simulated: boolean }>();
  const [problem, setProblem] = useState<Problem>();
  const inbox = useQuery({ ...inboxQuery(a.AAD_PHONE), enabled: !!sent?.Simulated, refetchInterval: 2000 });
  const run = async (work: () => Promise<unknown>, after?: () => void) => {
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
        <RadioGroup inline selectedValue={method} onChange={(e) => setMethod(e.currentTarget.value as typeof method)}>
          {(['SMS_CODE', 'LICENSE', 'STAFF_CALL'] as const).map((m) => (
            <Radio key={m} value={m} label={AUTH_METHOD_WORDS[m][lang]} />
          ))}
        </RadioGroup>
        {method === 'SMS_CODE' ? (
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
        {a.AAD_STATUS !== 'REVOKED' && a.AAD_STATUS !== 'PENDING' ? (
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
        ) : null}
      </DialogBody>
      <DialogFooter actions={<Button text={w.close} onClick={onClose} />} />
    </AppDialog>
  );
}
