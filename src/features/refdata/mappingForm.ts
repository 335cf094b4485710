import { MAPPING_DIRECTIONS, MAPPING_KINDS } from '../../contract/refdata/listItems';
import type { FieldSpec } from '../../lib/ApiForm';
import type { Language } from '../../i18n/language';
import type { useWords } from '../../i18n/words';
import { MAPPING_DIRECTION_WORDS, MAPPING_KIND_WORDS, type refdataWords } from './words';

type Words = ReturnType<typeof useWords<typeof refdataWords>>;

/** The mapping form's fields: the editor's and the one "map it" opens prefilled. */
export function mappingFields(w: Words, lang: Language, editing: boolean): FieldSpec[] {
  return [
    { name: 'Kind', label: w.mappingKind, disabled: editing, options: MAPPING_KINDS.map((k) => ({ value: k, label: `${k} ${MAPPING_KIND_WORDS[k][lang]}` })) },
    { name: 'System', label: w.system, helper: w.systemHelp },
    { name: 'ExternalCode', label: w.externalCode },
    { name: 'ExternalName', label: w.externalName },
    { name: 'InternalCode', label: w.internalCode, helper: w.internalCodeHelp },
    { name: 'Direction', label: w.direction, options: MAPPING_DIRECTIONS.map((d) => ({ value: d, label: MAPPING_DIRECTION_WORDS[d][lang] })) },
  ];
}

/** The form's values as the save call's body. */
export const mappingBody = (v: Record<string, string>) => ({
  Kind: v.Kind || 'PORT',
  System: v.System,
  ExternalCode: v.ExternalCode,
  ExternalName: v.ExternalName,
  InternalCode: v.InternalCode,
  Direction: v.Direction || 'BOTH',
});
