import type { ManifestReceipt } from '../../contract/manifest';

/** The customs-side stages after acceptance, in the order they come (运抵 放行 装载 理货). */
export const STAGE_ORDER = ['ARRIVED', 'RELEASED', 'LOADED', 'TALLIED'] as const;

/**
 * Each stage with the first receipt that reached it (pure). A receipt that came out of order (the
 * simulator sends some so, as customs may) still marks its own stage; a later repeat does not move
 * the time of the first.
 */
export function stageTimeline(receipts: readonly ManifestReceipt[]): Map<string, ManifestReceipt> {
  const out = new Map<string, ManifestReceipt>();
  for (const r of [...receipts].sort((a, b) => a.Seq - b.Seq)) if ((STAGE_ORDER as readonly string[]).includes(r.Kind) && !out.has(r.Kind)) out.set(r.Kind, r);
  return out;
}
