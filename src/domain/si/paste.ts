import type { SiBox } from '../../contract/si';

/** The columns rows pasted from Excel carry, in order. */
export const PASTE_COLUMNS = ['container', 'seal', 'hs', 'goods', 'packages', 'weight', 'volume'] as const;

export interface PastedLine {
  container: string;
  seal: string;
  hs: string;
  goods: string;
  packages: number;
  weight: number;
  volume: number;
}

const num = (s: string | undefined) => {
  const n = Number((s ?? '').replace(/,/g, '').trim());
  return Number.isFinite(n) ? n : NaN;
};

/**
 * Rows copied from Excel (tab-separated, one per line) → goods lines, with the rows that could
 * not be read and why. A header row (non-numeric packages) is skipped.
 */
export function parsePastedRows(text: string): { lines: PastedLine[]; refused: { row: number; reason: string }[] } {
  const lines: PastedLine[] = [];
  const refused: { row: number; reason: string }[] = [];
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    if (!raw.trim()) continue;
    const cells = raw.split('\t').map((c) => c.trim());
    const [container, seal, hs, goods, packages, weight, volume] = cells;
    const p = num(packages);
    if (i === 0 && Number.isNaN(p)) continue; // a header
    if (cells.length < 7) {
      refused.push({ row: i + 1, reason: `has ${cells.length} columns; expected ${PASTE_COLUMNS.length}: ${PASTE_COLUMNS.join(', ')}` });
      continue;
    }
    const w = num(weight);
    const v = num(volume);
    if ([p, w, v].some((n) => Number.isNaN(n) || n < 0)) {
      refused.push({ row: i + 1, reason: 'packages, weight and volume must be numbers of 0 or more' });
      continue;
    }
    lines.push({ container: container!.toUpperCase(), seal: seal!, hs: hs!, goods: goods!, packages: p, weight: w, volume: v });
  }
  return { lines, refused };
}

/**
 * Applies pasted lines to a draft's boxes: each box gets the lines of its container (several lines
 * become several goods lines); boxes not named keep theirs. Lines naming a container not in the
 * draft are answered back.
 */
export function applyPastedLines(boxes: SiBox[], lines: PastedLine[]): { boxes: SiBox[]; unknown: string[] } {
  const byContainer = new Map<string, PastedLine[]>();
  for (const l of lines) byContainer.set(l.container, [...(byContainer.get(l.container) ?? []), l]);
  const known = new Set(boxes.map((b) => b.TBX_CNNO.toUpperCase()));
  const unknown = [...byContainer.keys()].filter((c) => !known.has(c));
  return {
    unknown,
    boxes: boxes.map((b) => {
      const mine = byContainer.get(b.TBX_CNNO.toUpperCase());
      if (!mine) return b;
      return {
        ...b,
        TBX_SEALNO: mine[0]!.seal || b.TBX_SEALNO,
        Details: mine.map((l) => ({
          TBD_CNGOODS: '',
          TBD_GOODS: l.goods,
          TBD_HSCODE: l.hs,
          TBD_MARKS: 'N/M',
          TBD_PACKAGE: b.TBX_PACKAGE || 'CT',
          TBD_NUM: l.packages,
          TBD_WEIGHT: l.weight,
          TBD_VOLUME: l.volume,
        })),
      };
    }),
  };
}
