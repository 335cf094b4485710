import { Button, DialogBody, FormGroup, H2 } from '@blueprintjs/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AuthAddress, type AuthAddressSave, orderApplyCalls as C } from '../../contract/orderApply/calls';
import { ORDER_APPLY_ACCESS as A } from '../../contract/orderApply/module';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { DataTable } from '../../lib/DataTable';
import { Gate } from '../../session/Gate';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useRoute } from '../../ui/routeContext';
import { showToast } from '../../ui/toaster';
import { oaKeys, saveAddress } from './api/orderApply';
import { AAD_FIELDS, authIntent, authWord, Fields } from './addressParts';
import { CustomerSelect, type Problem, ProblemCallout, problemOf, when } from './parts';
import { VerifyDialog } from './VerifyDialog';
import { AUTH_METHOD_WORDS, AUTH_STATUS_WORDS, orderApplyWords } from './words';

/** An address as its form holds it: the one opened, or a new one. */
const addressSaveOf = (r?: AuthAddress): AuthAddressSave =>
  r
    ? {
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
      }
    : { CompanyId: 0, AAD_NAME: '', AAD_PHONE: '', AAD_PROVINCE: '', AAD_CITY: '', AAD_DISTRICT: '', AAD_ADDRESS: '', AAD_POSTCODE: '' };

/** Authenticated addresses (§11.5 /orderApply/authennAddressMaintain): verify by the licence, an SMS code or a call; expiry; revoke. */
export function AddressesScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  const queries = useQueryClient();
  const [editing, setEditing] = useState<AuthAddressSave>();
  const [verifying, setVerifying] = useState<AuthAddress>();
  const [problem, setProblem] = useState<Problem>();
  const refresh = () => queries.invalidateQueries({ queryKey: oaKeys.addresses() });
  const set = (p: Partial<AuthAddressSave>) => setEditing((x) => x && { ...x, ...p });
  const open = (r?: AuthAddress) => {
    setProblem(undefined);
    setEditing(addressSaveOf(r));
  };
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
      <AddressList onOpen={open} onVerify={setVerifying} />
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

function AddressList({ onOpen, onVerify }: { onOpen(r?: AuthAddress): void; onVerify(r: AuthAddress): void }) {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(orderApplyWords);
  return (
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
            onClick={() => onVerify(r)}
            data-testid={`aad-verify-${r.Id}`}
          />
          <Button size="small" icon="edit" text={w.edit} onClick={() => onOpen(r)} />
        </Gate>
      )}
      actionsWidth={170}
      toolbar={
        <Gate access={A.addressEdit}>
          <Button icon="add" intent="primary" text={w.newAddress} onClick={() => onOpen()} />
        </Gate>
      }
    />
  );
}
