import type { StagesWire } from '../../../../src/contract/crm/opportunityCalls';
import { DEFAULT_LOST_REASONS, DEFAULT_STAGES, isEnd, type Stage, stagesOf } from '../../../../src/domain/crm/opportunityStages';
import type { Queryable } from '../../../db/types';
import { listedStages } from '../opportunityWriteRepository';

/** The company's opportunity stages (its STAGE list, else the seeded ones; WON and LOST always last) and its reasons for a loss. */
export async function stageSetOf(q: Queryable, companyId: string): Promise<{ stages: Stage[]; reasons: { code: string; name: Stage['name'] }[] }> {
  const listed = await listedStages(q, companyId);
  const rated = listed.stages.map((s) => ({ ...s, rate: s.rate ?? DEFAULT_STAGES.find((d) => d.code === s.code)?.rate ?? 0 }));
  return { stages: stagesOf(rated), reasons: listed.reasons.length ? listed.reasons : [...DEFAULT_LOST_REASONS] };
}

export async function stagesWire(q: Queryable, companyId: string): Promise<StagesWire> {
  const { stages, reasons } = await stageSetOf(q, companyId);
  return {
    Stages: stages.map((s) => ({ Code: s.code, NameZh: s.name.zh, NameEn: s.name.en, WinRate: s.rate, End: isEnd(s.code) })),
    LostReasons: reasons.map((r) => ({ Code: r.code, NameZh: r.name.zh, NameEn: r.name.en })),
  };
}

/**
 * The activity record's opportunity rows in words (commercial.md §7.4): a loss's reason by the company's
 * LOST_REASON list, a stage moved to by its stages (the seeded ones where it keeps no list); null otherwise.
 */
export async function opportunityReasonNames(
  q: Queryable,
  companyId: string,
  rows: readonly { entity: string; action: string; reason: string | null }[],
): Promise<(r: { entity: string; action: string; reason: string | null }) => Stage['name'] | null> {
  if (!rows.some((r) => r.entity === 'OPPORTUNITY' && r.reason)) return () => null;
  const { stages, reasons } = await stageSetOf(q, companyId);
  return (r) => {
    if (r.entity !== 'OPPORTUNITY' || !r.reason) return null;
    const listed = r.action === 'LOSE' ? reasons : stages;
    return listed.find((x) => x.code === r.reason)?.name ?? null;
  };
}
