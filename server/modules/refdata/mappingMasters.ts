import type { MappingKind } from '../../../src/contract/refdata/listItems';
import { normaliseCode, normaliseImo, terminalCodeProblem } from '../../../src/domain/refdata/codes';
import type { Queryable } from '../../db/types';
import { hasTerminalsTable, knownPorts, knownTerminals, masterCodePairs } from './mappingMastersRepository';

/**
 * Our master codes among `codes` for one kind of mapping (commercial.md §1.1 CodeMapping: "InternalCode
 * must exist in its master table"): each code found → our code as stored. Codes are compared trimmed
 * in capitals. Where a kind has two spellings the stored one is answered: a container type by its ISO
 * code (45G1) or its common name (40HQ) answers the common name, the one bookings keep; a vessel is
 * named by its IMO number (the name changes, the number never).
 *
 * PACKAGE is held as strictly as the others, though it has no maintenance screen: package_codes is
 * the short list of UN/ECE Rec. 21 codes the SI check accepts, so a mapping to a code outside it would
 * only carry the package as far as the SI check, which refuses it — add the code to the list first.
 *
 * TERMINAL is looser: its code is `<UN/LOCODE>:<terminal code>` (CNNGB:BLCT2). The terminals list
 * (§1.1 Terminal, `/BasicData/Wharf`) is built on another branch; until the table is there, the port
 * must be known and the terminal code of the DCSA facility shape (≤ 6, no spaces); once the table
 * exists, the terminal must be in it.
 */
export async function masterCodes(q: Queryable, kind: MappingKind, codes: readonly string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.map((c) => (kind === 'VESSEL' ? normaliseImo(c) : normaliseCode(c))).filter(Boolean))];
  if (!wanted.length) return new Map();
  return kind === 'TERMINAL' ? terminalCodes(q, wanted) : masterCodePairs(q, kind, wanted);
}

/** `<UN/LOCODE>:<terminal code>` codes whose port is known and whose terminal is (see masterCodes). */
async function terminalCodes(q: Queryable, codes: string[]): Promise<Map<string, string>> {
  const parsed = codes
    .map((code) => ({ code, port: code.split(':')[0] ?? '', terminal: code.split(':')[1] ?? '' }))
    .filter((c) => c.code.split(':').length === 2 && c.port && !terminalCodeProblem(c.terminal));
  if (!parsed.length) return new Map();
  const ports = await knownPorts(
    q,
    parsed.map((c) => c.port),
  );
  const known = parsed.filter((c) => ports.has(c.port));
  if (!(await hasTerminalsTable(q))) return new Map(known.map((c) => [c.code, c.code]));
  const terminals = await knownTerminals(
    q,
    known.map((c) => c.code),
  );
  return new Map(terminals.map((t) => [t, t]));
}
