import type { SiBox, SiBoxDetail } from '../../contract/si';

/**
 * The box grid's rows (pure, for the editor and its tests): each box is a row of its own
 * (container, seal, package, the totals of its lines), followed by a row per goods line.
 */
export type GridRow = { kind: 'box'; box: number } | { kind: 'line'; box: number; line: number };

export function gridRows(boxes: readonly SiBox[]): GridRow[] {
  return boxes.flatMap((b, i) => [{ kind: 'box', box: i } as GridRow, ...b.Details.map((_, k): GridRow => ({ kind: 'line', box: i, line: k }))]);
}

/** An empty goods line under a box: package and marks follow the box's line before it. */
export function blankLine(box: SiBox): SiBoxDetail {
  const last = box.Details.at(-1);
  return {
    TBD_CNGOODS: '',
    TBD_GOODS: '',
    TBD_HSCODE: last?.TBD_HSCODE ?? '',
    TBD_MARKS: last?.TBD_MARKS ?? 'N/M',
    TBD_PACKAGE: last?.TBD_PACKAGE ?? box.TBX_PACKAGE ?? 'CT',
    TBD_NUM: 0,
    TBD_WEIGHT: 0,
    TBD_VOLUME: 0,
  };
}

export const patchBox = (boxes: readonly SiBox[], i: number, patch: Partial<SiBox>): SiBox[] => boxes.map((b, j) => (j === i ? { ...b, ...patch } : b));

export const patchLine = (boxes: readonly SiBox[], i: number, k: number, patch: Partial<SiBoxDetail>): SiBox[] =>
  boxes.map((b, j) => (j === i ? { ...b, Details: b.Details.map((d, m) => (m === k ? { ...d, ...patch } : d)) } : b));

/** The most goods lines a box takes (the wire's limit). */
export const MAX_LINES = 50;

/** A new goods line after line `after` of box `i` (at the end when not given). */
export function addLine(boxes: readonly SiBox[], i: number, after?: number): SiBox[] {
  return boxes.map((b, j) => {
    if (j !== i || b.Details.length >= MAX_LINES) return b;
    const at = after === undefined ? b.Details.length : after + 1;
    return { ...b, Details: [...b.Details.slice(0, at), blankLine(b), ...b.Details.slice(at)] };
  });
}

/** Removes a goods line; a box keeps at least one (the check needs a line per box). */
export function removeLine(boxes: readonly SiBox[], i: number, k: number): SiBox[] {
  return boxes.map((b, j) => (j !== i || b.Details.length <= 1 ? b : { ...b, Details: b.Details.filter((_, m) => m !== k) }));
}

/**
 * Removes box `i` (a box the SI does not carry: one an import added beyond the booking's boxes, or a
 * container that goes on another SI); an SI keeps at least one box. Whether every booked container
 * is still on an SI is the check's to say, not the grid's.
 */
export function removeBox(boxes: readonly SiBox[], i: number): SiBox[] {
  return boxes.length <= 1 ? [...boxes] : boxes.filter((_, j) => j !== i);
}

/**
 * A number typed into a cell: thousands separators allowed ("1,203.5"), empty is 0. Undefined
 * when it is not a number of 0 or more (the cell keeps its value and says why).
 */
export function parseCellNumber(text: string): number | undefined {
  const t = text.replace(/,/g, '').trim();
  if (t === '') return 0;
  const n = Number(t);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The record path of a grid cell's field, as the check names it (to mark the cell that is wrong). */
export function cellPath(row: GridRow, field: string): string {
  return row.kind === 'box' ? `/Boxes/${row.box}/${field}` : `/Boxes/${row.box}/Details/${row.line}/${field}`;
}
