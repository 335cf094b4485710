import { refdataCalls } from '../../contract/refdata/calls';
import { ACCESS } from '../../contract/access';
import { MAPPING_DIRECTIONS, MAPPING_KINDS, type CodeMappingRow } from '../../contract/refdata/listItems';
import { useLanguage } from '../../i18n/language';
import { useWords } from '../../i18n/words';
import { MasterGrid, statusColumn } from './MasterGrid';
import { mappingBody, mappingFields } from './mappingForm';
import { UnmappedCodes } from './UnmappedCodes';
import { MAPPING_DIRECTION_WORDS, MAPPING_KIND_WORDS, refdataWords } from './words';
import { refdataListCalls } from '../../contract/refdata/listCalls';

/**
 * /DataMaintenance/BasicDataMapping: outside systems' codes for ours (a carrier's port codes, the
 * customs' container codes, DCSA's superseded UN/LOCODEs …), each unique per kind, system and code and
 * naming one of our codes. Above the grid, the codes imports could not translate, each with "map it".
 */
export default function CodeMappingScreen() {
  const w = useWords(refdataWords);
  const lang = useLanguage();
  return (
    <MasterGrid<CodeMappingRow>
      list={refdataListCalls.codeMappingList}
      calls={refdataCalls.codeMapping}
      access={{ read: ACCESS.codeMappingRead, edit: ACCESS.codeMappingEdit }}
      entity="codeMapping"
      keyField="Id"
      label={(r) => `${r.System} ${r.ExternalCode}`}
      importColumns={['类型 Kind', '外部系统 System', '外部代码 External code', '外部名称 External name', '内部代码 Internal code', '方向 Direction']}
      newTitle={refdataWords.newMapping}
      editTitle={refdataWords.editMapping}
      columns={[
        {
          key: 'Kind',
          title: refdataWords.mappingKind,
          width: 100,
          sortable: true,
          filter: MAPPING_KINDS.map((k) => ({ value: k, label: MAPPING_KIND_WORDS[k] })),
          text: (r, l) => MAPPING_KIND_WORDS[r.Kind as (typeof MAPPING_KINDS)[number]]?.[l] ?? r.Kind,
        },
        { key: 'System', title: refdataWords.system, width: 120, filter: 'text', sortable: true },
        { key: 'ExternalCode', title: refdataWords.externalCode, width: 110, filter: 'text', sortable: true },
        { key: 'ExternalName', title: refdataWords.externalName, width: 180, filter: 'text' },
        { key: 'InternalCode', title: refdataWords.internalCode, width: 110, filter: 'text', sortable: true },
        { key: 'InternalName', title: refdataWords.internalName, width: 180 },
        {
          key: 'Direction',
          title: refdataWords.direction,
          width: 110,
          filter: MAPPING_DIRECTIONS.map((d) => ({ value: d, label: MAPPING_DIRECTION_WORDS[d] })),
          text: (r, l) => MAPPING_DIRECTION_WORDS[r.Direction as (typeof MAPPING_DIRECTIONS)[number]]?.[l] ?? r.Direction,
        },
        statusColumn<CodeMappingRow>(),
      ]}
      fields={(row) => mappingFields(w, lang, !!row)}
      initial={(r) => ({
        Kind: r.Kind,
        System: r.System,
        ExternalCode: r.ExternalCode,
        ExternalName: r.ExternalName,
        InternalCode: r.InternalCode,
        Direction: r.Direction,
      })}
      body={mappingBody}
    >
      <UnmappedCodes />
    </MasterGrid>
  );
}
