import type { SheetColumn } from './sheet';

/** What a screen gives the sheet grid: its rows and columns, the problems to mark, and its limits. */
export interface SheetGridProps<R> {
  rows: readonly R[];
  columns: readonly SheetColumn<R>[];
  /** A column's name as the screen calls it (the header, a cell's label, a refusal's note). */
  title(field: string): string;
  onChange(rows: R[]): void;
  /** A new row (after `before`, the row above it). */
  blank(before: R | undefined): R;
  /** The check's problem path of each cell (`/Items/2/MFG_HSCODE`): the cells the problems name are marked. */
  pathOf(row: number, field: string): string;
  errors: ReadonlySet<string>;
  warnings: ReadonlySet<string>;
  readOnly?: boolean;
  /** Columns that cannot be edited (a sent manifest's container numbers). */
  locked?: ReadonlySet<string>;
  /** Extra read-only columns after the editable ones (the declared VGM). */
  extra?: { name: string; width: number; text(row: number): string }[];
  testId: string;
  /** The paste note's test id (`<testId>-note` when not given). */
  noteTestId?: string;
  /** The most rows (a paste beyond it is cut, with a note). */
  max?: number;
  /** The fewest rows: a row is not removed below it (a packing list keeps one goods line). */
  minRows?: number;
  /** The tallest the grid grows before it scrolls (px). */
  maxHeight?: number;
}
