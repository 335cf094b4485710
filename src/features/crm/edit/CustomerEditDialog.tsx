import { Button, Callout } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CustomerWire } from '../../../contract/crm/calls';
import { CUSTOMER_KINDS, type CustomerKind, customerKindWords } from '../../../domain/crm/status';
import { useLanguage } from '../../../i18n/language';
import { useWords } from '../../../i18n/words';
import { ApiError } from '../../../streams/callApi';
import { customerQueryOptions, duplicatesQueryOptions } from '../api/crm';
import { useDictOptions } from '../useDictName';
import { useEditCustomer } from './api';
import { crmEditWords } from './words';
import { FieldRow, formFields } from '../FormFields';
import { FormDialog } from '../../../ui/FormDialog';

type Draft = Record<'Name' | 'ShortName' | 'NameEn' | 'Uscc' | 'Source' | 'Industry' | 'Level' | 'Region' | 'Address' | 'Teu', string> & { Kind: CustomerKind };

const draftOf = (c: CustomerWire): Draft => ({
  Name: c.Name,
  ShortName: c.ShortName,
  NameEn: c.NameEn,
  Uscc: c.Uscc ?? '',
  Kind: c.Kind,
  Source: c.Source,
  Industry: c.Industry ?? '',
  Level: c.Level ?? '',
  Region: c.Region,
  Address: c.Address,
  Teu: c.EstTeuPerMonth === null ? '' : String(c.EstTeuPerMonth),
});

/** The duplicate check as typed on the name and the USCC (R7.1), the customer itself left out. */
function useOthers(id: number, d: Draft) {
  const [keys, setKeys] = useState({ Name: d.Name, Uscc: d.Uscc });
  useEffect(() => {
    const t = setTimeout(() => setKeys({ Name: d.Name.trim(), Uscc: d.Uscc.trim() }), 500);
    return () => clearTimeout(t);
  }, [d.Name, d.Uscc]);
  const input = Object.fromEntries(Object.entries(keys).filter(([, v]) => v.length >= 2));
  return (useQuery(duplicatesQueryOptions(input)).data ?? []).filter((m) => m.Id !== id);
}

/** Every field of a customer, edited from its panel (CrmCustomer/Save with its Version): a stale edit is refused in words with a reload. */
export function CustomerEditDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const w = useWords(crmEditWords);
  const q = useQuery(customerQueryOptions(id));
  const c = q.data!;
  const [d, setD] = useState<Draft>(() => draftOf(c));
  const save = useEditCustomer();
  const others = useOthers(id, d);
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const opt = (v: string) => v.trim() || undefined;
  const submit = async () => {
    const teu = d.Teu.trim() ? Number(d.Teu) : undefined;
    await save.mutateAsync({
      Id: id,
      Version: c.Version,
      Name: d.Name.trim(),
      ShortName: d.ShortName.trim(),
      NameEn: d.NameEn.trim(),
      Uscc: opt(d.Uscc),
      Kind: d.Kind,
      Source: d.Source,
      Industry: opt(d.Industry),
      Level: opt(d.Level),
      Region: d.Region.trim(),
      Address: d.Address.trim(),
      EstTeuPerMonth: teu !== undefined && Number.isInteger(teu) && teu >= 0 ? teu : undefined,
    });
  };
  const reload = async (clear: () => void) => {
    const fresh = await q.refetch();
    if (fresh.data) setD(draftOf(fresh.data));
    clear();
  };
  return (
    <FormDialog
      title={w.editCustomer}
      style={{ width: 640 }}
      onSubmit={submit}
      onClose={onClose}
      escapeCloses
      testId="crm-edit-form"
      refusalTestId="crm-edit-refusal"
      refusalAction={(err, clear) =>
        err instanceof ApiError &&
        err.code === 'STALE' && <Button size="small" icon="refresh" text={w.reload} onClick={() => void reload(clear)} data-testid="crm-edit-reload" />
      }
    >
      <EditFields d={d} set={set} />
      {others.length > 0 && (
        <Callout intent="danger" compact data-testid="crm-edit-duplicates">
          {others.map((m) => (
            <div key={`${m.Id}-${m.MatchedOn}`}>{m.MatchedOn}</div>
          ))}
        </Callout>
      )}
    </FormDialog>
  );
}

/** The customer's fields (the new-customer form's and the rest: short and English names, industry, level, address, TEU a month). */
function EditFields({ d, set }: { d: Draft; set: (k: keyof Draft) => (v: string) => void }) {
  const w = useWords(crmEditWords);
  const lang = useLanguage();
  const sources = useDictOptions('SOURCE');
  const industries = useDictOptions('INDUSTRY');
  const levels = useDictOptions('LEVEL');
  const { text, select } = formFields('crm-e', d, set);
  return (
    <>
      {text('Name', w.name, 200, true)}
      <FieldRow>
        {text('ShortName', w.shortName, 60)}
        {text('NameEn', w.nameEn, 200)}
      </FieldRow>
      <FieldRow>
        {select(
          'Kind',
          w.kind,
          CUSTOMER_KINDS.map((k) => ({ value: k, label: customerKindWords[k][lang] })),
        )}
        {select('Source', w.source, sources)}
        {text('Uscc', w.uscc, 18)}
      </FieldRow>
      <FieldRow>
        {select('Industry', w.industry, [{ value: '', label: w.none }, ...industries])}
        {select('Level', w.level, [{ value: '', label: w.none }, ...levels])}
        {text('Teu', w.teu, 6)}
      </FieldRow>
      <FieldRow>
        {text('Region', w.region)}
        {text('Address', w.address, 300)}
      </FieldRow>
    </>
  );
}
