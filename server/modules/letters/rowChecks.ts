import type { Bilingual } from '../../../src/i18n/bilingual';
import type { SailingRowInput } from '../../../src/contract/letters/calls';
import { CUT_OFFS, LOCODE, rowTimeProblems, transitDays } from '../../../src/domain/letters/sailingRules';
import type { Queryable } from '../../db/types';
import { knownPorts } from './checks';
import type { StoredRow } from './sailingRepository';

/**
 * A sailing table's rows checked (operations.md §13.5): ports known UN/LOCODEs of reference data, the
 * times real instants, ETA after ETD, each cut-off before ETD; the transit days computed from the
 * ports' clocks. Each row answers what it stores or its problems, each with its field and words.
 */
export type RowOutcome = { ok: true; row: StoredRow } | { ok: false; problems: { field: string; words: Bilingual }[] };

const isInstant = (v: string | null | undefined) => !v || Number.isFinite(Date.parse(v));

export async function checkRows(q: Queryable, rows: readonly SailingRowInput[]): Promise<RowOutcome[]> {
  const codes = rows.flatMap((r) => [r.POL.trim().toUpperCase(), r.POD.trim().toUpperCase()]);
  const ports = await knownPorts(
    q,
    codes.filter((c) => LOCODE.test(c)),
  );
  return rows.map((r) => {
    const pol = r.POL.trim().toUpperCase();
    const pod = r.POD.trim().toUpperCase();
    const problems: { field: string; words: Bilingual }[] = [];
    for (const [field, code] of [
      ['POL', pol],
      ['POD', pod],
    ] as const)
      if (!ports.has(code))
        problems.push({ field, words: { zh: `港口 ${code || '（空）'} 不是已知的 UN/LOCODE`, en: `${code || '(empty)'} is not a known UN/LOCODE port` } });
    for (const field of ['ETD', 'ETA', ...CUT_OFFS] as const)
      if (!isInstant(r[field])) problems.push({ field, words: { zh: `${field} 不是有效时间`, en: `${field} is not a valid time` } });
    if (pol && pol === pod) problems.push({ field: 'POD', words: { zh: '卸货港不能与装货港相同', en: 'The POD is the same as the POL' } });
    if (!problems.length) for (const p of rowTimeProblems(r)) problems.push({ field: p.field, words: p.words });
    if (problems.length) return { ok: false, problems };
    const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
    return {
      ok: true,
      row: {
        vessel: r.Vessel.trim().toUpperCase(),
        imo: r.IMO ?? '',
        voyage: r.Voyage.trim().toUpperCase(),
        pol,
        etd: iso(r.ETD)!,
        dco: iso(r.DCO),
        vco: iso(r.VCO),
        pco: iso(r.PCO),
        pod,
        eta: iso(r.ETA)!,
        transitDays: transitDays(r.ETD, ports.get(pol)?.time_zone, r.ETA, ports.get(pod)?.time_zone),
        remarks: (r.Remarks ?? '').trim(),
      },
    };
  });
}
