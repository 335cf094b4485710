import type { ManifestData } from '../../contract/manifest';
import { type Lang, mftCollector, type Problem } from './messages';

/**
 * `mft.immutable` and `mft.stage` (operations.md §7.6): after a manifest is sent, its vessel name and
 * container numbers cannot be amended — customs wants it deleted and sent again; an amendment after
 * the goods are released or loaded needs customs' approval of the change (a warning).
 */
const norm = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toUpperCase();

export function immutableChanges(before: ManifestData, after: ManifestData, lang: Lang = 'zh'): Problem[] {
  const c = mftCollector(lang);
  if (norm(before.MFT_VESSEL) !== norm(after.MFT_VESSEL)) {
    c.add('MFT_VESSEL', 'mft.immutable', { field: 'MFT_VESSEL', before: norm(before.MFT_VESSEL), after: norm(after.MFT_VESSEL) });
  }
  const was = (before.Containers ?? []).map((b) => norm(b.MFC_CNNO)).sort();
  const now = (after.Containers ?? []).map((b) => norm(b.MFC_CNNO)).sort();
  if (was.join(',') !== now.join(',')) c.add('Containers', 'mft.immutable', { field: 'MFC_CNNO', before: was.join(' '), after: now.join(' ') });
  return c.out;
}

/** The warning an amendment carries once customs released or loaded the goods. */
export function stageWarnings(stage: string, lang: Lang = 'zh'): Problem[] {
  const c = mftCollector(lang);
  if (stage === 'RELEASED' || stage === 'LOADED' || stage === 'TALLIED')
    c.warn('MFT_STAGE', 'mft.stage', { stage: stage === 'RELEASED' ? 'RELEASED' : 'LOADED' });
  return c.out;
}

/** `mft.unique`: the key of "one live manifest per (filing, MBL, HBL)". */
export const uniqueKey = (m: Pick<ManifestData, 'MFT_FILING' | 'MFT_MBL_NO' | 'MFT_HBL_NO'>) =>
  [m.MFT_FILING, norm(m.MFT_MBL_NO), norm(m.MFT_HBL_NO)].join('|');
