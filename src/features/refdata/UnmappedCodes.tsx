import { useState } from 'react';
import { Button, Callout, H3 } from '@blueprintjs/core';
import { ACCESS } from '../../contract/access';
import { ENDPOINTS } from '../../contract/endpoints';
import { MAPPING_KINDS, type UnmappedCodeRow } from '../../contract/refdata/listItems';
import { commonWords } from '../../i18n/commonWords';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { ApiForm } from '../../lib/ApiForm';
import { DataTable } from '../../lib/DataTable';
import type { CallInput } from '../../contract/call';
import type { refdataCalls } from '../../contract/refdata/calls';
import { useSaveCodeMapping } from './api/refdata';
import { Gate } from '../../session/Gate';
import { AppDialog } from '../../ui/AppDialog';
import { mappingBody, mappingFields } from './mappingForm';
import { MAPPING_KIND_WORDS, refdataWords } from './words';
import { callRef } from '../../streams/callApi';
import type { ListCall } from '../../contract/call';
import { formatDate } from '../../domain/dates';

/** The list this screen shows, typed by its rows (its contract declares no row schema). */
const CODE_MAPPING_UNMAPPED_LIST = callRef<ListCall<UnmappedCodeRow>>('GET', ENDPOINTS.codeMappingUnmapped);

/**
 * 未映射代码 / Unmapped codes: what CodeMapping/Resolve could not translate, latest first, each with
 * "map it", which opens the mapping editor filled with its kind, system and code (our code to add).
 */
export function UnmappedCodes() {
  const w = useWords(refdataWords);
  const c = useWords(commonWords);
  const lang = useLanguage();
  const saveMapping = useSaveCodeMapping();
  const [mapping, setMapping] = useState<UnmappedCodeRow>();
  const close = () => setMapping(undefined);
  return (
    <section aria-label={w.unmappedCodes}>
      <H3>{w.unmappedCodes}</H3>
      <Callout compact>{w.unmappedHint}</Callout>
      <DataTable<UnmappedCodeRow>
        list={CODE_MAPPING_UNMAPPED_LIST}
        label={w.unmappedCodes}
        exportAccess={ACCESS.codeMappingRead}
        columns={[
          {
            key: 'Kind',
            title: refdataWords.mappingKind,
            width: 100,
            sortable: true,
            filter: MAPPING_KINDS.map((k) => ({ value: k, label: MAPPING_KIND_WORDS[k] })),
            text: (r, l) => MAPPING_KIND_WORDS[r.Kind as (typeof MAPPING_KINDS)[number]]?.[l] ?? r.Kind,
          },
          { key: 'System', title: refdataWords.system, width: 140, filter: 'text', sortable: true },
          { key: 'ExternalCode', title: refdataWords.externalCode, width: 120, filter: 'text', sortable: true },
          { key: 'SeenCount', title: refdataWords.seenCount, width: 70, sortable: true },
          { key: 'LastSeen', title: refdataWords.lastSeen, width: 170, sortable: true, text: (r) => formatDate(r.LastSeen, 'dateTime') },
        ]}
        onOpen={(r) => setMapping(r)}
        actionsWidth={110}
        actions={(r) => (
          <Gate access={ACCESS.codeMappingEdit}>
            <Button size="small" minimal icon="link" text={w.mapIt} aria-label={`${w.mapIt} ${r.System} ${r.ExternalCode}`} onClick={() => setMapping(r)} />
          </Gate>
        )}
      />
      <AppDialog isOpen={mapping !== undefined} onClose={close} title={w.newMapping}>
        <div className="bp6-dialog-body">
          {mapping && (
            <ApiForm
              key={`${mapping.Kind}|${mapping.System}|${mapping.ExternalCode}`}
              fields={mappingFields(w, lang, false)}
              initial={{ Kind: mapping.Kind, System: mapping.System, ExternalCode: mapping.ExternalCode, ExternalName: '', InternalCode: '', Direction: 'IN' }}
              submitText={c.save}
              onSubmit={async (values) => {
                await saveMapping.mutateAsync(mappingBody(values) as CallInput<typeof refdataCalls.codeMapping.save>);
                close();
                return c.saved;
              }}
              footer={<Button minimal text={c.cancel} onClick={close} />}
            />
          )}
        </div>
      </AppDialog>
    </section>
  );
}
