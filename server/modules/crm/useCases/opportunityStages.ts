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
