import { refdataCheckWords } from '../../../src/contract/refdata/words';
import type { refdataCalls as C } from '../../../src/contract/refdata/calls';
import { MAPPING_DIRECTIONS, MAPPING_KINDS, type MappingKind } from '../../../src/contract/refdata/listItems';
import { type FieldError, fieldSays } from '../../../src/contract/envelope';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Db } from '../../db/types';
import type { LiveHub } from '../../live/hub';
import { masterCodes } from './mappingMasters';
import { forgetUnmapped, mappingIdOf, mappingKind } from './mappingRepository';
import { masterRows } from './masterService';

export type MappingInput = (typeof C.codeMapping.save.input)['static'];

/**
 * Code mappings' rows (commercial.md §1.1 CodeMapping): an outside code of a system mapped to one of
 * our master codes (which must exist), keyed by a generated id, found by an import by kind, system and
 * outside code; the kind stays once saved, and a code mapped leaves the list of unmapped codes.
 */
export function codeMappingRows(db: Db, hub: LiveHub) {
  return masterRows<MappingInput>(db, hub, {
    entity: 'codeMapping',
    noun: 'code mapping',
    nounZh: '代码映射',
    table: 'code_mappings',
    key: 'Id',
    identify: (q, i) => mappingIdOf(q, i.Kind, i.System, i.ExternalCode),
    columns: {
      Kind: 'kind',
      System: 'system',
      ExternalCode: 'external_code',
      ExternalName: 'external_name',
      InternalCode: 'internal_code',
      Direction: 'direction',
    },
    normalise: (i) => ({
      ...i,
      Kind: normaliseCode(i.Kind) as MappingKind,
      System: normaliseCode(i.System),
      ExternalCode: normaliseCode(i.ExternalCode),
      ExternalName: (i.ExternalName ?? '').trim(),
      InternalCode: i.Kind === 'VESSEL' ? i.InternalCode.replace(/^\s*IMO\s*/i, '').trim() : normaliseCode(i.InternalCode),
      Direction: (normaliseCode(i.Direction ?? '') || 'BOTH') as MappingInput['Direction'],
    }),
    async check(q, i) {
      const errors: FieldError[] = [];
      if (!(MAPPING_KINDS as readonly string[]).includes(i.Kind)) {
        errors.push(fieldSays('/Kind', refdataCheckWords.isOneOf(MAPPING_KINDS.join(', '))));
        return errors;
      }
      if (!/^[A-Z0-9_]{2,20}(:[A-Z0-9_-]{1,20})?$/.test(i.System))
        errors.push({ Path: '/System', Message: 'is a name like INTTRA, CUSTOMS_CN or CARRIER:COSU' });
      if (!i.ExternalCode) errors.push({ Path: '/ExternalCode', Message: 'is empty' });
      if (!(MAPPING_DIRECTIONS as readonly string[]).includes(i.Direction ?? 'BOTH')) errors.push({ Path: '/Direction', Message: 'is IN, OUT or BOTH' });
      const known = await masterCodes(q, i.Kind, [i.InternalCode]);
      const ours = known.get(i.InternalCode);
      if (!ours) errors.push(fieldSays('/InternalCode', refdataCheckWords.notOurCode(i.InternalCode, i.Kind.toLowerCase().replace('_', ' '))));
      // a container type given by its ISO code is stored as the common name (what bookings keep)
      else i.InternalCode = ours;
      if (i.Id !== undefined) {
        const stored = await mappingKind(q, i.Id);
        if (stored && stored !== i.Kind) errors.push(fieldSays('/Kind', refdataCheckWords.kindStays(stored)));
      }
      return errors;
    },
    // nothing refers to a mapping: importers read it when they run
    usage: [],
    extra: {
      fields: [],
      read: async () => ({}),
      // the code is mapped now: it leaves the list of unmapped codes
      async write(tx, i) {
        await forgetUnmapped(tx, i.Kind, i.System, i.ExternalCode);
      },
    },
  });
}
