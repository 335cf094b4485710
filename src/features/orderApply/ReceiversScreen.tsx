import { Button, Checkbox, DialogBody, FormGroup, H2, HTMLSelect } from '@blueprintjs/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orderApplyCalls as C, type Receiver, type ReceiverSave } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { addressesOfQuery, deleteReceiver, oaKeys, saveReceiver } from './api/orderApply';
import { authIntent, authWord, Fields, RCV_FIELDS } from './addressParts';
import { CustomerSelect, type Problem, ProblemCallout, problemOf, when } from './parts';
import { orderApplyWords } from './words';

/** A receiver as its form holds it: the one opened, or a new one. */
const receiverSaveOf = (r?: Receiver): ReceiverSave =>
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
      };

/** Receivers of original B/Ls per customer (§11.5 /orderApply/receiverMaintain), each with its authenticated address. */
export function ReceiversScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const [editing, setEditing] = useState<ReceiverSave>();
  const [problem, setProblem] = useState<Problem>();
  const refresh = () => queries.invalidateQueries({ queryKey: oaKeys.receivers() });
  const open = (r?: Receiver) => {
    setProblem(undefined);
    setEditing(receiverSaveOf(r));
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
  const remove = (r: Receiver) => void deleteReceiver(r.Id, r.Version).then(refresh, (e) => showToast({ intent: 'danger', message: (e as Error).message }));
  return (
    <section className="admin-screen" data-testid="oap-receivers">
      <H2>{route.title[lang]}</H2>
      <ReceiverList onOpen={open} onDelete={remove} />
      <AppDialog isOpen={!!editing} title={editing?.Id ? editing.RCV_NAME : w.newReceiver} onClose={() => setEditing(undefined)} style={{ width: 680 }}>
        {editing ? <ReceiverForm value={editing} problem={problem} set={(p) => setEditing((x) => x && { ...x, ...p })} /> : null}
        <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
      </AppDialog>
    </section>
  );
}

function ReceiverList({ onOpen, onDelete }: { onOpen(r?: Receiver): void; onDelete(r: Receiver): void }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
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
      onOpen={(r) => onOpen(r)}
      actions={(r) => (
        <Gate access={A.receiverEdit}>
          <Button size="small" icon="edit" text={w.edit} onClick={() => onOpen(r)} />
          <Button size="small" icon="trash" intent="danger" text={w.delete} onClick={() => onDelete(r)} />
        </Gate>
      )}
      actionsWidth={170}
      toolbar={
        <Gate access={A.receiverEdit}>
          <Button icon="add" intent="primary" text={w.newReceiver} onClick={() => onOpen()} />
        </Gate>
      }
    />
  );
}

/** The receiver's customer, name and address, the customer's authenticated address it stands for, and whether it is the default. */
function ReceiverForm({ value, problem, set }: { value: ReceiverSave; problem: Problem | undefined; set(p: Partial<ReceiverSave>): void }) {
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const addresses = useQuery(addressesOfQuery(value.CompanyId));
  return (
    <DialogBody>
      <ProblemCallout problem={problem} />
      <FormGroup label={w.CompanyId} labelFor="rcv-company">
        <CustomerSelect id="rcv-company" value={value.CompanyId || undefined} onChange={(id) => set({ CompanyId: id ?? 0, RCV_AUTH_ADDRESS_ID: null })} />
      </FormGroup>
      <Fields value={value} set={set} fields={RCV_FIELDS} problem={problem} />
      <FormGroup label={w.RCV_AUTH_ADDRESS_ID} labelFor="rcv-auth">
        <HTMLSelect
          id="rcv-auth"
          value={value.RCV_AUTH_ADDRESS_ID ?? ''}
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
      <Checkbox checked={value.RCV_DEFAULT} label={w.RCV_DEFAULT} onChange={(e) => set({ RCV_DEFAULT: e.currentTarget.checked })} />
    </DialogBody>
  );
}
