import type { MappingKind } from '../../../src/contract/refdata/listItems';
import { normaliseCode } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';
import { masterCodes } from './mappingMasters';
import { inwardMappings, noteUnmapped } from './mappingRepository';

/**
 * Our codes for an outside system's codes (commercial.md §1.3 CodeMapping/Resolve): each code
 * trimmed and in capitals, once, in the order asked. An active mapping of that kind and system read
 * inwards (IN or BOTH) answers; without one, a code that is itself one of our master codes answers
 * itself (CNSHA is CNSHA in every system; a mapping overrides that: CNNBO → CNNGB). Any other code
 * answers without InternalCode and is counted in unmapped_codes, for the mapping screen.
 */
export async function resolveCodes(q: Queryable, kind: MappingKind, system: string, raw: readonly string[]) {
  const sys = normaliseCode(system);
  const codes = [...new Set(raw.map(normaliseCode).filter(Boolean))];
  const mapped = await inwardMappings(q, kind, sys, codes);
  const ours = await masterCodes(
    q,
    kind,
    codes.filter((c) => !mapped.has(c)),
  );
  const answer = codes.map((c) => {
    const internal = mapped.get(c) ?? ours.get(kind === 'VESSEL' ? c.replace(/^IMO\s*/, '') : c);
    return internal ? { ExternalCode: c, InternalCode: internal } : { ExternalCode: c };
  });
  const unmapped = answer.filter((a) => !a.InternalCode).map((a) => a.ExternalCode);
  if (unmapped.length) await noteUnmapped(q, kind, sys, unmapped);
  return answer;
}
