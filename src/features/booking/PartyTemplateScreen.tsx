import { Button, Callout, DialogBody, FormGroup, H2, HTMLSelect, InputGroup, Tab, Tabs } from '@blueprintjs/core';
import { AppDialog, SaveCancelFooter } from '../../ui/AppDialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BOOKING_ACCESS } from '../../contract/booking/module';
import type { PartyTemplate } from '../../contract/booking/templates';
import { ENDPOINTS } from '../../contract/endpoints';
import { PARTY_ROLES, type PartyRole } from '../../domain/booking/templates';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { type DataColumn, DataTable, listKey } from '../../lib/DataTable';
import { showToast } from '../../ui/toaster';
import { useRoute } from '../../ui/routeContext';
import { BlTextEditor } from './BlTextEditor';
import { deletePartyTemplate, type PartyTemplateInput, savePartyTemplate } from './api/templates';
import { useDeleteTemplate } from './useDeleteTemplate';
import { bookingWords } from './words';
import { bookingListCalls } from '../../contract/booking/listCalls';

export const ROLE_WORDS = { SHIPPER: bookingWords.shipper, CONSIGNEE: bookingWords.consignee, NOTIFY: bookingWords.notify } as const;
const blank = (Role: PartyRole): PartyTemplateInput => ({
  Role,
  Name: '',
  Address: '',
  Contact: '',
  Phone: '',
  Email: '',
  TaxId: '',
  CountryCode: '',
  BlText: '',
});

/** The party templates' columns: name, address on one line, contact, phone, country. */
const PARTY_COLUMNS: DataColumn<PartyTemplate>[] = [
  { key: 'Name', title: bookingWords.partyName, width: 260, sortable: true, filter: 'text' },
  { key: 'Address', title: bookingWords.partyAddress, width: 280, text: (r) => r.Address.replace(/\n/g, ' / ') },
  { key: 'Contact', title: bookingWords.contact, width: 110 },
  { key: 'Phone', title: bookingWords.phone, width: 130 },
  { key: 'CountryCode', title: bookingWords.countryCode, width: 80 },
];

/** The party's fields: its role, name and address, contact, tax id, country and the B/L text. */
function PartyFields({
  editing,
  role,
  set,
  error,
}: {
  editing: PartyTemplateInput | undefined;
  role: PartyRole;
  set(k: keyof PartyTemplateInput, v: string): void;
  error: string;
}) {
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const input = (k: 'Name' | 'Contact' | 'Phone' | 'Email' | 'TaxId' | 'CountryCode', label: string, upper = false) => (
    <FormGroup label={label}>
      <InputGroup aria-label={label} value={String(editing?.[k] ?? '')} onChange={(e) => set(k, upper ? e.target.value.toUpperCase() : e.target.value)} />
    </FormGroup>
  );
  return (
    <>
      {error ? <Callout intent="danger">{error}</Callout> : null}
      <FormGroup label={w.role}>
        <HTMLSelect
          aria-label={w.role}
          value={editing?.Role ?? role}
          options={PARTY_ROLES.map((r) => ({ value: r, label: ROLE_WORDS[r][lang] }))}
          onChange={(e) => set('Role', e.target.value)}
        />
      </FormGroup>
      {input('Name', w.partyName, true)}
      <BlTextEditor label={w.partyAddress} value={editing?.Address ?? ''} onChange={(v) => set('Address', v)} />
      {input('Contact', w.contact)}
      {input('Phone', w.phone)}
      {input('Email', w.email)}
      {input('TaxId', w.taxId)}
      {input('CountryCode', w.countryCode, true)}
      <BlTextEditor label={w.blText} value={editing?.BlText ?? ''} onChange={(v) => set('BlText', v)} />
    </>
  );
}

/**
 * Shipper/consignee/notify templates (commercial.md §6.4 SFTTemp): one tab a role; a template's B/L
 * text (when its printed block is not simply its name and address) is edited with a live count of
 * each line against the SI check's 35 characters. The booking form and the SI editor pick from them.
 */
export default function PartyTemplateScreen() {
  const route = useRoute();
  const lang = useLanguage();
  const w = useWords(bookingWords);
  const queries = useQueryClient();
  const [role, setRole] = useState<PartyRole>('SHIPPER');
  const [editing, setEditing] = useState<PartyTemplateInput>();
  const [error, setError] = useState('');
  const refresh = () => queries.invalidateQueries({ queryKey: listKey(ENDPOINTS.partyTemplateList) });
  const open = (row?: PartyTemplate) => {
    setError('');
    setEditing(row ? { ...row } : blank(role));
  };
  const save = async () => {
    if (!editing) return;
    try {
      const { UpdatedAt: _u, ...input } = editing as PartyTemplateInput & { UpdatedAt?: string };
      await savePartyTemplate(input);
      void showToast({ intent: 'success', message: w.templateSaved });
      setEditing(undefined);
      await refresh();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const { dialog, remove } = useDeleteTemplate<PartyTemplate>(deletePartyTemplate, refresh);
  const set = (k: keyof PartyTemplateInput, v: string) => setEditing((x) => x && { ...x, [k]: v });
  return (
    <section className="admin-screen" data-testid="party-templates">
      {dialog}
      <H2>{route.title[lang]}</H2>
      <Tabs id="party-roles" selectedTabId={role} onChange={(id) => setRole(id as PartyRole)}>
        {PARTY_ROLES.map((r) => (
          <Tab key={r} id={r} title={ROLE_WORDS[r][lang]} />
        ))}
      </Tabs>
      <DataTable<PartyTemplate>
        list={bookingListCalls.partyTemplates}
        label={route.title[lang]}
        exportAccess={BOOKING_ACCESS.partyTemplateRead}
        fixed={{ Role: role }}
        columns={PARTY_COLUMNS}
        onOpen={(r) => open(r)}
        actions={(r) => (
          <>
            <Button size="small" icon="edit" text={w.edit} onClick={() => open(r)} />
            <Button size="small" icon="trash" intent="danger" text={w.delete} onClick={() => void remove(r)} />
          </>
        )}
        actionsWidth={170}
        toolbar={<Button icon="add" intent="primary" text={w.newTemplate} onClick={() => open()} />}
      />
      <AppDialog isOpen={!!editing} title={editing?.Id ? editing.Name : w.newTemplate} onClose={() => setEditing(undefined)} style={{ width: 640 }}>
        <DialogBody>
          <PartyFields editing={editing} role={role} set={set} error={error} />
        </DialogBody>
        <SaveCancelFooter onCancel={() => setEditing(undefined)} onSave={() => void save()} />
      </AppDialog>
    </section>
  );
}
