import { FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import { useState } from 'react';
import type { DictWire } from '../../contract/crm/calls';
import { DICT_KINDS, type DictKind, dictKindWords } from '../../domain/crm/status';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { useCallMutation } from '../../lib/useCallAction';
import { callApi } from '../../streams/callApi';
import { FormDialog } from '../../ui/FormDialog';
import { crmCalls as C } from '../../contract/crm/calls';
import { crmKeys } from './api/crm';
import { crmWords } from './words';

type Draft = { Kind: DictKind; Code: string; NameZh: string; NameEn: string; Enabled: boolean };

/** Add or edit one list entry (CrmDict/Save): a new one's kind and code; names and enabled for any. Enter saves, Esc cancels. */
export function DictDialog({ entry, onClose }: { entry?: DictWire; onClose: () => void }) {
  const w = useWords(crmWords);
  const lang = useLanguage();
  const [d, setD] = useState<Draft>(entry ?? { Kind: 'SOURCE', Code: '', NameZh: '', NameEn: '', Enabled: true });
  const save = useCallMutation((i: Draft & { Id?: number; Sort?: number }) => callApi(C.dictSave, i), [crmKeys.dicts()]);
  const set = (k: 'Code' | 'NameZh' | 'NameEn') => (v: string) => setD((x) => ({ ...x, [k]: k === 'Code' ? v.toUpperCase() : v }));
  const submit = async () => {
    if (!/^[A-Z0-9_]{1,30}$/.test(d.Code)) return w.needCode;
    if (!d.NameZh.trim() || !d.NameEn.trim()) return w.needNames;
    await save.mutateAsync({ ...d, NameZh: d.NameZh.trim(), NameEn: d.NameEn.trim(), Id: entry?.Id, Sort: entry?.Sort });
  };
  return (
    <FormDialog title={entry ? w.editEntry : w.addEntry} onSubmit={submit} onClose={onClose} escapeCloses testId="crm-dict-form">
      <FormGroup label={w.entity} labelFor="crm-d-kind">
        <HTMLSelect
          id="crm-d-kind"
          fill
          disabled={!!entry}
          value={d.Kind}
          onChange={(e) => setD({ ...d, Kind: e.currentTarget.value as DictKind })}
          options={DICT_KINDS.map((k) => ({ value: k, label: dictKindWords[k][lang] }))}
        />
      </FormGroup>
      <FormGroup label={w.code} labelFor="crm-d-code">
        <InputGroup id="crm-d-code" autoFocus={!entry} disabled={!!entry} value={d.Code} onValueChange={set('Code')} maxLength={30} />
      </FormGroup>
      <FormGroup label={w.nameZh} labelFor="crm-d-zh">
        <InputGroup id="crm-d-zh" autoFocus={!!entry} value={d.NameZh} onValueChange={set('NameZh')} maxLength={40} />
      </FormGroup>
      <FormGroup label={w.nameEn} labelFor="crm-d-en">
        <InputGroup id="crm-d-en" value={d.NameEn} onValueChange={set('NameEn')} maxLength={60} />
      </FormGroup>
      <Switch checked={d.Enabled} label={w.entryOn} onChange={(e) => setD({ ...d, Enabled: e.currentTarget.checked })} />
    </FormDialog>
  );
}
